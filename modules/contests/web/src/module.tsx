import './styles.css'

import { MODULE_ID } from '@oj/contests-contract'
import { defineWebModule } from '@oj/sdk/web'

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
  messages: {
    'zh-CN': () => import('./locales/zh-CN.json'),
    en: () => import('./locales/en.json'),
  },
})
