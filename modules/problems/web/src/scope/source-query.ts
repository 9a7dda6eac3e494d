import { usePlatform } from '@oj/sdk/web'
import { keepPreviousData, type QueryKey, useQuery, type UseQueryResult } from '@tanstack/react-query'

export interface SourceQueryOptions<T> {
  readonly enabled?: boolean
  /** Keeps the last answer on screen while the next one loads (paged lists). */
  readonly keepPrevious?: boolean
  /**
   * Asks again after so many ms while it answers a number (a judging submission); `updates` counts
   * the answers so far, `failed` says the last ask failed.
   */
  readonly refetchInterval?: (data: T | undefined, state: PollState) => number | false
}

export interface PollState {
  readonly updates: number
  readonly failed: boolean
}

/**
 * A call of the owning module (a slot's `source`), in the query layer every React root shares: cached
 * by `key` (see sourceKey), one request for all who ask, loading and failed states, refetch.
 */
export function useSourceQuery<T>(
  key: QueryKey,
  ask: () => Promise<T>,
  options: SourceQueryOptions<T> = {},
): UseQueryResult<T, Error> {
  const { queryClient } = usePlatform()
  const interval = options.refetchInterval
  return useQuery<T, Error>(
    {
      queryKey: key,
      queryFn: ask,
      ...(options.enabled !== undefined ? { enabled: options.enabled } : {}),
      ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
      ...(interval
        ? {
            refetchInterval: (query) =>
              interval(query.state.data, {
                updates: query.state.dataUpdateCount,
                failed: query.state.status === 'error',
              }),
          }
        : {}),
    },
    queryClient,
  )
}
