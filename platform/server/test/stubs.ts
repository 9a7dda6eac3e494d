// Small server modules for the tests: they exercise the HTTP core the way real modules do, serving
// the endpoint descriptors of their (test) contract.
import { endpoint } from '@oj/sdk/contract'
import { ApiError, badRequest, defineServerModule, RequestContext } from '@oj/sdk/server'
import { Context, Effect, Layer } from 'effect'

const schemas = () => import('./fixtures/stub-schemas.ts')

/** A call answering a text, taking no input. */
const text = (path: string, summary: string) =>
  endpoint('GET', path, schemas, (s) => ({ input: s.NoInput, output: s.Text }), { summary })
/** A call that never answers (it fails, dies or throws). */
const failing = (path: string, summary: string) =>
  endpoint('GET', path, schemas, (s) => ({ input: s.NoInput, output: s.Nothing }), { summary })

const StubApi = {
  hello: endpoint('GET', '/stub/hello', schemas, (s) => ({ input: s.HelloQuery, output: s.Hello }), {
    summary: 'Greets through a service of the module',
  }),
  echo: endpoint('POST', '/stub/echo', schemas, (s) => ({ input: s.Echo, output: s.Echo }), {
    summary: 'Answers its input (query and body merged)',
  }),
  deleteItems: endpoint('DELETE', '/stub/items', schemas, (s) => ({ input: s.Ids, output: s.Deleted }), {
    summary: 'Takes a list body',
  }),
  item: endpoint('GET', '/stub/items/:id', schemas, (s) => ({ input: s.ItemQuery, output: s.Item }), {
    summary: 'Takes a path parameter',
  }),
  any: endpoint('GET', '/stub/any', schemas, (s) => ({ input: s.NoInput, output: s.Text }), {
    summary: 'Answers GET and POST',
    also: ['POST'],
  }),
  teapot: failing('/stub/teapot', 'Fails with a message of the module'),
  plainError: failing('/stub/plain-error', 'Fails with a message id no catalogue knows'),
  defect: failing('/stub/defect', 'Dies'),
  throws: failing('/stub/throws', 'Throws'),
  me: endpoint('GET', '/stub/me', schemas, (s) => ({ input: s.NoInput, output: s.Me }), {
    summary: 'The caller and the locale',
  }),
  adminOnly: text('/stub/admin-only', 'For root and admin'),
  needsRejudge: text('/stub/needs-rejudge', 'Needs the rejudge permission'),
  needsStubPerm: text('/stub/needs-stub-perm', "Needs the module's own permission"),
  ping: text('/dependent/ping', "The dependent module's call"),
} as const

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
    userMenu: [{ id: 'stub-mine', label: 'nav.stub', to: '/stub?mine=true', order: 20 }],
    adminMenu: [{ id: 'stub-admin', label: 'nav.stub', path: 'stub', order: 30, role: 'root' }],
  },
  routes: (api) => {
    api.handle(StubApi.hello, {
      auth: 'anon',
      handler: (input) =>
        Effect.gen(function* () {
          const greeter = yield* Greeter
          return { text: greeter.greet(input.name), limit: input.limit ?? null }
        }),
    })
    api.handle(StubApi.echo, { auth: 'anon', handler: (input) => Effect.succeed(input) })
    api.handle(StubApi.deleteItems, {
      auth: 'anon',
      handler: (ids) => Effect.succeed({ deleted: ids.length }),
    })
    api.handle(StubApi.item, { auth: 'anon', handler: (input) => Effect.succeed(input) })
    api.handle(StubApi.any, { auth: 'anon', handler: () => Effect.succeed('any') })
    api.handle(StubApi.teapot, {
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
    api.handle(StubApi.plainError, {
      auth: 'anon',
      handler: () => Effect.fail(badRequest('stub.unknownId', 'An English fallback')),
    })
    api.handle(StubApi.defect, {
      auth: 'anon',
      handler: () => Effect.die(new Error('secret internal detail')),
    })
    api.handle(StubApi.throws, {
      auth: 'anon',
      handler: () =>
        Effect.sync(() => {
          throw new Error('thrown inside')
        }),
    })
    api.handle(StubApi.me, {
      auth: 'login',
      handler: () =>
        Effect.gen(function* () {
          const ctx = yield* RequestContext
          return { uid: ctx.caller?.uid ?? null, locale: ctx.locale }
        }),
    })
    api.handle(StubApi.adminOnly, {
      auth: { rolesAny: ['root', 'admin'] },
      handler: () => Effect.succeed('admin'),
    })
    api.handle(StubApi.needsRejudge, {
      auth: { perms: ['rejudge'] },
      handler: () => Effect.succeed('rejudge'),
    })
    api.handle(StubApi.needsStubPerm, {
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
  routes: (api) => api.handle(StubApi.ping, { auth: 'anon', handler: () => Effect.succeed('pong') }),
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
