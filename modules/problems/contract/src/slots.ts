import { defineSlot } from '@oj/sdk/contract'

import type { ProblemDetail } from './problem-page.ts'
import type { SubmissionListPage } from './submission-list.ts'
import type { ScopeParam } from './submission-scope.ts'

// The slots of the problems module: its problem and submission pages, shown by the modules that own a
// context (a contest, a training, a group) inside their own routes, and the problem page's extra tab.
// The owning module passes everything that differs in its context: the scope the calls carry, how the
// problem is found there, and where the links go. The pages never guess it from the URL. The module's
// own routes (/problem/:problemID, /status, /submission-detail/:submitID) pass the same props without
// a scope.

/** Where a page is shown: a scope of the problems calls (one of SCOPE_PARAMS) and its id. */
export interface ProblemScope {
  readonly param: ScopeParam
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

/** Links of a context's pages, all under the base path ('/contest/7/problem/A'). */
export interface ProblemLinks {
  /** A problem of the context by its display id; `focus` for its focus-mode page. */
  problem(displayId: string, focus?: boolean): string
  /** The context's submission list, with an optional query ('onlyMine=true&problemID=A'). */
  submissions(query?: string): string
  submission(submitId: number, displayId: string): string
  /** The problem's discussion page, when the context has one (a contest has none). */
  discussion?(displayId: string): string | undefined
}

/** What the editor must know of the context's rules (spec 1 §4: the OI-contest overwrite). */
export interface SubmitRules {
  /** Submit asks to confirm overwriting, waits 1 s, does not poll, and says it was submitted. */
  readonly confirmOverwrite: boolean
}

/** One page of a submission list, as the list pieces ask it (HOJ's status query, less the scope). */
export interface SubmissionQuery {
  readonly currentPage: number
  readonly limit: number
  readonly onlyMine: boolean
  /** A judge status code (0 = Accepted); absent for every status. */
  readonly status?: number
  /** A display id in the context; part of one unless `completeProblemID`. */
  readonly problemID?: string
  readonly completeProblemID?: boolean
  readonly username?: string
}

export interface ProblemPageProps {
  /** The context; absent on the problem bank's own page. Submit and test run carry it. */
  readonly scope?: ProblemScope
  /** The problem's id as the context shows it (a contest's 'A'). */
  readonly displayId: string
  /** Focus mode: full screen with the navigation strip of `source.strip` (contests and trainings). */
  readonly focus: boolean
  /** The statement leaves out the problem's source (a contest's problems). */
  readonly hideSource?: boolean
  /**
   * The owning module's calls for this problem. The page caches their answers per scope and display
   * id, and asks again after a verdict.
   */
  readonly source: {
    /** The problem as the context shows it (a contest's copy by display id). */
    detail(): Promise<ProblemDetail>
    /** The caller's submissions of the context (My Submissions tab); `problemID` is the display id. */
    submissions(query: SubmissionQuery): Promise<SubmissionListPage>
    /** The focus-mode strip of the context's problems; without it the page offers no focus mode. */
    strip?(): Promise<ReadonlyArray<StripProblem>>
    /** The context's submit rules for the caller, asked when Submit is pressed. */
    submitRules?(): Promise<SubmitRules>
  }
  readonly links: ProblemLinks
}

export interface SubmissionListProps {
  /** The context; absent on /status. Its links then leave the problems module's routes. */
  readonly scope?: ProblemScope
  /** The context's submission list call (a contest's own list; a group's rows). */
  readonly source: {
    list(query: SubmissionQuery): Promise<SubmissionListPage>
  }
  readonly links: ProblemLinks
}

export interface SubmissionDetailProps {
  /** The context; absent on /submission-detail/:submitID. */
  readonly scope?: ProblemScope
  readonly submitId: number
  readonly links: ProblemLinks
}

/** A tab of the problem page (the Solutions tab). */
export interface ProblemTabProps {
  readonly pid: number
  readonly displayId: string
  readonly scope?: ProblemScope
}

/** The shared problem form's context: a contest (its rule type), a training or a group. */
export interface ProblemEditorContext {
  readonly kind: 'contest' | 'training' | 'group'
  readonly id: number
  /** A contest's rule type (0 ACM, 1 OI): the problem's type follows it, locked. */
  readonly contestType?: number
  /**
   * A group's fixed prefix of display ids (ScopeRole.problemPrefix): the form shows it before the id
   * field, which takes the rest (the server puts the prefix back).
   */
  readonly problemPrefix?: string
}

/** A contest problem's place: its id and title in the contest (asked when creating one). */
export interface ProblemPlace {
  readonly displayId: string
  readonly displayTitle: string
}

/** A saved problem: its numeric id and (when known) its display id. */
export interface SavedProblemRef {
  readonly pid: number
  readonly problemId?: string
}

/**
 * The shared problem form (spec 3 §3-§5), shown by the problems module's admin pages and by other
 * modules' admin pages (a contest's or training's "create problem") through this slot. The owning
 * module passes its context and, when it saves through its own calls, `source`: the body is HOJ's
 * ProblemDTO as POST/PUT /admin/problem take it (the ProblemEditors seam on the server).
 */
export interface ProblemEditorProps {
  readonly context?: ProblemEditorContext
  /** The problem to edit; absent to create one. */
  readonly pid?: number
  /** A new contest problem's suggested id in the contest ('A', 'B', ...). */
  readonly displayId?: string
  readonly source?: {
    /** The stored problem (HOJ's Problem with the checker); absent: GET /admin/problem. */
    read?(pid: number): Promise<unknown>
    /** Saves the body (with the contest place when creating in a contest); answers the problem's id. */
    save(body: Record<string, unknown>, place: ProblemPlace | undefined): Promise<SavedProblemRef>
  }
  /** Saved (with its ids) or cancelled (undefined). */
  readonly onDone: (saved?: SavedProblemRef) => void
}

export const ProblemsSlots = {
  problemPage: defineSlot<ProblemPageProps>('problem.page'),
  submissionList: defineSlot<SubmissionListProps>('submission.list'),
  submissionDetail: defineSlot<SubmissionDetailProps>('submission.detail'),
  problemTabs: defineSlot<ProblemTabProps>('problem.tabs'),
  problemEditor: defineSlot<ProblemEditorProps>('problem.editor'),
} as const
