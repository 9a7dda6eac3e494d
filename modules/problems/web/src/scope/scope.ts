// The scope a page is shown in (a contest's cid, a training's tid, a group's gid) as the problems
// calls carry it, and the cache keys of the answers of the owning module's calls.
import type { ProblemScope } from '@oj/problems-contract'

/** The scope ids a submit or a test run carries (HOJ's cid, tid and gid; 0 for none). */
export function scopeIds(scope: ProblemScope | undefined): {
  readonly cid: number
  readonly tid: number
  readonly gid: number
} {
  return {
    cid: scope?.param === 'cid' ? scope.id : 0,
    tid: scope?.param === 'tid' ? scope.id : 0,
    gid: scope?.param === 'gid' ? scope.id : 0,
  }
}

/** The contest id of the scope, when it is a contest (drafts and editor settings are kept per contest). */
export const contestOf = (scope: ProblemScope | undefined): number | undefined =>
  scope?.param === 'cid' ? scope.id : undefined

/**
 * The cache key of a source's answers: the owning module's calls are functions, so their answers are
 * told apart by the scope and what was asked ('detail' of 'A', a page of submissions).
 */
export const sourceKey = (scope: ProblemScope | undefined, ...rest: ReadonlyArray<unknown>) =>
  ['problems', 'source', scope ? `${scope.param}:${scope.id}` : 'none', ...rest] as const
