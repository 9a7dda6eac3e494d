import { defineSlot } from '@oj/sdk/contract'

import type { ProblemDetail } from './problem-page.ts'
import type { SubmissionListPage } from './submission-list.ts'

// The slots of the problems module: its problem and submission pages, shown by the modules that own a
// context (a contest, a training, a group) inside their own routes, and the problem page's extra tab.
// The owning module passes everything that differs in its context: the scope the calls carry, how the
// problem is found there, and where the links go. The pages never guess it from the URL.

/** Where a page is shown: a scope of the problems calls (HOJ's cid, tid or gid) and its id. */
export interface ProblemScope {
  readonly param: 'cid' | 'tid' | 'gid'
  readonly id: number
}

/** One entry of the focus-mode navigation strip (HOJ ProblemFullScreenListVO). */
export interface StripProblem {
  readonly pid: number
  readonly problemId: string
  readonly title: string
  /** The caller's status on it (-10 not submitted, -5 hidden while sealed). */
  readonly status: number | null
  readonly score: number | null
}

/** Links of a context's pages, all under the base path. */
export interface ProblemLinks {
  /** A problem of the context by its display id; `focus` for its focus-mode page. */
  problem(displayId: string, focus?: boolean): string
  /** The context's submission list, with an optional query ('onlyMine=true&problemID=A'). */
  submissions(query?: string): string
  submission(submitId: number, displayId: string): string
  /** The problem's discussion page, when the context has one. */
  discussion?(displayId: string): string | undefined
}

/** What the editor must know of the context's rules (spec 1 §4: the OI-contest overwrite). */
export interface SubmitRules {
  /** Submit asks to confirm overwriting, waits 1 s, does not poll, and says it was submitted. */
  readonly confirmOverwrite: boolean
}

export interface ProblemPageProps {
  readonly scope: ProblemScope
  /** The problem's id as the context shows it (a contest's 'A'). */
  readonly displayId: string
  /** Focus mode: full screen with the navigation strip (contests and trainings). */
  readonly focus: boolean
  /** The owning module's calls for this problem. */
  readonly source: {
    /** The problem as the context shows it (a contest's copy by display id). */
    detail(): Promise<ProblemDetail>
    /** The focus-mode strip of the context's problems. */
    strip?(): Promise<ReadonlyArray<StripProblem>>
    /** The context's submit rules for the caller, asked before a submit. */
    submitRules?(): Promise<SubmitRules>
  }
  readonly links: ProblemLinks
}

export interface SubmissionListProps {
  readonly scope: ProblemScope
  /** The context's submission list call (a contest's own list; a group's rows). */
  readonly source: {
    list(query: Readonly<Record<string, string | number | boolean>>): Promise<SubmissionListPage>
  }
  readonly links: ProblemLinks
}

export interface SubmissionDetailProps {
  readonly scope: ProblemScope
  readonly submitId: number
  readonly links: ProblemLinks
}

/** A tab of the problem page (the Solutions tab). */
export interface ProblemTabProps {
  readonly pid: number
  readonly displayId: string
  readonly scope?: ProblemScope
}

export const ProblemsSlots = {
  problemPage: defineSlot<ProblemPageProps>('problem.page'),
  submissionList: defineSlot<SubmissionListProps>('submission.list'),
  submissionDetail: defineSlot<SubmissionDetailProps>('submission.detail'),
  problemTabs: defineSlot<ProblemTabProps>('problem.tabs'),
} as const
