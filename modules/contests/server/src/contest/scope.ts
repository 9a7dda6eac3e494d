import { type ScopeView, SubmissionScopes } from '@oj/problems-contract'
import { contribute, dbQuery, Errors } from '@oj/sdk/server'
import { and, asc, eq, gt, isNotNull, lte, or, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { contest, contestProblem } from '../tables.ts'
import { maySubmitOrVirtual, virtualView } from '../virtual/scope.ts'
import { contestAdmin, enterContest, findContest } from './access.ts'
import { ContestErrors } from './errors.ts'
import { isAcm, sealedFor, statusAt } from './policy.ts'

// The contest scope of the problems module's calls (`cid`): which problem a display id names, who
// may see and submit it when, how it is judged, and what its submissions show.

const problemOf = (cid: number, ref: { readonly displayId: string } | { readonly pid: number }) =>
  Effect.gen(function* () {
    const [row] = yield* dbQuery((db) =>
      db
        .select()
        .from(contestProblem)
        .where(
          and(
            eq(contestProblem.cid, cid),
            'pid' in ref ? eq(contestProblem.pid, ref.pid) : eq(contestProblem.displayId, ref.displayId),
          ),
        ),
    )
    if (!row) return yield* Effect.fail(ContestErrors.noProblem())
    return row
  })

export const contestScope = contribute(SubmissionScopes, 'cid', {
  problem: ({ scopeId, ref, caller, purpose }) =>
    Effect.gen(function* () {
      const row = yield* findContest(scopeId, caller)
      if (purpose === 'view') yield* enterContest(row, caller)
      else if (!caller) return yield* Effect.fail(Errors.loginFirst())
      else yield* maySubmitOrVirtual(row, caller)
      const problem = yield* problemOf(row.id, ref)
      return { pid: problem.pid, displayId: problem.displayId, title: problem.displayTitle }
    }),
  problems: ({ scopeId, caller }) =>
    Effect.gen(function* () {
      const row = yield* findContest(scopeId, caller)
      yield* enterContest(row, caller)
      const rows = yield* dbQuery((db) =>
        db
          .select({
            pid: contestProblem.pid,
            displayId: contestProblem.displayId,
            title: contestProblem.displayTitle,
          })
          .from(contestProblem)
          .where(eq(contestProblem.cid, row.id))
          .orderBy(sql`length(${contestProblem.displayId})`, asc(contestProblem.displayId)),
      )
      return rows
    }),
  submitPolicy: ({ scopeId, pid, caller }) =>
    Effect.gen(function* () {
      const row = yield* findContest(scopeId, caller)
      yield* maySubmitOrVirtual(row, caller)
      yield* problemOf(row.id, { pid })
      // HOJ's submit interval is the site's for non-contest submissions: none here.
      return { priority: 'contest' as const, stopAtFirstFailure: isAcm(row), interval: 0 }
    }),
  view: ({ scopeId, caller }) =>
    Effect.gen(function* () {
      if (!caller) return yield* Effect.fail(Errors.loginFirst())
      const row = yield* findContest(scopeId, caller)
      if (yield* contestAdmin(caller, row)) {
        const all: ScopeView = {
          admin: true,
          submissions: 'all',
          ownVerdicts: true,
          othersVerdicts: true,
          cases: true,
        }
        return all
      }
      yield* enterContest(row, caller)
      // during a virtual run, as a contestant saw them while the contest ran
      const virtual = yield* virtualView(row, caller)
      if (virtual) return virtual
      const now = Date.now()
      // not the contest's admin (answered above)
      const sealed = sealedFor(false, row, now)
      const ended = statusAt(row, now) > 0
      const view: ScopeView = {
        admin: false,
        submissions: ended ? 'all' : 'own',
        // OI verdicts stay hidden while the board is sealed, even one's own (HOJ's 'unknown result').
        ownVerdicts: isAcm(row) || !sealed,
        othersVerdicts: ended && !sealed,
        cases: ended,
      }
      return view
    }),
  // The runs a sealed board hides from everyone but the contest's admins (sealedFor's rule: from the
  // seal time on, until the end, or for good without the automatic real rank).
  hiddenRuns: () =>
    dbQuery(async (db) => {
      const now = new Date()
      const rows = await db
        .select({ id: contest.id, since: contest.sealRankTime })
        .from(contest)
        .where(
          and(
            eq(contest.sealRank, true),
            isNotNull(contest.sealRankTime),
            lte(contest.sealRankTime, now),
            or(gt(contest.endTime, now), eq(contest.autoRealRank, false)),
          ),
        )
      return rows.map((r) => ({ scopeId: r.id, since: new Date(r.since as Date).toISOString() }))
    }),
})
