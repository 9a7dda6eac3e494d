import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { WorkerHandle } from '@oj/platform-judge'
import type { Envelope } from '@oj/sdk'
import type { BusShape, DbShape, UsersShape } from '@oj/sdk/server'

import { openUsers } from '../accounts/users/public-profiles.ts'
import { createUser, type NewUser } from '../accounts/users/users.ts'
import { apiRoutes } from '../app.ts'
import { removeNatsNamespace } from '../bus/nats.ts'
import { loadConfig } from '../config/load.ts'
import type { RouteEntry } from '../http/router.ts'
import { type AnyServerModule, orderModules } from '../loader/order.ts'
import { openMail, type SentMail } from '../mail/index.ts'
import { startServer } from '../main.ts'
import { BUILT_IN_IDS, journalsOf } from '../runtime.ts'
import { openTestDb } from './db.ts'

/** The password of `root` in every test server. */
export const TEST_ADMIN_PASSWORD = 'root-password'

export interface TestServerOptions {
  /** The modules installed (and, unless env.OJ_MODULES says otherwise, enabled); default: composition.ts. */
  readonly modules?: ReadonlyArray<AnyServerModule>
  /** Configuration variables (OJ_MODULES, OJ_REMOTE_<ID>_URL, ...); PORT, OJ_HOST and OJ_DATA_DIR are set. */
  readonly env?: Readonly<Record<string, string>>
  /** Where shell/dist and modules/<id>/web/dist are looked for. */
  readonly repoRoot?: string
  /** Where defects are reported; default: console.error. */
  readonly log?: (message: string) => void
  /**
   * Runs the embedded judge worker (off by default: most tests never judge, and a worker costs a
   * sandbox probe per start). OJ_JUDGE_* variables in `env` tune it.
   */
  readonly judge?: boolean
}

export interface TestServer {
  readonly url: string
  /** fetch() against the server: `request('/ojapi/get-website-config')`. */
  request(path: string, init?: RequestInit): Promise<Response>
  /** Like request, with a JSON body when given, answering the HTTP status, headers and envelope. */
  api<T = unknown>(
    method: string,
    path: string,
    options?: { readonly body?: unknown; readonly token?: string; readonly headers?: Record<string, string> },
  ): Promise<{ readonly httpStatus: number; readonly headers: Headers; readonly body: Envelope<T> }>
  /** Logs in and answers the token. */
  login(username: string, password: string): Promise<string>
  /** Creates a user directly in the database; answers the uid. */
  createUser(user: NewUser): Promise<string>
  /** The database of this server (fresh per server). */
  readonly db: DbShape
  /** The bus of this server (in-process, or NATS when NATS_URL is set): publish events to it. */
  readonly bus: BusShape
  /** The users' profiles and roles as modules see them (the Users service), to run a module's effect. */
  readonly users: UsersShape
  /** The mails this server has sent (the embedded outbox), oldest first. */
  outbox(): Promise<ReadonlyArray<SentMail>>
  /** The embedded judge worker, when `judge: true` was asked. */
  readonly judge: WorkerHandle | undefined
  /** Fills every enabled module's demo data (as `npm start` does on a fresh database). */
  seedDemo(): Promise<void>
  /** Every /ojapi route this server serves (built-in plugins and enabled modules), as registered. */
  readonly routes: ReadonlyArray<RouteEntry>
  close(): Promise<void>
}

/**
 * Boots the real application on a random port against a fresh database (openTestDb: PGlite, or a
 * scratch Postgres database when DATABASE_URL is set; NATS when NATS_URL is set). `root` has the
 * password TEST_ADMIN_PASSWORD.
 *
 * On NATS each test server has a bus namespace of its own (unless env.NATS_NAMESPACE names one), so
 * servers of test files running at once on one NATS never take each other's events and tasks (their
 * databases all count ids from 1); its streams are removed when it closes.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const installed = options.modules ?? (await import('../composition.ts')).installedModules
  const dataDir = mkdtempSync(join(tmpdir(), 'oj-test-'))
  const natsUrl = process.env['NATS_URL'] || undefined
  const ownNamespace =
    (options.env?.['NATS_URL'] ?? natsUrl) && !options.env?.['NATS_NAMESPACE']
      ? `test-${randomBytes(6).toString('hex')}`
      : undefined
  const config = loadConfig({
    cwd: dataDir,
    installedModules: installed.map((m) => m.id),
    env: {
      OJ_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      ...(natsUrl ? { NATS_URL: natsUrl } : {}),
      ...(ownNamespace ? { NATS_NAMESPACE: ownNamespace } : {}),
      OJ_JUDGE_EMBEDDED: options.judge ? '1' : '0',
      // Every reply of a test server is held against its endpoint's output schema.
      OJ_CHECK_REPLIES: '1',
      // Tests pose as many clients by X-Forwarded-For from loopback (as a local proxy would send it).
      OJ_TRUST_PROXY: '127.0.0.1,::1',
      ...options.env,
      PORT: '0',
      OJ_HOST: '127.0.0.1',
      OJ_DATA_DIR: dataDir,
    },
  })
  const enabled = orderModules({
    enabled: config.modules,
    installed,
    builtIn: BUILT_IN_IDS,
    source: config.modulesSource,
  })
  // Left behind, the streams would only take room on the NATS server: a failure says so and goes on.
  const removeNamespace = async () => {
    if (!config.natsUrl || !ownNamespace) return
    await removeNatsNamespace(config.natsUrl, ownNamespace, config.natsAuth).catch((error: unknown) =>
      console.warn(`Could not remove the test bus namespace ${ownNamespace}:`, error),
    )
  }
  const db = await openTestDb(journalsOf(enabled))
  const server = await startServer(config, {
    installed,
    db,
    handleSignals: false,
    ...(options.repoRoot ? { repoRoot: options.repoRoot } : {}),
    ...(options.log ? { log: options.log } : {}),
  }).catch(async (error: unknown) => {
    await removeNamespace()
    throw error
  })
  const request = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init)
  const api: TestServer['api'] = async (method, path, { body, token, headers } = {}) => {
    const response = await request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: token } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { httpStatus: response.status, headers: response.headers, body: await response.json() }
  }
  return {
    url: server.url,
    request,
    api,
    login: async (username, password) => {
      const reply = await api<{ token: string }>('POST', '/ojapi/login', { body: { username, password } })
      if (reply.body.status !== 200 || !reply.body.data)
        throw new Error(`login of ${username} failed: ${reply.body.msg}`)
      return reply.body.data.token
    },
    createUser: (user) => createUser(server.db.client, user),
    db: server.db,
    bus: server.bus,
    users: openUsers(server.db),
    outbox: () => openMail({ dataDir }).outbox(),
    judge: server.judge,
    seedDemo: () => server.seedDemo(),
    routes: apiRoutes({ config, modules: enabled }).routes,
    close: async () => {
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
      await removeNamespace()
    },
  }
}
