import './styles.css'

import { defineWebModule, fill, PlatformSlots, ScopedSections } from '@oj/sdk/web'
import { MODULE_ID } from '@oj/training-contract'

const trainingPage = () => import('./pages/training-page.tsx')

/** The training remote (container oj_training, exposed as ./module). */
export default defineWebModule({
  id: MODULE_ID,
  routes: [
    { path: '/training', page: () => import('./pages/training-list.tsx') },
    { path: '/training/:trainingID', page: trainingPage },
    { path: '/training/:trainingID/problems', page: trainingPage },
    { path: '/training/:trainingID/rank', page: trainingPage },
    { path: '/training/:trainingID/submissions', page: trainingPage },
    { path: '/training/:trainingID/submission-detail/:submitID', page: trainingPage },
    { path: '/training/:trainingID/problem/:problemID', hideFooter: true, page: trainingPage },
    { path: '/training/:trainingID/problem/:problemID/full-screen', hideFooter: true, page: trainingPage },
  ],
  slots: [
    fill(PlatformSlots.adminSections, () => import('./admin/training-admin.tsx')),
    // a group's trainings under its tab (the group passes the scope, base and rights)
    fill(ScopedSections.section, () => import('./group/group-trainings.tsx')),
  ],
  messages: {
    'zh-CN': () => import('./locales/zh-CN.json'),
    en: () => import('./locales/en.json'),
  },
})
