import type { Context, MiddlewareHandler } from 'hono'

// Headers that middleware adds to every answer once the route has made it.
//
// They go on the answer itself. hono's c.header() on a finished answer, and hono/cors (which gives
// the route a placeholder answer to copy from), both copy the answer into a new Response; and
// @hono/node-server writes such a copy by streaming its body in pieces through a web stream instead
// of writing the text at once. For a board page (77 KB) that was most of the CPU of a request.

// An answer made whole (every header already in its plain header object, see `completeAnswer`) is
// left as it is: reading its `headers` would make a web Headers of them, and @hono/node-server
// writes a plain object straight to the socket, a Headers object only after converting it.
const complete = new WeakSet<Response>()

/** Marks an answer that already carries every header the middleware adds (the API's, made in one go). */
export function completeAnswer(response: Response): Response {
  complete.add(response)
  return response
}

/** Sets `headers` on the route's answer (an answer whose headers are locked is copied, as c.header does). */
export function setAnswerHeaders(c: Context, headers: ReadonlyArray<readonly [string, string]>): void {
  if (c.finalized && complete.has(c.res)) return
  try {
    for (const [name, value] of headers) c.res.headers.set(name, value)
  } catch {
    for (const [name, value] of headers) c.header(name, value)
  }
}

export interface CorsOptions {
  readonly allowHeaders: ReadonlyArray<string>
  readonly allowMethods: ReadonlyArray<string>
  /** Reply headers the browser lets a script of another origin read. */
  readonly exposeHeaders: ReadonlyArray<string>
  /** How long a browser may keep a preflight's answer, in seconds. */
  readonly maxAge: number
}

/** The CORS headers of every answer but a preflight's. */
export const corsAnswerHeaders = (options: Pick<CorsOptions, 'exposeHeaders'>) =>
  [
    ['Access-Control-Allow-Origin', '*'],
    ['Access-Control-Expose-Headers', options.exposeHeaders.join(',')],
  ] as const

/** CORS for any origin: a preflight (OPTIONS) is answered here, every other answer gets the headers. */
export function corsAnyOrigin(options: CorsOptions): MiddlewareHandler {
  const expose = options.exposeHeaders.join(',')
  const preflight = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': expose,
    'Access-Control-Max-Age': String(options.maxAge),
    'Access-Control-Allow-Methods': options.allowMethods.join(','),
    'Access-Control-Allow-Headers': options.allowHeaders.join(','),
  }
  const headers = corsAnswerHeaders(options)
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return c.body(null, 204, preflight)
    await next()
    setAnswerHeaders(c, headers)
  }
}
