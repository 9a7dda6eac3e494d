import { SCOPE_PARAMS, type ScopeParam, SubmissionScopes } from '@oj/problems-contract'
import { type DbClient, Extensions } from '@oj/sdk/server'
import { and, count, eq, gte, inArray, isNotNull, not, or, type SQL } from 'drizzle-orm'
import { Effect, Option } from 'effect'

import { type Bucket, bucketOf } from '../submissions/stats.ts'
import { submission } from '../submissions/tables.ts'

// The runs whose verdicts their scope hides now (a contest's sealed board), as the scopes' modules
// say (SubmissionScope.hiddenRuns): the figures anyone may read leave them out until they show, so
// that nothing a sealed viewer can call depends on a hidden verdict.

/** Runs of one scope (its column of the submission table) from `since` on. */
export interface HiddenWindow {
  readonly param: ScopeParam
  readonly scopeId: number
  readonly since: Date
}

/** Every scope's hidden runs now (none without the extension points: a handler run outside a server). */
export const hiddenWindows = Effect.gen(function* () {
  const found = yield* Effect.serviceOption(Extensions)
  if (Option.isNone(found)) return [] as ReadonlyArray<HiddenWindow>
  const extensions = found.value
  const windows: HiddenWindow[] = []
  for (const param of SCOPE_PARAMS) {
    const scope = extensions.get(SubmissionScopes, param)?.value
    if (!scope?.hiddenRuns) continue
    for (const run of yield* scope.hiddenRuns())
      windows.push({ param, scopeId: run.scopeId, since: new Date(run.since) })
  }
  return windows as ReadonlyArray<HiddenWindow>
})

/** The runs the windows hide, as a condition on the submission table (undefined: none). */
const hiddenWhere = (windows: ReadonlyArray<HiddenWindow>): SQL | undefined =>
  windows.length === 0
    ? undefined
    : or(...windows.map((w) => and(eq(submission[w.param], w.scopeId), gte(submission.submitTime, w.since))))

/** The runs the windows do not hide (undefined: all of them). */
export const shownRuns = (windows: ReadonlyArray<HiddenWindow>): SQL | undefined => {
  const hidden = hiddenWhere(windows)
  return hidden ? not(hidden) : undefined
}

export type Figures = Record<Bucket | 'total', number>

/**
 * What the hidden runs add to the problems' counts (problem_stats: each judged run in the bucket of
 * its verdict, and in the total), per problem: the counts anyone may read are the stored ones
 * without these.
 */
export async function hiddenCounts(
  db: DbClient,
  pids: ReadonlyArray<number>,
  windows: ReadonlyArray<HiddenWindow>,
): Promise<ReadonlyMap<number, Partial<Figures>>> {
  const hidden = hiddenWhere(windows)
  const byPid = new Map<number, Partial<Figures>>()
  if (!hidden || pids.length === 0) return byPid
  const rows = await db
    .select({ pid: submission.pid, status: submission.countedStatus, n: count() })
    .from(submission)
    .where(and(inArray(submission.pid, [...pids]), isNotNull(submission.countedStatus), hidden))
    .groupBy(submission.pid, submission.countedStatus)
  for (const r of rows) {
    const bucket = bucketOf(r.status)
    if (!bucket) continue
    const figures = byPid.get(r.pid) ?? {}
    figures[bucket] = (figures[bucket] ?? 0) + Number(r.n)
    figures.total = (figures.total ?? 0) + Number(r.n)
    byPid.set(r.pid, figures)
  }
  return byPid
}

/** Stored counts without the hidden runs' (never below 0). */
export function withoutHidden<T extends object>(stored: T, hidden: Partial<Figures> | undefined): T {
  if (!hidden) return stored
  const out = { ...stored } as Record<string, unknown>
  for (const [key, n] of Object.entries(hidden)) {
    const before = out[key]
    if (typeof before === 'number') out[key] = Math.max(0, before - (n ?? 0))
  }
  return out as T
}
