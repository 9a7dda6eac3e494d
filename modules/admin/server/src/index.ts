import { AdminRoutes, MODULE_ID, PlagiarismApi } from '@oj/admin-contract'
import { ADMIN_ROLES } from '@oj/sdk'
import { defineServerModule } from '@oj/sdk/server'

import { messages } from './messages.ts'
import { type PlagiarismJobs, plagiarismLayer } from './plagiarism/jobs.ts'
import { deleteCheck, getCheck, getPair, listChecks, listPairs, startCheck } from './plagiarism/routes.ts'

const ADMINS = { rolesAny: ADMIN_ROLES }

/**
 * The admin area's frame (spec 3 §2.11): its pages under /admin (sign-in, dashboard, users,
 * announcements, notices, system configuration, switches, the mail outbox) and the side menu every
 * module fills (`web.adminMenu`). Its calls are the platform's (AdminApi, AdminUsersApi,
 * AdminConfigApi, ...); the sections are the modules' own ('admin.sections').
 */
export default defineServerModule<PlagiarismJobs>({
  id: MODULE_ID,
  requires: [],
  migrations: new URL('../migrations', import.meta.url),
  layer: plagiarismLayer,
  messages,
  routes: (api) => {
    api.handle(PlagiarismApi.start, { auth: ADMINS, handler: startCheck })
    api.handle(PlagiarismApi.list, { auth: ADMINS, handler: listChecks })
    api.handle(PlagiarismApi.get, { auth: ADMINS, handler: getCheck })
    api.handle(PlagiarismApi.remove, { auth: ADMINS, handler: deleteCheck })
    api.handle(PlagiarismApi.pairs, { auth: ADMINS, handler: listPairs })
    api.handle(PlagiarismApi.pair, { auth: ADMINS, handler: getPair })
  },
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
      { id: 'user', label: 'admin.menu.user', path: 'user', order: 10, role: 'root' },
      { id: 'announcement', label: 'admin.menu.announcement', path: 'announcement', order: 12, role: 'root' },
      { id: 'notice', label: 'admin.menu.notice', path: 'notice', order: 14, role: 'root' },
      { id: 'plagiarism', label: 'admin.menu.plagiarism', path: 'plagiarism', order: 60, role: 'admin' },
      { id: 'conf', label: 'admin.menu.conf', path: 'conf', order: 90, role: 'root' },
      { id: 'switch', label: 'admin.menu.switch', path: 'switch', order: 95, role: 'root' },
      { id: 'mail', label: 'admin.menu.mail', path: 'mail', order: 97, role: 'root' },
    ],
  },
})
