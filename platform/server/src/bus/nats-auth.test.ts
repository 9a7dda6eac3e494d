import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { jetstreamManager } from '@nats-io/jetstream'
import { connect as connectNats } from '@nats-io/transport-node'
import { afterAll, describe, expect, it } from 'vitest'

import { loadConfig } from '../config/load.ts'
import { startupFailure } from '../startup-error.test-helper.ts'
import { openNatsBus, removeNatsNamespace } from './nats.ts'
import { natsConnectOptions, NO_NATS_AUTH } from './nats-auth.ts'

const hasNatsServer = spawnSync('nats-server', ['--version']).status === 0

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

const load = (env: Record<string, string>) => loadConfig({ env, cwd: '/', installedModules: [] })

describe('NATS login settings', () => {
  it('reads NATS_CREDS, NATS_USER with NATS_PASSWORD, or NATS_TOKEN; never echoes a secret', () => {
    expect(load({}).natsAuth).toEqual(NO_NATS_AUTH)
    expect(load({ NATS_USER: 'judge', NATS_PASSWORD: 's3cret' }).natsAuth).toMatchObject({
      user: 'judge',
      password: 's3cret',
    })
    expect(load({ NATS_CREDS: 'etc/judge.creds' }).natsAuth.credsFile).toBe('/etc/judge.creds')
    expect(natsConnectOptions({ ...NO_NATS_AUTH, token: 't0ken' })).toEqual({ token: 't0ken' })
    const half = startupFailure(() => load({ NATS_USER: 'judge' }))
    expect(half).toContain('NATS_USER and NATS_PASSWORD go together')
    const both = startupFailure(() =>
      load({ NATS_TOKEN: 't0ken', NATS_USER: 'judge', NATS_PASSWORD: 's3cret' }),
    )
    expect(both).toContain('Set one way to log in to NATS')
    expect(both).not.toContain('s3cret')
    expect(both).not.toContain('t0ken')
  })

  it('says which file it cannot read', () => {
    const message = startupFailure(() =>
      natsConnectOptions({ ...NO_NATS_AUTH, credsFile: '/nonexistent/judge.creds' }),
    )
    expect(message).toContain('Cannot read the NATS credentials file /nonexistent/judge.creds (NATS_CREDS)')
  })
})

describe.skipIf(!hasNatsServer)('a NATS server that wants a login', () => {
  const children: Array<ChildProcess> = []
  afterAll(() => children.forEach((child) => child.kill('SIGKILL')))

  async function natsWith(args: ReadonlyArray<string>): Promise<string> {
    const port = await freePort()
    const dir = mkdtempSync(join(tmpdir(), 'oj-nats-auth-'))
    const child = spawn('nats-server', ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir, ...args], {
      stdio: 'ignore',
    })
    children.push(child)
    const url = `nats://127.0.0.1:${port}`
    // Up once the port answers (a refused login is an answer too).
    for (let tries = 0; tries < 100; tries++) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.destroy()
          resolve(true)
        })
        socket.on('error', () => resolve(false))
      })
      if (up) return url
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('nats-server did not start')
  }

  it('refuses the bus without the user and password, with a message naming the settings', async () => {
    const url = await natsWith(['--user', 'judge', '--pass', 's3cret'])
    const message = await openNatsBus({ url, name: 'oj-auth-test' }).then(
      async (bus) => {
        await bus.close()
        return 'connected'
      },
      (error: Error) => error.message,
    )
    expect(message).toContain('refused the login')
    expect(message).toContain('NATS_USER')
    const bus = await openNatsBus({
      url,
      name: 'oj-auth-test',
      auth: load({ NATS_USER: 'judge', NATS_PASSWORD: 's3cret' }).natsAuth,
    })
    await bus.publish('events.test.auth', { ok: true })
    await bus.close()
  })

  it('logs in with a token', async () => {
    const url = await natsWith(['--auth', 't0ken'])
    await expect(openNatsBus({ url, name: 'oj-auth-test' })).rejects.toThrow('refused the login')
    const bus = await openNatsBus({ url, name: 'oj-auth-test', auth: load({ NATS_TOKEN: 't0ken' }).natsAuth })
    await bus.close()
  })

  it('removes the streams of a namespace, logged in as the platform that made them', async () => {
    const url = await natsWith(['--user', 'judge', '--pass', 's3cret'])
    const auth = load({ NATS_USER: 'judge', NATS_PASSWORD: 's3cret' }).natsAuth
    const bus = await openNatsBus({ url, name: 'oj-auth-test', auth, namespace: 'authns' })
    await bus.close()
    const streams = async () => {
      const nc = await connectNats({ ...natsConnectOptions(auth), servers: url })
      try {
        const names: string[] = []
        for await (const name of (await jetstreamManager(nc)).streams.names()) names.push(name)
        return names.sort()
      } finally {
        await nc.close()
      }
    }
    expect(await streams()).toEqual(['EVENTS_authns', 'TASKS_authns'])
    await expect(removeNatsNamespace(url, 'authns')).rejects.toThrow(/authori[sz]ation/i)
    await removeNatsNamespace(url, 'authns', auth)
    expect(await streams()).toEqual([])
  })
})
