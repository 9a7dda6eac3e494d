import { AdminProblemInput, ProblemCasesQuery, Routes, UploadTestcaseInput } from '@oj/problems-contract'
import type { Router } from '@oj/sdk/server'

import type { Judging } from '../submissions/signals.ts'
import { saveProblem } from './admin-problem.ts'
import { problemCases } from './cases.ts'
import { uploadTestcaseZip } from './upload.ts'

const problemAdmins = { rolesAny: ['root', 'admin', 'problem_admin'] } as const

/** The minimal admin problem calls: create and update with test data, list the cases, upload a zip. */
export function testcaseRoutes(router: Router<Judging>): void {
  router.post(Routes.adminProblem, {
    auth: problemAdmins,
    input: AdminProblemInput,
    handler: (i) => saveProblem(i, true),
  })
  router.put(Routes.adminProblem, {
    auth: problemAdmins,
    input: AdminProblemInput,
    handler: (i) => saveProblem(i, false),
  })
  router.get(Routes.adminProblemCases, {
    auth: problemAdmins,
    input: ProblemCasesQuery,
    handler: problemCases,
  })
  router.post(Routes.uploadTestcaseZip, {
    auth: problemAdmins,
    input: UploadTestcaseInput,
    handler: uploadTestcaseZip,
  })
}
