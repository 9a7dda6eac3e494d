import { defineExtensionPoint } from '@oj/sdk/contract'
import type { ApiError, PlatformServices } from '@oj/sdk/server'
import type { Effect } from 'effect'

import type { ProblemDetailProblem, ProblemListRow } from './api/problems.schemas.ts'

// The problem catalogue: how other modules (trainings, contests, groups) read problems of the bank
// without its tables. The problems module contributes it under the key 'bank'.

/** A problem as the bank lists it (HOJ's ProblemVO with its tags and counts), with its visibility. */
export interface CatalogProblem extends ProblemListRow {
  /** 1 public, 2 private, 3 contest only */
  readonly auth: number
  /** The group owning it, or null for the public bank. */
  readonly gid: number | null
  /** The username of its author (who may edit it, beside root and the problem admins). */
  readonly author: string | null
}

export interface CatalogSearch {
  /**
   * The problems of this scope (a group: gid), of every auth unless `auths` says which; without it,
   * the public bank (public problems outside any group).
   */
  readonly gid?: number | undefined
  /** With `gid`: only problems of these auths (1 public, 2 private, 3 contest). */
  readonly auths?: ReadonlyArray<number> | undefined
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
  /** A page of the public bank's problems (public, outside groups), ordered by display id; `gid` is ignored. */
  searchPublic(search: CatalogSearch): Effect.Effect<CatalogPage, ApiError, PlatformServices>
  /** A page of the problems `search.gid` owns (or of the public bank without it), ordered by display id. */
  search(search: CatalogSearch): Effect.Effect<CatalogPage, ApiError, PlatformServices>
  /**
   * Every user's figures from their submissions made in one scope (a group: gid): distinct problems
   * accepted, submissions, and the sum of their best score per OI problem.
   */
  scopeFigures(scope: {
    readonly param: 'cid' | 'tid' | 'gid'
    readonly id: number
  }): Effect.Effect<ReadonlyArray<ScopeFigures>, ApiError, PlatformServices>
  /**
   * These problems as HOJ's Problem, in the order of `pids` (unknown ids left out): the statement's
   * copy, never the checker nor the judge's files (an admin list's rows; an editor reads one through
   * ProblemEditors).
   */
  problems(
    pids: ReadonlyArray<number>,
  ): Effect.Effect<ReadonlyArray<ProblemDetailProblem>, ApiError, PlatformServices>
  /**
   * How many distinct problems the user has had accepted outside contests (HOJ's user_acproblem
   * count): the thresholds a site sets before one may post, comment or create a group.
   */
  solvedCount(uid: string): Effect.Effect<number, ApiError, PlatformServices>
}

/** One user's figures in a scope (ScopeFigures of ProblemCatalog.scopeFigures). */
export interface ScopeFigures {
  readonly uid: string
  readonly username: string
  readonly ac: number
  readonly total: number
  readonly score: number
}

export const CATALOG_KEY = 'bank'

export const ProblemCatalogs = defineExtensionPoint<ProblemCatalog>(
  'problems/catalog',
  'reading problems of the bank (ids, titles, tags, counts) from other modules',
)
