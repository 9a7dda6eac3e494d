import { type AnyEndpoint, endpointMethods } from '@oj/sdk'
import type { Router, RouteSpec } from '@oj/sdk/server'

import { StartupError } from '../startup-error.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** One route as declared by a module; its spec's services are the module's own. */
export interface RouteEntry {
  readonly owner: string
  readonly methods: ReadonlyArray<Method>
  /** Relative to /ojapi, starting with '/'. */
  readonly path: string
  // Each module's services differ; the runtime provides them all.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly spec: RouteSpec<any, any, any>
  /** The contract's descriptor, for routes served with `router.handle` (input and output schemas). */
  readonly endpoint?: AnyEndpoint
}

/** Runs a module's `routes(router)` and answers the routes it declared. */
export function collectRoutes<R>(owner: string, declare: (router: Router<R>) => void): Array<RouteEntry> {
  const entries: Array<RouteEntry> = []
  const add =
    (methods: ReadonlyArray<Method>) =>
    <I, A>(path: string, spec: RouteSpec<I, A, R>): void => {
      if (!path.startsWith('/')) {
        throw new StartupError(`module '${owner}' declares the route '${path}', which must start with '/'`)
      }
      entries.push({ owner, methods, path, spec })
    }
  declare({
    handle: (endpoint, spec) => {
      if (!endpoint.path.startsWith('/')) {
        throw new StartupError(
          `module '${owner}' serves the endpoint '${endpoint.path}', which must start with '/'`,
        )
      }
      entries.push({
        owner,
        methods: endpointMethods(endpoint),
        path: endpoint.path,
        spec: { auth: spec.auth, handler: spec.handler },
        endpoint,
      })
    },
    get: add(['GET']),
    post: add(['POST']),
    put: add(['PUT']),
    delete: add(['DELETE']),
    any: add(['GET', 'POST']),
  })
  return entries
}

/** Two modules answering the same method and path is a start-up error, not a silent override. */
export function assertNoClashes(entries: ReadonlyArray<RouteEntry>): void {
  const owners = new Map<string, string>()
  for (const entry of entries) {
    for (const method of entry.methods) {
      const key = `${method} /ojapi${entry.path}`
      const first = owners.get(key)
      if (first !== undefined) {
        const who = first === entry.owner ? `module '${first}' twice` : `both '${first}' and '${entry.owner}'`
        throw new StartupError(`The route ${key} is declared by ${who}`)
      }
      owners.set(key, entry.owner)
    }
  }
}
