import {
  type AnyEndpoint,
  apiQueryKey,
  type EndpointInput,
  type EndpointOutput,
  usePlatform,
} from '@oj/sdk/web'
import { keepPreviousData, type QueryKey, useQuery, type UseQueryResult } from '@tanstack/react-query'

interface PollState {
  /** Answers so far. */
  readonly updates: number
  /** The last ask failed. */
  readonly failed: boolean
}

export interface SourceQueryOptions<T> {
  readonly enabled?: boolean
  /** Keeps the last answer on screen while the next one loads (paged lists). */
  readonly keepPrevious?: boolean
  /**
   * Asks again after so many ms while it answers a number (a judging submission). Pure: it also
   * tells the page whether polling goes on (`polling`).
   */
  readonly refetchInterval?: (data: T | undefined, state: PollState) => number | false
}

export type SourceQuery<T> = UseQueryResult<T, Error> & {
  /** The answer is asked again (refetchInterval answers a number). */
  readonly polling: boolean
  /** Answers so far (for a poll budget that starts again, e.g. after a rejudge). */
  readonly updates: number
}

/**
 * A call of the owning module (a slot's `source`), in the query layer every React root shares: cached
 * by `key` (see sourceKey), one request for all who ask, loading and failed states, refetch.
 */
export function useSourceQuery<T>(
  key: QueryKey,
  ask: () => Promise<T>,
  options: SourceQueryOptions<T> = {},
): SourceQuery<T> {
  const { queryClient } = usePlatform()
  const interval = options.refetchInterval
  const result = useQuery<T, Error>(
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
  const updates = queryClient.getQueryState(key)?.dataUpdateCount ?? 0
  const polling =
    interval !== undefined &&
    options.enabled !== false &&
    interval(result.data, { updates, failed: result.isError }) !== false
  return { ...result, polling, updates }
}

/**
 * A problems call through its descriptor where `useApiQuery` is not enough: polling that counts its
 * answers. Cached under useApiQuery's key, so both share one answer.
 */
export function useCallQuery<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: SourceQueryOptions<EndpointOutput<E>> & { readonly quiet?: boolean } = {},
): SourceQuery<EndpointOutput<E>> {
  const { api } = usePlatform()
  const call = api.call as (e: AnyEndpoint, i: unknown, o: unknown) => Promise<EndpointOutput<E>>
  return useSourceQuery(
    apiQueryKey(endpoint, input ?? {}),
    () => call(endpoint, input, { quiet: options.quiet ?? false }),
    options,
  )
}
