import { AdminApi } from '@oj/problems-contract'
import type { Router } from '@oj/sdk/server'

import { saveProblem } from '../bank/save-problem.ts'
import type { Judging } from '../submissions/signals.ts'
import { problemCases } from './cases.ts'
import { uploadTestcaseZip } from './upload.ts'

const problemAdmins = { rolesAny: ['root', 'admin', 'problem_admin'] } as const

/** The minimal admin problem calls: create and update with test data, list the cases, upload a zip. */
export function testcaseRoutes(router: Router<Judging>): void {
  router.handle(AdminApi.addProblem, { auth: problemAdmins, handler: (i) => saveProblem(i, true) })
  router.handle(AdminApi.updateProblem, { auth: problemAdmins, handler: (i) => saveProblem(i, false) })
  router.handle(AdminApi.problemCases, { auth: problemAdmins, handler: problemCases })
  router.handle(AdminApi.uploadTestcaseZip, { auth: 'login', handler: uploadTestcaseZip })
}
