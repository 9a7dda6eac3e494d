import { Db, Errors, RequestContext } from '@oj/sdk/server'
import { ApiError } from '@oj/sdk/server'
import { Effect } from 'effect'

import { contestAdmin, enterContest, findContest } from '../contest/access.ts'
import { forgetBoards } from './cache.ts'
import { boardStreamsOf } from './stream-hub.ts'

/** The refusal of one stream too many: the user's own limit, or the one of everyone at the address. */
const tooManyStreams = (refused: { readonly limit: number; readonly of: 'user' | 'address' }) =>
  refused.of === 'user'
    ? new ApiError({
        status: 429,
        msgId: 'contests.error.tooManyStreams',
        message: `You may follow at most ${refused.limit} boards at once; close another one first`,
        values: { limit: refused.limit },
      })
    : new ApiError({
        status: 429,
        msgId: 'contests.error.tooManyStreamsAddress',
        message: `Your network already follows ${refused.limit} live boards, as many as the site allows; reload the board page later`,
        values: { limit: refused.limit },
      })

/**
 * GET /contest-rank-stream?cid=: server-sent events of the board's changes, as the caller may see
 * them (the same rights as get-contest-rank; non-admins hear of the sealed view only while it is
 * sealed). Each event is `{ cid, version }`: the client fetches the board again.
 */
export const contestRankStream = ({ cid }: { readonly cid: number }) =>
  Effect.gen(function* () {
    const { caller, ip } = yield* RequestContext
    if (!caller) return yield* Effect.fail(Errors.loginFirst())
    const row = yield* findContest(cid, caller)
    yield* enterContest(row, caller)
    const db = yield* Db
    const body = boardStreamsOf(db.client).stream(row.id, caller, ip, yield* contestAdmin(caller, row))
    if ('limit' in body) return yield* Effect.fail(tooManyStreams(body))
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Accel-Buffering': 'no',
      },
    })
  })

/**
 * After a judged event or an admin's change: the streams of its contest look at the board again
 * (`cellsRemoved`: and count its cells, some of which may be gone).
 */
const pokeBoardStreams = (cid: number, options: { readonly cellsRemoved?: boolean } = {}) =>
  Effect.gen(function* () {
    const db = yield* Db
    boardStreamsOf(db.client).poke(cid, options.cellsRemoved ?? false)
  })

/**
 * After a committed change this process made to the contest or its cells (a verdict, an admin's
 * edit): its cached boards are checked at once (cache.ts) and its streams look again.
 */
export const boardChanged = (cid: number, options: { readonly cellsRemoved?: boolean } = {}) =>
  Effect.gen(function* () {
    forgetBoards(cid)
    yield* pokeBoardStreams(cid, options)
  })

/** After events were appended to the contest's ICPC feed: its open feeds read them. */
export const notifyFeeds = (cid: number) =>
  Effect.gen(function* () {
    const db = yield* Db
    boardStreamsOf(db.client).notify(cid)
  })
