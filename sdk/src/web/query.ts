// The one data-fetching layer of the web: TanStack Query over the typed client. Every React root of
// the page (frame and remotes) shares one cache, so two parts asking the same call share one request.
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  type UseMutationResult,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query'

import type { AnyEndpoint, EndpointInput, EndpointOutput } from '../shared/endpoint.ts'
import { getPlatform } from './install.ts'
import type { ApiCallError } from './platform.ts'

/** The cache key of a call: the endpoint and its input. Invalidate by endpoint with `[..., path]`. */
export const apiQueryKey = (endpoint: AnyEndpoint, input?: unknown): QueryKey =>
  input === undefined ? ['ojapi', endpoint.path] : ['ojapi', endpoint.path, input]

export interface ApiQueryOptions<T> {
  /** false: send nothing yet (a part for logged-in users only, an id not known yet). */
  readonly enabled?: boolean
  /** The part shows the failure itself (LoadError): no toast. */
  readonly quiet?: boolean
  /** Keeps showing the last page while the next one loads (paged lists, filters). */
  readonly keepPrevious?: boolean
  /** Asks again every so many ms (the spec's auto refresh). */
  readonly refetchInterval?: number | false | ((data: T | undefined) => number | false)
  /** How long an answer counts as fresh (ms); default 5 s. */
  readonly staleTime?: number
  /**
   * An answer good for one use only (a captcha, a slide puzzle): never shown again once the part
   * that asked is gone, so the next one to ask gets a new one. `refetch()` asks for another.
   */
  readonly once?: boolean
}

/** GET (or any read) of an endpoint, cached and shared: `data`, `isPending`, `isError`, `refetch()`. */
export function useApiQuery<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: ApiQueryOptions<EndpointOutput<E>> = {},
): UseQueryResult<EndpointOutput<E>, ApiCallError> {
  const platform = getPlatform()
  return useQuery<EndpointOutput<E>, ApiCallError>(
    {
      queryKey: apiQueryKey(endpoint, input ?? {}),
      queryFn: () =>
        (platform.api.call as (e: AnyEndpoint, i: unknown, o: unknown) => Promise<EndpointOutput<E>>)(
          endpoint,
          input,
          { quiet: options.quiet ?? false },
        ),
      ...(options.enabled !== undefined ? { enabled: options.enabled } : {}),
      ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
      ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
      ...(options.once ? { gcTime: 0, staleTime: Number.POSITIVE_INFINITY } : {}),
      ...(options.refetchInterval !== undefined
        ? {
            refetchInterval:
              typeof options.refetchInterval === 'function'
                ? (query: { state: { data: EndpointOutput<E> | undefined } }) =>
                    (options.refetchInterval as (d: EndpointOutput<E> | undefined) => number | false)(
                      query.state.data,
                    )
                : options.refetchInterval,
          }
        : {}),
    },
    platform.queryClient,
  )
}

export interface ApiMutationOptions<E extends AnyEndpoint> {
  /** Endpoints whose cached answers are stale once this call succeeded. */
  readonly invalidates?: ReadonlyArray<AnyEndpoint>
  readonly quiet?: boolean
  readonly onSuccess?: (data: EndpointOutput<E>, input: EndpointInput<E>) => void
}

/** A call that changes something: `mutate(input)` / `mutateAsync(input)`, `isPending`, `error`. */
export function useApiMutation<E extends AnyEndpoint>(
  endpoint: E,
  options: ApiMutationOptions<E> = {},
): UseMutationResult<EndpointOutput<E>, ApiCallError, EndpointInput<E>> {
  const platform = getPlatform()
  const client = useQueryClient(platform.queryClient)
  return useMutation<EndpointOutput<E>, ApiCallError, EndpointInput<E>>(
    {
      mutationFn: (input) =>
        (platform.api.call as (e: AnyEndpoint, i: unknown, o: unknown) => Promise<EndpointOutput<E>>)(
          endpoint,
          input,
          { quiet: options.quiet ?? false },
        ),
      onSuccess: async (data, input) => {
        await Promise.all(
          (options.invalidates ?? []).map((e) => client.invalidateQueries({ queryKey: apiQueryKey(e) })),
        )
        options.onSuccess?.(data, input)
      },
    },
    platform.queryClient,
  )
}
