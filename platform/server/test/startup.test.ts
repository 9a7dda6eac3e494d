import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterAll, describe, expect, it } from 'vitest'

import { loadConfig } from '../src/config/load.ts'
import { startServer } from '../src/main.ts'
import { journalsOf, PLATFORM_JOURNAL } from '../src/runtime.ts'
import { StartupError } from '../src/startup-error.ts'
import { openTestDb, startTestServer } from '../src/testing/index.ts'
import { broken, dependent, seeded, seeding, stub } from './stubs.ts'

const installed = [stub, dependent, broken, seeding]
const dirs: Array<string> = []
const configFor = (env: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'oj-start-'))
  dirs.push(dir)
  return loadConfig({
    cwd: dir,
    installedModules: installed.map((m) => m.id),
    env: { PORT: '0', OJ_DATA_DIR: dir, ...env },
  })
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

const startFailure = async (env: Record<string, string>): Promise<string> => {
  const db = await openTestDb([PLATFORM_JOURNAL])
  try {
    await startServer(configFor(env), { installed, db, handleSignals: false })
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError)
    return (error as Error).message
  } finally {
    await db.close()
  }
  throw new Error('expected the start to fail')
}

describe('start-up', { timeout: 60_000 }, () => {
  it('stops on an unknown module, listing the installed ones', async () => {
    expect(await startFailure({ OJ_MODULES: 'stub,forum' })).toBe(
      "Unknown module 'forum' (OJ_MODULES=stub,forum). Installed modules: stub, dependent, broken, seeding",
    )
  })

  it('stops on a requirement that is not enabled', async () => {
    expect(await startFailure({ OJ_MODULES: 'dependent' })).toBe(
      "module 'dependent' requires 'stub', which is not enabled (OJ_MODULES=dependent)",
    )
  })

  it('stops on a module whose services fail, naming it', async () => {
    const message = await startFailure({ OJ_MODULES: 'stub,broken' })
    expect(message).toContain("module 'broken' failed to start")
    expect(message).toContain('no connection to the moon')
  })

  it('generates the root password once, and seeds demo data of the enabled modules', async () => {
    const config = configFor({ OJ_MODULES: 'seeding' })
    const db = await openTestDb(journalsOf([seeding]))
    const server = await startServer(config, { installed, db, handleSignals: false })
    try {
      expect(server.adminPassword).toMatch(/^[A-Za-z0-9]{16}$/)
      // Kept in a file of the data directory that only its owner may read.
      expect(server.adminPasswordFile).toBe(join(config.dataDir, 'root-password.txt'))
      expect(statSync(server.adminPasswordFile!).mode & 0o777).toBe(0o600)
      expect(readFileSync(server.adminPasswordFile!, 'utf8')).toBe(`${server.adminPassword}\n`)
      expect(await server.ensureRootAdmin()).toEqual({ created: false })
      const login = await fetch(`${server.url}/ojapi/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'root', password: server.adminPassword }),
      })
      expect(((await login.json()) as { status: number }).status).toBe(200)
      const before = seeded.count
      await server.seedDemo()
      expect(seeded.count).toBe(before + 1)
    } finally {
      await server.close()
    }
  })

  it('uses the configured root password and does not print it', async () => {
    const server = await startTestServer({ modules: [stub] })
    try {
      expect(await server.login('root', 'root-password')).toBeTruthy()
    } finally {
      await server.close()
    }
  })

  it('stops with a clear message when the port is taken', async () => {
    const first = await startTestServer({ modules: [stub] })
    try {
      const port = new URL(first.url).port
      expect(await startFailure({ OJ_MODULES: 'stub', PORT: port })).toContain(`Port ${port} is in use`)
    } finally {
      await first.close()
    }
  })
})

describe('the oj command', { timeout: 60_000 }, () => {
  const bin = fileURLToPath(new URL('../bin/oj.ts', import.meta.url))
  const run = (args: Array<string>, env: Record<string, string>) =>
    spawnSync(process.execPath, [bin, ...args], {
      encoding: 'utf8',
      env: { PATH: process.env['PATH'] ?? '', ...env },
    })

  it('prints a StartupError alone, without a stack, and exits 1', () => {
    const result = run(['serve'], { PORT: 'eighty', OJ_DATA_DIR: join(tmpdir(), 'oj-never-created') })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Invalid configuration')
    expect(result.stderr).toContain('PORT: ')
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })

  // A whole `oj migrate` on a fresh PGlite: slow on a busy machine.
  it(
    'names the file of a generated root password and never prints the password',
    { timeout: 180_000 },
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'oj-migrate-'))
      try {
        const result = run(['migrate'], { OJ_DATA_DIR: dataDir, OJ_MODULES: 'none', DATABASE_URL: '' })
        expect(result.status, result.stderr).toBe(0)
        const file = join(dataDir, 'root-password.txt')
        const password = readFileSync(file, 'utf8').trim()
        expect(password).toMatch(/^[A-Za-z0-9]{16}$/)
        expect(statSync(file).mode & 0o777).toBe(0o600)
        expect(result.stdout).toContain(file)
        expect(result.stdout + result.stderr).not.toContain(password)
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
  )

  it('explains its usage', () => {
    expect(run(['--help'], {}).stdout).toContain('usage: oj [serve|migrate|seed|judge]')
    expect(run(['frobnicate'], {}).status).toBe(2)
  })
})
