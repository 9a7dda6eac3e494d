import {
  LanguagesQuery,
  ManualJudgeInput,
  PidQuery,
  Routes,
  ShareInput,
  SubmitIdQuery,
  SubmitIdsInput,
  SubmitJudgeInput,
  TestJudgeInput,
  TestJudgeResultQuery,
} from '@oj/problems-contract'
import { ADMIN_ROLES } from '@oj/sdk'
import type { Router } from '@oj/sdk/server'

import { cancelJudge, manualJudge, rejudge, resubmit } from './admin.ts'
import { allCaseResult, checkSubmissionsStatus, submissionDetail, updateShare } from './detail.ts'
import { judgeServiceInfo, languages, problemLanguages } from './languages.ts'
import type { Judging } from './signals.ts'
import { submissionStatusStream } from './stream.ts'
import { submitJudge } from './submit.ts'
import { submitTestJudge, testJudgeResult } from './test-run.ts'

/** Submissions, test runs, languages and the admin judge calls (api-surface.txt). */
export function judgeRoutes(router: Router<Judging>): void {
  router.post(Routes.submit, { auth: { perms: ['submit'] }, input: SubmitJudgeInput, handler: submitJudge })
  router.get(Routes.submissionDetail, { auth: 'anon', input: SubmitIdQuery, handler: submissionDetail })
  router.get(Routes.allCaseResult, { auth: 'anon', input: SubmitIdQuery, handler: allCaseResult })
  router.post(Routes.checkSubmissionsStatus, {
    auth: 'anon',
    input: SubmitIdsInput,
    handler: checkSubmissionsStatus,
  })
  router.put(Routes.submission, { auth: 'login', input: ShareInput, handler: updateShare })
  router.get(Routes.submissionStatusStream, {
    auth: 'anon',
    input: SubmitIdQuery,
    handler: submissionStatusStream,
  })
  router.any(Routes.resubmit, { auth: 'login', input: SubmitIdQuery, handler: resubmit })
  router.get(Routes.languages, { auth: 'anon', input: LanguagesQuery, handler: languages })
  router.get(Routes.problemLanguages, { auth: 'anon', input: PidQuery, handler: problemLanguages })

  router.post(Routes.testJudge, {
    auth: { perms: ['submit'] },
    input: TestJudgeInput,
    handler: submitTestJudge,
  })
  router.get(Routes.testJudgeResult, { auth: 'login', input: TestJudgeResultQuery, handler: testJudgeResult })

  // Super admin only; the handlers also require the rejudge permission.
  const root = { rolesAny: ['root'] } as const
  router.any(Routes.rejudge, { auth: root, input: SubmitIdQuery, handler: rejudge })
  router.any(Routes.manualJudge, { auth: root, input: ManualJudgeInput, handler: manualJudge })
  router.any(Routes.cancelJudge, { auth: root, input: SubmitIdQuery, handler: cancelJudge })
  router.any(Routes.judgeServiceInfo, { auth: { rolesAny: ADMIN_ROLES }, handler: judgeServiceInfo })
}
