// What a problem-page context (spec 1 §2 "named variants") means for calls and links: which call
// gives the problem, which the submissions, and where every link of the page goes.
import { Routes, WebRoutes } from '@oj/problems-contract'

import type { ProblemContext } from '../context.ts'

/** GET /get-contest-problem-details (contests module; HOJ's path). */
const CONTEST_PROBLEM_PATH = '/get-contest-problem-details'
/** GET /contest-submissions (contests module; HOJ's path). */
const CONTEST_SUBMISSIONS_PATH = '/contest-submissions'
/** GET /get-full-screen-problem-list (contests and trainings modules; HOJ's path). */
const STRIP_PATH = '/get-full-screen-problem-list'
/** GET /get-contest-info (contests module). */
export const CONTEST_INFO_PATH = '/get-contest-info'
/** The last path segment of a focus-mode page (spec 3 route table). */
const FULL_SCREEN_SEGMENT = 'full-screen'

export interface ApiRequest {
  readonly path: string
  readonly query: Readonly<Record<string, string | number | boolean>>
}

const enc = encodeURIComponent

/** The call that gives the problem: the contest's copy by its display id, else the problem itself. */
export function detailRequest(context: ProblemContext, problemId: string): ApiRequest {
  if (context.contestId !== undefined) {
    return { path: CONTEST_PROBLEM_PATH, query: { cid: context.contestId, displayId: problemId } }
  }
  const query: Record<string, string | number> = { problemId }
  if (context.groupId !== undefined) query['gid'] = context.groupId
  return { path: Routes.problemDetail, query }
}

/** A submission list call with the context's scope: a contest's own list, or the group's rows. */
export function submissionListRequest(
  context: ProblemContext,
  query: Readonly<Record<string, string | number | boolean>>,
): ApiRequest {
  if (context.contestId !== undefined) {
    return {
      path: CONTEST_SUBMISSIONS_PATH,
      query: { ...query, contestID: context.contestId, beforeContestSubmit: false },
    }
  }
  if (context.groupId === undefined) return { path: Routes.submissionList, query }
  return { path: Routes.submissionList, query: { ...query, gid: context.groupId } }
}

/** The strip's call (focus mode of a contest or a training); undefined elsewhere. */
export function stripRequest(context: ProblemContext): ApiRequest | undefined {
  if (context.contestId !== undefined) return { path: STRIP_PATH, query: { cid: context.contestId } }
  if (context.trainingId !== undefined) return { path: STRIP_PATH, query: { tid: context.trainingId } }
  return undefined
}

/** Focus mode exists for contest and training problems (spec 1 §2). */
export const focusAllowed = (context: ProblemContext): boolean =>
  context.contestId !== undefined || context.trainingId !== undefined

/** The path prefix of the context's pages: '/contest/7', '/group/3/training/2', or '' on its own. */
export function contextBase(context: ProblemContext): string {
  if (context.contestId !== undefined) return `/contest/${context.contestId}`
  const group = context.groupId !== undefined ? `/group/${context.groupId}` : ''
  if (context.trainingId !== undefined) return `${group}/training/${context.trainingId}`
  return group
}

/** A problem page in the context; `focus` gives its focus-mode page. */
export function problemPath(context: ProblemContext, problemId: string, focus = false): string {
  const page = `${contextBase(context)}/problem/${enc(problemId)}`
  return focus && focusAllowed(context) ? `${page}/${FULL_SCREEN_SEGMENT}` : page
}

/** Whether a path is a focus-mode page. */
export const isFocusPath = (pathname: string): boolean =>
  pathname.replace(/\/+$/, '').endsWith(`/${FULL_SCREEN_SEGMENT}`)

/** A submission's page: contests keep the problem in the path, groups their own prefix. */
export function submissionDetailPath(context: ProblemContext, submitId: number, problemId: string): string {
  if (context.contestId !== undefined) {
    return `/contest/${context.contestId}/problem/${enc(problemId)}/submission-detail/${submitId}`
  }
  if (context.groupId !== undefined) return `/group/${context.groupId}/submission-detail/${submitId}`
  return `${WebRoutes.submissionDetail}/${submitId}`
}

/** The submission list page of the context, with an optional query ('onlyMine=true&problemID=A'). */
export function submissionListPath(context: ProblemContext, query = ''): string {
  const page =
    context.contestId !== undefined
      ? `/contest/${context.contestId}/submissions`
      : context.groupId !== undefined
        ? `/group/${context.groupId}/status`
        : WebRoutes.submissionList
  return query ? `${page}?${query}` : page
}

export interface DiscussionSwitches {
  readonly openPublicDiscussion: boolean
  readonly openGroupDiscussion: boolean
}

/**
 * The problem's discussion page, or undefined when there is none to show: never in a contest; group
 * problems need group discussion on, the others public discussion (spec 1 §2).
 */
export function discussionPath(
  context: ProblemContext,
  problemId: string,
  problemGid: number | null,
  config: DiscussionSwitches | undefined,
): string | undefined {
  if (context.contestId !== undefined || !config) return undefined
  const gid = context.groupId ?? problemGid ?? undefined
  if (gid !== undefined) {
    return config.openGroupDiscussion ? `/group/${gid}/discussion/${enc(problemId)}` : undefined
  }
  return config.openPublicDiscussion ? `/discussion/${enc(problemId)}` : undefined
}

/** Whether the context names anything (its links then cross into another module's routes). */
export const inContext = (context: ProblemContext): boolean =>
  context.contestId !== undefined || context.trainingId !== undefined || context.groupId !== undefined
