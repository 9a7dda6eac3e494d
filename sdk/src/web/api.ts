// The /ojapi client: headers of the session protocol, query encoding, a 90 s timeout, the reply envelope
// and the error catalogue of spec 1 §8. What happens after a failure (toast, login dialog, role refresh)
// is the platform's business: the client reports it through `onFailure` and rejects.
import type { AnyEndpoint, EndpointInput, EndpointOutput } from '../shared/endpoint.ts'
import { AUTH_HEADER, REFRESH_TOKEN_HEADER, URL_TYPE_HEADER } from '../shared/envelope.ts'
import { API_PREFIX } from '../shared/modules.ts'
import type { SdkMessageId } from './messages.ts'
import { ApiCallError, type ApiClient } from './platform.ts'

export const REQUEST_TIMEOUT_MS = 90_000

export type Query = Readonly<Record<string, unknown>>

/** `?a=1&b=x&b=y`: arrays repeat the key, objects are sent as JSON, null and undefined are left out. */
export function encodeQuery(query?: Query): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** A call to an admin path is sent with `Url-Type: admin` and fails towards the admin login. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/')
}

export type Verdict<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly status: number; readonly message: string; readonly data: unknown }

function isEnvelope(body: unknown): body is { status?: unknown; msg?: unknown; data?: unknown } {
  return typeof body === 'object' && body !== null && !(body instanceof Blob) && 'status' in body
}

/**
 * Reads one reply: an envelope whose status is neither 200 nor absent is an error, and so is an HTTP
 * error without an envelope. Anything else (a blob, a plain body) passes through.
 */
export function readReply<T>(
  httpStatus: number,
  body: unknown,
  text: (id: SdkMessageId) => string,
  admin = false,
): Verdict<T> {
  const envelope = isEnvelope(body) && typeof body.status === 'number' ? body : undefined
  const status = envelope ? (envelope.status as number) : httpStatus >= 400 ? httpStatus : 200
  if (status === 200) return { ok: true, data: (envelope ? (envelope.data ?? null) : body) as T }
  const msg = envelope && typeof envelope.msg === 'string' && envelope.msg.trim() ? envelope.msg : undefined
  const message =
    status === 404
      ? text('sdk.error.notFound')
      : (msg ??
        (status === 401
          ? text(admin ? 'sdk.error.adminLogin' : 'sdk.error.loginFirst')
          : status === 403
            ? text('sdk.error.forbidden')
            : text('sdk.error.server')))
  return { ok: false, status, message, data: envelope ? (envelope.data ?? null) : null }
}

export interface ApiFailure {
  /** 'status': the server answered with an error; 'timeout' and 'network': no answer. */
  readonly kind: 'status' | 'timeout' | 'network'
  /** The envelope (or HTTP) status; 0 when there was no answer. */
  readonly status: number
  readonly message: string
  readonly admin: boolean
  readonly path: string
  /** The token the call was sent with (none for a visitor's): a 401 speaks of that session only. */
  readonly sentToken?: string
}

export interface ApiClientOptions {
  readonly base?: string
  readonly fetch?: typeof globalThis.fetch
  readonly timeoutMs?: number
  readonly token: () => string | undefined
  /** A reply carried `Refresh-Token: true` and a new token in `Authorization`. */
  readonly onRenewToken?: (token: string) => void
  readonly text: (id: SdkMessageId) => string
  readonly onFailure?: (failure: ApiFailure) => void
}

export interface ApiReply<T> {
  readonly data: T
  readonly headers: Headers
}

export interface RequestOptions {
  readonly query?: Query
  readonly body?: unknown
  /** Leave the failure to the caller: no onFailure report (the call still rejects). */
  readonly quiet?: boolean
}

export interface HttpApiClient extends ApiClient {
  /** `call`, answering the reply's headers too (the frame's login reads the token from them, as HOJ sends it). */
  callWithHeaders<E extends AnyEndpoint>(
    endpoint: E,
    input?: EndpointInput<E>,
    options?: { readonly quiet?: boolean },
  ): Promise<ApiReply<EndpointOutput<E>>>
}

