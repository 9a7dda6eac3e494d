import { Context, Effect } from 'effect'

import type { ExtensionPoint } from '../shared/extension-point.ts'
import type { PlatformServices } from './module.ts'

export { defineExtensionPoint, type ExtensionPoint } from '../shared/extension-point.ts'

// Extension points: a service one module declares in its contract and other modules provide, each
// under a key (the problems module's submission scopes: 'cid' by contests, 'tid' by training, 'gid'
// by groups). Nobody imports another module's server code: the declaring module asks the platform
// for the contribution by key, and a missing one is a clear answer, not a crash.

/** One module's contribution to a point, under a key; `make` runs once at start, with the module's services. */
export interface Contribution<R> {
  readonly point: Pick<ExtensionPoint<unknown>, 'id' | 'description'>
  readonly key: string
  readonly make: Effect.Effect<unknown, never, R | PlatformServices>
}

/** Contributes `value` (or what `make` builds from the module's services) to a point under `key`. */
export function contribute<T, R = never>(
  point: ExtensionPoint<T>,
  key: string,
  make: Effect.Effect<T, never, R | PlatformServices> | T,
): Contribution<R> {
  return {
    point: { id: point.id, description: point.description },
    key,
    make: Effect.isEffect(make)
      ? (make as Effect.Effect<unknown, never, R | PlatformServices>)
      : Effect.succeed(make),
  }
}

export interface Provided<T> {
  /** The module that contributed it. */
  readonly module: string
  readonly key: string
  readonly value: T
}

export interface ExtensionsShape {
  /** The contribution to `point` under `key`, when an enabled module made one. */
  readonly get: <T>(point: ExtensionPoint<T>, key: string) => Provided<T> | undefined
  /** Every contribution to `point`, in module start order. */
  readonly all: <T>(point: ExtensionPoint<T>) => ReadonlyArray<Provided<T>>
}
export class Extensions extends Context.Service<Extensions, ExtensionsShape>()('platform/Extensions') {}
