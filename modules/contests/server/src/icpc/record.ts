import type { JudgedEvent } from '@oj/problems-contract'
import { unknownProfile } from '@oj/sdk'
import { dbQuery, dbTransaction, Users } from '@oj/sdk/server'
import { and, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { notifyFeeds } from '../board/stream.ts'
import { leftOut } from '../contest/access.ts'
import { contest, contestProblem } from '../tables.ts'
import { lockFeed } from './store.ts'
import { appendVerdict } from './sync.ts'

/**
 * The judged events' subscriber of the feed: each verdict of a contest run (not the author's nor a
 * super admin's, not before the start: as the board) goes into the contest's event feed, and its open
 * feeds are woken. Redelivery appends nothing new.
 */
export const recordJudged = (event: JudgedEvent) =>
  Effect.gen(function* () {
    if (event.cid <= 0) return
    const [row] = yield* dbQuery((db) => db.select().from(contest).where(eq(contest.id, event.cid)))
    if (!row || event.uid === row.uid) return
    if (new Date(event.submitTime).getTime() < new Date(row.startTime).getTime()) return
    if ((yield* leftOut(row)).includes(event.uid)) return
    let displayId = event.displayId
    if (!displayId) {
      const [problem] = yield* dbQuery((db) =>
        db
          .select({ displayId: contestProblem.displayId })
          .from(contestProblem)
          .where(and(eq(contestProblem.cid, row.id), eq(contestProblem.pid, event.pid))),
      )
      if (!problem) return
      displayId = problem.displayId
    }
    const profiles = yield* (yield* Users).profiles([event.uid]).pipe(Effect.orElseSucceed(() => new Map()))
    const profile = profiles.get(event.uid) ?? unknownProfile(event.uid, event.username)
    const at = displayId
    yield* dbTransaction(async (tx) => {
      await lockFeed(tx, row.id)
      await appendVerdict(tx, row.id, event, at, profile, Date.now())
    })
    // The board's poke came before this append: the open feeds are told again.
    yield* notifyFeeds(row.id)
  })
