import { defineServerModule, defineSetting, readSetting, SiteSettings } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openSiteSettings } from '../src/site/settings.ts'
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../src/testing/index.ts'
import { smtpServer } from './smtp-server.ts'

// The super admin's system configuration (issue 40 §2, §3): the web config shown at once, the mail
// server used at once and tested through a real SMTP server, the database as it is, the switches the
// modules declare, and every server process following a change on its next request.

const interval = defineSetting({
  key: 'defaultSubmitInterval',
  kind: 'integer',
  default: 8,
  min: 0,
  max: 3600,
  label: 'probe.interval',
})
// A module that owns a setting and reads it on each call, as the problems module does.
const probe = defineServerModule({
  id: 'probe',
  requires: [],
  siteSettings: [interval],
  messages: { 'zh-CN': { 'probe.interval': '间隔' }, en: { 'probe.interval': 'Interval' } },
})

let server: TestServer
let root: string
beforeAll(async () => {
  server = await startTestServer({ modules: [probe], log: () => {} })
  root = await server.login('root', TEST_ADMIN_PASSWORD)
})
afterAll(() => server?.close())

/** A visitor asking for a registration code, from an address of its own (the per-address limit). */
let visitor = 10
const askCode = (email: string) =>
  server.api('GET', `/ojapi/get-register-code?email=${encodeURIComponent(email)}`, {
    headers: { 'Accept-Language': 'en', 'X-Forwarded-For': `192.0.2.${visitor++}` },
  })

const call = <T = unknown>(method: string, path: string, body?: unknown) =>
  server.api<T>(method, `/ojapi${path}`, { token: root, body, headers: { 'Accept-Language': 'en' } })

describe('the web config', () => {
  it('sets the name, footer and registration; get-website-config shows them at once', async () => {
    const set = await call('PUT', '/admin/config/set-web-config', {
      name: '  Example OJ  ',
      shortName: 'EOJ',
      description: 'Practice and contests',
      recordName: '© 2026 Example School',
      recordUrl: 'https://beian.example/1',
      projectName: 'EOJ project',
      projectUrl: '/oj/introduction',
      register: false,
    })
    expect(set.body).toMatchObject({ status: 200, data: null })
    const site = await server.api<Record<string, unknown>>('GET', '/ojapi/get-website-config')
    expect(site.body.data).toMatchObject({
      name: 'Example OJ',
      shortName: 'EOJ',
      recordName: '© 2026 Example School',
      register: false,
    })
    const web = await call<Record<string, unknown>>('GET', '/admin/config/get-web-config')
    expect(web.body.data).toMatchObject({ name: 'Example OJ', projectName: 'EOJ project', register: false })
    // Registration closed at once.
    const code = await askCode('new@example.com')
    expect(code.httpStatus).toBe(403)
    expect(code.body.msg).toBe('Registration is closed on this site at the moment')
    await call('PUT', '/admin/config/set-web-config', { register: true })
  })

  it('refuses a script as a link, and a field too long, changing nothing', async () => {
    const bad = await call('PUT', '/admin/config/set-web-config', {
      projectUrl: 'javascript:alert(1)',
      name: 'x',
    })
    expect(bad.httpStatus).toBe(400)
    expect(bad.body.msg).toBe('A link must start with http://, https:// or /')
    expect(
      (await call('PUT', '/admin/config/set-web-config', { shortName: 's'.repeat(21) })).httpStatus,
    ).toBe(400)
    const web = await call<Record<string, unknown>>('GET', '/admin/config/get-web-config')
    expect(web.body.data).toMatchObject({ name: 'Example OJ', projectUrl: '/oj/introduction' })
  })
})

describe('the mail server', () => {
  it('sends nothing by test while none is set (mail waits in the outbox), and says so', async () => {
    const config = await call<{ source: string }>('GET', '/admin/config/get-email-config')
    expect(config.body.data?.source).toBe('outbox')
    const test = await call('POST', '/admin/config/test-email', { email: 'me@example.com' })
    expect(test.httpStatus).toBe(400)
    expect(test.body.msg).toContain('No SMTP server is set')
  })

  it('uses the SMTP server set here at once: the test mail and a registration code arrive there', async () => {
    const smtp = await smtpServer({ users: { oj: 's3cret' } })
    try {
      const set = await call('PUT', '/admin/config/set-email-config', {
        emailHost: '127.0.0.1',
        emailPort: smtp.port,
        emailUsername: 'oj',
        emailPassword: 's3cret',
        emailSsl: false,
        emailFrom: 'noreply@oj.example',
      })
      expect(set.httpStatus).toBe(200)
      const config = await call<Record<string, unknown>>('GET', '/admin/config/get-email-config')
      expect(config.body.data).toMatchObject({
        emailHost: '127.0.0.1',
        emailPort: smtp.port,
        emailPassword: '',
        hasPassword: true,
        source: 'settings',
      })
      expect((await call('POST', '/admin/config/test-email', { email: 'me@example.com' })).httpStatus).toBe(
        200,
      )
      expect(smtp.received.at(-1)).toMatchObject({
        to: ['me@example.com'],
        from: 'noreply@oj.example',
        user: 'oj',
      })
      expect(smtp.received.at(-1)?.data).toContain('Example OJ test mail')
      const before = (await server.outbox()).length
      expect((await askCode('newcomer@example.com')).httpStatus).toBe(200)
      expect(smtp.received.at(-1)?.to).toEqual(['newcomer@example.com'])
      expect((await server.outbox()).length).toBe(before)
      // HOJ's rule: an empty password keeps the one stored.
      await call('PUT', '/admin/config/set-email-config', { emailHost: '127.0.0.1', emailPassword: '' })
      expect(
        (await call('POST', '/admin/config/test-email', { email: 'again@example.com' })).httpStatus,
      ).toBe(200)
    } finally {
      await smtp.close()
    }
  })

  it("answers the SMTP server's own words when it refuses", async () => {
    const smtp = await smtpServer({ users: { oj: 'other-password' } })
    try {
      await call('PUT', '/admin/config/set-email-config', { emailHost: '127.0.0.1', emailPort: smtp.port })
      const test = await call('POST', '/admin/config/test-email', { email: 'me@example.com' })
      expect(test.httpStatus).toBe(400)
      expect(test.body.msg).toMatch(
        /^The mail server refused the test mail: .*(535|Invalid username or password)/,
      )
    } finally {
      await smtp.close()
    }
  })

  it('goes back to the outbox when the server is cleared', async () => {
    await call('PUT', '/admin/config/set-email-config', { clear: true })
    expect((await call<{ source: string }>('GET', '/admin/config/get-email-config')).body.data?.source).toBe(
      'outbox',
    )
    expect((await askCode('outboxed@example.com')).httpStatus).toBe(200)
    expect((await server.outbox()).at(-1)?.to).toBe('outboxed@example.com')
  })
})

