import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small HTTP server for writing a fake of a remote site: routes by method and path (`:name`
 * segments are parameters), the request's query, cookies, form or JSON body read for you, answers
 * as text, HTML or JSON with cookies and redirects. Listens on 127.0.0.1 at a free port.
 */
export interface FakeRequest {
  readonly method: string
  readonly path: string
  readonly params: Readonly<Record<string, string>>
  readonly query: URLSearchParams
  readonly headers: IncomingMessage['headers']
  readonly cookies: Readonly<Record<string, string>>
  /** The body's fields: an urlencoded or multipart form (files as their text). */
  readonly form: ReadonlyMap<string, string>
  readonly body: string
  json<T = unknown>(): T
}

export interface FakeReply {
  readonly status?: number
  readonly headers?: Readonly<Record<string, string>>
  /** Set-Cookie: name → value ('' deletes it). */
  readonly cookies?: Readonly<Record<string, string>>
  /** A string is sent as HTML (or as `type`), bytes as they are, anything else as JSON. */
  readonly body?: unknown
  readonly type?: string
  /** A 302 to this address. */
  readonly redirect?: string
}

export type FakeRoute = (request: FakeRequest) => FakeReply | Promise<FakeReply>

export interface FakeServer {
  readonly baseUrl: string
  /** Every answer waits this long first (a slow site); 0 by default. */
  delayMs: number
  /** How many requests it answered (the kit checks a site is not called in a loop). */
  readonly requests: number
  close(): Promise<void>
}

const cookiesOf = (header: string | undefined): Record<string, string> =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length >= 2 && pair[0] !== '')
      .map(([name, ...value]) => [name, value.join('=')]),
  )

async function formOf(body: Buffer, type: string | undefined): Promise<Map<string, string>> {
  const fields = new Map<string, string>()
  if (!type || !/form-urlencoded|multipart\/form-data/.test(type)) return fields
  const data = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData()
  for (const [key, value] of data) fields.set(key, typeof value === 'string' ? value : await value.text())
  return fields
}

function match(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return undefined
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? ''
    const g = decodeURIComponent(got[i] ?? '')
    if (w.startsWith(':')) params[w.slice(1)] = g
    else if (w !== g) return undefined
  }
  return params
}

async function answer(res: ServerResponse, reply: FakeReply): Promise<void> {
  const cookies = Object.entries(reply.cookies ?? {}).map(([name, value]) =>
    value === '' ? `${name}=; Max-Age=0; Path=/` : `${name}=${value}; Path=/; HttpOnly`,
  )
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value)
  if (reply.redirect) {
    res.writeHead(reply.status ?? 302, { location: reply.redirect })
    res.end()
    return
  }
  if (reply.body instanceof Uint8Array) {
    if (!res.hasHeader('content-type'))
      res.setHeader('content-type', reply.type ?? 'application/octet-stream')
    res.writeHead(reply.status ?? 200)
    res.end(reply.body)
    return
  }
  const isText = typeof reply.body === 'string'
  const body = reply.body === undefined ? '' : isText ? (reply.body as string) : JSON.stringify(reply.body)
  if (!res.hasHeader('content-type'))
    res.setHeader('content-type', reply.type ?? (isText ? 'text/html; charset=utf-8' : 'application/json'))
  res.writeHead(reply.status ?? 200)
  res.end(body)
}

/** Starts a fake site with these routes ('GET /enter', 'POST /contest/:id/submit', ...). */
export async function startFakeServer(routes: Readonly<Record<string, FakeRoute>>): Promise<FakeServer> {
  const table = Object.entries(routes).map(([key, route]) => {
    const [method = 'GET', pattern = '/'] = key.split(' ')
    return { method, pattern, route }
  })
  let requests = 0
  const state = { delayMs: 0 }
  const server = createServer((req, res) => {
    requests++
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      void (async () => {
        if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs))
        const url = new URL(req.url ?? '/', 'http://fake')
        const method = req.method ?? 'GET'
        const body = Buffer.concat(chunks)
        for (const { method: m, pattern, route } of table) {
          if (m !== method) continue
          const params = match(pattern, url.pathname)
          if (!params) continue
          const text = body.toString('utf8')
          const request: FakeRequest = {
            method,
            path: url.pathname,
            params,
            query: url.searchParams,
            headers: req.headers,
            cookies: cookiesOf(req.headers.cookie),
            form: await formOf(body, req.headers['content-type']),
            body: text,
            json: <T>() => JSON.parse(text) as T,
          }
          return answer(res, await route(request))
        }
        return answer(res, { status: 404, body: '<html><body><h1>404 Not Found</h1></body></html>' })
      })().catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500)
        res.end(String(error))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/`,
    get delayMs() {
      return state.delayMs
    },
    set delayMs(ms: number) {
      state.delayMs = ms
    },
    get requests() {
      return requests
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Escapes text for a fake's HTML page. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
