import { type AllCaseResult, type SubmissionDetail, SubmissionsApi } from '@oj/problems-contract'
import { apiQueryKey, useApiQuery, usePlatform } from '@oj/sdk/web'
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

import { useCallQuery } from '../../scope/source-query.ts'
import { isInProgress, MAX_POLLS, POLL_INTERVAL_MS } from '../status/polling.ts'

/**
 * The submission and, once it is final, its case results. While it is in progress the detail is
 * asked again every 2 s, at most 30 times; a failed ask stops it (spec 1 §4).
 */
export function useSubmissionDetail(submitId: number): {
  readonly detail: UseQueryResult<SubmissionDetail, Error>
  readonly cases: UseQueryResult<AllCaseResult, Error>
  /** Asks again, with a new poll budget (after a rejudge, a resubmit, a manual verdict). */
  readonly reload: () => void
} {
  const { queryClient } = usePlatform()
  const [from, setFrom] = useState(0)
  const detail = useCallQuery(
    SubmissionsApi.submissionDetail,
    { submitId },
    {
      quiet: true,
      refetchInterval: (d, { updates, failed }) =>
        d && !failed && isInProgress(d.submission.status) && updates - from <= MAX_POLLS
          ? POLL_INTERVAL_MS
          : false,
    },
  )
  const status = detail.data?.submission.status
  const final = status !== undefined && !isInProgress(status)
  const cases = useApiQuery(SubmissionsApi.allCaseResult, { submitId }, { quiet: true, enabled: final })
  // A new verdict (after a rejudge) has new cases.
  useEffect(() => {
    if (final)
      void queryClient.invalidateQueries({
        queryKey: apiQueryKey(SubmissionsApi.allCaseResult, { submitId }),
      })
  }, [queryClient, submitId, status, final])
  const reload = () => {
    setFrom(detail.updates)
    void detail.refetch()
  }
  return { detail, cases, reload }
}
