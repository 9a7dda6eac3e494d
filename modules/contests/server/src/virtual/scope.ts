import type { ScopeView } from '@oj/problems-contract'
import type { Caller } from '@oj/sdk/server'
import { Effect } from 'effect'

import { enterContest, maySubmit } from '../contest/access.ts'
import { clockOf, type ContestRow, isAcm } from '../contest/policy.ts'
import { elapsedAt, sealedAtElapsed } from './merge.ts'
import { runningRun } from './runs.ts'

// The contest submission scope (contest/scope.ts) during a virtual run: its user submits as a
// contestant would while the contest ran, and sees its submissions as a contestant then did.

/** Submitting in the contest: the contest's own rule, or a running virtual run of the caller's. */
export const maySubmitOrVirtual = (row: ContestRow, caller: Caller, now = Date.now()) =>
  Effect.gen(function* () {
    const run = yield* runningRun(row.id, caller.uid, now)
    if (!run) return yield* maySubmit(row, caller, now)
    yield* enterContest(row, caller, now)
  })

/** What a virtual participant sees of the contest's submissions during their run (undefined: no run). */
export const virtualView = (row: ContestRow, caller: Caller, now = Date.now()) =>
  Effect.gen(function* () {
    const run = yield* runningRun(row.id, caller.uid, now)
    if (!run) return undefined
    const elapsed = elapsedAt({ start: run.startTime.getTime(), end: run.endTime.getTime() }, now)
    const sealed = sealedAtElapsed(clockOf(row), elapsed, row.autoRealRank)
    const view: ScopeView = {
      admin: false,
      submissions: 'own',
      ownVerdicts: isAcm(row) || !sealed,
      othersVerdicts: false,
      cases: false,
    }
    return view
  })
