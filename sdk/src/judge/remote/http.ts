import { RemoteDown, RemoteRateLimited } from './errors.ts'
import { type HtmlNode, parseHtml } from './html.ts'

/**
 * The HTTP client an adapter talks to its site with: one per account (its own cookies), every
 * request against the site's base URL, bounded in time, and the site's troubles said as typed
 * errors, so that an adapter only reads pages:
 * - no answer, a refused connection, or no answer within the timeout: RemoteDown;
 * - HTTP 429: RemoteRateLimited (with Retry-After when the site gave one);
 * - HTTP 5xx: RemoteDown;
 * - anything else (2xx, 3xx with redirect 'manual', 4xx) is the adapter's to read.
 * Redirects are followed by hand (up to 5), keeping the cookies each one sets.
 */
export interface RemoteRequest {
  readonly query?: Readonly<Record<string, string | number | undefined>>
  readonly headers?: Readonly<Record<string, string>>
  /** An application/x-www-form-urlencoded body. */
  readonly form?: Readonly<Record<string, string>>
  /** A multipart/form-data body (fields only). */
  readonly multipart?: Readonly<Record<string, string>>
  /** A JSON body. */
  readonly json?: unknown
  /** 'manual': a 3xx is answered as it is (its Location header says where). Default 'follow'. */
  readonly redirect?: 'follow' | 'manual'
}

export interface RemoteResponse {
  readonly status: number
  /** The URL that answered (after redirects). */
  readonly url: string
  readonly headers: Headers
  /** The body, decoded by the charset the site names (UTF-8, GBK, ...). */
  readonly text: string
  /** The body as JSON; RemoteDown when it is not JSON (the site sent an error page instead). */
  json<T = unknown>(): T
  /** The body as an HTML document. */
  html(): HtmlNode
}

export interface RemoteHttp {
  readonly baseUrl: string
  get(path: string, request?: RemoteRequest): Promise<RemoteResponse>
  post(path: string, request?: RemoteRequest): Promise<RemoteResponse>
  /** A cookie the site set, by name. */
  cookie(name: string): string | undefined
  setCookie(name: string, value: string): void
  /** A header sent with every later request (a token the site answered at login), or none (undefined). */
  header(name: string, value: string | undefined): void
}

/**
 * What a client remembers between requests: the site's cookies and the headers set with `header`.
 * Kept per account, so that the contexts of its tasks (each with the task's own signal) share one
 * login.
 */
export interface RemoteJar {
  readonly cookies: Map<string, string>
  readonly headers: Map<string, string>
}

export const newRemoteJar = (): RemoteJar => ({ cookies: new Map(), headers: new Map() })

export interface RemoteHttpOptions {
  readonly baseUrl: string
  /** The cookies and headers to use and keep (default: a jar of its own). */
  readonly jar?: RemoteJar
  /** Per request, redirects included (default 10 s). */
  readonly timeoutMs?: number
  /** Ends every request at once (a cancelled task, a closing worker). */
  readonly signal?: AbortSignal
  readonly userAgent?: string
}

const DEFAULT_TIMEOUT_MS = 10_000
const MAX_REDIRECTS = 5
const DEFAULT_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) oj-remote-judge'

/** "Retry-After: 30" or an HTTP date, in ms. */
const retryAfter = (value: string | null): number | undefined => {
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now())
}

/** The charset of a response: its Content-Type, else a <meta> in its first bytes, else UTF-8. */
function decode(bytes: Uint8Array, contentType: string | null): string {
  const named =
    /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(new TextDecoder('latin1').decode(bytes.subarray(0, 2048)))?.[1]
  try {
    return new TextDecoder(named ?? 'utf-8').decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}

const causeOf = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))
}

