import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { AUTH_HEADER, REFRESH_TOKEN_HEADER, URL_TYPE_HEADER } from '@oj/sdk'
import { ApiError, type Caller, EncodedJson, Errors, RequestContext } from '@oj/sdk/server'
import { Cause, Effect, Exit } from 'effect'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

import { completeAnswer, corsAnswerHeaders, corsAnyOrigin, type CorsOptions } from './answer-headers.ts'
import { type Authenticator, checkAuth } from './auth.ts'
import { checkReply } from './check-reply.ts'
import { clientAddress, type TrustedProxies, trustedProxies } from './client-ip.ts'
import { HttpExchange, readToken } from './exchange.ts'
import { decodeInput, isApiError, NO_BODY, queryOf, readRawInput } from './input.ts'
import { type Catalogue, detectLocale } from './messages.ts'
import { errorReply, type Reply, type ReplyContext, replyFor } from './reply.ts'
import type { RouteEntry } from './router.ts'
import { readUpload } from './upload.ts'

/** Runs an effect on the shared runtime (which provides the platform and module services). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Runner = <A, E>(effect: Effect.Effect<A, E, any>) => Promise<Exit.Exit<A, unknown>>

export interface ApiOptions {
  readonly routes: ReadonlyArray<RouteEntry>
  readonly run: Runner
  readonly authenticate: Authenticator
  readonly catalogue: Catalogue
  /** Where defects are reported (default: console.error). */
  readonly log?: (message: string) => void
  /** Largest accepted request body in bytes (default 8 MiB). */
  readonly maxBodyBytes?: number
  /**
   * Checks every reply of an endpoint against its output schema (fields missing, of another type, or
   * not declared); a mismatch is a logged 500. On in tests (OJ_CHECK_REPLIES=1), off in production.
   */
  readonly checkReplies?: boolean
  /** The proxies whose X-Forwarded-For is believed (OJ_TRUST_PROXY); none by default. */
  readonly trustProxy?: ReadonlyArray<string>
  /**
   * false for an API of another shape than HOJ's (an endpoint `base` other than /ojapi): a success
   * answers `data` itself, an error `{code, message}` (the ICPC Contest API's error body).
   */
  readonly envelope?: boolean
  /** Where streamed uploads (an endpoint's `upload`) are written while their handler runs. */
  readonly uploadDir?: string
  /**
   * The headers the app's middleware adds to every answer of this API (its security headers): given,
   * each answer is made with them and its CORS headers in one plain object, which the middleware then
   * leaves alone (answer-headers.ts). Without, the middleware adds them to each answer.
   */
  readonly answerHeaders?: ReadonlyArray<readonly [string, string]>
}

type Schemas = Awaited<ReturnType<RouteEntry['endpoint']['schemas']>>

/** A successful reply's envelope around data encoded beforehand (EncodedJson). */
const ENVELOPE_OPEN = Buffer.from('{"status":200,"msg":"success","data":')
const ENVELOPE_CLOSE = Buffer.from('}')

/**
 * The /ojapi application: every route of every enabled module, behind one envelope and one auth check.
 * Built once more, without the envelope, for each other base the routes name (`/api`).
 */
export function buildApi(options: ApiOptions): Hono {
  const log = options.log ?? ((message: string) => console.error(message))
  const maxBodyBytes = options.maxBodyBytes ?? 8 * 1024 * 1024
  const proxies = trustedProxies(options.trustProxy ?? [])
  const api = new Hono()

  const replyContext = (c: Context): ReplyContext => ({
    catalogue: options.catalogue,
    locale: detectLocale(c.req.header('Cookie'), c.req.header('Accept-Language')),
    logDefect: (cause) => log(`[ojapi] ${c.req.method} ${c.req.path} failed:\n${Cause.pretty(cause)}`),
  })
  const plain = options.envelope === false
  const cors: CorsOptions = {
    allowHeaders: [AUTH_HEADER, URL_TYPE_HEADER, 'Content-Type', 'Accept-Language'],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // The renewed session token travels in reply headers; the browser hides them unless exposed.
    exposeHeaders: [AUTH_HEADER, REFRESH_TOKEN_HEADER],
    maxAge: 600,
  }
  const fixed = options.answerHeaders
    ? Object.fromEntries([...options.answerHeaders, ...corsAnswerHeaders(cors)])
    : undefined
  const json = { 'Content-Type': 'application/json' }
  const send = (c: Context, reply: Reply, extra: ReadonlyArray<readonly [string, string]> = []): Response => {
    const body =
      reply.body.data instanceof EncodedJson && reply.status === 200
        ? Buffer.concat(
            plain ? reply.body.data.chunks : [ENVELOPE_OPEN, ...reply.body.data.chunks, ENVELOPE_CLOSE],
          )
        : JSON.stringify(
            !plain
              ? reply.body
              : reply.status === 200
                ? reply.body.data
                : { code: reply.status, message: reply.body.msg },
          )
    if (!fixed) {
      const response = c.body(body, reply.status as ContentfulStatusCode, json)
      for (const [name, value] of extra) response.headers.set(name, value)
      return response
    }
    // One plain header object, never read again: written to the socket as it is.
    const headers: Record<string, string> = { ...fixed, ...json }
    for (const [name, value] of extra) headers[name] = value
    return completeAnswer(new Response(body, { status: reply.status, headers }))
  }

  api.use('*', corsAnyOrigin(cors))
  const tooLarge = (c: Context) => send(c, errorReply(bodyTooLarge(maxBodyBytes), replyContext(c)))
  const limitStream = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge })
  // Streamed uploads keep their own limit (upload.ts), counted as they are written to disk.
  const uploads = new Set(
    options.routes
      .filter((r) => r.endpoint.upload !== undefined)
      .flatMap((r) => r.methods.map((m) => `${m} ${r.base}${r.path}`)),
  )
  api.use('*', (c, next) => {
    // A body that is never read (input.ts) is not measured; one of a stated length is judged by it
    // (Node's parser holds it to that length). hono's bodyLimit, which counts a body of no stated
    // length as it streams, makes the request a web Request first: a cost every call would pay.
    if (NO_BODY.has(c.req.method)) return next()
    if (uploads.has(`${c.req.method} ${c.req.path}`)) return next()
    const length = c.req.header('Content-Length')
    if (length !== undefined && c.req.header('Transfer-Encoding') === undefined) {
      return Number(length) > maxBodyBytes ? Promise.resolve(tooLarge(c)) : next()
    }
    return limitStream(c, next)
  })

  for (const entry of options.routes) {
    // The schemas once loaded, without awaiting the kept promise again on each request.
    let loaded: Schemas | undefined
    const schemas = Effect.suspend(() =>
      loaded
        ? Effect.succeed(loaded)
        : Effect.map(Effect.promise(entry.endpoint.schemas), (s) => (loaded = s)),
    )
    const handler = (c: Context) => handle(c, entry, schemas, options, proxies, replyContext(c), send)
    for (const method of entry.methods) api.on(method, entry.path, handler)
  }

  api.all('*', (c) => send(c, errorReply(Errors.notFound(), replyContext(c))))
  api.onError((error, c) => {
    const context = replyContext(c)
    if (isApiError(error)) return send(c, errorReply(error, context))
    context.logDefect(Cause.die(error))
    return send(c, errorReply(Errors.server(), context))
  })
  return api
}

