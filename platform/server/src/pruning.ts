import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'

import type { DbClient } from '@oj/sdk/server'
import { lt } from 'drizzle-orm'

import { LONGEST_WINDOW } from './accounts/guards/rate-limit.ts'
import { challenges, rateLimits } from './accounts/guards/tables.ts'
import { verificationCodes } from './accounts/registration/tables.ts'
import { FAILURE_WINDOW_MS } from './accounts/sign-in/login.ts'
import { loginFailures, sessions } from './accounts/sign-in/tables.ts'

// The platform's tables and folders that only grow: rows and files past their use are removed by a
// job that runs now and then (and once at start). Each rule keeps what can still matter.

/** Mails of the embedded outbox are kept this long (the admin and the tests read recent ones). */
const OUTBOX_MAIL_DAYS = 7
const DAY = 24 * 3600_000

export interface Pruned {
  readonly loginFailures: number
  readonly sessions: number
  readonly rateLimits: number
  readonly challenges: number
  readonly codes: number
  readonly mails: number
}

/** Removes what no longer counts; answers how many of each went. */
export async function pruneOnce(db: DbClient, dataDir: string, now = new Date()): Promise<Pruned> {
  const before = (ms: number) => new Date(now.getTime() - ms)
  const count = async (rows: Promise<ReadonlyArray<unknown>>) => (await rows).length
  return {
    // A failure older than the window no longer counts towards the puzzle.
    loginFailures: await count(
      db
        .delete(loginFailures)
        .where(lt(loginFailures.lastFailedAt, before(FAILURE_WINDOW_MS)))
        .returning({ key: loginFailures.username }),
    ),
    sessions: await count(
      db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ key: sessions.tokenHash }),
    ),
    rateLimits: await count(
      db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, before(LONGEST_WINDOW)))
        .returning({ key: rateLimits.bucket }),
    ),
    challenges: await count(
      db.delete(challenges).where(lt(challenges.expiresAt, now)).returning({ key: challenges.key }),
    ),
    codes: await count(
      db
        .delete(verificationCodes)
        .where(lt(verificationCodes.expiresAt, now))
        .returning({ key: verificationCodes.target }),
    ),
    mails: await pruneOutboxMails(join(dataDir, 'outbox'), before(OUTBOX_MAIL_DAYS * DAY)),
  }
}

/** Deletes mail files (and leftover temporaries) of the embedded outbox written before `cutoff`. */
async function pruneOutboxMails(dir: string, cutoff: Date): Promise<number> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as Array<string>
    throw error
  })
  let removed = 0
  for (const name of names) {
    if (!name.endsWith('.json') && !name.endsWith('.tmp')) continue
    const path = join(dir, name)
    const info = await stat(path).catch(() => undefined)
    if (!info?.isFile() || info.mtime >= cutoff) continue
    await rm(path, { force: true })
    removed++
  }
  return removed
}

export interface PruningJob {
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>
}

/** Prunes at start and then every `everyMs` (default hourly); a failed round is logged, the next one tries again. */
export function startPruning(
  db: DbClient,
  dataDir: string,
  options: { everyMs?: number; log?: (message: string) => void } = {},
): PruningJob {
  const log = options.log ?? ((message: string) => console.error(`[oj] ${message}`))
  let current: Promise<void> | undefined
  const round = () => {
    current ??= pruneOnce(db, dataDir)
      .then(
        () => undefined,
        (error: unknown) => log(`pruning failed (it runs again later): ${String(error)}`),
      )
      .finally(() => (current = undefined))
  }
  round()
  const timer = setInterval(round, options.everyMs ?? 3600_000)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await current
    },
  }
}
