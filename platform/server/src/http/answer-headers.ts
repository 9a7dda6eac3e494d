import type { Context } from 'hono'

// Headers that middleware adds to every answer once the route has made it.
//
// They go on the answer itself. hono's c.header() on a finished answer, and hono/cors (which gives
// the route a placeholder answer to copy from), both copy the answer into a new Response; and
// @hono/node-server writes such a copy by streaming its body in pieces through a web stream instead
// of writing the text at once. For a board page (77 KB) that was most of the CPU of a request.

// An answer made whole (every header already in its plain header object, see `completeAnswer`) is
// left as it is: reading its `headers` would make a web Headers of them, and @hono/node-server
// writes a plain object straight to the socket, a Headers object only after converting it. The mark
// is a property of the answer: a WeakSet of every answer cost each request a table entry to add and
// the garbage collector a weak entry to clear.
const COMPLETE = Symbol('oj.completeAnswer')
type Marked = Response & { [COMPLETE]?: true }

/** Marks an answer that already carries every header the middleware adds (the API's, made in one go). */
export function completeAnswer(response: Response): Response {
  ;(response as Marked)[COMPLETE] = true
  return response
}

/** Sets `headers` on the route's answer (an answer whose headers are locked is copied, as c.header does). */
export function setAnswerHeaders(c: Context, headers: ReadonlyArray<readonly [string, string]>): void {
  if (c.finalized && (c.res as Marked)[COMPLETE]) return
  try {
    for (const [name, value] of headers) c.res.headers.set(name, value)
  } catch {
    for (const [name, value] of headers) c.header(name, value)
  }
}

/** `response` with `headers` set (a copy when its headers are locked: a fetch() answer passed on). */
export function withHeaders(response: Response, headers: ReadonlyArray<readonly [string, string]>): Response {
  try {
    for (const [name, value] of headers) response.headers.set(name, value)
    return response
  } catch {
    const copy = new Response(response.body, response)
    for (const [name, value] of headers) copy.headers.set(name, value)
    return copy
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

/** The CORS headers of every answer but a preflight's (any origin). */
export const corsAnswerHeaders = (options: Pick<CorsOptions, 'exposeHeaders'>) =>
  [
    ['Access-Control-Allow-Origin', '*'],
    ['Access-Control-Expose-Headers', options.exposeHeaders.join(',')],
  ] as const

/** The headers of a CORS preflight's answer (OPTIONS, any origin). */
export const corsPreflightHeaders = (options: CorsOptions): Record<string, string> => ({
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': options.exposeHeaders.join(','),
  'Access-Control-Max-Age': String(options.maxAge),
  'Access-Control-Allow-Methods': options.allowMethods.join(','),
  'Access-Control-Allow-Headers': options.allowHeaders.join(','),
})
