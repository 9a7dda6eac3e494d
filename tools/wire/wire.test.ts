// HOJ's own client must work unchanged against our API. For every HOJ call we serve, the endpoint's
// input and output schemas (from /ojapi/openapi.json) are held against hoj-wire.txt: HOJ's required
// parameters taken, its JSON types accepted, every field of its reply type present with its JSON type.
// Differences we chose are in allow-list.json, each with its reason. Modules added later are checked
// the same way: the test reads what the server serves.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { startTestServer, type TestServer } from '@oj/platform-server/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AllowEntry, checkCalls } from './conformance.ts'
import { readWire } from './hoj-wire.ts'

const spec = readWire()
const allow = JSON.parse(
  readFileSync(join(import.meta.dirname, 'allow-list.json'), 'utf8'),
) as Array<AllowEntry>

let server: TestServer
let doc: Record<string, unknown>
beforeAll(async () => {
  server = await startTestServer({ log: () => {} })
  doc = (await (await server.request('/ojapi/openapi.json')).json()) as Record<string, unknown>
})
afterAll(() => server?.close())

describe('the HOJ wire contract', () => {
  it('reads the contract', () => {
    expect(spec.calls.length).toBeGreaterThan(250)
    expect(spec.shapes.get('ProblemVO')?.get('problemId')).toBe('String')
  })

  it('every HOJ call we serve takes HOJ parameters and gives every field of its reply', () => {
    const reports = checkCalls(doc, spec, allow)
    const served = reports.filter((r) => r.served && !r.empty)
    const empty = reports.filter((r) => r.empty)
    const failing = reports.filter((r) => r.issues.length > 0)
    console.log(
      `wire conformance: ${served.filter((r) => !r.issues.length).length} of ${served.length} HOJ calls we ` +
        `serve conform (${served.filter((r) => r.excused.length > 0).length} with allow-listed differences); ` +
        `${empty.length} answer empty while their module is off; ` +
        `${reports.length - served.length - empty.length} HOJ calls are not served (modules not written yet)`,
    )
    // The problems module and the platform serve these at least: a run that finds fewer read nothing.
    expect(served.length).toBeGreaterThanOrEqual(30)
    const text = failing.flatMap((r) =>
      r.issues.map((i) => `${r.call} ${i.side} ${i.path || '(value)'}: ${i.problem}`),
    )
    expect(text).toEqual([])
  })

  it('keeps the allow-list short and true: every entry names a call we serve and says why', () => {
    const reports = checkCalls(doc, spec, allow)
    for (const entry of allow) {
      expect(entry.reason.length, `${entry.call} ${entry.field}`).toBeGreaterThan(10)
      const report = reports.find((r) => r.call === entry.call)
      expect(report?.served, `${entry.call} is not served`).toBe(true)
    }
  })
})
