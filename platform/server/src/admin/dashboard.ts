import type { EndpointArgs } from '@oj/sdk'
import type { AdminApi } from '@oj/sdk/api'
import type {
  AdminDashboardContribution,
  ApiError,
  DashboardFigures,
  JudgingHour,
  PlatformServices,
} from '@oj/sdk/server'
import { dbQuery } from '@oj/sdk/server'
import { count, desc, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { currentCaller } from '../accounts/caller.ts'
import { loginLog } from '../accounts/sign-in/tables.ts'
import { userInfo } from '../accounts/users/tables.ts'
import type { AnyServerModule } from '../loader/order.ts'

/**
 * A module's contribution runs on the shared runtime, which holds every enabled module's layer; the
 * cast only hides the module's service types (as the user home's).
 */
type Contribution = AdminDashboardContribution<never>
export const contributionsOf = (modules: ReadonlyArray<AnyServerModule>): Array<Contribution> =>
  modules.flatMap((m) => (m.adminDashboard ? [m.adminDashboard as Contribution] : []))

/** GET /admin/dashboard/get-dashboard-info: the user count and what the modules add. */
export const dashboardInfo = (contributions: ReadonlyArray<Contribution>) =>
  Effect.gen(function* () {
    const [users] = yield* dbQuery((db) => db.select({ n: count() }).from(userInfo))
    const parts: Array<DashboardFigures> = yield* Effect.forEach(
      contributions,
      (c): Effect.Effect<DashboardFigures, ApiError, PlatformServices> => c.figures(),
    )
    return { userNum: users?.n ?? 0, todayJudgeNum: 0, recentContestNum: 0, ...Object.assign({}, ...parts) }
  })

const logColumns = {
  id: loginLog.id,
  uid: loginLog.uid,
  ip: loginLog.ip,
  userAgent: loginLog.userAgent,
  gmtCreate: loginLog.gmtCreate,
}

/**
 * POST /admin/dashboard/get-sessions: the caller's previous sign-in (HOJ's "last login"), or the
 * current one when it is the first.
 */
export const lastSession = Effect.gen(function* () {
  const caller = yield* currentCaller
  const rows = yield* dbQuery((db) =>
    db
      .select(logColumns)
      .from(loginLog)
      .where(eq(loginLog.uid, caller.uid))
      .orderBy(desc(loginLog.gmtCreate), desc(loginLog.id))
      .limit(2),
  )
  const row = rows[1] ?? rows[0]
  const at = (row?.gmtCreate ?? new Date()).toISOString()
  return {
    id: row?.id ?? 0,
    uid: caller.uid,
    userAgent: row?.userAgent ?? '',
    ip: row?.ip ?? '',
    gmtCreate: at,
    gmtModified: at,
  }
})

/** GET /admin/dashboard/recent-logins: the site's latest sign-ins, newest first. */
export const recentLogins = ({ limit }: EndpointArgs<typeof AdminApi.recentLogins>) =>
  Effect.map(
    dbQuery((db) =>
      db
        .select({ ...logColumns, username: userInfo.username, avatar: userInfo.avatar })
        .from(loginLog)
        .innerJoin(userInfo, eq(userInfo.uuid, loginLog.uid))
        .orderBy(desc(loginLog.gmtCreate), desc(loginLog.id))
        .limit(limit ?? 10),
    ),
    (rows) => rows.map((r) => ({ ...r, gmtCreate: r.gmtCreate.toISOString() })),
  )

const HOUR_MS = 3_600_000
/** The chart: the last 24 whole hours and the one under way. */
const CHART_HOURS = 25

/** GET /admin/dashboard/judging: every hour of the chart, the modules' counts summed. */
export const judgingChart = (contributions: ReadonlyArray<Contribution>, now = () => new Date()) =>
  Effect.gen(function* () {
    const from = new Date(Math.floor(now().getTime() / HOUR_MS) * HOUR_MS - (CHART_HOURS - 1) * HOUR_MS)
    const hours = Array.from({ length: CHART_HOURS }, (_, i) => ({
      hour: new Date(from.getTime() + i * HOUR_MS).toISOString(),
      total: 0,
      accepted: 0,
    }))
    for (const c of contributions) {
      if (!c.judging) continue
      const part: ReadonlyArray<JudgingHour> = yield* c.judging(from, CHART_HOURS)
      for (const h of part) {
        const i = Math.round((new Date(h.hour).getTime() - from.getTime()) / HOUR_MS)
        const slot = hours[i]
        if (slot) {
          slot.total += h.total
          slot.accepted += h.accepted
        }
      }
    }
    return hours
  })
