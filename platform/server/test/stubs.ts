// Small server modules for the tests: they exercise the HTTP core the way real modules do.
import { ApiError, badRequest, defineServerModule, PagingQuery, RequestContext } from '@oj/sdk/server'
import { Context, Effect, Layer, Schema } from 'effect'

/** A service a module layer provides, to check that handlers see module services. */
export class Greeter extends Context.Service<Greeter, { greet(name: string): string }>()('stub/Greeter') {}

export const stub = defineServerModule<Greeter>({
  id: 'stub',
  requires: [],
  layer: Layer.succeed(Greeter, { greet: (name) => `hello ${name}` }),
  messages: {
    'zh-CN': { 'stub.error.teapot': '我是茶壶 {name}', 'nav.stub': '桩' },
    en: { 'stub.error.teapot': 'I am a teapot, {name}', 'nav.stub': 'Stub' },
  },
  web: {
    routes: ['/stub'],
    nav: [{ id: 'stub', label: 'nav.stub', to: '/stub', order: 10 }],
  },
  routes: (api) => {
    api.get('/stub/hello', {
      auth: 'anon',
      input: Schema.Struct({ name: Schema.String, ...PagingQuery }),
      handler: (input) =>
        Effect.gen(function* () {
          const greeter = yield* Greeter
          return { text: greeter.greet(input.name), limit: input.limit ?? null }
        }),
    })
    api.post('/stub/echo', {
      auth: 'anon',
      input: Schema.Struct({
        n: Schema.Number,
        tags: Schema.optional(Schema.Array(Schema.String)),
        q: Schema.optional(Schema.String),
      }),
      handler: (input) => Effect.succeed(input),
    })
    api.delete('/stub/items', {
      auth: 'anon',
      input: Schema.Array(Schema.Int),
      handler: (ids) => Effect.succeed({ deleted: ids.length }),
    })
    api.get('/stub/items/:id', {
      auth: 'anon',
      input: Schema.Struct({ id: Schema.NumberFromString }),
      handler: (input) => Effect.succeed(input),
    })
    api.any('/stub/any', { auth: 'anon', handler: () => Effect.succeed('any') })
    api.get('/stub/teapot', {
      auth: 'anon',
      handler: () =>
        Effect.fail(
          new ApiError({
            status: 409,
            msgId: 'stub.error.teapot',
            message: 'teapot',
            values: { name: 'Ann' },
          }),
        ),
    })
    api.get('/stub/plain-error', {
      auth: 'anon',
      handler: () => Effect.fail(badRequest('stub.unknownId', 'An English fallback')),
    })
    api.get('/stub/defect', { auth: 'anon', handler: () => Effect.die(new Error('secret internal detail')) })
    api.get('/stub/throws', {
      auth: 'anon',
      handler: () =>
        Effect.sync(() => {
          throw new Error('thrown inside')
        }),
    })
    api.get('/stub/me', {
      auth: 'login',
      handler: () =>
        Effect.gen(function* () {
          const ctx = yield* RequestContext
          return { uid: ctx.caller?.uid, locale: ctx.locale }
        }),
    })
    api.get('/stub/admin-only', {
      auth: { rolesAny: ['root', 'admin'] },
      handler: () => Effect.succeed('admin'),
    })
    api.get('/stub/needs-rejudge', { auth: { perms: ['rejudge'] }, handler: () => Effect.succeed('rejudge') })
    api.get('/stub/needs-stub-perm', {
      auth: { perms: ['stub_admin'] },
      handler: () => Effect.succeed('stub'),
    })
  },
  permissions: ['stub_admin'],
})

/** A module that needs another, for ordering and /ojapi/modules. */
export const dependent = defineServerModule({
  id: 'dependent',
  requires: ['stub'],
  routes: (api) => api.get('/dependent/ping', { auth: 'anon', handler: () => Effect.succeed('pong') }),
})

/** A module whose services fail to start. */
export const broken = defineServerModule<Greeter>({
  id: 'broken',
  requires: [],
  layer: Layer.effect(Greeter, Effect.fail(new Error('no connection to the moon'))),
})

/** Counts its demo seeding. */
export const seeded = { count: 0 }
export const seeding = defineServerModule({
  id: 'seeding',
  requires: [],
  seedDemo: Effect.sync(() => {
    seeded.count += 1
  }),
})
