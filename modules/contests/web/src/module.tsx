import './styles.css'

import { MODULE_ID } from '@oj/contests-contract'
import { defineWebModule, fill, PlatformSlots } from '@oj/sdk/web'

/** The contests remote (container oj_contests, exposed as ./module). */
export default defineWebModule({
  id: MODULE_ID,
  routes: [
    { path: '/contests', page: () => import('./pages/notes-page.tsx') },
    { path: '/contests/:noteId', page: () => import('./pages/note-page.tsx') },
    { path: '/contests/:noteId/notes', page: () => import('./pages/notes-page.tsx') },
  ],
  slots: [fill(PlatformSlots.homeWidgets, () => import('./widgets/latest-notes.tsx'))],
  messages: {
    'zh-CN': () => import('./locales/zh-CN.json'),
    en: () => import('./locales/en.json'),
  },
})
