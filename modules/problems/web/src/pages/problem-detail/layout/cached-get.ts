// A GET whose promise React can `use()` (the problem page's statement suspends while it loads, and a
// server render awaits it). Promises are kept per API client and key while a page shows them.
import { ApiCallError, type ApiClient } from '@oj/sdk/web'

import type { ApiRequest } from './routes.ts'

export type Outcome<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly error: string; readonly status?: number }

interface Entry {
  readonly promise: Promise<Outcome<unknown>>
  pins: number
}

/** Unpinned entries beyond this many (pages left while loading) are dropped, oldest first. */
const MAX_ENTRIES = 32
const caches = new WeakMap<ApiClient, Map<string, Entry>>()

function cacheOf(api: ApiClient): Map<string, Entry> {
  let cache = caches.get(api)
  if (!cache) caches.set(api, (cache = new Map()))
  return cache
}

/**
 * The one promise of `key` (a request and its attempt number); it never rejects. Quiet: the page
 * shows the failure itself, with Retry.
 */
export function cachedGet<T>(api: ApiClient, key: string, request: ApiRequest): Promise<Outcome<T>> {
  const cache = cacheOf(api)
  let entry = cache.get(key)
  if (!entry) {
    const promise = api.get<T>(request.path, request.query, { quiet: true }).then(
      (data): Outcome<T> => ({ ok: true, data }),
      (e: unknown): Outcome<T> => ({
        ok: false,
        error: e instanceof Error ? e.message : String(e),
        ...(e instanceof ApiCallError ? { status: e.status } : {}),
      }),
    )
    entry = { promise, pins: 0 }
    cache.set(key, entry)
    for (const [old, value] of cache) {
      if (cache.size <= MAX_ENTRIES) break
      if (value.pins === 0 && old !== key) cache.delete(old)
    }
  }
  return entry.promise as Promise<Outcome<T>>
}

/**
 * Keeps `key` while a mounted page shows it; the returned release lets it go (on the next task, so a
 * release followed at once by a new pin, as React's strict mode does, keeps it).
 */
export function pin(api: ApiClient, key: string): () => void {
  const cache = cacheOf(api)
  const entry = cache.get(key)
  if (!entry) return () => {}
  entry.pins += 1
  return () => {
    entry.pins -= 1
    setTimeout(() => {
      if (entry.pins === 0 && cache.get(key) === entry) cache.delete(key)
    }, 0)
  }
}