export function remoteHttp(options: RemoteHttpOptions): RemoteHttp {
  const base = new URL(options.baseUrl)
  const host = base.host
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const { cookies, headers } = options.jar ?? newRemoteJar()

  const keepCookies = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      if (at <= 0) continue
      const name = pair.slice(0, at).trim()
      const expired = attributes.some((a) => {
        const [key = '', value = ''] = a.split('=').map((p) => p.trim())
        if (key.toLowerCase() === 'max-age') return Number(value) <= 0
        if (key.toLowerCase() === 'expires') return Date.parse(value) < Date.now()
        return false
      })
      if (expired) cookies.delete(name)
      else cookies.set(name, pair.slice(at + 1).trim())
    }
  }

  const bodyOf = (request: RemoteRequest): { body?: BodyInit; type?: string } => {
    if (request.form)
      return {
        body: new URLSearchParams({ ...request.form }).toString(),
        type: 'application/x-www-form-urlencoded',
      }
    if (request.json !== undefined) return { body: JSON.stringify(request.json), type: 'application/json' }
    if (request.multipart) {
      const form = new FormData()
      for (const [key, value] of Object.entries(request.multipart)) form.append(key, value)
      return { body: form }
    }
    return {}
  }

  async function send(
    method: 'GET' | 'POST',
    path: string,
    request: RemoteRequest = {},
  ): Promise<RemoteResponse> {
    const url = new URL(path, base)
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value))
    }
    const signal = AbortSignal.any([
      AbortSignal.timeout(timeoutMs),
      ...(options.signal ? [options.signal] : []),
    ])
    let current = url
    let currentMethod = method
    let body = method === 'POST' ? bodyOf(request) : {}
    for (let hop = 0; ; hop++) {
      let response: Response
      try {
        response = await fetch(current, {
          method: currentMethod,
          redirect: 'manual',
          signal,
          headers: {
            'user-agent': options.userAgent ?? DEFAULT_AGENT,
            ...Object.fromEntries(headers),
            ...(cookies.size > 0 ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
            ...(body.type ? { 'content-type': body.type } : {}),
            ...request.headers,
          },
          ...(body.body !== undefined ? { body: body.body } : {}),
        })
      } catch (error) {
        if (options.signal?.aborted) throw new RemoteDown({ message: `the request to ${host} was stopped` })
        if (signal.aborted)
          throw new RemoteDown({ message: `${host} did not answer within ${Math.round(timeoutMs / 1000)} s` })
        throw new RemoteDown({ message: `${host} could not be reached (${causeOf(error)})` })
      }
      keepCookies(response)
      const location = response.headers.get('location')
      if (request.redirect !== 'manual' && response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel()
        if (hop >= MAX_REDIRECTS)
          throw new RemoteDown({ message: `${host} redirected more than ${MAX_REDIRECTS} times` })
        current = new URL(location, current)
        if (response.status !== 307 && response.status !== 308) {
          currentMethod = 'GET'
          body = {}
        }
        continue
      }
      let bytes: Uint8Array
      try {
        bytes = new Uint8Array(await response.arrayBuffer())
      } catch (error) {
        throw new RemoteDown({ message: `${host} broke off its answer (${causeOf(error)})` })
      }
      if (response.status === 429) {
        const wait = retryAfter(response.headers.get('retry-after'))
        throw new RemoteRateLimited({
          message: `${host} asks to slow down (HTTP 429)`,
          ...(wait !== undefined ? { retryAfterMs: wait } : {}),
        })
      }
      if (response.status >= 500)
        throw new RemoteDown({ message: `${host} answered HTTP ${response.status}` })
      const text = decode(bytes, response.headers.get('content-type'))
      const finalUrl = current.toString()
      return {
        status: response.status,
        url: finalUrl,
        headers: response.headers,
        text,
        json<T>() {
          try {
            return JSON.parse(text) as T
          } catch {
            throw new RemoteDown({
              message: `${host} answered ${new URL(finalUrl).pathname} with something other than JSON`,
            })
          }
        },
        html: () => parseHtml(text),
      }
    }
  }

  return {
    baseUrl: base.toString(),
    get: (path, request) => send('GET', path, request),
    post: (path, request) => send('POST', path, request),
    cookie: (name) => cookies.get(name),
    setCookie: (name, value) => void cookies.set(name, value),
    header: (name, value) =>
      void (value === undefined
        ? headers.delete(name.toLowerCase())
        : headers.set(name.toLowerCase(), value)),
  }
}
