import type { RankPage } from '@oj/problems-contract'
import { RankRoutes } from '@oj/problems-contract'
import { useApi } from '@oj/sdk/web'
import { useCallback, useEffect, useState } from 'react'

export interface RankQuery {
  readonly type: number
  readonly searchUser: string
  readonly currentPage: number
  readonly limit: number
}

export interface LoadedRanks {
  readonly state: 'loading' | 'ready' | 'failed'
  /** The latest page received, also while the next request runs (or after it failed). */
  readonly data?: RankPage
}

interface Answer {
  readonly key: string
  readonly data?: RankPage
  readonly failed: boolean
}

/** GET /get-rank-list whenever the query changes; the previous rows stay while the next page loads. */
export function useRankPage(query: RankQuery): { page: LoadedRanks; reload: () => void } {
  const api = useApi()
  const [attempt, setAttempt] = useState(0)
  const params = JSON.stringify({
    type: query.type,
    currentPage: query.currentPage,
    limit: query.limit,
    ...(query.searchUser ? { searchUser: query.searchUser } : {}),
  })
  const key = `${params}#${attempt}`
  const [answer, setAnswer] = useState<Answer>()
  useEffect(() => {
    let live = true
    api.get<RankPage>(RankRoutes.rankList, JSON.parse(params) as Record<string, unknown>).then(
      (data) => live && setAnswer({ key, data, failed: false }),
      () => live && setAnswer((a) => ({ key, ...(a?.data ? { data: a.data } : {}), failed: true })),
    )
    return () => {
      live = false
    }
  }, [api, params, key])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const state = answer?.key !== key ? 'loading' : answer.failed ? 'failed' : 'ready'
  return { page: answer?.data ? { state, data: answer.data } : { state }, reload }
}