async function handle(
  c: Context,
  entry: RouteEntry,
  schemas: Effect.Effect<Schemas>,
  options: ApiOptions,
  proxies: TrustedProxies,
  context: ReplyContext,
  send: (c: Context, reply: Reply, extra?: ReadonlyArray<readonly [string, string]>) => Response,
): Promise<Response> {
  const token = readToken(c.req.header(AUTH_HEADER))
  const headers: Array<[string, string]> = []
  let caller: Caller | undefined
  if (token) {
    const resolved = await options.run(options.authenticate(token))
    if (Exit.isFailure(resolved)) return send(c, replyFor(resolved, context))
    caller = resolved.value?.caller
    if (resolved.value?.renewedToken) {
      headers.push([AUTH_HEADER, resolved.value.renewedToken], [REFRESH_TOKEN_HEADER, 'true'])
    }
  }

  const denied = checkAuth(entry.spec.auth, caller)
  const endpoint = entry.endpoint
  let cleanup: (() => Promise<void>) | undefined
  const rawInput =
    endpoint.upload === undefined
      ? readRawInput(c)
      : Effect.tryPromise({
          try: () => readUpload(c, endpoint.upload ?? 0, options.uploadDir ?? join(tmpdir(), 'oj-uploads')),
          catch: (error) => (isApiError(error) ? error : Errors.server()),
        }).pipe(
          Effect.map((upload) => {
            cleanup = upload.cleanup
            return { ...queryOf(c), ...upload.fields }
          }),
        )
  const exit = denied
    ? Exit.fail(denied)
    : await options.run(
        Effect.all([rawInput, schemas]).pipe(
          Effect.flatMap(([raw, schemas]) =>
            decodeInput(schemas.input, raw, options.catalogue).pipe(
              Effect.flatMap((input) => entry.spec.handler(input)),
              Effect.tap((data) =>
                options.checkReplies && !endpoint.raw && !(data instanceof Response)
                  ? checkReply(
                      schemas.output,
                      data instanceof EncodedJson ? JSON.parse(data.text) : data,
                      `${c.req.method} ${endpoint.base}${endpoint.path}`,
                    )
                  : Effect.void,
              ),
            ),
          ),
          Effect.provideService(RequestContext, { caller, locale: context.locale, ip: clientIp(c, proxies) }),
          Effect.provideService(HttpExchange, {
            token,
            userAgent: c.req.header('User-Agent') ?? '',
            setHeader: (name, value) => void headers.push([name, value]),
          }),
        ),
      )
  await cleanup?.()
  // A handler may answer a Response of its own (a server-sent event stream): it goes out as it is.
  if (Exit.isSuccess(exit) && exit.value instanceof Response) {
    for (const [name, value] of headers) exit.value.headers.set(name, value)
    return exit.value
  }
  return send(c, replyFor(exit, context), headers)
}

const bodyTooLarge = (max: number): ApiError => {
  const limit = max >= 1024 * 1024 ? `${Math.round(max / 1024 / 1024)} MiB` : `${Math.round(max / 1024)} KiB`
  const message = `The request body is too large (at most ${limit})`
  return new ApiError({ status: 413, msgId: 'http.error.bodyTooLarge', message, values: { limit } })
}

function clientIp(c: Context, proxies: TrustedProxies): string {
  // @hono/node-server exposes the Node request as c.env.incoming.
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return clientAddress(incoming?.socket?.remoteAddress ?? '', c.req.header('X-Forwarded-For'), proxies)
}
