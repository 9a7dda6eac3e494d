import { type AllCaseResult, Routes, type SubmissionDetail } from '@oj/problems-contract'
import { useApi } from '@oj/sdk/web'
import { useCallback, useEffect, useState } from 'react'

import { isInProgress, MAX_POLLS, POLL_INTERVAL_MS } from '../status/polling.ts'

export interface DetailState {
  readonly state: 'loading' | 'ready' | 'failed'
  readonly detail?: SubmissionDetail
  readonly cases?: AllCaseResult
}

interface Answer {
  readonly key: string
  readonly detail?: SubmissionDetail
  readonly cases?: AllCaseResult
  readonly failed: boolean
}

/**
 * The submission and, once it is final, its case results. While it is in progress the detail is
 * read again every 2 s, at most 30 times; any error stops the polling (spec 1 §4).
 */
export function useSubmissionDetail(submitId: number): DetailState & { readonly reload: () => void } {
  const api = useApi()
  const [attempt, setAttempt] = useState(0)
  const key = `${submitId}#${attempt}`
  const [answer, setAnswer] = useState<Answer>()

  useEffect(() => {
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    let polls = 0
    const load = () => {
      api.get<SubmissionDetail>(Routes.submissionDetail, { submitId }).then(
        (detail) => {
          if (!live) return
          if (isInProgress(detail.submission.status)) {
            setAnswer({ key, detail, failed: false })
            if (polls < MAX_POLLS) {
              polls += 1
              timer = setTimeout(load, POLL_INTERVAL_MS)
            }
            return
          }
          api.get<AllCaseResult>(Routes.allCaseResult, { submitId }).then(
            (cases) => live && setAnswer({ key, detail, cases, failed: false }),
            () => live && setAnswer({ key, detail, failed: false }),
          )
        },
        () => live && setAnswer((a) => ({ ...a, key, failed: true })),
      )
    }
    load()
    return () => {
      live = false
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [api, submitId, key])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const state = answer?.key !== key ? 'loading' : answer.failed ? 'failed' : 'ready'
  return {
    state,
    ...(answer?.detail ? { detail: answer.detail } : {}),
    ...(answer?.cases ? { cases: answer.cases } : {}),
    reload,
  }
}
