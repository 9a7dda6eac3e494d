import './styles.css'

import { MODULE_ID, ProblemsSlots, WebRoutes } from '@oj/problems-contract'
import { defineWebModule, fill, PlatformSlots, ScopedSections } from '@oj/sdk/web'

/** The problems remote (container oj_problems, exposed as ./module). */
export default defineWebModule({
  id: MODULE_ID,
  routes: [
    { path: WebRoutes.problemList, page: () => import('./pages/problem-list.tsx') },
    // The module's own pages give the slot pieces below their props without a scope.
    { path: '/problem/:problemID', hideFooter: true, page: () => import('./pages/problem-route.tsx') },
    { path: '/status', page: () => import('./pages/status/status-route.tsx') },
    {
      path: '/submission-detail/:submitID',
      page: () => import('./pages/submission-detail/submission-detail-route.tsx'),
    },
    { path: '/acm-rank', page: () => import('./pages/ranks/rank-page.tsx') },
    { path: '/oi-rank', page: () => import('./pages/ranks/rank-page.tsx') },
  ],
  slots: [
    fill(PlatformSlots.homeWidgets, () => import('./widgets/home-widgets.tsx')),
    fill(PlatformSlots.homeSide, () => import('./platform-slots/quick-start.tsx')),
    fill(PlatformSlots.helpSections, () => import('./platform-slots/help-languages.tsx')),
    fill(PlatformSlots.userHomeSections, () => import('./platform-slots/solved-list.tsx')),
    // Rendered by the contests, trainings and groups modules inside their own routes.
    fill(ProblemsSlots.problemPage, () => import('./pages/problem-detail.tsx')),
    fill(ProblemsSlots.submissionList, () => import('./pages/status/status-page.tsx')),
    fill(
      ProblemsSlots.submissionDetail,
      () => import('./pages/submission-detail/submission-detail-page.tsx'),
    ),
    // The bank's admin pages, and the one problem form other modules' admin pages show.
    fill(PlatformSlots.adminSections, () => import('./admin/admin-section.tsx')),
    fill(ProblemsSlots.problemEditor, () => import('./admin/problem-form/problem-editor.tsx')),
    // A group's problems and submissions, under its tabs (the groups module renders the slot).
    fill(ScopedSections.section, () => import('./group/scoped-section.tsx')),
  ],
  messages: {
    'zh-CN': () => import('./locales/zh-CN.json'),
    en: () => import('./locales/en.json'),
  },
})