const TOKENLESS = new Set(['/login', '/admin/login'])

/**
 * An input object holding a file (an upload's `image`) goes as multipart/form-data, the way a
 * server reads files; anything else as JSON.
 */
function asBody(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || input instanceof FormData || input instanceof Blob)
    return input
  const entries = Object.entries(input as Record<string, unknown>)
  if (!entries.some(([, value]) => value instanceof Blob)) return input
  const form = new FormData()
  for (const [key, value] of entries) {
    if (value instanceof Blob) form.append(key, value)
    else if (value !== undefined && value !== null) form.append(key, String(value))
  }
  return form
}

/** Fills `:name` segments of a path from the input's fields, which then leave the input. */
function fillPath(path: string, input: unknown): { path: string; rest: unknown } {
  if (!path.includes(':') || typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { path, rest: input }
  }
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) }
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = rest[name]
    delete rest[name]
    return encodeURIComponent(String(value ?? ''))
  })
  return { path: filled, rest }
}

export function createApiClient(options: ApiClientOptions): HttpApiClient {
  const base = options.base ?? API_PREFIX
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiReply<T>> {
    const admin = isAdminPath(path)
    const headers = new Headers({
      [URL_TYPE_HEADER]: admin ? 'admin' : 'general',
      Accept: 'application/json',
    })
    const token = options.token()
    const sent = token && !TOKENLESS.has(path) ? token : undefined
    if (sent) headers.set(AUTH_HEADER, sent)
    const fail = (kind: ApiFailure['kind'], status: number, message: string, data: unknown = null): never => {
      if (!opts.quiet)
        options.onFailure?.({ kind, status, message, admin, path, ...(sent ? { sentToken: sent } : {}) })
      throw new ApiCallError(status, message, data)
    }
    let body: BodyInit | undefined
    if (opts.body instanceof FormData || opts.body instanceof Blob) body = opts.body
    else if (opts.body !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(opts.body)
    }

    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
    let response: Response
    let payload: unknown
    try {
      response = await doFetch(`${base}${path}${encodeQuery(opts.query)}`, {
        method,
        headers,
        body,
        signal: controller.signal,
        credentials: 'same-origin',
      })
      const type = response.headers.get('Content-Type') ?? ''
      payload = type.includes('json') ? await response.json().catch(() => undefined) : await response.blob()
    } catch {
      return fail(
        timedOut ? 'timeout' : 'network',
        0,
        options.text(timedOut ? 'sdk.error.timeout' : 'sdk.error.network'),
      )
    } finally {
      clearTimeout(timer)
    }

    const renewed = response.headers.get(AUTH_HEADER)
    if (renewed && response.headers.get(REFRESH_TOKEN_HEADER) === 'true') options.onRenewToken?.(renewed)

    const verdict = readReply<T>(response.status, payload, options.text, admin)
    if (!verdict.ok) return fail('status', verdict.status, verdict.message, verdict.data)
    return { data: verdict.data, headers: response.headers }
  }

  const endpointRequest = <T>(endpoint: AnyEndpoint, input: unknown, quiet: boolean | undefined) => {
    const { path, rest } = fillPath(endpoint.path, input)
    const options = quiet ? { quiet } : {}
    return endpoint.method === 'GET' || endpoint.method === 'DELETE'
      ? request<T>(endpoint.method, path, { query: rest as Query | undefined, ...options })
      : request<T>(endpoint.method, path, { body: asBody(rest ?? {}), ...options })
  }
  return {
    call: (endpoint: AnyEndpoint, input?: unknown, opts?: { readonly quiet?: boolean }) =>
      endpointRequest(endpoint, input, opts?.quiet).then((reply) => reply.data as never),
    callWithHeaders: (endpoint, input, opts) => endpointRequest(endpoint, input, opts?.quiet),
  }
}
