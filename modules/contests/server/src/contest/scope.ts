import { type ScopeView, type SubmissionScope, SubmissionScopes } from '@oj/problems-contract'
import { changeStamp, contribute, Db, type DbClient, dbQuery, Errors } from '@oj/sdk/server'
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { contest, contestProblem, contestStamp } from '../tables.ts'
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

/** Contests whose board is sealed from their seal time on (the clock decides which are now). */
interface Sealed {
  readonly id: number
  readonly since: Date
  readonly end: Date
  readonly autoRealRank: boolean
}

const readSealed = (db: DbClient): Promise<ReadonlyArray<Sealed>> =>
  db
    .select({
      id: contest.id,
      since: contest.sealRankTime,
      end: contest.endTime,
      autoRealRank: contest.autoRealRank,
    })
    .from(contest)
    .where(and(eq(contest.sealRank, true), isNotNull(contest.sealRankTime)))
    .then((rows) => rows.map((r) => ({ ...r, since: r.since as Date })))

/**
 * The sealed contests, read again only when contest changed (contest_stamp, moved by its trigger):
 * every list of figures anyone may read asks for the hidden runs, so a request would otherwise pay a
 * query of the contests for them. Kept per server (the contribution is made once at its start).
 */
const sealedContests = Effect.gen(function* () {
  const db = yield* Db
  const prepared = new WeakMap<DbClient, { execute(): Promise<Array<{ version: number }>> }>()
  const stamp = changeStamp(db, {
    channel: 'oj_contests_contest',
    read: async (client) => {
      let query = prepared.get(client)
      if (!query) {
        query = client
          .select({ version: contestStamp.version })
          .from(contestStamp)
          .prepare('contests_contest_stamp')
        prepared.set(client, query)
      }
      const [row] = await query.execute()
      return Number(row?.version ?? 0)
    },
  })
  let kept: { readonly version: string; readonly rows: ReadonlyArray<Sealed> } | undefined
  return (client: DbClient) =>
    stamp.version(client).then(async (version) => {
      if (kept?.version === version) return kept.rows
      const rows = await readSealed(client)
      if (stamp.holds(version)) kept = { version, rows }
      return rows
    })
})

const scopeMethods = {
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
} satisfies Omit<SubmissionScope, 'hiddenRuns'>

export const contestScope = contribute(
  SubmissionScopes,
  'cid',
  Effect.gen(function* () {
    const sealed = yield* sealedContests
    const scope: SubmissionScope = {
      ...scopeMethods,
      // The runs a sealed board hides from everyone but the contest's admins (sealedFor's rule: from
      // the seal time on, until the end, or for good without the automatic real rank).
      hiddenRuns: () =>
        dbQuery(async (db) => {
          const now = Date.now()
          return (await sealed(db))
            .filter((r) => r.since.getTime() <= now && (r.end.getTime() > now || !r.autoRealRank))
            .map((r) => ({ scopeId: r.id, since: r.since.toISOString() }))
        }),
    }
    return scope
  }),
)
