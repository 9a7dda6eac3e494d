import type { JudgedEvent } from '@oj/problems-contract'
import { unknownProfile } from '@oj/sdk'
import { dbQuery, dbTransaction, type PublicProfile, Users } from '@oj/sdk/server'
import { inArray } from 'drizzle-orm'
import { Effect } from 'effect'

import { notifyFeeds } from '../board/stream.ts'
import { leftOut } from '../contest/access.ts'
import { contest, contestProblem } from '../tables.ts'
import { lockFeed } from './store.ts'
import { appendVerdicts, type FeedVerdict } from './sync.ts'

/**
 * The judged events' subscriber of the feed: each verdict of a contest run (not the author's nor a
 * super admin's, not before the start: as the board) goes into the contest's event feed, and its open
 * feeds are woken. Redelivery appends nothing new.
 */
export const recordJudged = (event: JudgedEvent) => recordJudgedBatch([event])

/**
 * The same for a batch of events (a burst the bus had waiting), in one transaction: the feeds come
 * out as recording them one by one, in order, with `recordJudged` would leave them.
 */
export const recordJudgedBatch = (events: ReadonlyArray<JudgedEvent>) =>
  Effect.gen(function* () {
    const inContests = events.filter((event) => event.cid > 0)
    if (inContests.length === 0) return
    const cids = [...new Set(inContests.map((event) => event.cid))]
    const rows = yield* dbQuery((db) => db.select().from(contest).where(inArray(contest.id, cids)))
    if (rows.length === 0) return
    const problems = inContests.some((event) => !event.displayId)
      ? yield* dbQuery((db) =>
          db
            .select({ cid: contestProblem.cid, pid: contestProblem.pid, displayId: contestProblem.displayId })
            .from(contestProblem)
            .where(
              inArray(
                contestProblem.cid,
                rows.map((row) => row.id),
              ),
            ),
        )
      : []
    const shownAs = new Map(problems.map((p) => [`${p.cid}\u0000${p.pid}`, p.displayId]))
    const byId = new Map<number, { readonly row: (typeof rows)[number]; readonly out: Set<string> }>()
    for (const row of rows) byId.set(row.id, { row, out: new Set(yield* leftOut(row)) })
    const taken = inContests.flatMap((event) => {
      const of = byId.get(event.cid)
      if (!of || of.out.has(event.uid)) return []
      if (new Date(event.submitTime).getTime() < new Date(of.row.startTime).getTime()) return []
      const displayId = event.displayId || shownAs.get(`${event.cid}\u0000${event.pid}`)
      return displayId ? [{ event, displayId }] : []
    })
    if (taken.length === 0) return
    const uids = [...new Set(taken.map(({ event }) => event.uid))]
    const profiles: ReadonlyMap<string, PublicProfile> = yield* (yield* Users)
      .profiles(uids)
      .pipe(Effect.orElseSucceed(() => new Map()))
    const verdicts: FeedVerdict[] = taken.map(({ event, displayId }) => ({
      event,
      displayId,
      profile: profiles.get(event.uid) ?? unknownProfile(event.uid, event.username),
    }))
    const touched = [...new Set(verdicts.map(({ event }) => event.cid))]
    yield* dbTransaction(async (tx) => {
      // in one order, so that two batches never wait for each other's locks in a circle
      for (const cid of [...touched].sort((a, b) => a - b)) await lockFeed(tx, cid)
      await appendVerdicts(tx, verdicts, Date.now())
    })
    // The board's poke came before this append: the open feeds are told again.
    yield* Effect.forEach(touched, notifyFeeds, { discard: true })
  })
