import { defineExtensionPoint } from '@oj/sdk/contract'
import type { ApiError, DbClient, PlatformServices, RequestContext } from '@oj/sdk/server'
import type { Effect } from 'effect'

import type { ProblemDetailProblem } from './api/problems.schemas.ts'

// Writing problems from other modules (a contest's own problems, HOJ's /admin/contest/problem):
// the problems module's rules for POST/PUT /admin/problem, without its tables. The problems module
// contributes it under the key 'bank' (EDITOR_KEY).

/** What a save wrote. */
export interface SavedProblemInfo {
  readonly pid: number
  readonly problemId: string
  readonly title: string
  /** 0 ACM, 1 OI */
  readonly type: number
  /** 1 public, 2 private, 3 contest only */
  readonly auth: number
  /** How many cases it now has; null when they were kept. */
  readonly caseCount: number | null
}

/** HOJ's Problem as an admin edits it: the statement's fields with the checker and the judge's files. */
export type EditableProblem = ProblemDetailProblem

export interface ProblemEditor {
  /**
   * Creates (`creating`) or changes a problem from an admin body (HOJ's ProblemDTO, as POST/PUT
   * /admin/problem take it; decoded here, a bad one is a 400 and writes nothing). `within` runs in the same transaction
   * once the problem is written: whatever it writes is kept with the problem, and its failure
   * (`refuse`) rolls the problem back too.
   */
  save<A>(args: {
    readonly body: unknown
    readonly creating: boolean
    readonly within: (tx: DbClient, saved: SavedProblemInfo) => Promise<A>
  }): Effect.Effect<
    { readonly saved: SavedProblemInfo; readonly within: A },
    ApiError,
    PlatformServices | RequestContext
  >
  /** The stored problem, for its editor (nothing hidden), or undefined. No access check: the caller's. */
  read(pid: number): Effect.Effect<EditableProblem | undefined, ApiError, PlatformServices>
}

export const EDITOR_KEY = 'bank'

export const ProblemEditors = defineExtensionPoint<ProblemEditor>(
  'problems/editor',
  'creating and changing problems of the bank from other modules (a contest’s own problems)',
)
