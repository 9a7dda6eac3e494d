// The links and calls of a group's problem and submission pages (the `scope.section` slot): the group
// names where its sections live (`base`); the problems of the section 'problem', its submissions under
// the section 'submission' (HOJ: /group/:gid/problem and /group/:gid/status).
import {
  type ProblemLinks,
  type ProblemPageProps,
  ProblemsApi,
  type ProblemScope,
  type SubmissionQuery,
  SubmissionsApi,
} from '@oj/problems-contract'
import type { ApiClient } from '@oj/sdk/web'

const enc = encodeURIComponent

/** The group's page above a section's base ('/group/7/problem' → '/group/7'). */
export const groupBaseOf = (base: string): string => base.replace(/\/[^/]*\/?$/, '')

/** Links of a group's problem and submission pages, under the group's page. */
export function groupLinks(groupBase: string): ProblemLinks {
  const status = `${groupBase}/status`
  return {
    problem: (displayId) => `${groupBase}/problem/${enc(displayId)}`,
    submissions: (query) => (query ? `${status}?${query}` : status),
    submission: (submitId) => `${status}/${submitId}`,
  }
}

/** The group's submissions (GET /get-submission-list with its gid). */
export const groupSubmissions = (api: ApiClient, gid: number) => (query: SubmissionQuery) =>
  api.call(SubmissionsApi.submissionList, { ...query, gid })

/** A problem of the group by its display id (GET /get-problem-detail with its gid). */
export function groupProblemSource(
  api: ApiClient,
  gid: number,
  displayId: string,
): ProblemPageProps['source'] {
  return {
    detail: () => api.call(ProblemsApi.problemDetail, { problemId: displayId, gid }, { quiet: true }),
    submissions: groupSubmissions(api, gid),
  }
}

export const groupScope = (gid: number): ProblemScope => ({ param: 'gid', id: gid })

/** What a path under the problem section's base shows. */
export type ProblemSectionPage =
  | { readonly kind: 'list' }
  | { readonly kind: 'admin' }
  | { readonly kind: 'create' }
  | { readonly kind: 'edit'; readonly pid: number }
  | { readonly kind: 'problem'; readonly displayId: string }

/** '' the list, 'admin' the admins' list, 'admin/create', 'admin/edit/12', else a problem's display id. */
export function problemSectionPage(rest: string, manage: boolean): ProblemSectionPage {
  const parts = rest.split('/').filter((p) => p !== '')
  if (parts.length === 0) return { kind: 'list' }
  if (parts[0] === 'admin' && manage) {
    if (parts[1] === 'create') return { kind: 'create' }
    const pid = Number(parts[2])
    if (parts[1] === 'edit' && Number.isInteger(pid) && pid > 0) return { kind: 'edit', pid }
    return { kind: 'admin' }
  }
  return { kind: 'problem', displayId: decoded(parts[0] ?? '') }
}

/** A submission id under the submission section's base ('' the list). */
export function submissionSectionId(rest: string): number | 'list' | 'bad' {
  const first = rest.split('/').find((p) => p !== '')
  if (first === undefined) return 'list'
  return /^\d{1,10}$/.test(first) && Number(first) >= 1 ? Number(first) : 'bad'
}

/** A path part as written ('%' alone stays as it is). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}
