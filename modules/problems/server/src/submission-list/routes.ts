import { SubmissionsApi } from '@oj/problems-contract'
import type { Router } from '@oj/sdk/server'

import type { Judging } from '../submissions/signals.ts'
import { submissionList } from './submission-list.ts'

/** The submission list (spec 1 §2 Submissions, §7). */
export function submissionListRoutes(router: Router<Judging>): void {
  router.handle(SubmissionsApi.submissionList, { auth: 'anon', handler: submissionList })
}
