import { AdminApi, ProblemsApi, SubmissionsApi } from '@oj/problems-contract'
import { ADMIN_ROLES } from '@oj/sdk'
import type { Router } from '@oj/sdk/server'

import { cancelJudge, manualJudge, rejudge, rejudgeContestProblem, resubmit } from './admin.ts'
import { allCaseResult, checkSubmissionsStatus, submissionDetail, updateShare } from './detail.ts'
import { judgeServiceInfo, languages, problemLanguages } from './languages.ts'
import type { Judging } from './signals.ts'
import { submissionStatusStream } from './stream.ts'
import { submitJudge } from './submit.ts'
import { submitTestJudge, testJudgeResult } from './test-run.ts'

/** Submissions, test runs, languages and the admin judge calls (api-surface.txt). */
export function judgeRoutes(router: Router<Judging>): void {
  const api = SubmissionsApi
  router.handle(api.submit, { auth: { perms: ['submit'] }, handler: submitJudge })
  router.handle(api.submissionDetail, { auth: 'anon', handler: submissionDetail })
  router.handle(api.allCaseResult, { auth: 'anon', handler: allCaseResult })
  router.handle(api.checkSubmissionsStatus, { auth: 'anon', handler: checkSubmissionsStatus })
  router.handle(api.checkContestSubmissionsStatus, { auth: 'login', handler: checkSubmissionsStatus })
  router.handle(api.updateShare, { auth: 'login', handler: updateShare })
  router.handle(api.statusStream, { auth: 'login', handler: submissionStatusStream })
  router.handle(api.resubmit, { auth: 'login', handler: resubmit })
  router.handle(api.testJudge, { auth: { perms: ['submit'] }, handler: submitTestJudge })
  router.handle(api.testJudgeResult, { auth: 'login', handler: testJudgeResult })
  router.handle(ProblemsApi.languages, { auth: 'anon', handler: languages })
  router.handle(ProblemsApi.problemLanguages, { auth: 'anon', handler: problemLanguages })

  // Super admin only; the handlers also require the rejudge permission.
  const root = { rolesAny: ['root'] } as const
  router.handle(AdminApi.rejudge, { auth: root, handler: rejudge })
  router.handle(AdminApi.rejudgeContestProblem, { auth: root, handler: rejudgeContestProblem })
  router.handle(AdminApi.manualJudge, { auth: root, handler: manualJudge })
  router.handle(AdminApi.cancelJudge, { auth: root, handler: cancelJudge })
  router.handle(AdminApi.judgeServiceInfo, { auth: { rolesAny: ADMIN_ROLES }, handler: judgeServiceInfo })
}
