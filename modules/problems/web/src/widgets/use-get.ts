import { useApi } from '@oj/sdk/web'
import { useCallback, useEffect, useState } from 'react'

export interface Loaded<T> {
  readonly state: 'loading' | 'ready' | 'failed'
  /** The latest data received, also while the next request runs (or after it failed). */
  readonly data?: T
}

interface Answer<T> {
  readonly key: string
  readonly data?: T
  readonly failed: boolean
}

/**
 * GET on the API, again on each `reload(query)`: the reload's query is sent once (the force refresh of
 * the statistics), then the plain one. The state is derived from the answer's key.
 */
export function useGet<T>(
  path: string,
): Loaded<T> & { readonly reload: (query?: Readonly<Record<string, unknown>>) => void } {
  const api = useApi()
  const [request, setRequest] = useState<{ n: number; query: Readonly<Record<string, unknown>> }>({
    n: 0,
    query: {},
  })
  const key = `${path}#${request.n}`
  const [answer, setAnswer] = useState<Answer<T>>()
  useEffect(() => {
    let live = true
    api.get<T>(path, request.query).then(
      (data) => live && setAnswer({ key, data, failed: false }),
      // The API client has shown the failure; the widget keeps what it had.
      () =>
        live && setAnswer((a) => ({ key, ...(a?.data !== undefined ? { data: a.data } : {}), failed: true })),
    )
    return () => {
      live = false
    }
  }, [api, path, request, key])
  const reload = useCallback(
    (query: Readonly<Record<string, unknown>> = {}) => setRequest((r) => ({ n: r.n + 1, query })),
    [],
  )
  const state = answer?.key !== key ? 'loading' : answer.failed ? 'failed' : 'ready'
  return answer?.data !== undefined ? { state, data: answer.data, reload } : { state, reload }
}
