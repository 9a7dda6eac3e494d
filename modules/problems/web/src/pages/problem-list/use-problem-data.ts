import type {
  ProblemListPage,
  ProblemListRow,
  TagsOfClassification,
  UserProblemStatusMap,
} from '@oj/problems-contract'
import { Routes } from '@oj/problems-contract'
import { useApi, useAuth } from '@oj/sdk/web'
import { useCallback, useEffect, useState } from 'react'

import { apiQuery, type ListFilters } from './filters.ts'

export interface Loaded<T> {
  readonly state: 'loading' | 'ready' | 'failed'
  /** The latest data received, also while the next request runs (or after it failed). */
  readonly data?: T
}

interface Answer<T> {
  /** Which request this answers; an answer to an older one means the current one is loading. */
  readonly key: string
  readonly data?: T
  readonly failed: boolean
}

/** GET on the API whenever `key` changes; the state is derived, so nothing is set synchronously. */
function useGet<T>(path: string, query: string, attempt: number): Loaded<T> {
  const api = useApi()
  const key = `${query}#${attempt}`
  const [answer, setAnswer] = useState<Answer<T>>()
  useEffect(() => {
    let live = true
    api.get<T>(path, JSON.parse(query) as Record<string, unknown>).then(
      (data) => live && setAnswer({ key, data, failed: false }),
      () => live && setAnswer((a) => ({ key, ...(a?.data ? { data: a.data } : {}), failed: true })),
    )
    return () => {
      live = false
    }
  }, [api, path, query, key])
  const state = answer?.key !== key ? 'loading' : answer.failed ? 'failed' : 'ready'
  return answer?.data ? { state, data: answer.data } : { state }
}

/** One page for the filters; the previous rows stay on screen while the next page loads. */
export function useProblemPage(filters: ListFilters): { page: Loaded<ProblemListPage>; reload: () => void } {
  const [attempt, setAttempt] = useState(0)
  // The query text is the dependency: a new but equal filters object must not refetch.
  const page = useGet<ProblemListPage>(Routes.problemList, JSON.stringify(apiQuery(filters)), attempt)
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { page, reload }
}

/** The product's own tags by classification, for the filter popovers; loaded once. */
export function useTagClassifications(): Loaded<ReadonlyArray<TagsOfClassification>> {
  return useGet<ReadonlyArray<TagsOfClassification>>(Routes.tagsAndClassification, '{}', 0)
}

/**
 * The logged-in user's status on each row (POST /get-user-problem-status), asked again when the page's
 * problems or the user change; undefined while anonymous, loading, or when the call failed.
 */
export function useProblemStatuses(
  rows: ReadonlyArray<ProblemListRow>,
): ReadonlyMap<number, number> | undefined {
  const api = useApi()
  const { loggedIn, user } = useAuth()
  const pids = rows.map((r) => r.pid).join(',')
  const key = loggedIn && pids ? `${user?.uid ?? ''}:${pids}` : ''
  const [answer, setAnswer] = useState<{ key: string; map: ReadonlyMap<number, number> }>()
  useEffect(() => {
    if (!key) return
    let live = true
    const pidList = pids.split(',').map(Number)
    api.post<UserProblemStatusMap>(Routes.userProblemStatus, { pidList }).then(
      (reply) =>
        live &&
        setAnswer({ key, map: new Map(Object.entries(reply).map(([pid, s]) => [Number(pid), s.status])) }),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api, key, pids])
  return key && answer?.key === key ? answer.map : undefined
}
