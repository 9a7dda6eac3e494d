import { BankApi, ProblemsApi } from '@oj/problems-contract'
import type { Router } from '@oj/sdk/server'

import type { Judging } from '../submissions/signals.ts'
import { problemCodeTemplate, problemDetail } from './detail.ts'
import { fullScreenProblemList } from './full-screen.ts'
import { lastAcCode, randomProblem, userProblemStatus } from './status.ts'

/** The problem page's calls (spec 1 §7). */
export function problemPageRoutes(router: Router<Judging>): void {
  router.handle(ProblemsApi.problemDetail, { auth: 'anon', handler: problemDetail })
  router.handle(ProblemsApi.codeTemplate, { auth: 'anon', handler: problemCodeTemplate })
  router.handle(ProblemsApi.randomProblem, { auth: 'anon', handler: randomProblem })
  router.handle(ProblemsApi.userProblemStatus, { auth: 'login', handler: userProblemStatus })
  router.handle(ProblemsApi.lastAcCode, { auth: 'login', handler: lastAcCode })
  router.handle(BankApi.fullScreenProblemList, { auth: 'login', handler: fullScreenProblemList })
}
