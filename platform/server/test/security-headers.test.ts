import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../src/testing/index.ts'
import { stub } from './stubs.ts'

/** The directives of a Content-Security-Policy header, by name. */
const directives = (header: string | null): Record<string, Array<string>> =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  )

describe('security headers on the pages and the API', { timeout: 60_000 }, () => {
  let server: TestServer
  const repoRoot = mkdtempSync(join(tmpdir(), 'oj-repo-'))
  const inline = '!function(){document.documentElement.lang="en"}()'
  const write = (path: string, content: string) => {
    mkdirSync(join(repoRoot, path, '..'), { recursive: true })
    writeFileSync(join(repoRoot, path), content)
  }

  beforeAll(async () => {
    write(
      'shell/dist/index.html',
      `<!doctype html><title>shell</title><script>${inline}</script><script defer src="/oj/main.1a2b3c4d5e.js"></script>`,
    )
    write('shell/dist/main.1a2b3c4d5e.js', 'console.log(1)')
    write('modules/stub/web/dist/remoteEntry.js', 'var oj_stub = 1')
    server = await startTestServer({
      modules: [stub],
      env: { OJ_REMOTE_STUB_URL: 'https://cdn.example.com/stub/mf-manifest.json' },
      repoRoot,
    })
  })
  afterAll(async () => {
    await server?.close()
    rmSync(repoRoot, { recursive: true, force: true })
  })

  it('pages: scripts from this site, the remotes’ origins and the page’s own inline script only', async () => {
    for (const path of [
      '/oj/',
      '/oj/problem/1001',
      '/oj/main.1a2b3c4d5e.js',
      '/oj/remotes/stub/remoteEntry.js',
    ]) {
      const response = await server.request(path)
      expect(response.status, path).toBe(200)
      const csp = directives(response.headers.get('content-security-policy'))
      const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`
      expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.com', hash])
      expect(csp['script-src']).not.toContain("'unsafe-inline'")
      expect(csp['script-src']).not.toContain("'unsafe-eval'")
      expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example.com'])
      expect(csp['worker-src']).toEqual(["'self'", 'blob:'])
      expect(csp['object-src']).toEqual(["'none'"])
      expect(csp['frame-ancestors']).toEqual(["'self'"])
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })

  it('the API: nothing runs, framed by this site only, no sniffing — errors included', async () => {
    for (const path of ['/ojapi/get-website-config', '/ojapi/no-such-call', '/ojapi/openapi.json']) {
      const response = await server.request(path)
      const csp = directives(response.headers.get('content-security-policy'))
      expect(csp['default-src'], path).toEqual(["'none'"])
      expect(csp['script-src']).toBeUndefined()
      expect(csp['frame-ancestors']).toEqual(["'self'"])
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })
})