describe('the database, the cache and the service', () => {
  it('tells the database as it is, no password, and that there is no Redis', async () => {
    const db = await call<Record<string, unknown> & { database: Record<string, unknown> }>(
      'GET',
      '/admin/config/get-db-and-redis-config',
    )
    expect(db.body.data).toMatchObject({
      redisHost: null,
      redisPort: null,
      redisPassword: null,
      cache: 'none',
    })
    expect(db.body.data?.database['kind']).toBe(server.db.kind)
    expect(String(db.body.data?.database['version'])).toMatch(/PostgreSQL/)
    expect(JSON.stringify(db.body.data)).not.toMatch(/password=|:[^/@:]+@/)
    const set = await call('PUT', '/admin/config/set-db-and-redis-config', { dbHost: 'elsewhere' })
    expect(set.httpStatus).toBe(400)
    expect(set.body.msg).toContain('cannot be changed here')
  })

  it("answers this server's machine, process and versions", async () => {
    const info = await call<{
      versions: { node: string }
      process: { pid: number }
      machine: { memoryTotal: number }
    }>('GET', '/admin/config/get-service-info')
    expect(info.body.data?.versions.node).toBe(process.version)
    expect(info.body.data?.process.pid).toBe(process.pid)
    expect(info.body.data?.machine.memoryTotal).toBeGreaterThan(0)
  })
})

describe('the switches', () => {
  it('lists the site switches and the modules’ own, with their texts and ranges', async () => {
    const fields = await call<Array<{ key: string; module: string; label: { en: string }; max?: number }>>(
      'GET',
      '/admin/switch/fields',
    )
    expect(fields.body.data?.map((f) => `${f.module}:${f.key}`)).toEqual([
      'site:openPublicDiscussion',
      'site:openGroupDiscussion',
      'site:openContestComment',
      'probe:defaultSubmitInterval',
    ])
    expect(fields.body.data?.[3]).toMatchObject({ label: { en: 'Interval' }, max: 3600 })
    const info = await call<Record<string, unknown>>('GET', '/admin/switch/info')
    expect(info.body.data).toMatchObject({
      defaultSubmitInterval: 8,
      openPublicDiscussion: true,
      cfUsernameList: [],
    })
    // A switch no enabled module owns is left out (groups are not installed here).
    expect(info.body.data).not.toHaveProperty('defaultCreateGroupLimit')
  })

  it('sets what a module owns, refusing a value out of its range and ignoring what nobody owns', async () => {
    const bad = await call('PUT', '/admin/switch/update', { defaultSubmitInterval: 4000 })
    expect(bad.httpStatus).toBe(400)
    expect(bad.body.msg).toBe('defaultSubmitInterval must be a whole number from 0 to 3600')
    const ok = await call('PUT', '/admin/switch/update', {
      defaultSubmitInterval: 3,
      defaultCreateGroupLimit: 9,
    })
    expect(ok.httpStatus).toBe(200)
    const info = await call<Record<string, unknown>>('GET', '/admin/switch/info')
    expect(info.body.data).toMatchObject({ defaultSubmitInterval: 3 })
    const stored = await server.db.client.execute(
      sql`select key from platform.site_config where key = 'defaultCreateGroupLimit'`,
    )
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([])
  })

  it('reaches every process at once: another cache over the same database reads the change on its next read', async () => {
    // Two SiteSettings over one database, as two server processes have.
    const other = openSiteSettings(server.db)
    const read = () =>
      Effect.runPromise(readSetting(interval).pipe(Effect.provideService(SiteSettings, other)))
    expect(await read()).toBe(3)
    await call('PUT', '/admin/switch/update', { defaultSubmitInterval: 11 })
    expect(await read()).toBe(11)
    // Whoever writes the table (a test, an operator's SQL), the stamp moves with it.
    await server.db.client.execute(
      sql`update platform.site_config set value = '12'::jsonb where key = 'defaultSubmitInterval'`,
    )
    expect(await read()).toBe(12)
    await server.db.client.execute(sql`delete from platform.site_config where key = 'defaultSubmitInterval'`)
    expect(await read()).toBe(8)
  })
})
