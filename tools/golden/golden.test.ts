// The golden suite, end to end: every problem of tools/golden/problems is created through the API as
// root (zip upload + POST /admin/problem), every solution is submitted as a normal user through the
// API and judged by the real path (outbox → bus → embedded worker → sandbox or WASI → results), and
// its final verdict and score are compared with the ones its file name states. PGlite and the
// in-process bus by default; Postgres and NATS when DATABASE_URL / NATS_URL are set (CI).
import { existsSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'

import { installedLanguages } from '@oj/platform-judge'
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Client, client } from './client.ts'
import { type Job, judgeAll, type Outcome } from './judge-all.ts'
import { mismatchOf } from './mismatch.ts'
import { loadSuite } from './suite.ts'

const suite = loadSuite()
const WASI_DETERMINISM = { problem: 'aplusb', file: 'AC.busy-loop.wasi.c', runs: 2 }
/** Set to 1 where every language must be judged (a production judge image). */
const requireAll = process.env['OJ_GOLDEN_ALL_LANGUAGES'] === '1'

// What this machine cannot run, by the plugins' own probes (decided before the tests are collected,
// so that their solutions show as skipped WITH the reason, never pass unseen).
const unavailable = new Map<string, string>()
for (const language of installedLanguages) {
  const probe = await language.available()
  if (!probe.available && !requireAll) unavailable.set(language.name, probe.reason)
}

let server: TestServer
let api: Client
let offered: ReadonlyArray<string> = []
const outcomes = new Map<string, Promise<Outcome>>()
const canaryHits: string[] = []
let canary: Server | undefined

const keyOf = (problem: string, file: string, run = 0) => `${problem}/${file}${run ? `#${run}` : ''}`

function openCanary(port: number): Promise<void> {
  canary = createServer((socket) => {
    canaryHits.push(`${socket.remoteAddress}:${socket.remotePort}`)
    socket.destroy()
  })
  return new Promise((resolve, reject) => {
    canary!.once('error', (e) => reject(new Error(`canary port ${port} is taken: ${e.message}`)))
    canary!.listen(port, '127.0.0.1', () => resolve())
  })
}

async function waitForLanguages(): Promise<ReadonlyArray<string>> {
  // The worker announces its languages in its first heartbeat, a moment after start.
  const until = Date.now() + 60_000
  for (;;) {
    const names = await api.languages()
    if (names.length > 0 || Date.now() > until) return names
    await new Promise((r) => setTimeout(r, 250))
  }
}

beforeAll(async () => {
  for (const p of suite) if (p.spec.canaryPort) await openCanary(p.spec.canaryPort)
  server = await startTestServer({
    judge: true,
    env: { OJ_JUDGE_NAME: 'golden', OJ_JUDGE_CAPACITY: '2' },
    log: (m) => console.error(`[server] ${m}`),
  })
  api = client(server.url)
  // Many submissions from one user: no minimum interval (the site setting an admin would change).
  await server.db.client.execute(
    sql`insert into platform.site_config (key, value) values ('defaultSubmitInterval', '0'::jsonb)
        on conflict (key) do update set value = excluded.value`,
  )
  const rootToken = await api.login('root', TEST_ADMIN_PASSWORD)
  await server.createUser({ username: 'golden', password: 'golden-pass' })
  const token = await api.login('golden', 'golden-pass')
  offered = await waitForLanguages()

  const jobs: Job[] = []
  for (const problem of suite) {
    const pid = await api.createProblem(rootToken, problem, `GOLDEN-${problem.name.toUpperCase()}`)
    for (const s of problem.solutions) {
      if (unavailable.has(s.language) || !offered.includes(s.language)) continue
      jobs.push({ key: keyOf(problem.name, s.file), pid, language: s.language, code: s.code })
      if (problem.name === WASI_DETERMINISM.problem && s.file === WASI_DETERMINISM.file)
        for (let run = 1; run < WASI_DETERMINISM.runs; run++)
          jobs.push({ key: keyOf(problem.name, s.file, run), pid, language: s.language, code: s.code })
    }
  }
  // The bait of the hostile reader runs beside it (see hostile-escape).
  const bait = jobs.findIndex((j) => j.key.endsWith('AC.holds-a-secret.c'))
  const reader = jobs.findIndex((j) => j.key.endsWith('AC.reads-other-submissions.c'))
  if (bait >= 0 && reader >= 0) jobs.splice(reader, 0, ...jobs.splice(bait, 1))
  for (const [key, promise] of judgeAll(api, token, jobs, { inFlight: 4, timeoutMs: 300_000 }))
    outcomes.set(key, promise)
}, 600_000)

