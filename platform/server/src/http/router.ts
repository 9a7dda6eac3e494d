import { type AnyEndpoint, endpointMethods, type HttpMethod } from '@oj/sdk'
import type { HandlerSpec, Router } from '@oj/sdk/server'

import { StartupError } from '../startup-error.ts'

/** One route a module serves: an endpoint of its contract and the module's handler for it. */
export interface RouteEntry {
  readonly owner: string
  readonly methods: ReadonlyArray<HttpMethod>
  /** The prefix it is served under: /ojapi, or another API's (the endpoint's `base`). */
  readonly base: string
  /** Relative to `base`, starting with '/'. */
  readonly path: string
  // Each module's services differ; the runtime provides them all.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly spec: HandlerSpec<AnyEndpoint, any>
  /** The contract's descriptor: method, path, input and output schemas. */
  readonly endpoint: AnyEndpoint
}

/** Runs a module's `routes(router)` and answers the routes it declared. */
export function collectRoutes<R>(owner: string, declare: (router: Router<R>) => void): Array<RouteEntry> {
  const entries: Array<RouteEntry> = []
  declare({
    handle: (endpoint, spec) => {
      if (!endpoint.path.startsWith('/') || !/^\/[a-z][a-z0-9-]*$/.test(endpoint.base)) {
        throw new StartupError(
          `module '${owner}' serves the endpoint '${endpoint.base}${endpoint.path}': the path must start with '/' and the base be one segment like '/api'`,
        )
      }
      entries.push({
        owner,
        methods: endpointMethods(endpoint),
        base: endpoint.base,
        path: endpoint.path,
        spec,
        endpoint,
      })
    },
  })
  return entries
}

/** Two modules answering the same method and path is a start-up error, not a silent override. */
export function assertNoClashes(entries: ReadonlyArray<RouteEntry>): void {
  const owners = new Map<string, string>()
  for (const entry of entries) {
    for (const method of entry.methods) {
      const key = `${method} ${entry.base}${entry.path}`
      const first = owners.get(key)
      if (first !== undefined) {
        const who = first === entry.owner ? `module '${first}' twice` : `both '${first}' and '${entry.owner}'`
        throw new StartupError(`The route ${key} is declared by ${who}`)
      }
      owners.set(key, entry.owner)
    }
  }
}
