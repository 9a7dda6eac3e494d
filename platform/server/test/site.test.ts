import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_WEBSITE_CONFIG, writeWebsiteConfig } from '../src/site/index.ts'
import { siteConfig } from '../src/site/tables.ts'
import { startTestServer, type TestServer } from '../src/testing/index.ts'
import { dependent, stub } from './stubs.ts'

describe('site: website config, module list, static files', { timeout: 60_000 }, () => {
  let server: TestServer
  const repoRoot = mkdtempSync(join(tmpdir(), 'oj-repo-'))
  const write = (path: string, content: string) => {
    mkdirSync(join(repoRoot, path, '..'), { recursive: true })
    writeFileSync(join(repoRoot, path), content)
  }

  beforeAll(async () => {
    write('shell/dist/index.html', '<!doctype html><title>shell</title>')
    write('shell/dist/main.1a2b3c4d5e.js', `console.log(${JSON.stringify('x'.repeat(4000))})`)
    // A build's precompressed copy beside its file: told apart from it by its content.
    write('shell/dist/chunk.9f8e7d6c5b.js', `console.log(${JSON.stringify('plain '.repeat(400))})`)
    writeFileSync(
      join(repoRoot, 'shell/dist/chunk.9f8e7d6c5b.js.gz'),
      gzipSync(`console.log(${JSON.stringify('precompressed '.repeat(400))})`),
    )
    write('modules/stub/web/dist/mf-manifest.json', '{"id":"oj_stub"}')
    write('modules/stub/web/dist/remoteEntry.js', 'var oj_stub = 1')
    write('modules/dependent/web/dist/mf-manifest.json', '{"id":"oj_dependent"}')
    // Enabled: stub only; dependent is installed but disabled.
    server = await startTestServer({
      modules: [stub, dependent],
      env: { OJ_MODULES: 'stub', OJ_REMOTE_STUB_URL: 'https://cdn.example.com/stub/mf-manifest.json' },
      repoRoot,
    })
  })
  afterAll(async () => {
    await server?.close()
    rmSync(repoRoot, { recursive: true, force: true })
  })

  it('answers the website config: defaults, then stored values', async () => {
    const reply = await server.api('GET', '/ojapi/get-website-config')
    expect(reply.body).toEqual({ status: 200, msg: 'success', data: DEFAULT_WEBSITE_CONFIG })
    await server.db.client.insert(siteConfig).values([
      { key: 'name', value: 'Campus OJ' },
      { key: 'register', value: false },
      { key: 'openContestComment', value: 'not a boolean' },
      { key: 'unknownKey', value: 1 },
    ])
    const changed = await server.api<Record<string, unknown>>('GET', '/ojapi/get-website-config')
    expect(changed.body.data).toEqual({ ...DEFAULT_WEBSITE_CONFIG, name: 'Campus OJ', register: false })
    await server.db.client.delete(siteConfig)
  })

  it('writes website settings idempotently', async () => {
    const { Effect } = await import('effect')
    const { Db } = await import('@oj/sdk/server')
    const run = (changes: Parameters<typeof writeWebsiteConfig>[0]) =>
      Effect.runPromise(writeWebsiteConfig(changes).pipe(Effect.provideService(Db, server.db)))
    await run({ shortName: 'COJ' })
    await run({ shortName: 'COJ2', description: 'd' })
    const data = (await server.api<Record<string, unknown>>('GET', '/ojapi/get-website-config')).body.data
    expect(data).toMatchObject({ shortName: 'COJ2', description: 'd' })
    await server.db.client.delete(siteConfig)
  })

  it('lists the enabled modules only, with their remote override', async () => {
    const reply = await server.api('GET', '/ojapi/modules')
    expect(reply.body.data).toEqual([
      {
        id: 'stub',
        routes: ['/stub'],
        nav: [{ id: 'stub', label: { 'zh-CN': '桩', en: 'Stub' }, to: '/stub', order: 10 }],
        userMenu: [
          { id: 'stub-mine', label: { 'zh-CN': '桩', en: 'Stub' }, to: '/stub?mine=true', order: 20 },
        ],
        areas: [],
        slots: [],
        messageSources: [],
        adminMenu: [
          { id: 'stub-admin', label: { 'zh-CN': '桩', en: 'Stub' }, path: 'stub', order: 30, role: 'root' },
        ],
        container: 'oj_stub',
        manifest: 'https://cdn.example.com/stub/mf-manifest.json',
      },
    ])
  })

  it('has no routes of a disabled module', async () => {
    expect((await server.api('GET', '/ojapi/dependent/ping')).httpStatus).toBe(404)
    expect((await server.api('GET', '/ojapi/stub/any')).httpStatus).toBe(200)
  })

  it('serves an enabled module’s remote, never a disabled one’s', async () => {
    const manifest = await server.request('/oj/remotes/stub/mf-manifest.json')
    expect(manifest.status).toBe(200)
    expect(manifest.headers.get('Cache-Control')).toBe('no-cache')
    expect(await manifest.json()).toEqual({ id: 'oj_stub' })
    expect((await server.request('/oj/remotes/stub/remoteEntry.js')).status).toBe(200)
    expect((await server.request('/oj/remotes/stub/missing.js')).status).toBe(404)
    expect((await server.request('/oj/remotes/dependent/mf-manifest.json')).status).toBe(404)
    expect((await server.request('/oj/remotes/stub/../../../package.json')).status).toBe(404)
  })

  it('serves the shell with a long cache for hashed files, gzip, and falls back to index.html', async () => {
    const hashed = await server.request('/oj/main.1a2b3c4d5e.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(hashed.status).toBe(200)
    expect(hashed.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(hashed.headers.get('Content-Encoding')).toBe('gzip')
    expect(await hashed.text()).toContain('console.log')

    for (const path of ['/oj/', '/oj/problem/1001', '/oj/contest/3/rank']) {
      const page = await server.request(path)
      expect(page.status).toBe(200)
      expect(page.headers.get('Cache-Control')).toBe('no-cache')
      expect(await page.text()).toContain('<title>shell</title>')
    }
    expect((await server.request('/oj/missing.css')).status).toBe(404)
  })

  it('sends a build’s precompressed copy as it is, cached as its file; the file itself without gzip', async () => {
    const zipped = await server.request('/oj/chunk.9f8e7d6c5b.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(zipped.status).toBe(200)
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip')
    expect(zipped.headers.get('Content-Type')).toMatch(/javascript/)
    expect(zipped.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const body = Buffer.from(await zipped.arrayBuffer())
    // decoded once: the copy's bytes, not the file gzipped again
    const text = body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body).toString() : body.toString()
    expect(text).toContain('precompressed')
    const plain = await server.request('/oj/chunk.9f8e7d6c5b.js', {
      headers: { 'Accept-Encoding': 'identity' },
    })
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await plain.text()).toContain('plain')
  })

  it('redirects / to /oj/', async () => {
    const response = await server.request('/', { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/oj/')
  })
})

describe('site: before the shell is built', { timeout: 60_000 }, () => {
  it('serves a plain page saying so', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'oj-empty-'))
    const server = await startTestServer({ modules: [stub, dependent], repoRoot: empty })
    try {
      const page = await server.request('/oj/home')
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('not built yet')
      const modules = await server.api<Array<{ id: string; manifest: string }>>('GET', '/ojapi/modules')
      // Every installed module is enabled by default, requirements first.
      expect(modules.body.data?.map((m) => [m.id, m.manifest])).toEqual([
        ['stub', '/oj/remotes/stub/mf-manifest.json'],
        ['dependent', '/oj/remotes/dependent/mf-manifest.json'],
      ])
    } finally {
      await server.close()
      rmSync(empty, { recursive: true, force: true })
    }
  })
})