afterAll(async () => {
  // One line per submission (verdict, time, memory, submit-to-verdict), for the margins in CI logs.
  const lines: string[] = []
  for (const [key, promise] of outcomes) {
    const o = await promise.catch((e: unknown) => String(e))
    lines.push(
      typeof o === 'string'
        ? `${key}: ${o}`
        : `${key}: status ${o.view.status} score ${o.view.score} ${o.view.time} ms ${o.view.memory} KB, verdict after ${o.latencyMs} ms`,
    )
  }
  console.log(`golden: ${lines.length} submissions\n${lines.join('\n')}`)
  canary?.close()
  await server?.close()
})

describe('golden suite', { timeout: 900_000 }, () => {
  it('judges every language of the suite here, or its plugin says why not', () => {
    const used = [...new Set(suite.flatMap((p) => p.solutions.map((s) => s.language)))].sort()
    const missing = used.filter((l) => !offered.includes(l) && !unavailable.has(l))
    for (const [language, reason] of unavailable)
      if (used.includes(language))
        console.warn(`golden: ${language} is not judged on this machine: ${reason}`)
    expect(
      missing.map(
        (l) => `${l}: not offered by any worker (GET /ojapi/languages lists ${offered.join(', ')})`,
      ),
    ).toEqual([])
  })

  for (const problem of suite) {
    describe(problem.name, () => {
      for (const s of problem.solutions) {
        const reason = unavailable.get(s.language)
        if (reason) {
          it.skip(`${s.file}: ${s.language} is unavailable here (${reason})`, () => {})
          continue
        }
        it(`${s.file} → ${s.verdict}${s.score === null ? '' : ` ${s.score}`} (${s.language})`, async () => {
          const outcome = outcomes.get(keyOf(problem.name, s.file))
          if (!outcome)
            throw new Error(`${problem.name}/${s.file}: ${s.language} is not offered by any worker`)
          const line = mismatchOf(problem, s, await outcome)
          if (line) throw new Error(line)
        })
      }
      if (problem.spec.hostMustNotExist) {
        it('leaves nothing on the host', async () => {
          await Promise.allSettled(problem.solutions.map((s) => outcomes.get(keyOf(problem.name, s.file))))
          const found = problem.spec.hostMustNotExist!.filter((path) => existsSync(path))
          for (const path of found) rmSync(path, { force: true })
          expect(found, `${problem.name}: files written outside the sandbox`).toEqual([])
        })
      }
      if (problem.spec.canaryPort) {
        it(`gets no connection to the canary port ${problem.spec.canaryPort}`, async () => {
          await Promise.allSettled(problem.solutions.map((s) => outcomes.get(keyOf(problem.name, s.file))))
          expect(canaryHits, `${problem.name}: connections that reached the host`).toEqual([])
        })
      }
    })
  }

  it(`gives a WASI submission the same verdict and time on every run (${WASI_DETERMINISM.file})`, async () => {
    const { problem, file, runs } = WASI_DETERMINISM
    const keys = Array.from({ length: runs }, (_, run) => keyOf(problem, file, run))
    const missing = keys.filter((k) => !outcomes.has(k))
    if (missing.length)
      throw new Error(`${problem}/${file}: C (WASI) is not judged here, so no determinism check`)
    const seen = await Promise.all(keys.map((k) => outcomes.get(k)!))
    const shape = (o: Outcome) => ({
      status: o.view.status,
      time: o.view.time,
      memory: o.view.memory,
      cases: o.cases.map((c) => [c.seq, c.status, c.time]),
    })
    // A time of 0 would compare equal trivially: the program must have measurable fuel.
    expect(seen[0]!.view.status, 'the determinism program must be Accepted').toBe(0)
    expect(seen[0]!.view.time).toBeGreaterThan(0)
    for (const other of seen.slice(1)) expect(shape(other)).toEqual(shape(seen[0]!))
  })
})
