import { defineExtensionPoint } from '@oj/sdk/contract'
import type { ApiError, PlatformServices, RequestContext } from '@oj/sdk/server'
import type { Effect } from 'effect'

import type { CatalogProblem } from './problem-catalog.ts'

// Remote problem import. A problem source (a remote judge: HDU, CF, ...) answers a problem of its
// site by the site's id; the module that reaches the sites contributes one per judge, under the
// judge's id ('CF'). The bank writes what a source answers as NAME-id (CF-1A) with the site's tags
// (of `oj` NAME), and offers that import to other modules (contests, trainings) as RemoteImports.

/** A problem as a source read it from its site (statement texts in Markdown). */
export interface SourcedProblem {
  readonly title: string
  readonly timeLimitMs: number
  readonly memoryLimitMb: number
  readonly description: string
  readonly input: string
  readonly output: string
  readonly samples: ReadonlyArray<{ readonly input: string; readonly output: string }>
  readonly hint: string
  readonly source: string
  readonly tags: ReadonlyArray<string>
  readonly url: string
}

export interface ProblemSource {
  /** The site's name for people, e.g. 'Codeforces'. */
  readonly name: string
  /**
   * The problem with this id on the site ('1A', '1000', 'abc001_a'). Fails with a 4xx ApiError whose
   * message says what went wrong (no such problem, the site cannot be reached), within seconds.
   */
  fetch(problemId: string): Effect.Effect<SourcedProblem, ApiError, PlatformServices>
}

export const ProblemSources = defineExtensionPoint<ProblemSource>(
  'problems/sources',
  'remote judges whose problems the bank imports by id (HDU-1000, CF-1A)',
)

export interface RemoteImport {
  /**
   * The bank's problem NAME-problemId (`name` a remote judge: HDU, CF, GYM, POJ, AC, SPOJ, HOJ),
   * imported from its site first when the bank does not hold it yet. `problemId` may carry the
   * prefix itself ('HDU-1000'). No access check: the caller's (an administrator's call).
   */
  importRemote(args: {
    readonly name: string
    readonly problemId: string
  }): Effect.Effect<
    { readonly problem: CatalogProblem; readonly created: boolean },
    ApiError,
    PlatformServices | RequestContext
  >
}

export const REMOTE_IMPORT_KEY = 'bank'

export const RemoteImports = defineExtensionPoint<RemoteImport>(
  'problems/remote-imports',
  'importing a remote judge’s problem into the bank by its id (contests, trainings)',
)
