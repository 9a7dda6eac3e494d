import { useApi } from '@oj/sdk/web'
import { useCallback, useEffect, useState } from 'react'

export interface Loaded<T> {
  readonly state: 'loading' | 'ready' | 'failed'
  /** The latest data received, also while the next request runs (or after it failed). */
  readonly data?: T
  /** Asks again (the Refresh buttons). */
  readonly reload: () => void
}

interface Answer<T> {
  /** Which request this answers; an answer to an older one means the current one is loading. */
  readonly key: string
  readonly data?: T
  readonly failed: boolean
}

/**
 * GET on the API whenever the path, the query or a reload changes; `skip` sends nothing (a part for
 * logged-in users only). The state is derived from the answer's key, so nothing is set synchronously.
 */
export function useGet<T>(
  path: string,
  query: Readonly<Record<string, unknown>> = {},
  skip = false,
): Loaded<T> {
  const api = useApi()
  const [attempt, setAttempt] = useState(0)
  const text = JSON.stringify(query)
  const key = `${path}${text}#${attempt}`
  const [answer, setAnswer] = useState<Answer<T>>()
  useEffect(() => {
    if (skip) return
    let live = true
    api.get<T>(path, JSON.parse(text) as Record<string, unknown>).then(
      (data) => live && setAnswer({ key, data, failed: false }),
      // The API client has already shown the failure; the part keeps what it had.
      () =>
        live && setAnswer((a) => ({ key, ...(a?.data !== undefined ? { data: a.data } : {}), failed: true })),
    )
    return () => {
      live = false
    }
  }, [api, path, text, key, skip])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const state = answer?.key !== key ? 'loading' : answer.failed ? 'failed' : 'ready'
  return answer?.data !== undefined ? { state, data: answer.data, reload } : { state, reload }
}
