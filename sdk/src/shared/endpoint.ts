import type { Schema } from 'effect'

import { API_PREFIX } from './modules.ts'

// An endpoint is one /ojapi call as its contract declares it: method, path, input and output schema.
// The server handles it (`router.handle`), the browser client is typed by it (`api.call`), and the
// OpenAPI document is generated from it.
//
// The schemas are Effect Schemas, loaded lazily: a descriptor only holds a function that imports
// them. Web code imports descriptors for their method, path and types, and the browser never runs
// (nor downloads) the schemas; `effect` stays out of the first load (ADR 0004).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** What an endpoint's schemas are: the decoded input of the request, the `data` of the reply. */
export interface EndpointSchemas<In extends Schema.Top, Out extends Schema.Top> {
  /** Decodes the merged query (GET, DELETE) or JSON body (POST, PUT) of the request. */
  readonly input: In
  /**
   * The reply's `data` as sent on the wire (the type and the JSON are the same shape). For a raw
   * endpoint it documents nothing and is `Schema.Unknown`.
   */
  readonly output: Out
}

export interface Endpoint<In extends Schema.Top = Schema.Top, Out extends Schema.Top = Schema.Top> {
  /** The method our client uses. */
  readonly method: HttpMethod
  /** More methods the server accepts for compatibility (HOJ's clients send GET where we want POST). */
  readonly also: ReadonlyArray<HttpMethod>
  /** Relative to `base`, starting with '/'; `:name` segments are filled from the input's field `name`. */
  readonly path: string
  /**
   * Where the endpoint is served: `/ojapi` (HOJ's API, the envelope `{status, msg, data}`), or another
   * prefix for an API of another shape (`/api`: the ICPC Contest API), whose replies are `data` itself
   * and whose errors are `{code, message}`. Auth, input decoding and reply checks are the same.
   */
  readonly base: string
  /** One line for the API docs. */
  readonly summary: string
  /**
   * The reply is not the JSON envelope: a file, an image or an event stream the handler answers
   * as a `Response` of its own.
   */
  readonly raw: boolean
  /**
   * The request is a multipart form whose file fields the server streams to disk, up to this many
   * bytes in all (instead of the usual body limit): the handler gets each file as an `UploadedFile`
   * (its path, name and size), removed once the handler is done. Undefined for every other call.
   */
  readonly upload: number | undefined
  /** Loads the schemas (once; the promise is kept). */
  readonly schemas: () => Promise<EndpointSchemas<In, Out>>
}

/** Any endpoint, whatever its schemas (collections of descriptors, the server's route table). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any>

/** What the client sends: the input schema's encoded side. */
export type EndpointInput<E> = E extends Endpoint<infer In, Schema.Top> ? In['Encoded'] : never
/** What the handler receives: the input schema's decoded side. */
export type EndpointArgs<E> = E extends Endpoint<infer In, Schema.Top> ? In['Type'] : never
/** The reply's `data`. */
export type EndpointOutput<E> = E extends Endpoint<Schema.Top, infer Out> ? Out['Type'] : never

export interface EndpointOptions {
  readonly summary: string
  readonly also?: ReadonlyArray<HttpMethod>
  readonly raw?: boolean
  /** A streamed multipart upload of at most this many bytes (see `Endpoint.upload`). */
  readonly upload?: number
  /** The prefix the path is served under (default `/ojapi`, see `Endpoint.base`). */
  readonly base?: string
}

/**
 * Declares an endpoint. `load` imports the contract's schema module (the same function for every
 * endpoint of a contract file, so the module is fetched once); `pick` names its input and output.
 *
 * ```ts
 * const schemas = () => import('./schemas.ts')
 * export const problemList = endpoint('GET', '/get-problem-list', schemas,
 *   (s) => ({ input: s.ProblemListQuery, output: s.ProblemListPage }), { summary: 'A page of the problem bank' })
 * ```
 */
export function endpoint<M, In extends Schema.Top, Out extends Schema.Top>(
  method: HttpMethod,
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => EndpointSchemas<In, Out>,
  options: EndpointOptions,
): Endpoint<In, Out> {
  let loaded: Promise<EndpointSchemas<In, Out>> | undefined
  return {
    method,
    also: options.also ?? [],
    path,
    base: options.base ?? API_PREFIX,
    summary: options.summary,
    raw: options.raw ?? false,
    upload: options.upload,
    schemas: () => (loaded ??= load().then(pick)),
  }
}

/** Every method the server answers an endpoint on. */
export const endpointMethods = (e: AnyEndpoint): ReadonlyArray<HttpMethod> => [
  e.method,
  ...e.also.filter((m) => m !== e.method),
]

/** The `:name` parameters of a path, in order. */
export const pathParams = (path: string): ReadonlyArray<string> =>
  [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string)

/** A file of a streamed upload (`Endpoint.upload`), as the handler gets it: already on disk. */
export interface UploadedFile {
  readonly kind: 'uploaded-file'
  /** Where the server put it; removed after the handler. */
  readonly path: string
  /** The name the browser gave it. */
  readonly name: string
  readonly size: number
  readonly type: string
}

export const isUploadedFile = (u: unknown): u is UploadedFile =>
  typeof u === 'object' && u !== null && (u as { kind?: unknown }).kind === 'uploaded-file'
