import { ADMIN_ROLES, type EndpointArgs } from '@oj/sdk'
import type { AccountsApi } from '@oj/sdk/api'
import { ApiError, badRequest, type DbClient, dbQuery, forbidden, RequestContext } from '@oj/sdk/server'
import { eq, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { HttpExchange } from '../../http/exchange.ts'
import { accountsClock } from '../clock.ts'
import { checkRateLimit, hitRateLimit, RateRules } from '../guards/rate-limit.ts'
import { redeemProof } from '../guards/slide-puzzle.ts'
import { verifyPassword } from '../users/passwords.ts'
import { userInfoVO } from '../users/user-info.ts'
import { findUserByName, rolesAndPermissions } from '../users/users.ts'
import { openSession, pruneSessions } from './sessions.ts'
import { loginFailures, loginLog } from './tables.ts'

/** Spec 1 §4: from this many failures on, a slide puzzle is required before a login. */
export const FAILURES_BEFORE_PUZZLE = 100
/** Failures older than this are forgotten (decision: docs/adr/0003-opaque-session-tokens.md). */
export const FAILURE_WINDOW_MS = 30 * 60 * 1000

/**
 * The refusal of a login that needs a solved slide puzzle first (spec 1 §4's wording). Its envelope
 * carries `data: { needVerify: true }`, so the frame knows it without reading the localised text.
 */
const verifyRequired = () =>
  new ApiError({
    status: 400,
    msgId: 'accounts.login.verifyRequired',
    message: 'Speed too fast, may be machine operation! Please verify again!',
    data: { needVerify: true },
  })

const wrongPassword = () =>
  badRequest('accounts.login.wrongPassword', 'Please check your username or password')

/** Spec 3: only an account with one of the admin roles signs in to the admin area. */
const notAdmin = () =>
  forbidden('accounts.login.notAdmin', 'Please login again with the administrator account')

type LoginArgs = EndpointArgs<typeof AccountsApi.login>

/**
 * POST /login: rate limited per address and account (attempts a minute, wrong passwords an hour); a
 * slide puzzle after many failures.
 */
export const login = (input: LoginArgs) => signIn(input, false)

/**
 * POST /admin/login: the same check and the same token contract as /login, for an account with an
 * admin role (root, admin, problem_admin) only; any other account gets no session.
 */
export const adminLogin = (input: LoginArgs) => signIn(input, true)

const signIn = (input: LoginArgs, adminOnly: boolean) =>
  Effect.gen(function* () {
    const request = yield* RequestContext
    const exchange = yield* HttpExchange
    const key = input.username.toLowerCase()
    yield* hitRateLimit(RateRules.loginAttemptsPerIp, request.ip)
    yield* checkRateLimit(RateRules.loginPerIp, request.ip)
    yield* hitRateLimit(RateRules.loginPerAccount, key)
    // Wrong passwords per hour as well: the per-minute limit alone lets 1200 guesses an hour through.
    yield* checkRateLimit(RateRules.guessesPerAccount, key)

    const failures = yield* dbQuery((client) => recentFailures(client, key))
    if (failures >= FAILURES_BEFORE_PUZZLE && !(yield* redeemProof(input.verifyProof, key))) {
      return yield* verifyRequired()
    }
    const user = yield* dbQuery((client) => findUserByName(client, input.username))
    const matches = yield* Effect.promise(() => verifyPassword(user?.password, input.password))
    if (!user || !matches) {
      yield* dbQuery((client) => countFailure(client, key))
      yield* hitRateLimit(RateRules.guessesPerAccount, key)
      yield* hitRateLimit(RateRules.loginPerIp, request.ip)
      return yield* wrongPassword()
    }
    if (user.status !== 0) {
      return yield* forbidden(
        'accounts.login.disabled',
        'Your account has been disabled; please contact the administrator',
      )
    }
    const { roles } = yield* dbQuery((client) => rolesAndPermissions(client, user.uuid))
    if (adminOnly && !roles.some((r) => ADMIN_ROLES.includes(r))) return yield* notAdmin()
    const token = yield* dbQuery(async (client) => {
      await client.delete(loginFailures).where(eq(loginFailures.username, key))
      await pruneSessions(client, user.uuid)
      // The sign-in log (HOJ's session table): the dashboard's last login and recent logins.
      await client
        .insert(loginLog)
        .values({ uid: user.uuid, ip: request.ip, userAgent: exchange.userAgent.slice(0, 500) })
      return openSession(client, user.uuid, { ip: request.ip, userAgent: exchange.userAgent })
    })
    exchange.setHeader('Authorization', token)
    return { ...userInfoVO(user, roles), token }
  })

async function recentFailures(db: DbClient, key: string): Promise<number> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.username, key)).limit(1)
  if (!row || accountsClock.now().getTime() - row.lastFailedAt.getTime() > FAILURE_WINDOW_MS) return 0
  return row.count
}

async function countFailure(db: DbClient, key: string): Promise<void> {
  const now = accountsClock.now()
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS)
  await db
    .insert(loginFailures)
    .values({ username: key, count: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.username,
      set: {
        // A failure after a quiet window starts the count again.
        count: sql`CASE WHEN ${loginFailures.lastFailedAt} < ${windowStart.toISOString()}::timestamptz THEN 1 ELSE ${loginFailures.count} + 1 END`,
        lastFailedAt: now,
      },
    })
}
