import { tmpdir } from 'node:os'

import { API_PREFIX } from '@oj/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiRoutes } from '../src/app.ts'
import { loadConfig } from '../src/config/load.ts'
import type { RouteEntry } from '../src/http/router.ts'
import { startTestServer, type TestServer } from '../src/testing/index.ts'

// The platform's own calls are endpoint descriptors (@oj/sdk/api), each in /ojapi/openapi.json with
// its input and output, so the document describes every call a client of the platform can make.

/** The routes of the built-in plugins, with no module enabled. */
function platformRoutes(): ReadonlyArray<RouteEntry> {
  const config = loadConfig({ cwd: tmpdir(), env: {}, installedModules: [] })
  return apiRoutes({ config, modules: [] }).routes
}

interface Operation {
  readonly parameters: ReadonlyArray<{ readonly name: string; readonly in: string }>
  readonly requestBody?: { readonly content: Record<string, { readonly schema: unknown }> }
  readonly responses: Record<string, { readonly content?: Record<string, { readonly schema: unknown }> }>
}

const openApiPath = (path: string) => API_PREFIX + path.replace(/:([A-Za-z_]\w*)/g, '{$1}')

describe("the platform's endpoints", { timeout: 60_000 }, () => {
  let server: TestServer
  let paths: Record<string, Record<string, Operation>>

  beforeAll(async () => {
    server = await startTestServer({ modules: [] })
    paths = ((await (await server.request('/ojapi/openapi.json')).json()) as { paths: typeof paths }).paths
  })
  afterAll(() => server?.close())

  it('serves every route of the platform through a descriptor', () => {
    const routes = platformRoutes()
    expect(routes.length).toBeGreaterThan(40)
    expect(routes.filter((r) => !r.endpoint).map((r) => `${r.methods.join('|')} ${r.path}`)).toEqual([])
  })

  it('lists every one in /ojapi/openapi.json with its input and output', () => {
    const missing: Array<string> = []
    for (const route of platformRoutes()) {
      const endpoint = route.endpoint
      if (!endpoint) continue
      for (const method of route.methods) {
        const where = `${method} ${endpoint.path}`
        const operation = paths[openApiPath(endpoint.path)]?.[method.toLowerCase()]
        if (!operation) {
          missing.push(`${where}: not in the document`)
          continue
        }
        const data = operation.responses['200']?.content?.['application/json']?.schema as
          { properties?: { data?: unknown } } | undefined
        if (!endpoint.raw && data?.properties?.data === undefined) missing.push(`${where}: no reply schema`)
        if ((method === 'POST' || method === 'PUT') && !operation.requestBody)
          missing.push(`${where}: no body`)
      }
    }
    expect(missing).toEqual([])
  })

  it('documents the HOJ fields a client reads, e.g. the login reply and a page', () => {
    const login = paths['/ojapi/login']?.['post']?.responses['200']?.content?.['application/json']?.schema
    expect(JSON.stringify(login)).toMatch(/cfUsername/)
    const page = paths['/ojapi/get-common-announcement']?.['get']
    expect(page?.parameters.map((p) => p.name)).toEqual(['currentPage', 'limit'])
    expect(JSON.stringify(page?.responses['200'])).toMatch(/"pages"/)
  })
})
