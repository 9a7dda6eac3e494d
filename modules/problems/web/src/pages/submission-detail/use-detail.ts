import { type AllCaseResult, Routes, type SubmissionDetail } from '@oj/problems-contract'
import { useApi } from '@oj/sdk/web'
import type { UseQueryResult } from '@tanstack/react-query'

import { useSourceQuery } from '../../scope/source-query.ts'
import { isInProgress, MAX_POLLS, POLL_INTERVAL_MS } from '../status/polling.ts'

/**
 * The submission and, once it is final, its case results. While it is in progress the detail is
 * asked again every 2 s, at most 30 times; a failed ask stops it (spec 1 §4).
 */
export function useSubmissionDetail(submitId: number): {
  readonly detail: UseQueryResult<SubmissionDetail, Error>
  readonly cases: UseQueryResult<AllCaseResult, Error>
} {
  const api = useApi()
  const detail = useSourceQuery(
    ['problems', 'submission', submitId],
    () => api.get<SubmissionDetail>(Routes.submissionDetail, { submitId }, { quiet: true }),
    {
      refetchInterval: (d, { updates, failed }) =>
        d && isInProgress(d.submission.status) && !failed && updates <= MAX_POLLS ? POLL_INTERVAL_MS : false,
    },
  )
  const status = detail.data?.submission.status
  const cases = useSourceQuery(
    ['problems', 'submission', submitId, 'cases', status],
    () => api.get<AllCaseResult>(Routes.allCaseResult, { submitId }, { quiet: true }),
    { enabled: status !== undefined && !isInProgress(status) },
  )
  return { detail, cases }
}
