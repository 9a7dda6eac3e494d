import './styles.css'

import { ContestsSlots, MODULE_ID } from '@oj/contests-contract'
import { defineWebModule, fill, PlatformSlots, ScopedSections } from '@oj/sdk/web'

/** The contests remote (container oj_contests, exposed as ./module). */
export default defineWebModule({
  id: MODULE_ID,
  routes: [
    { path: '/contest', page: () => import('./pages/contest-list-page.tsx') },
    { path: '/contest/:contestID/*', page: () => import('./pages/contest-page.tsx') },
    { path: '/contest/acm-scoreboard/:contestID', page: () => import('./outside/outside-board-page.tsx') },
    { path: '/contest/oi-scoreboard/:contestID', page: () => import('./outside/outside-board-page.tsx') },
    { path: '/scrollBoard', page: () => import('./scroll/scroll-board-page.tsx'), hideFooter: true },
  ],
  // The home page's recent contests; the admin area's contest pages (contest, contest/create,
  // contest/<id>/edit|problems|announcement), and the form, problems and announcements pages for
  // other modules' contests; a group's contests (the 'scope.section' slot, section 'contest').
  slots: [
    fill(PlatformSlots.homeWidgets, () => import('./home/recent-contests.tsx')),
    fill(PlatformSlots.adminSections, () => import('./admin/contest-admin.tsx')),
    fill(ContestsSlots.contestForm, () => import('./admin/contest-form-slot.tsx')),
    fill(ContestsSlots.contestProblems, () => import('./admin/contest-problems-slot.tsx')),
    fill(ContestsSlots.contestAnnouncements, () => import('./admin/contest-announcements-slot.tsx')),
    fill(ScopedSections.section, () => import('./group/group-section.tsx')),
  ],
  messages: {
    'zh-CN': () => import('./locales/zh-CN.json'),
    en: () => import('./locales/en.json'),
  },
})
