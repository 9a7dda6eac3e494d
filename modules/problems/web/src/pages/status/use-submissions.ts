import {
  type ProblemScope,
  type SubmissionListPage,
  type SubmissionListRow,
  type SubmissionQuery,
  SubmissionsApi,
} from '@oj/problems-contract'
import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'

import { scopeIds, sourceKey } from '../../scope/scope.ts'
import { useCallQuery, useSourceQuery } from '../../scope/source-query.ts'
import { inProgressIds, isInProgress, MAX_POLLS, mergeStatuses, POLL_INTERVAL_MS } from './polling.ts'

export interface SubmissionPage {
  readonly page: UseQueryResult<SubmissionListPage, Error>
  /** The page's rows with the latest statuses of those that were in progress. */
  readonly rows: ReadonlyArray<SubmissionListRow>
}

/**
 * One page of the context's submission list (the previous page stays on screen while the next one
 * loads). While rows are Pending, Compiling, Judging or Submitting their statuses are asked every 2 s,
 * at most 30 times; a failed ask stops it (spec 1 §4).
 */
export function useSubmissionPage(
  scope: ProblemScope | undefined,
  list: (query: SubmissionQuery) => Promise<SubmissionListPage>,
  query: SubmissionQuery,
): SubmissionPage {
  const page = useSourceQuery(sourceKey(scope, 'submissions', query), () => list(query), {
    keepPrevious: true,
  })
  const records = page.data?.records
  const ids = useMemo(() => inProgressIds(records ?? []), [records])
  const { cid } = scopeIds(scope)
  const fresh = useCallQuery(
    SubmissionsApi.checkSubmissionsStatus,
    { submitIds: ids, ...(cid ? { cid } : {}) },
    {
      quiet: true,
      enabled: ids.length > 0,
      refetchInterval: (byId, { updates, failed }) => {
        const still = !byId || ids.some((id) => isInProgress(byId[String(id)]?.status ?? 0))
        return still && !failed && updates < MAX_POLLS ? POLL_INTERVAL_MS : false
      },
    },
  )
  const byId = ids.length > 0 ? fresh.data : undefined
  const rows = useMemo(() => (byId ? mergeStatuses(records ?? [], byId) : (records ?? [])), [records, byId])
  return { page, rows }
}
