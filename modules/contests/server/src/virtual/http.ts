import type { VirtualCidQuery, VirtualInfo, VirtualRankInput } from '@oj/contests-contract'
import { BOARD_PAGE_SIZE } from '@oj/contests-contract'
import { Errors, RequestContext } from '@oj/sdk/server'
import { Effect } from 'effect'

import { enterContest, findContest } from '../contest/access.ts'
import { ContestErrors } from '../contest/errors.ts'
import { pinnedPage, viewOf } from '../rules/standings.ts'
import { virtualBoard } from './board.ts'
import { VirtualErrors } from './errors.ts'
import { insertRun, latestRun, needsRegistration, refusal, runView } from './runs.ts'

// The virtual participation calls (contract: virtual-api.ts).

const caller = Effect.gen(function* () {
  const { caller } = yield* RequestContext
  if (!caller) return yield* Effect.fail(Errors.loginFirst())
  return caller
})

/** The contest, when the caller may enter it (as its own pages: visibility, account rule, registration). */
const enter = (cid: number) =>
  Effect.gen(function* () {
    const who = yield* caller
    const row = yield* findContest(cid, who)
    yield* enterContest(row, who)
    return { who, row }
  })

/** GET /get-virtual-contest-info */
export const virtualInfo = ({ cid }: VirtualCidQuery) =>
  Effect.gen(function* () {
    const { who, row } = yield* enter(cid)
    const now = Date.now()
    const run = yield* latestRun(row.id, who.uid)
    const reason =
      (yield* refusal(row, who, now)) ?? ((yield* needsRegistration(row, who)) ? ('register' as const) : null)
    const info: VirtualInfo = { run: run ? runView(run, now) : null, canStart: reason === null, reason }
    return info
  })

/** POST /start-virtual-contest */
export const startVirtual = ({ cid }: VirtualCidQuery) =>
  Effect.gen(function* () {
    const { who, row } = yield* enter(cid)
    const now = Date.now()
    const reason = yield* refusal(row, who, now)
    if (reason !== null) return yield* Effect.fail(VirtualErrors[reason]())
    if (yield* needsRegistration(row, who)) return yield* Effect.fail(ContestErrors.notRegistered())
    const run = yield* insertRun(row, who, now)
    return runView(run, now)
  })

/** POST /get-virtual-contest-rank: the caller's virtual board (their latest run), paged, their row on top. */
export const virtualRank = (input: VirtualRankInput) =>
  Effect.gen(function* () {
    const { who, row } = yield* enter(input.cid)
    const run = yield* latestRun(row.id, who.uid)
    if (!run) return yield* Effect.fail(VirtualErrors.none())
    const now = Date.now()
    const board = yield* virtualBoard(row, run, who, now)
    const shown = viewOf<(typeof board.rows)[number]>(board.rows, {
      removeStar: input.removeStar ?? false,
      keyword: input.keyword ?? null,
      show: board.show,
      pinned: [who.uid],
    })
    return {
      ...pinnedPage(shown, input.currentPage ?? 1, input.limit ?? BOARD_PAGE_SIZE),
      run: runView(run, now),
      sealed: board.sealed,
    }
  })
