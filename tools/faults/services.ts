// Private NATS and Postgres servers for fault tests: started, stopped and restarted by the test
// itself on free loopback ports with throw-away data folders. The machine's shared services
// (4222, 5432) are never touched.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { freePort } from '../lib/platform-process.ts'

const NATS_SERVER = '/usr/sbin/nats-server'
const PG_BIN = '/usr/lib/postgresql/15/bin'

/** Why private servers cannot be run here, or null. */
export function missingServers(): string | null {
  if (!existsSync(NATS_SERVER)) return `${NATS_SERVER} is missing (apt-get install nats-server)`
  if (!existsSync(join(PG_BIN, 'initdb')))
    return `${PG_BIN}/initdb is missing (apt-get install postgresql-15)`
  if (process.getuid?.() !== 0) return 'the private Postgres runs as the postgres user: the test needs root'
  try {
    execFileSync('id', ['-u', 'postgres'])
  } catch {
    return 'there is no postgres user'
  }
  return null
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Waits until something listens on the port. */
export async function waitForPort(port: number, ms = 30_000): Promise<void> {
  for (const until = Date.now() + ms; ; await sleep(100)) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > until) throw new Error(`nothing listens on 127.0.0.1:${port} after ${ms} ms`)
  }
}

const ended = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()))

export interface PrivateServer {
  readonly url: string
  start(): Promise<void>
  /** SIGTERM (SIGKILL with `hard`), and waits for the process to end. */
  stop(hard?: boolean): Promise<void>
  /** Stops and removes its data. */
  destroy(): Promise<void>
}

export async function privateNats(): Promise<PrivateServer> {
  const port = await freePort()
  const store = mkdtempSync(join(tmpdir(), 'oj-faults-nats-'))
  let child: ChildProcess | null = null
  const server: PrivateServer = {
    url: `nats://127.0.0.1:${port}`,
    async start() {
      child = spawn(NATS_SERVER, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', store], {
        stdio: 'ignore',
      })
      await waitForPort(port)
    },
    async stop(hard = false) {
      if (!child) return
      child.kill(hard ? 'SIGKILL' : 'SIGTERM')
      await ended(child)
      child = null
    },
    async destroy() {
      await server.stop(true)
      rmSync(store, { recursive: true, force: true })
    },
  }
  await server.start()
  return server
}

/** `settings`: more server settings (name → value), as `postgres -c` takes them. */
export async function privatePostgres(settings: Record<string, string> = {}): Promise<PrivateServer> {
  const port = await freePort()
  const root = mkdtempSync(join(tmpdir(), 'oj-faults-pg-'))
  chmodSync(root, 0o755)
  const data = join(root, 'data')
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
  chownSync(root, uid, gid)
  const asPostgres = (file: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, file), ...args], { stdio: 'pipe' })
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  let child: ChildProcess | null = null
  const server: PrivateServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      child = spawn(
        'runuser',
        [
          '-u',
          'postgres',
          '--',
          join(PG_BIN, 'postgres'),
          '-D',
          data,
          '-p',
          String(port),
          '-k',
          root,
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'fsync=off',
          '-c',
          'full_page_writes=off',
          ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
        ],
        { stdio: 'ignore' },
      )
      await waitForPort(port)
      // the port opens a moment before connections are taken
      await sleep(300)
    },
    async stop(hard = false) {
      if (!child) return
      // the postmaster's own pid (runuser is its parent): SIGINT is its fast shutdown, SIGKILL a crash
      const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
      process.kill(pid, hard ? 'SIGKILL' : 'SIGINT')
      await ended(child)
      child = null
    },
    async destroy() {
      await server.stop()
      rmSync(root, { recursive: true, force: true })
    },
  }
  await server.start()
  return server
}
