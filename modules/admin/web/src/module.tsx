import './styles.css'

import { MODULE_ID } from '@oj/admin-contract'
import { defineWebModule } from '@oj/sdk/web'

const adminPage = () => import('./area/admin-page.tsx')

/** The admin remote (container oj_admin, exposed as ./module): every page under /admin. */
export default defineWebModule({
  id: MODULE_ID,
  routes: [
    { path: '/admin', page: adminPage },
    { path: '/admin/*', page: adminPage },
  ],
  messages: {
    'zh-CN': () => import('./locales/zh-CN.json'),
    en: () => import('./locales/en.json'),
  },
})
