import { useApi } from '@oj/sdk/web'
import { useCallback, useEffect, useState } from 'react'

import type { ProblemDetail } from './types.ts'

/** GET /get-problem-detail (shapes5.md). */
export const PROBLEM_DETAIL_PATH = '/get-problem-detail'

export interface LoadedDetail {
  readonly state: 'loading' | 'ready' | 'failed'
  /** The latest data; kept while a reload runs. */
  readonly data?: ProblemDetail
  readonly error?: string
}

interface Answer {
  readonly key: string
  readonly data?: ProblemDetail
  readonly error?: string
}

/** The problem by its display id; `reload` fetches it again (after a verdict). */
export function useProblemDetail(problemId: string): LoadedDetail & { readonly reload: () => void } {
  const api = useApi()
  const [attempt, setAttempt] = useState(0)
  const key = `${problemId}#${attempt}`
  const [answer, setAnswer] = useState<Answer>()
  useEffect(() => {
    let live = true
    api.get<ProblemDetail>(PROBLEM_DETAIL_PATH, { problemId }).then(
      (data) => live && setAnswer({ key, data }),
      (e: unknown) =>
        live &&
        setAnswer((a) => ({
          key,
          ...(a?.data && a.data.problem.problemId === problemId ? { data: a.data } : {}),
          error: e instanceof Error ? e.message : String(e),
        })),
    )
    return () => {
      live = false
    }
  }, [api, problemId, key])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const state = answer?.key !== key ? 'loading' : answer.error !== undefined ? 'failed' : 'ready'
  return {
    state,
    reload,
    ...(answer?.data ? { data: answer.data } : {}),
    ...(answer?.error !== undefined ? { error: answer.error } : {}),
  }
}
