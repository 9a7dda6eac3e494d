// Contest 7 as a contest module would give the problems pieces their props: its scope, its links
// under /contest/7 and its calls (here answered from fixtures), for the stories of the pieces.
import type {
  ProblemLinks,
  ProblemPageProps,
  ProblemScope,
  StripProblem,
  SubmissionListProps,
} from '@oj/problems-contract'

import { submissionPage, submissionRow } from '../testing/fixtures.ts'
import { sumOfSquares } from './statement.ts'

export const contestScope: ProblemScope = { param: 'cid', id: 7 }

export const contestLinks: ProblemLinks = {
  problem: (id, focus) => `/contest/7/problem/${encodeURIComponent(id)}${focus ? '/full-screen' : ''}`,
  submissions: (query) => `/contest/7/submissions${query ? `?${query}` : ''}`,
  submission: (submitId, id) => `/contest/7/problem/${encodeURIComponent(id)}/submission-detail/${submitId}`,
}

const strip: ReadonlyArray<StripProblem> = [
  { pid: 1, problemId: 'A', title: 'Sum of Squares', status: 0, score: null },
  { pid: 2, problemId: 'B', title: 'Shortest Path on a Grid', status: -1, score: null },
  { pid: 3, problemId: 'C', title: 'Hidden Until the End', status: -5, score: null },
  { pid: 4, problemId: 'D', title: 'Not Tried Yet', status: -10, score: null },
]

/** The contest's submissions: mine on A, a judging one on B, others'. */
export const contestSubmissions = submissionPage([
  submissionRow({
    submitId: 31,
    displayId: 'B',
    displayPid: 'P1002',
    title: 'Shortest Path on a Grid',
    status: 7,
    uid: 'u-1',
    username: 'alice',
    cid: 7,
  }),
  submissionRow({
    submitId: 30,
    displayId: 'A',
    displayPid: 'P1000',
    title: 'Sum of Squares',
    status: 0,
    uid: 'u-1',
    username: 'alice',
    cid: 7,
  }),
  submissionRow({
    submitId: 29,
    displayId: 'A',
    displayPid: 'P1000',
    title: 'Sum of Squares',
    status: -1,
    time: 12,
    memory: 3072,
    cid: 7,
  }),
  submissionRow({
    submitId: 28,
    displayId: 'C',
    displayPid: 'P1003',
    title: 'Hidden Until the End',
    status: -5,
    time: null,
    memory: null,
    length: null,
    cid: 7,
  }),
])

/** Problem A of the contest: the contest's copy of Sum of Squares. */
export function contestProblemProps(focus: boolean): ProblemPageProps {
  return {
    scope: contestScope,
    displayId: 'A',
    focus,
    hideSource: true,
    source: {
      detail: () =>
        Promise.resolve({ ...sumOfSquares, problem: { ...sumOfSquares.problem, problemId: 'A' } }),
      submissions: () => Promise.resolve(contestSubmissions),
      strip: () => Promise.resolve(strip),
      submitRules: () => Promise.resolve({ confirmOverwrite: false }),
    },
    links: contestLinks,
  }
}

export const contestListProps: SubmissionListProps = {
  scope: contestScope,
  source: { list: () => Promise.resolve(contestSubmissions) },
  links: contestLinks,
}
