import './styles.css'

import { MODULE_ID } from '@oj/remote-judge-contract'
import { defineWebModule, fill, PlatformSlots } from '@oj/sdk/web'

/** The remote-judge remote (container oj_remote_judge, exposed as ./module): its admin page only. */
export default defineWebModule({
  id: MODULE_ID,
  routes: [],
  slots: [fill(PlatformSlots.adminSections, () => import('./admin/admin-section.tsx'))],
  messages: {
    'zh-CN': () => import('./locales/zh-CN.json'),
    en: () => import('./locales/en.json'),
  },
})
