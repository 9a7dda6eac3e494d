import { availableParallelism, freemem, hostname, loadavg, totalmem } from 'node:os'

import { ADMIN_ROLES } from '@oj/sdk'
import { AdminApi } from '@oj/sdk/api'
import type { AdminDashboardContribution, ApiError, DashboardFigures, PlatformServices } from '@oj/sdk/server'
import { dbQuery, defineServerModule } from '@oj/sdk/server'
import { count, desc, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { currentCaller } from '../accounts/caller.ts'
import { adminLogin } from '../accounts/sign-in/login.ts'
import { sessions } from '../accounts/sign-in/tables.ts'
import { userInfo } from '../accounts/users/tables.ts'
import type { HttpExchange } from '../http/exchange.ts'
import type { AnyServerModule } from '../loader/order.ts'
import { writeWebsiteConfig } from '../site/index.ts'

/**
 * A module's contribution runs on the shared runtime, which holds every enabled module's layer; the
 * cast only hides the module's service types (as the user home's).
 */
type Contribution = AdminDashboardContribution<never>
const contributionsOf = (modules: ReadonlyArray<AnyServerModule>): Array<Contribution> =>
  modules.flatMap((m) => (m.adminDashboard ? [m.adminDashboard as Contribution] : []))

const ADMINS = { rolesAny: ADMIN_ROLES } as const

/** 'nn.nn%' as HOJ's dashboard shows a load. */
const percent = (fraction: number) => `${(Math.min(Math.max(fraction, 0), 1) * 100).toFixed(2)}%`

/** The caller's previous sign-in (HOJ's "last login"), or the current one when it is the first. */
const lastSession = Effect.gen(function* () {
  const caller = yield* currentCaller
  const rows = yield* dbQuery((db) =>
    db
      .select({ createdAt: sessions.createdAt, ip: sessions.ip, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.uid, caller.uid))
      .orderBy(desc(sessions.createdAt))
      .limit(2),
  )
  const row = rows[1] ?? rows[0]
  const at = (row?.createdAt ?? new Date()).toISOString()
  return {
    uid: caller.uid,
    userAgent: row?.userAgent ?? '',
    ip: row?.ip ?? '',
    gmtCreate: at,
    gmtModified: at,
  }
})

/**
 * The built-in admin plugin (spec 3, admin area): the admin sign-in, the dashboard's calls and the
 * site switches (super admin). The
 * dashboard's figures are the platform's user count with what enabled modules contribute.
 */
export const adminModule = (modules: ReadonlyArray<AnyServerModule>, port: number) => {
  const contributions = contributionsOf(modules)
  const dashboardInfo = Effect.gen(function* () {
    const [users] = yield* dbQuery((db) => db.select({ n: count() }).from(userInfo))
    const parts: Array<DashboardFigures> = yield* Effect.forEach(
      contributions,
      (c): Effect.Effect<DashboardFigures, ApiError, PlatformServices> => c.figures(),
    )
    return { userNum: users?.n ?? 0, todayJudgeNum: 0, recentContestNum: 0, ...Object.assign({}, ...parts) }
  })
  const serviceInfo = Effect.sync(() => {
    const cores = availableParallelism()
    return {
      backupCores: cores,
      backupPercentCpuLoad: percent((loadavg()[0] ?? 0) / cores),
      backupPercentMemoryLoad: percent(1 - freemem() / totalmem()),
      backupService: [
        {
          serviceId: 'oj-server',
          host: hostname(),
          port,
          secure: false,
          metadata: { 'nacos.healthy': 'true' },
        },
      ],
      // HOJ's registry; ours is this server, which is up when it answers.
      nacos: { status: 'UP' },
    }
  })
  return defineServerModule<HttpExchange>({
    id: 'admin',
    requires: [],
    routes: (api) => {
      api.handle(AdminApi.login, { auth: 'anon', handler: adminLogin })
      api.handle(AdminApi.dashboardInfo, { auth: ADMINS, handler: () => dashboardInfo })
      api.handle(AdminApi.lastSession, { auth: ADMINS, handler: () => lastSession })
      api.handle(AdminApi.serviceInfo, { auth: ADMINS, handler: () => serviceInfo })
      api.handle(AdminApi.switchUpdate, {
        auth: { perms: ['system_info_admin'] },
        handler: (changes) => Effect.as(writeWebsiteConfig(changes), null),
      })
    },
  })
}
