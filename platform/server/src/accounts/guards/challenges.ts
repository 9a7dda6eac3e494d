import { randomBytes } from 'node:crypto'

import type { DbClient } from '@oj/sdk/server'
import { dbQuery } from '@oj/sdk/server'
import { and, eq, gt, lt } from 'drizzle-orm'

import { accountsClock, later } from '../clock.ts'
import { challenges } from './tables.ts'

export type ChallengeKind = 'captcha' | 'slide' | 'slide-proof'

/** Stores a one-shot challenge and answers its key. Expired ones are swept at the same time. */
export const storeChallenge = (kind: ChallengeKind, answer: string, ttlMs: number) =>
  dbQuery(async (db) => {
    const now = accountsClock.now()
    const key = randomBytes(18).toString('base64url')
    await db.delete(challenges).where(lt(challenges.expiresAt, now))
    await db.insert(challenges).values({ key, kind, answer, expiresAt: later(now, ttlMs) })
    return key
  })

/**
 * Takes a challenge out (whatever the answer turns out to be: each gets one try) and answers its
 * stored answer, or undefined when the key is unknown, used, expired or of another kind.
 */
export const takeChallenge = (kind: ChallengeKind, key: string) => dbQuery((db) => takeIn(db, kind, key))

async function takeIn(db: DbClient, kind: ChallengeKind, key: string): Promise<string | undefined> {
  const [row] = await db
    .delete(challenges)
    .where(
      and(eq(challenges.key, key), eq(challenges.kind, kind), gt(challenges.expiresAt, accountsClock.now())),
    )
    .returning({ answer: challenges.answer })
  return row?.answer
}
