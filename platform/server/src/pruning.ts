import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'

import type { DbClient } from '@oj/sdk/server'
import { isNotNull, lt } from 'drizzle-orm'

import { LONGEST_WINDOW } from './accounts/guards/rate-limit.ts'
import { challenges, rateLimits } from './accounts/guards/tables.ts'
import { verificationCodes } from './accounts/registration/tables.ts'
import { FAILURE_WINDOW_MS } from './accounts/sign-in/login.ts'
import { loginFailures, loginLog, sessions } from './accounts/sign-in/tables.ts'
import { userInfo } from './accounts/users/tables.ts'
import { generatedAccounts } from './admin/tables.ts'
import { homeCarousel } from './carousel/tables.ts'

// The platform's tables and folders that only grow: rows and files past their use are removed by a
// job that runs now and then (and once at start). Each rule keeps what can still matter.

/** Mails of the embedded outbox are kept this long (the admin and the tests read recent ones). */
const OUTBOX_MAIL_DAYS = 7
/** Sign-ins of the log are kept this long (the dashboard shows the last ones). */
const LOGIN_LOG_DAYS = 180
const DAY = 24 * 3600_000

export interface Pruned {
  readonly loginFailures: number
  readonly sessions: number
  readonly rateLimits: number
  readonly challenges: number
  readonly codes: number
  readonly mails: number
  readonly blobs: number
  readonly logins: number
  readonly generatedLists: number
}

/**
 * Removes what no longer counts; answers how many of each went. Blobs of the Files store only when
 * `moduleFiles` answers what the installed modules name.
 */
export async function pruneOnce(
  db: DbClient,
  dataDir: string,
  moduleFiles: () => Promise<ModuleFiles> = async () => ({ unknown: 'not asked' }),
  now = new Date(),
): Promise<Pruned> {
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
    blobs: await pruneOrphanBlobs(db, join(dataDir, 'files'), await moduleFiles(), now),
    logins: await count(
      db
        .delete(loginLog)
        .where(lt(loginLog.gmtCreate, before(LOGIN_LOG_DAYS * DAY)))
        .returning({ key: loginLog.id }),
    ),
    // Lists of generated accounts past their 30 minutes (each generation removes them too).
    generatedLists: await count(
      db
        .delete(generatedAccounts)
        .where(lt(generatedAccounts.expiresAt, now))
        .returning({ key: generatedAccounts.id }),
    ),
  }
}

/** A blob no one names is removed only when it has not been stored for this long. */
const BLOB_GRACE_MS = 2 * DAY
const HASH = /^[0-9a-f]{64}$/

/**
 * The hashes every installed module names (their `filesInUse`), or why they are not known: then no
 * blob may go, since a module's data could name any of them.
 */
export type ModuleFiles = { readonly hashes: ReadonlySet<string> } | { readonly unknown: string }

/** The Files hashes the platform's own tables name: avatars and carousel pictures. */
async function platformFiles(db: DbClient): Promise<Set<string>> {
  const hashes = new Set<string>()
  const avatars = await db
    .select({ avatar: userInfo.avatar })
    .from(userInfo)
    .where(isNotNull(userInfo.avatar))
  for (const { avatar } of avatars) {
    const hash = /([0-9a-f]{64})\.png$/.exec(avatar ?? '')?.[1]
    if (hash) hashes.add(hash)
  }
  for (const { hash } of await db.select({ hash: homeCarousel.hash }).from(homeCarousel)) hashes.add(hash)
  return hashes
}

/**
 * Removes blobs of the Files store (`<dir>/ab/cdef…`) that neither the platform nor any installed
 * module names and that were not stored within the grace period, and temporaries left by a crash.
 */
export async function pruneOrphanBlobs(
  db: DbClient,
  dir: string,
  modules: ModuleFiles,
  now = new Date(),
): Promise<number> {
  if ('unknown' in modules) return 0
  const inUse = await platformFiles(db)
  for (const hash of modules.hashes) inUse.add(hash)
  const cutoff = now.getTime() - BLOB_GRACE_MS
  let removed = 0
  const shards = await readdir(dir).catch(() => [] as Array<string>)
  for (const shard of shards) {
    if (!/^[0-9a-f]{2}$/.test(shard)) continue
    for (const name of await readdir(join(dir, shard)).catch(() => [] as Array<string>)) {
      const hash = shard + name
      const path = join(dir, shard, name)
      const temporary = name.endsWith('.tmp')
      if (!temporary && (!HASH.test(hash) || inUse.has(hash))) continue
      const info = await stat(path).catch(() => undefined)
      if (!info?.isFile() || info.mtime.getTime() >= cutoff) continue
      await rm(path, { force: true })
      removed++
    }
  }
  return removed
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
  options: {
    everyMs?: number
    log?: (message: string) => void
    moduleFiles?: () => Promise<ModuleFiles>
  } = {},
): PruningJob {
  const log = options.log ?? ((message: string) => console.error(`[oj] ${message}`))
  let current: Promise<void> | undefined
  const round = () => {
    current ??= pruneOnce(db, dataDir, options.moduleFiles)
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
