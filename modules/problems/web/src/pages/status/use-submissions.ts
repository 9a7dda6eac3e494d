import type { SubmissionListRow } from '@oj/problems-contract'
import { Routes, type SubmissionView } from '@oj/problems-contract'
import { type Page, useApi } from '@oj/sdk/web'
import { useCallback, useEffect, useState } from 'react'

import type { ProblemContext } from '../problem-detail/context.ts'
import { type ApiRequest, submissionListRequest } from '../problem-detail/layout/routes.ts'
import { type StatusFilters, submissionListQuery } from './filters.ts'
import { inProgressIds, MAX_POLLS, mergeStatuses, POLL_INTERVAL_MS } from './polling.ts'

const NO_CONTEXT: ProblemContext = {}

export interface SubmissionPageState {
  readonly state: 'loading' | 'ready' | 'failed'
  /** The latest page received, kept on screen while the next one loads. */
  readonly data?: Page<SubmissionListRow>
}

interface Answer {
  readonly key: string
  readonly data?: Page<SubmissionListRow>
  readonly failed: boolean
}

/**
 * One page of submissions for the filters, from the context's list (a contest's own, a group's rows). While rows are Pending, Compiling, Judging or Submitting,
 * their status is checked every 2 s, at most 30 times; polling stops on any error (spec 1 §4).
 */
export function useSubmissionPage(
  filters: StatusFilters,
  context: ProblemContext = NO_CONTEXT,
): {
  readonly page: SubmissionPageState
  readonly reload: () => void
} {
  const api = useApi()
  const [attempt, setAttempt] = useState(0)
  const query = JSON.stringify(submissionListRequest(context, submissionListQuery(filters)))
  const key = `${query}#${attempt}`
  const [answer, setAnswer] = useState<Answer>()

  useEffect(() => {
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    let polls = 0
    const poll = (rows: ReadonlyArray<SubmissionListRow>, page: Page<SubmissionListRow>) => {
      const ids = inProgressIds(rows)
      if (ids.length === 0 || polls >= MAX_POLLS) return
      timer = setTimeout(() => {
        polls += 1
        api.post<Record<string, SubmissionView>>(Routes.checkSubmissionsStatus, { submitIds: ids }).then(
          (byId) => {
            if (!live) return
            const next = { ...page, records: mergeStatuses(page.records, byId) }
            setAnswer({ key, data: next, failed: false })
            poll(next.records, next)
          },
          () => undefined,
        )
      }, POLL_INTERVAL_MS)
    }
    const request = JSON.parse(query) as ApiRequest
    api.get<Page<SubmissionListRow>>(request.path, request.query).then(
      (data) => {
        if (!live) return
        setAnswer({ key, data, failed: false })
        poll(data.records, data)
      },
      () => live && setAnswer((a) => ({ key, ...(a?.data ? { data: a.data } : {}), failed: true })),
    )
    return () => {
      live = false
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [api, query, key])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const state = answer?.key !== key ? 'loading' : answer.failed ? 'failed' : 'ready'
  return { page: answer?.data ? { state, data: answer.data } : { state }, reload }
}
