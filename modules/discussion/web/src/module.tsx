import './styles.css'

import { DiscussionRoutes, DiscussionSlots, MODULE_ID } from '@oj/discussion-contract'
import { defineWebModule, fill, PlatformSlots, ScopedSections } from '@oj/sdk/web'

/** The discussion remote (container oj_discussion, exposed as ./module). */
export default defineWebModule({
  id: MODULE_ID,
  routes: [
    { path: DiscussionRoutes.list, page: () => import('./pages/list-page.tsx') },
    { path: `${DiscussionRoutes.list}/:problemID`, page: () => import('./pages/list-page.tsx') },
    { path: `${DiscussionRoutes.detail}/:discussionID`, page: () => import('./pages/detail-page.tsx') },
  ],
  slots: [
    fill(DiscussionSlots.commentArea, () => import('./comments/comment-area.tsx')),
    fill(PlatformSlots.adminSections, () => import('./admin/admin-section.tsx')),
    fill(ScopedSections.section, () => import('./group/group-section.tsx')),
  ],
  messages: {
    'zh-CN': () => import('./locales/zh-CN.json'),
    en: () => import('./locales/en.json'),
  },
})
