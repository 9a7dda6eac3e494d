import { Effect } from 'effect'

import { localDate } from './days.ts'

/**
 * Memoises `build` for `ttlMs` in this process (HOJ keeps the week's statistics in Redis for a
 * while). A new local day, or `forceRefresh`, rebuilds at once; a failed build is not kept.
 */
export function cachedFor<A, E, R>(
  ttlMs: number,
  build: (now: Date) => Effect.Effect<A, E, R>,
  clock: () => Date = () => new Date(),
): (forceRefresh: boolean) => Effect.Effect<A, E, R> {
  let entry: { readonly value: A; readonly builtAt: number; readonly day: string } | undefined
  return (forceRefresh) =>
    Effect.suspend(() => {
      const now = clock()
      const fresh =
        entry !== undefined && now.getTime() - entry.builtAt < ttlMs && entry.day === localDate(now)
      if (entry !== undefined && fresh && !forceRefresh) return Effect.succeed(entry.value)
      return build(now).pipe(
        Effect.tap((value) =>
          Effect.sync(() => {
            entry = { value, builtAt: now.getTime(), day: localDate(now) }
          }),
        ),
      )
    })
}
