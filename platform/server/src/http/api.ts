import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { AUTH_HEADER, REFRESH_TOKEN_HEADER, URL_TYPE_HEADER } from '@oj/sdk'
import { ApiError, type Caller, EncodedJson, Errors, RequestContext } from '@oj/sdk/server'
import { Cause, Effect, Exit } from 'effect'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

import {
  completeAnswer,
  corsAnswerHeaders,
  type CorsOptions,
  corsPreflightHeaders,
  withHeaders,
} from './answer-headers.ts'
import { type Authenticator, checkAuth } from './auth.ts'
import { checkReply } from './check-reply.ts'
import { clientAddress, type TrustedProxies, trustedProxies } from './client-ip.ts'
import { HttpExchange, readToken } from './exchange.ts'
import { decodeInput, isApiError, NO_BODY, queryOf, readRawInput } from './input.ts'
import { type Catalogue, detectLocale } from './messages.ts'
import { errorReply, type Reply, type ReplyContext, replyFor } from './reply.ts'
import type { RouteEntry } from './router.ts'
import { readUpload } from './upload.ts'

/**
 * Runs an effect on the shared runtime (which provides the platform and module services): its exit
 * at once when it ended without waiting for anything (a read of cached data), else a promise of it.
 */
type Runner = <A, E>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  effect: Effect.Effect<A, E, any>,
) => Exit.Exit<A, unknown> | Promise<Exit.Exit<A, unknown>>

type Answer = Response | Promise<Response>

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
  /**
   * Given, the app answers every path under `base` itself, unknown ones too, and is fetched as it is,
   * not mounted in another app (which would run that app's middleware and an error wrapper of each
   * route on every call): each call reaches its route's one handler. Needs `answerHeaders`.
   */
  readonly base?: string
}

type Schemas = Awaited<ReturnType<RouteEntry['endpoint']['schemas']>>

type Send = (c: Context, reply: Reply, extra?: ReadonlyArray<readonly [string, string]>) => Response

/** What every call of one API shares, made once by buildApi. */
interface ApiShared {
  readonly options: ApiOptions
  readonly proxies: TrustedProxies
  readonly send: Send
  /** What the API adds to an answer a handler made itself (a server-sent event stream). */
  readonly ownAnswerHeaders: ReadonlyArray<readonly [string, string]>
}

/** One route's part: its entry and its schemas, loaded once. */
interface RouteShared {
  readonly entry: RouteEntry
  readonly schemas: Effect.Effect<Schemas>
}

/** One call: its request, the locale and logger of its reply, its token and the headers it adds. */
interface Call {
  readonly c: Context
  readonly context: ReplyContext
  readonly token: string | undefined
  readonly headers: Array<[string, string]>
}

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
  const plainHeaders = { ...json, ...Object.fromEntries(corsAnswerHeaders(cors)) }
  const send: Send = (c, reply, extra = []) => {
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
      // The app's middleware adds its headers to this answer.
      const response = c.body(body, reply.status as ContentfulStatusCode, plainHeaders)
      for (const [name, value] of extra) response.headers.set(name, value)
      return response
    }
    // One plain header object, never read again: written to the socket as it is.
    const headers: Record<string, string> = { ...fixed, ...json }
    for (const [name, value] of extra) headers[name] = value
    return completeAnswer(new Response(body, { status: reply.status, headers }))
  }
  const shared: ApiShared = {
    options,
    proxies,
    send,
    ownAnswerHeaders: [...(options.answerHeaders ?? []), ...corsAnswerHeaders(cors)],
  }

  const tooLarge = (c: Context) => send(c, errorReply(bodyTooLarge(maxBodyBytes), replyContext(c)))
  const limitStream = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge })
  // Streamed uploads keep their own limit (upload.ts), counted as they are written to disk.
  const uploads = new Set(
    options.routes
      .filter((r) => r.endpoint.upload !== undefined)
      .flatMap((r) => r.methods.map((m) => `${m} ${r.base}${r.path}`)),
  )
  /**
   * The body limit, before any answer but a preflight's. A body that is never read (input.ts) is not
   * measured; one of a stated length is judged by it (Node's parser holds it to that length). hono's
   * bodyLimit, which counts a body of no stated length as it streams, makes the request a web Request
   * first: a cost every call would pay. A check in each handler, not a middleware: a route of one
   * handler is called at once, without a chain of promises around it.
   */
  const limited = (c: Context, answer: () => Answer): Answer => {
    if (NO_BODY.has(c.req.method)) return answer()
    if (uploads.has(`${c.req.method} ${c.req.path}`)) return answer()
    const length = c.req.header('Content-Length')
    if (length !== undefined && c.req.header('Transfer-Encoding') === undefined) {
      return Number(length) > maxBodyBytes ? tooLarge(c) : answer()
    }
    let answered: Response | undefined
    return limitStream(c, async () => void (answered = await answer())).then(
      (stopped) => stopped ?? (answered as Response),
    )
  }

  const whole = options.base !== undefined && fixed !== undefined
  const api = whole ? new Hono().basePath(options.base ?? '') : new Hono()
  // CORS for any origin: a preflight is answered here, whatever its path.
  const preflight = { ...corsPreflightHeaders(cors), ...Object.fromEntries(options.answerHeaders ?? []) }
  api.options('*', (c) => {
    const response = c.body(null, 204, preflight)
    return options.answerHeaders ? completeAnswer(response) : response
  })

  for (const entry of options.routes) {
    // The schemas once loaded, without awaiting the kept promise again on each request.
    let loaded: Schemas | undefined
    const schemas = Effect.suspend(() =>
      loaded
        ? Effect.succeed(loaded)
        : Effect.map(Effect.promise(entry.endpoint.schemas), (s) => (loaded = s)),
    )
    const route: RouteShared = { entry, schemas }
    const handler = (c: Context) => limited(c, () => handle(shared, route, c, replyContext(c)))
    for (const method of entry.methods) api.on(method, entry.path, handler)
  }

  const notFound = (c: Context) => limited(c, () => send(c, errorReply(Errors.notFound(), replyContext(c))))
  if (whole) api.notFound(notFound)
  else api.all('*', notFound)
  api.onError((error, c) => {
    const context = replyContext(c)
    if (isApiError(error)) return send(c, errorReply(error, context))
    context.logDefect(Cause.die(error))
    return send(c, errorReply(Errors.server(), context))
  })
  return api
}

