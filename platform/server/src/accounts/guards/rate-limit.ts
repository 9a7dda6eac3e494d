import { Db, dbQuery, type DbShape, type RateLimitsShape, type RateRule, tooMany } from '@oj/sdk/server'
import { eq, lt, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { accountsClock } from '../clock.ts'
import { rateLimits } from './tables.ts'

export type { RateRule }

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * The rate limits of the accounts calls, per IP and per account (or e-mail). The per-account
 * windows are short: anyone can spend a victim's allowance, so it must come back quickly.
 */
export const RateRules = {
  /**
   * Wrong passwords per address and minute (counted on failure only): the contestants of a lab behind
   * one address all log in as a contest starts, and their right passwords cost nothing.
   */
  loginPerIp: { name: 'login-ip', limit: 60, windowMs: MINUTE },
  /** Every login per address and minute, right or wrong: a bound on the password hashing one address asks. */
  loginAttemptsPerIp: { name: 'login-any-ip', limit: 1200, windowMs: MINUTE },
  loginPerAccount: { name: 'login-user', limit: 20, windowMs: MINUTE },
  /** Wrong passwords per account and hour (counted on failure only, so the owner's logins cost nothing). */
  guessesPerAccount: { name: 'guess-user', limit: 300, windowMs: HOUR },
  registerPerIp: { name: 'register-ip', limit: 10, windowMs: HOUR },
  codePerIp: { name: 'code-ip', limit: 20, windowMs: HOUR },
  resetPerIp: { name: 'reset-ip', limit: 20, windowMs: HOUR },
  resetPerAccount: { name: 'reset-user', limit: 10, windowMs: HOUR },
  checkPerIp: { name: 'check-ip', limit: 120, windowMs: MINUTE },
  challengePerIp: { name: 'challenge-ip', limit: 60, windowMs: MINUTE },
  passwordPerAccount: { name: 'password-user', limit: 10, windowMs: 10 * MINUTE },
  avatarPerAccount: { name: 'avatar-user', limit: 30, windowMs: HOUR },
} as const satisfies Record<string, RateRule>

/** Buckets idle for longer than the longest window are dropped now and then. */
export const LONGEST_WINDOW = Math.max(...Object.values(RateRules).map((r) => r.windowMs))
let hitsSincePrune = 0

const tooManyFor = (rule: RateRule, windowStart: Date, now: Date) => {
  const seconds = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000))
  return tooMany('accounts.rate.tooMany', `Too many requests, please try again in ${seconds} s`, { seconds })
}

/**
 * Fails with 429 when the rule's allowance for the subject is spent in the current window, without
 * counting anything (the count is `hitRateLimit`'s, e.g. only on a failure).
 */
export const checkRateLimit = (rule: RateRule, subject: string) =>
  Effect.gen(function* () {
    const now = accountsClock.now()
    const [row] = yield* dbQuery((client) =>
      client
        .select({ hits: rateLimits.hits, windowStart: rateLimits.windowStart })
        .from(rateLimits)
        .where(eq(rateLimits.bucket, `${rule.name}:${subject.toLowerCase()}`)),
    )
    if (row && row.hits >= rule.limit && now.getTime() - row.windowStart.getTime() < rule.windowMs) {
      return yield* tooManyFor(rule, row.windowStart, now)
    }
  })

/**
 * Counts one request against a rule for a subject (an IP, a username, an e-mail) and fails with
 * 429 once the window's allowance is spent. Counters live in the database: every server process
 * sharing it sees the same counts, and a restart does not hand out fresh allowances.
 */
export const hitRateLimit = (rule: RateRule, subject: string) =>
  Effect.gen(function* () {
    const now = accountsClock.now()
    const windowOpen = new Date(now.getTime() - rule.windowMs).toISOString()
    const [row] = yield* dbQuery((client) =>
      client
        .insert(rateLimits)
        .values({ bucket: `${rule.name}:${subject.toLowerCase()}`, hits: 1, windowStart: now })
        .onConflictDoUpdate({
          target: rateLimits.bucket,
          set: {
            hits: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowOpen}::timestamptz THEN 1 ELSE ${rateLimits.hits} + 1 END`,
            windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowOpen}::timestamptz THEN ${now.toISOString()}::timestamptz ELSE ${rateLimits.windowStart} END`,
          },
        })
        .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart }),
    )
    if (++hitsSincePrune >= 500) {
      hitsSincePrune = 0
      const stale = new Date(now.getTime() - LONGEST_WINDOW)
      yield* dbQuery((client) => client.delete(rateLimits).where(lt(rateLimits.windowStart, stale)))
    }
    if (row && row.hits > rule.limit) return yield* tooManyFor(rule, row.windowStart, now)
  })

/**
 * The RateLimits service of the SDK: the same counters for the modules' rules (password guesses,
 * likes, reports...). Their windows are at most LONGEST_WINDOW, the age past which counters are pruned.
 */
export const openRateLimits = (db: DbShape): RateLimitsShape => {
  const checked = (rule: RateRule) => {
    if (rule.windowMs > LONGEST_WINDOW || rule.limit < 1)
      throw new Error(`rate rule ${rule.name}: a window of at most ${LONGEST_WINDOW} ms and a limit above 0`)
    return rule
  }
  return {
    hit: (rule, subject) =>
      Effect.suspend(() => hitRateLimit(checked(rule), subject)).pipe(Effect.provideService(Db, db)),
    check: (rule, subject) =>
      Effect.suspend(() => checkRateLimit(checked(rule), subject)).pipe(Effect.provideService(Db, db)),
  }
}
