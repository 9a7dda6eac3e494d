import { badRequest, Db, dbQuery, dbTransaction, type Extensions, type Users } from '@oj/sdk/server'
import { Effect } from 'effect'

import { FRESH_MS, recently } from '../board/cache.ts'
import { clockOf, type ContestRow } from '../contest/policy.ts'
import { participants } from './access.ts'
import { feedCacheOf } from './feed-cache.ts'
import { maskFor } from './mask.ts'
import { latestOf, lockFeed } from './store.ts'
import { syncContest } from './sync.ts'

// The ICPC API's reading helpers: bringing the feed up to date (no more often than its readers
// need), and the objects as the reader may see them.

export const IcpcErrors = {
  badToken: () =>
    badRequest('contests.error.feedToken', 'Unknown since_token: read the event feed from the start'),
} as const

/** After this long the teams are synced again (a profile lookup of every participant). */
const TEAMS_MS = 5_000

/** Brings the contest's feed up to date (with its teams when asked: they cost a profile query). */
const syncFeed = (row: ContestRow, now: number, withTeams: boolean) =>
  Effect.gen(function* () {
    const teams = withTeams ? yield* participants(row) : undefined
    yield* dbTransaction(async (tx) => {
      await lockFeed(tx, row.id)
      await syncContest(tx, row, now, teams)
    })
    // what it appended is read at once
    feedCacheOf((yield* Db).client).stale(row.id)
  })

/** What a sync depends on: the contest's row, and where its clock stands (started, sealed, ended). */
const syncKey = (row: ContestRow, now: number) => {
  const { start, end, sealTime } = clockOf(row)
  return JSON.stringify([
    row.gmtModified,
    row.title,
    row.type,
    row.startTime,
    row.endTime,
    row.sealRank,
    row.sealRankTime,
    row.autoRealRank,
    row.rankShowName,
    row.starAccount,
    now >= start,
    sealTime !== null && now >= sealTime,
    now >= end,
  ])
}

/**
 * The feed brought up to date for a reader: at once when the contest or its clock's phase changed
 * (or this process changed it), else at most every FRESH_MS per process for all its readers, and
 * its teams every TEAMS_MS (new registrations show that much later).
 */
export const syncedFeed = (row: ContestRow, withTeams: boolean) =>
  Effect.gen(function* () {
    const now = Date.now()
    const key = syncKey(row, now)
    if (withTeams) yield* recently(row.id, 'icpc.sync-teams', key, TEAMS_MS, syncFeed(row, now, true))
    yield* recently(row.id, 'icpc.sync', key, FRESH_MS, syncFeed(row, now, false))
  })

/**
 * The latest version of every live object of a type, as the reader may see it, oldest first: the
 * contest's admins from the table; its audience from the copy this process keeps (feed-cache.ts).
 */
export const currentObjects = <T = Record<string, unknown>>(row: ContestRow, admin: boolean, type: string) =>
  Effect.gen(function* () {
    if (!admin) {
      const { client } = yield* Db
      return yield* dbQuery(() => feedCacheOf(client).objects<T>(row, type))
    }
    const latest = yield* dbQuery((db) => latestOf(db, row.id, [type]))
    const mask = maskFor(row, true, null)
    return [...latest.values()]
      .filter((r) => r.data !== null)
      .sort((a, b) => a.token - b.token)
      .map((r) => mask(r) as unknown as T) as ReadonlyArray<T>
  })

export type FeedServices = Db | Users | Extensions
