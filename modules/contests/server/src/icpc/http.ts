import type { IcpcJudgement } from '@oj/contests-contract'
import { badRequest, type Db, dbQuery, dbTransaction, type Users } from '@oj/sdk/server'
import { Effect } from 'effect'

import { clockOf, type ContestRow } from '../contest/policy.ts'
import { participants } from './access.ts'
import { sealedJudgement } from './objects.ts'
import { type FeedRow, latestOf, lockFeed, thawToken } from './store.ts'
import { syncContest } from './sync.ts'

// The ICPC API's reading helpers: bringing the feed up to date, and what the seal hides from whom.

export const IcpcErrors = {
  badToken: () =>
    badRequest('contests.error.feedToken', 'Unknown since_token: read the event feed from the start'),
} as const

/** Brings the contest's feed up to date (with its teams when asked: they cost a profile query). */
export const syncFeed = (row: ContestRow, now: number, withTeams: boolean) =>
  Effect.gen(function* () {
    const teams = withTeams ? yield* participants(row) : undefined
    yield* dbTransaction(async (tx) => {
      await lockFeed(tx, row.id)
      await syncContest(tx, row, now, teams)
    })
  })

/**
 * What a reader sees of an event's data: admins everything; others a judgement of a run from the
 * seal time on as judging, until the thaw's state event (`thaw`, its token) reveals it again.
 */
export const maskFor =
  (row: ContestRow, admin: boolean, thaw: number | null) =>
  (r: Pick<FeedRow, 'type' | 'data' | 'submitTime' | 'token'>): FeedRow['data'] => {
    if (admin || r.type !== 'judgements' || r.data === null) return r.data
    const { sealTime } = clockOf(row)
    if (sealTime === null || r.submitTime === null || new Date(r.submitTime).getTime() < sealTime)
      return r.data
    if (thaw !== null && r.token > thaw) return r.data
    return sealedJudgement(r.data as unknown as IcpcJudgement) as unknown as FeedRow['data']
  }

/** The latest version of every live object of a type, as the reader may see it. */
export const currentObjects = <T = Record<string, unknown>>(row: ContestRow, admin: boolean, type: string) =>
  Effect.gen(function* () {
    const [latest, thaw] = yield* dbQuery((db) =>
      Promise.all([latestOf(db, row.id, [type]), admin ? Promise.resolve(null) : thawToken(db, row.id)]),
    )
    const mask = maskFor(row, admin, thaw)
    return [...latest.values()]
      .filter((r) => r.data !== null)
      .sort((a, b) => a.token - b.token)
      .map((r) => mask(r) as unknown as T)
  })

export type FeedServices = Db | Users