function handle(api: ApiShared, route: RouteShared, c: Context, context: ReplyContext): Answer {
  const token = readToken(c.req.header(AUTH_HEADER))
  const call: Call = { c, context, token, headers: [] }
  if (!token) return answer(api, route, call, undefined)
  return Promise.resolve(api.options.run(api.options.authenticate(token))).then((resolved) => {
    if (Exit.isFailure(resolved)) return api.send(c, replyFor(resolved, context))
    if (resolved.value?.renewedToken) {
      call.headers.push([AUTH_HEADER, resolved.value.renewedToken], [REFRESH_TOKEN_HEADER, 'true'])
    }
    return answer(api, route, call, resolved.value?.caller)
  })
}

/** Runs the route's handler for the caller; at once (no promise) when nothing in it waits. */
function answer(api: ApiShared, route: RouteShared, call: Call, caller: Caller | undefined): Answer {
  const { options, proxies, send, ownAnswerHeaders } = api
  const { entry, schemas } = route
  const { c, context, token, headers } = call
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
    : options.run(
        Effect.flatMap(rawInput, (raw) =>
          Effect.flatMap(schemas, (schemas) => {
            const handled = Effect.flatMap(decodeInput(schemas.input, raw, options.catalogue), (input) =>
              entry.spec.handler(input),
            )
            // The reply's check (tests) as a step of its own only when it is on.
            return options.checkReplies && !endpoint.raw
              ? Effect.tap(handled, (data) =>
                  data instanceof Response
                    ? Effect.void
                    : checkReply(
                        schemas.output,
                        data instanceof EncodedJson ? JSON.parse(data.text) : data,
                        `${c.req.method} ${endpoint.base}${endpoint.path}`,
                      ),
                )
              : handled
          }),
        ).pipe(
          Effect.provideService(RequestContext, { caller, locale: context.locale, ip: clientIp(c, proxies) }),
          Effect.provideService(HttpExchange, {
            token,
            userAgent: c.req.header('User-Agent') ?? '',
            setHeader: (name, value) => void headers.push([name, value]),
          }),
        ),
      )
  const reply = (exit: Exit.Exit<unknown, unknown>): Response => {
    // A handler may answer a Response of its own (a server-sent event stream): it goes out as it is,
    // with the API's headers.
    if (Exit.isSuccess(exit) && exit.value instanceof Response) {
      return withHeaders(exit.value, [...ownAnswerHeaders, ...headers])
    }
    return send(c, replyFor(exit, context), headers)
  }
  const done = (exit: Exit.Exit<unknown, unknown>): Answer =>
    cleanup ? cleanup().then(() => reply(exit)) : reply(exit)
  return exit instanceof Promise ? exit.then(done) : done(exit)
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
