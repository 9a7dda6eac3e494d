// The props the module's own routes give its pages (/problem/:problemID, /status,
// /submission-detail/:submitID): no scope, the problems module's own calls, its own links.
import {
  type ProblemLinks,
  type ProblemPageProps,
  ProblemsApi,
  type SubmissionListPage,
  type SubmissionQuery,
  SubmissionsApi,
  WebRoutes,
} from '@oj/problems-contract'
import type { ApiClient } from '@oj/sdk/web'

const enc = encodeURIComponent

/** The site's discussion switch (site config). */
export interface DiscussionSwitch {
  readonly openPublicDiscussion: boolean
}

/** Links of the problem bank's own pages; discussion only when the site offers public discussion. */
export function standaloneLinks(config: DiscussionSwitch | undefined): ProblemLinks {
  return {
    problem: (displayId) => `/problem/${enc(displayId)}`,
    submissions: (query) => (query ? `${WebRoutes.submissionList}?${query}` : WebRoutes.submissionList),
    submission: (submitId) => `${WebRoutes.submissionDetail}/${submitId}`,
    discussion: (displayId) => (config?.openPublicDiscussion ? `/discussion/${enc(displayId)}` : undefined),
  }
}

/** GET /get-submission-list without a scope. */
export const standaloneSubmissions =
  (api: ApiClient) =>
  (query: SubmissionQuery): Promise<SubmissionListPage> =>
    api.call(SubmissionsApi.submissionList, query)

/** The problem itself (quiet: the page shows the failure) and the caller's submissions of it. */
export function standaloneProblemSource(api: ApiClient, problemId: string): ProblemPageProps['source'] {
  return {
    detail: () => api.call(ProblemsApi.problemDetail, { problemId }, { quiet: true }),
    submissions: standaloneSubmissions(api),
  }
}
