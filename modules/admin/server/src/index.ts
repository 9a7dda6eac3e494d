import { AdminRoutes, MODULE_ID } from '@oj/admin-contract'
import { ADMIN_ROLES } from '@oj/sdk'
import { defineServerModule } from '@oj/sdk/server'

import { messages } from './messages.ts'

/**
 * The admin area's frame (spec 3 §2.11): its pages under /admin (sign-in, dashboard, switches) and
 * the side menu every module fills (`web.adminMenu`). Its calls are the platform's AdminApi (sign-in,
 * dashboard, switches); the sections are the modules' own ('admin.sections').
 */
export default defineServerModule({
  id: MODULE_ID,
  requires: [],
  messages,
  web: {
    routes: [AdminRoutes.root],
    userMenu: [
      {
        id: MODULE_ID,
        label: 'admin.userMenu',
        to: AdminRoutes.root,
        order: 80,
        visible: { loggedIn: true, rolesAny: ADMIN_ROLES },
      },
    ],
    adminMenu: [
      { id: 'dashboard', label: 'admin.menu.dashboard', path: 'dashboard', order: 0, role: 'admin' },
      { id: 'switch', label: 'admin.menu.switch', path: 'switch', order: 95, role: 'root' },
    ],
  },
})
