import { createHash, randomBytes, randomInt } from 'node:crypto'

import { badRequest, type DbClient, dbQuery, tooMany } from '@oj/sdk/server'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { accountsClock, later } from '../clock.ts'
import { verificationCodes } from './tables.ts'

export interface CodePurpose {
  readonly name: 'register' | 'change-email' | 'reset'
  /** Spec 1 §9: 60 s between register codes, 90 s between reset mails. */
  readonly cooldownMs: number
  readonly ttlMs: number
  readonly make: () => string
}

const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0')
/** A reset link travels in a URL: long and random, so it cannot be guessed. */
const linkCode = () => randomBytes(18).toString('base64url')

export const CodePurposes = {
  register: { name: 'register', cooldownMs: 60_000, ttlMs: 10 * 60_000, make: sixDigits },
  changeEmail: { name: 'change-email', cooldownMs: 60_000, ttlMs: 10 * 60_000, make: sixDigits },
  reset: { name: 'reset', cooldownMs: 90_000, ttlMs: 30 * 60_000, make: linkCode },
} as const satisfies Record<string, CodePurpose>

/** A code dies after this many wrong guesses, so six digits cannot be walked through. */
export const MAX_CODE_ATTEMPTS = 5

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')

/**
 * Makes a new code for a target (replacing any earlier one) unless the cooldown since the last
 * one is still running; answers the code to mail. The cooldown is checked and the row written in
 * one statement, so two requests at the same moment cannot both send.
 */
export const issueCode = (purpose: CodePurpose, target: string, email: string) =>
  Effect.gen(function* () {
    const now = accountsClock.now()
    const code = purpose.make()
    yield* dbQuery(pruneExpiredCodes)
    const cooledDown = new Date(now.getTime() - purpose.cooldownMs).toISOString()
    const written = yield* dbQuery((client) =>
      client
        .insert(verificationCodes)
        .values({
          purpose: purpose.name,
          target,
          codeHash: hashCode(code),
          email,
          sentAt: now,
          expiresAt: later(now, purpose.ttlMs),
        })
        .onConflictDoUpdate({
          target: [verificationCodes.purpose, verificationCodes.target],
          set: {
            codeHash: hashCode(code),
            email,
            sentAt: now,
            expiresAt: later(now, purpose.ttlMs),
            attempts: 0,
          },
          setWhere: sql`${verificationCodes.sentAt} <= ${cooledDown}::timestamptz`,
        })
        .returning({ target: verificationCodes.target }),
    )
    if (written.length === 0) {
      const seconds = yield* dbQuery((client) => secondsLeft(client, purpose, target, now))
      return yield* tooMany('accounts.code.cooldown', `Please wait ${seconds} s before asking again`, {
        seconds,
      })
    }
    return code
  })

async function secondsLeft(db: DbClient, purpose: CodePurpose, target: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ sentAt: verificationCodes.sentAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose.name), eq(verificationCodes.target, target)))
  const left = row ? row.sentAt.getTime() + purpose.cooldownMs - now.getTime() : 0
  return Math.max(1, Math.ceil(left / 1000))
}

export const wrongCode = () =>
  badRequest('accounts.code.wrong', 'The verification code is wrong or has expired')

/**
 * Uses up a code inside the caller's transaction: answers the e-mail it was sent to, or fails
 * (wrong, expired, used, or too many guesses). A wrong guess is counted outside the transaction,
 * which the failure rolls back.
 */
export async function consumeCode(
  tx: DbClient,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<string | undefined> {
  const [used] = await tx
    .delete(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose.name),
        eq(verificationCodes.target, target),
        eq(verificationCodes.codeHash, hashCode(code)),
        gt(verificationCodes.expiresAt, accountsClock.now()),
        lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ email: verificationCodes.email })
  return used?.email
}

/** Counts a wrong guess; the code is gone once the guesses are spent. */
export const countWrongGuess = (purpose: CodePurpose, target: string) =>
  Effect.gen(function* () {
    yield* dbQuery(async (client) => {
      const key = and(eq(verificationCodes.purpose, purpose.name), eq(verificationCodes.target, target))
      await client
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(key)
      await client
        .delete(verificationCodes)
        .where(and(key, sql`${verificationCodes.attempts} >= ${MAX_CODE_ATTEMPTS}`))
    })
  })

/** Drops codes that expired (called when new ones are made, so the table stays small). */
const pruneExpiredCodes = (db: DbClient) =>
  db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, accountsClock.now()))

/** Takes back a code whose mail could not be sent, so the cooldown does not block a retry. */
export const withdrawCode = (purpose: CodePurpose, target: string) =>
  dbQuery((db) =>
    db
      .delete(verificationCodes)
      .where(and(eq(verificationCodes.purpose, purpose.name), eq(verificationCodes.target, target))),
  )
