import { ApiError, badRequest, Db, type DbClient, forbidden, RequestContext } from '@oj/sdk/server'
import { eq, sql } from 'drizzle-orm'
import { Effect, Schema } from 'effect'

import { HttpExchange } from '../../http/exchange.ts'
import { accountsClock } from '../clock.ts'
import { hitRateLimit, RateRules } from '../guards/rate-limit.ts'
import { redeemProof } from '../guards/slide-puzzle.ts'
import { verifyPassword } from '../users/passwords.ts'
import { findUserByName, rolesAndPermissions, type UserRow } from '../users/users.ts'
import { openSession, pruneSessions } from './sessions.ts'
import { loginFailures } from './tables.ts'

/** Spec 1 §5: username required, at most 20; password required, 6 to 20. */
export const LoginInput = Schema.Struct({
  username: Schema.String.annotate({ message: 'accounts.login.usernameRequired' }).pipe(
    Schema.check(
      Schema.isNonEmpty({ message: 'accounts.login.usernameRequired' }),
      Schema.isMaxLength(20, { message: 'accounts.login.usernameTooLong' }),
    ),
    Schema.annotateKey({ messageMissingKey: 'accounts.login.usernameRequired' }),
  ),
  password: Schema.String.annotate({ message: 'accounts.login.passwordRequired' }).pipe(
    Schema.check(
      Schema.isNonEmpty({ message: 'accounts.login.passwordRequired' }),
      Schema.isBetweenLength(6, 20, { message: 'accounts.login.passwordLength' }),
    ),
    Schema.annotateKey({ messageMissingKey: 'accounts.login.passwordRequired' }),
  ),
  /** The proof of a solved slide puzzle (POST /check-slide-puzzle), needed after many failures. */
  verifyProof: Schema.optional(Schema.String),
})

/** Spec 1 §4: from this many failures on, a slide puzzle is required before a login. */
export const FAILURES_BEFORE_PUZZLE = 100
/** Failures older than this are forgotten (decision: docs/adr/0003-opaque-session-tokens.md). */
const FAILURE_WINDOW_MS = 30 * 60 * 1000

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

/** The user info of spec 1 §3 as the frame keeps it, plus the token (also in the Authorization header). */
export const userInfoReply = (user: UserRow, roleList: ReadonlyArray<string>, token?: string) => ({
  uid: user.uuid,
  username: user.username,
  nickname: user.nickname,
  realname: user.realname,
  avatar: user.avatar,
  email: user.email,
  school: user.school,
  gender: user.gender,
  signature: user.signature,
  titleName: user.titleName,
  titleColor: user.titleColor,
  roleList,
  ...(token === undefined ? {} : { token }),
})

export const login = (input: typeof LoginInput.Type) =>
  Effect.gen(function* () {
    const db = yield* Db
    const request = yield* RequestContext
    const exchange = yield* HttpExchange
    const key = input.username.toLowerCase()
    yield* hitRateLimit(RateRules.loginPerIp, request.ip)
    yield* hitRateLimit(RateRules.loginPerAccount, key)

    const failures = yield* db.use((client) => recentFailures(client, key))
    if (failures >= FAILURES_BEFORE_PUZZLE && !(yield* redeemProof(input.verifyProof))) {
      return yield* verifyRequired()
    }
    const user = yield* db.use((client) => findUserByName(client, input.username))
    const matches = yield* Effect.promise(() => verifyPassword(user?.password, input.password))
    if (!user || !matches) {
      yield* db.use((client) => countFailure(client, key))
      return yield* wrongPassword()
    }
    if (user.status !== 0) {
      return yield* forbidden(
        'accounts.login.disabled',
        'Your account has been disabled; please contact the administrator',
      )
    }
    const { token, roles } = yield* db.use(async (client) => {
      await client.delete(loginFailures).where(eq(loginFailures.username, key))
      await pruneSessions(client, user.uuid)
      const token = await openSession(client, user.uuid, { ip: request.ip, userAgent: exchange.userAgent })
      return { token, roles: (await rolesAndPermissions(client, user.uuid)).roles }
    })
    exchange.setHeader('Authorization', token)
    return userInfoReply(user, roles, token)
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
