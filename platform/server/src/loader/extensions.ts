import type { ExtensionPoint, ExtensionsShape, Provided } from '@oj/sdk/server'
import type { Effect } from 'effect'

import { StartupError } from '../startup-error.ts'
import type { AnyServerModule } from './order.ts'

/** The registry behind the Extensions service: empty until `fill` ran the contributions at start. */
export function openExtensions(): ExtensionsShape & {
  fill(
    modules: ReadonlyArray<AnyServerModule>,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    run: <A>(effect: Effect.Effect<A, never, any>) => Promise<A>,
  ): Promise<void>
} {
  const byPoint = new Map<string, Array<Provided<unknown>>>()
  return {
    get: <T>(point: ExtensionPoint<T>, key: string) =>
      byPoint.get(point.id)?.find((p) => p.key === key) as Provided<T> | undefined,
    all: <T>(point: ExtensionPoint<T>) => (byPoint.get(point.id) ?? []) as ReadonlyArray<Provided<T>>,
    async fill(modules, run) {
      for (const module of modules) {
        for (const contribution of module.contributes ?? []) {
          const list = byPoint.get(contribution.point.id) ?? []
          const taken = list.find((p) => p.key === contribution.key)
          if (taken) {
            throw new StartupError(
              `modules '${taken.module}' and '${module.id}' both provide '${contribution.key}' to ${contribution.point.id} (${contribution.point.description})`,
            )
          }
          const value = await run(contribution.make)
          list.push({ module: module.id, key: contribution.key, value })
          byPoint.set(contribution.point.id, list)
        }
      }
    },
  }
}
