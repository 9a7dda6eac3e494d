import {
  LastAcCodeQuery,
  PidQuery,
  ProblemDetailQuery,
  Routes,
  UserProblemStatusInput,
} from '@oj/problems-contract'
import type { Router } from '@oj/sdk/server'

import type { Judging } from '../submissions/signals.ts'
import {
  lastAcCode,
  problemCodeTemplate,
  problemDetail,
  randomProblem,
  userProblemStatus,
} from './problem-page.ts'

/** The problem page's calls (spec 1 §7). */
export function problemPageRoutes(router: Router<Judging>): void {
  router.get(Routes.problemDetail, { auth: 'anon', input: ProblemDetailQuery, handler: problemDetail })
  router.get(Routes.problemCodeTemplate, { auth: 'anon', input: PidQuery, handler: problemCodeTemplate })
  router.get(Routes.randomProblem, { auth: 'anon', handler: randomProblem })
  router.post(Routes.userProblemStatus, {
    auth: 'login',
    input: UserProblemStatusInput,
    handler: userProblemStatus,
  })
  router.get(Routes.lastAcCode, { auth: 'login', input: LastAcCodeQuery, handler: lastAcCode })
}
