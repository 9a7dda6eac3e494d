import { ADMIN_ROLES } from '@oj/sdk'
import { AdminApi, AdminConfigApi, AdminUsersApi } from '@oj/sdk/api'
import { defineServerModule } from '@oj/sdk/server'
import { Effect } from 'effect'

import { adminLogin } from '../accounts/sign-in/login.ts'
import { revokeSession } from '../accounts/sign-in/sessions.ts'
import { HttpExchange } from '../http/exchange.ts'
import { mergeCatalogues } from '../http/messages.ts'
import type { AnyServerModule } from '../loader/order.ts'
import type { PlatformMail } from '../mail/index.ts'
import { emailConfig, setEmailConfig, testEmail } from './config/email.ts'
import { dbConfig, serviceInfo, setDbConfig } from './config/system.ts'
import { setWebConfig, webConfig } from './config/web.ts'
import { contributionsOf, dashboardInfo, judgingChart, lastSession, recentLogins } from './dashboard.ts'
import { adminMessages } from './messages.ts'
import { declaredSettings, switchFields, switchInfo, switchUpdate } from './switches.ts'
import { deleteUsers, editUser } from './users/edit.ts'
import { generatedExcel, generateUsers } from './users/generate.ts'
import { checkImport, importUsers } from './users/import.ts'
import { listUsers } from './users/list.ts'

const ADMINS = { rolesAny: ADMIN_ROLES } as const
const ROOT = { rolesAny: ['root'] } as const
const SYSTEM = { perms: ['system_info_admin'] } as const
const USERS = { perms: ['user_admin'] } as const

const logout = Effect.gen(function* () {
  const { token } = yield* HttpExchange
  if (token) yield* revokeSession(token).pipe(Effect.orDie)
  return null
})

/**
 * The built-in admin plugin (spec 3, admin area): the admin sign-in, the dashboard's calls, the
 * super admin's users, system configuration and switches. The dashboard's figures are the platform's
 * user count with what enabled modules contribute; the switches are those the modules declare.
 */
export const adminModule = (modules: ReadonlyArray<AnyServerModule>, port: number) => {
  const contributions = contributionsOf(modules)
  const declared = declaredSettings(modules)
  const catalogue = mergeCatalogues([adminMessages, ...modules.map((m) => m.messages)])
  return defineServerModule<HttpExchange | PlatformMail>({
    id: 'admin',
    requires: [],
    messages: adminMessages,
    routes: (api) => {
      api.handle(AdminApi.login, { auth: 'anon', handler: adminLogin })
      api.handle(AdminApi.logout, { auth: ADMINS, handler: () => logout })
      api.handle(AdminApi.dashboardInfo, { auth: ADMINS, handler: () => dashboardInfo(contributions) })
      api.handle(AdminApi.lastSession, { auth: ADMINS, handler: () => lastSession })
      api.handle(AdminApi.recentLogins, { auth: ADMINS, handler: recentLogins })
      api.handle(AdminApi.judging, { auth: ADMINS, handler: () => judgingChart(contributions) })
      api.handle(AdminApi.serviceInfo, { auth: ADMINS, handler: () => serviceInfo(port) })

      api.handle(AdminUsersApi.list, { auth: USERS, handler: listUsers })
      api.handle(AdminUsersApi.edit, { auth: USERS, handler: editUser })
      api.handle(AdminUsersApi.remove, { auth: USERS, handler: deleteUsers })
      api.handle(AdminUsersApi.checkImport, { auth: USERS, handler: checkImport })
      api.handle(AdminUsersApi.importUsers, { auth: USERS, handler: importUsers })
      api.handle(AdminUsersApi.generate, { auth: USERS, handler: generateUsers })
      api.handle(AdminUsersApi.excel, { auth: ROOT, handler: generatedExcel })

      api.handle(AdminConfigApi.webConfig, { auth: SYSTEM, handler: () => webConfig })
      api.handle(AdminConfigApi.setWebConfig, { auth: SYSTEM, handler: setWebConfig })
      api.handle(AdminConfigApi.emailConfig, { auth: SYSTEM, handler: () => emailConfig })
      api.handle(AdminConfigApi.setEmailConfig, { auth: SYSTEM, handler: setEmailConfig })
      api.handle(AdminConfigApi.testEmail, { auth: SYSTEM, handler: testEmail })
      api.handle(AdminConfigApi.dbConfig, { auth: SYSTEM, handler: () => dbConfig })
      api.handle(AdminConfigApi.setDbConfig, { auth: SYSTEM, handler: () => Effect.fail(setDbConfig()) })
      api.handle(AdminConfigApi.switchInfo, { auth: SYSTEM, handler: () => switchInfo(declared) })
      api.handle(AdminConfigApi.switchFields, {
        auth: SYSTEM,
        handler: () => switchFields(declared, catalogue),
      })
      api.handle(AdminConfigApi.switchUpdate, { auth: SYSTEM, handler: switchUpdate(declared) })
    },
  })
}
