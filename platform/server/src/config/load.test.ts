import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { startupFailure } from '../startup-error.test-helper.ts'
import { loadConfig } from './load.ts'

const installedModules = ['problems', 'contests']
const emptyDir = () => mkdtempSync(join(tmpdir(), 'oj-config-'))
const load = (env: Record<string, string>, cwd = emptyDir()) => loadConfig({ env, cwd, installedModules })
const failure = startupFailure

describe('loadConfig', () => {
  it('has defaults', () => {
    const cwd = emptyDir()
    const config = load({}, cwd)
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: join(cwd, '.data'),
      databaseUrl: undefined,
      natsUrl: undefined,
      adminPassword: undefined,
      modules: ['problems', 'contests'],
      remotes: {},
    })
  })

  it('reads the environment', () => {
    const config = load({
      PORT: '9000',
      OJ_HOST: '0.0.0.0',
      OJ_DATA_DIR: '/srv/oj',
      DATABASE_URL: 'postgres://root@127.0.0.1:5432/test',
      NATS_URL: 'nats://127.0.0.1:4222',
      OJ_MODULES: ' problems , contests,problems',
      OJ_ADMIN_PASSWORD: 'secret-pw',
      OJ_REMOTE_PROBLEMS_URL: 'https://cdn.example.com/problems/mf-manifest.json',
    })
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/srv/oj',
      databaseUrl: 'postgres://root@127.0.0.1:5432/test',
      natsUrl: 'nats://127.0.0.1:4222',
      modules: ['problems', 'contests'],
      modulesSource: 'OJ_MODULES= problems , contests,problems',
      adminPassword: 'secret-pw',
      remotes: { problems: 'https://cdn.example.com/problems/mf-manifest.json' },
    })
  })

  it('treats blank variables as unset and `none` as no module', () => {
    expect(load({ PORT: ' ', OJ_MODULES: '' }).modules).toEqual(['problems', 'contests'])
    expect(load({ OJ_MODULES: 'none' }).modules).toEqual([])
  })

  it('reads oj.config.json, and the environment wins over it', () => {
    const cwd = emptyDir()
    writeFileSync(
      join(cwd, 'oj.config.json'),
      JSON.stringify({
        port: 7000,
        modules: ['contests'],
        dataDir: 'data',
        remotes: { contests: '/x/mf-manifest.json' },
      }),
    )
    const config = load({ PORT: '7001' }, cwd)
    expect(config.port).toBe(7001)
    expect(config.modules).toEqual(['contests'])
    expect(config.dataDir).toBe(join(cwd, 'data'))
    expect(config.remotes).toEqual({ contests: '/x/mf-manifest.json' })
    expect(config.configFile).toBe(join(cwd, 'oj.config.json'))
  })

  it('reads the file named by OJ_CONFIG', () => {
    const dir = emptyDir()
    const path = join(dir, 'custom.json')
    writeFileSync(path, JSON.stringify({ modules: 'problems' }))
    expect(load({ OJ_CONFIG: path }).modules).toEqual(['problems'])
    expect(failure(() => load({ OJ_CONFIG: join(dir, 'missing.json') }))).toContain('does not exist')
  })

  it('reads the SMTP settings, and never echoes a bad SMTP URL (it may hold a password)', () => {
    expect(load({}).mail).toEqual({ smtpUrl: undefined, from: undefined })
    const config = load({
      OJ_SMTP_URL: 'smtps://oj:pw@smtp.example.com:465',
      OJ_MAIL_FROM: 'OJ <oj@example.com>',
    })
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://oj:pw@smtp.example.com:465',
      from: 'OJ <oj@example.com>',
    })
    const message = failure(() => load({ OJ_SMTP_URL: 'http://oj:pw@mail' }))
    expect(message).toContain('OJ_SMTP_URL: Expected an smtp:// or smtps:// URL')
    expect(message).not.toContain('oj:pw')
  })

  it('reads the public URL of the links in mails, without a trailing slash', () => {
    expect(load({}).publicUrl).toBeUndefined()
    expect(load({ OJ_PUBLIC_URL: 'https://oj.example.com/' }).publicUrl).toBe('https://oj.example.com')
    expect(load({ OJ_PUBLIC_URL: 'http://10.0.0.5:8080/judge' }).publicUrl).toBe('http://10.0.0.5:8080/judge')
    expect(failure(() => load({ OJ_PUBLIC_URL: 'oj.example.com' }))).toContain(
      'OJ_PUBLIC_URL: Expected an http(s):// URL without query',
    )
    expect(failure(() => load({ OJ_PUBLIC_URL: 'https://oj.example.com/?next=x' }))).toContain(
      'OJ_PUBLIC_URL',
    )
  })

  it('reads the bus namespace: a NATS subject token, never one the default streams hold', () => {
    expect(load({}).natsNamespace).toBeUndefined()
    expect(load({ NATS_NAMESPACE: 'staging_2-b' }).natsNamespace).toBe('staging_2-b')
    for (const bad of ['a.b', 'a*', 'a>', 'a b', 'über', 'x'.repeat(33), 'events', 'tasks']) {
      expect(failure(() => load({ NATS_NAMESPACE: bad }))).toContain('NATS_NAMESPACE: Expected ')
    }
    expect(failure(() => load({ NATS_NAMESPACE: 'events' }))).toContain('other than events or tasks')
  })

  it('reports every invalid value in one clear message', () => {
    const message = failure(() =>
      load({ PORT: 'abc', DATABASE_URL: 'mysql://x', OJ_MODULES: 'Problems', OJ_ADMIN_PASSWORD: '123' }),
    )
    expect(message).toContain('Invalid configuration')
    expect(message).toContain('PORT: ')
    expect(message).toContain('(got "abc")')
    expect(message).toContain('DATABASE_URL: Expected a postgres:// or postgresql:// URL')
    expect(message).toContain('OJ_MODULES: Expected module ids in lower case')
    expect(message).toContain('OJ_ADMIN_PASSWORD: Expected 6 to 20 characters')
    // Secrets are never echoed back.
    expect(message).not.toContain('"123"')
    expect(message).not.toContain('mysql://x')
  })

  it('rejects a port out of range, bad JSON and unknown keys in the file', () => {
    expect(failure(() => load({ PORT: '70000' }))).toContain(
      'PORT: Expected a port number between 0 and 65535',
    )
    const cwd = emptyDir()
    writeFileSync(join(cwd, 'oj.config.json'), '{ "port": ')
    expect(failure(() => load({}, cwd))).toContain('is not valid JSON')
    writeFileSync(join(cwd, 'oj.config.json'), '{ "prot": 1 }')
    expect(failure(() => load({}, cwd))).toContain("Unknown setting 'prot'")
    writeFileSync(join(cwd, 'oj.config.json'), '{ "port": "x" }')
    expect(failure(() => load({}, cwd))).toContain("'port' in")
  })
})
