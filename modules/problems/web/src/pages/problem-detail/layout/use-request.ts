import { ApiCallError, useApi } from '@oj/sdk/web'
import { useCallback, useEffect, useState } from 'react'

import type { ApiRequest } from './routes.ts'

export interface Requested<T> {
  readonly state: 'idle' | 'loading' | 'ready' | 'failed'
  /** The latest data of the same request, kept while a reload runs or after it failed. */
  readonly data?: T
  readonly error?: string
  /** The envelope status of the failure (404 when the call's module is not there). */
  readonly status?: number
  readonly reload: () => void
}

interface Answer<T> {
  readonly key: string
  readonly same: string
  readonly data?: T
  readonly error?: string
  readonly status?: number
}

/**
 * GET `request` (nothing while it is undefined), again on each reload. Quiet: the caller shows the
 * failure where it belongs (the strip's note), no toast.
 */
export function useRequest<T>(request: ApiRequest | undefined): Requested<T> {
  const api = useApi()
  const [attempt, setAttempt] = useState(0)
  // The request by value, so a new object with the same call does not fetch again.
  const same = request ? JSON.stringify(request) : ''
  const key = `${same}#${attempt}`
  const [answer, setAnswer] = useState<Answer<T>>()
  useEffect(() => {
    if (!same) return
    const { path, query } = JSON.parse(same) as ApiRequest
    let live = true
    api.get<T>(path, query, { quiet: true }).then(
      (data) => live && setAnswer({ key, same, data }),
      (e: unknown) =>
        live &&
        setAnswer((a) => ({
          key,
          same,
          ...(a?.same === same && a.data !== undefined ? { data: a.data } : {}),
          error: e instanceof Error ? e.message : String(e),
          ...(e instanceof ApiCallError ? { status: e.status } : {}),
        })),
    )
    return () => {
      live = false
    }
  }, [api, same, key])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  if (!same) return { state: 'idle', reload }
  const mine = answer?.same === same ? answer : undefined
  const state = answer?.key !== key ? 'loading' : answer.error !== undefined ? 'failed' : 'ready'
  return {
    state,
    reload,
    ...(mine?.data !== undefined ? { data: mine.data } : {}),
    ...(state === 'failed' && mine?.error !== undefined ? { error: mine.error } : {}),
    ...(state === 'failed' && mine?.status !== undefined ? { status: mine.status } : {}),
  }
}
