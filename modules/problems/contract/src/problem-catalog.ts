import { defineExtensionPoint } from '@oj/sdk/contract'
import type { ApiError, PlatformServices } from '@oj/sdk/server'
import type { Effect } from 'effect'

import type { ProblemListRow } from './api/problems.schemas.ts'

// The problem catalogue: how other modules (trainings, contests, groups) read problems of the bank
// without its tables. The problems module contributes it under the key 'bank'.

/** A problem as the bank lists it (HOJ's ProblemVO with its tags and counts), with its visibility. */
export interface CatalogProblem extends ProblemListRow {
  /** 1 public, 2 private, 3 contest only */
  readonly auth: number
  /** The group owning it, or null for the public bank. */
  readonly gid: number | null
}

export interface CatalogSearch {
  /** Part of the display id or the title, without regard to case. */
  readonly keyword?: string | undefined
  /** Problems left out (those already in a training, say). */
  readonly excludePids?: ReadonlyArray<number>
  readonly currentPage: number
  readonly limit: number
}

export interface CatalogPage {
  readonly records: ReadonlyArray<CatalogProblem>
  readonly total: number
}

export interface ProblemCatalog {
  /** These problems, in the order of `pids`; unknown ids are left out. */
  byIds(pids: ReadonlyArray<number>): Effect.Effect<ReadonlyArray<CatalogProblem>, ApiError, PlatformServices>
  /** The problem with this display id (without regard to case), if any. */
  byProblemId(problemId: string): Effect.Effect<CatalogProblem | undefined, ApiError, PlatformServices>
  /** A page of the public bank's problems (public, outside groups), ordered by display id. */
  searchPublic(search: CatalogSearch): Effect.Effect<CatalogPage, ApiError, PlatformServices>
}

export const CATALOG_KEY = 'bank'

export const ProblemCatalogs = defineExtensionPoint<ProblemCatalog>(
  'problems/catalog',
  'reading problems of the bank (ids, titles, tags, counts) from other modules',
)
