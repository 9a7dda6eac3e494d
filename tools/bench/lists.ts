// GET /ojapi/get-problem-list and /ojapi/get-submission-list on Postgres with 10,000 problems and
// 1,000,000 submissions (tools/bench/bench-db.ts): requests/s, p50 and p95 latency per case, with 10
// connections. Exits non-zero when any response is not 2xx or a request fails.
// Usage: node tools/bench/lists.ts [--duration 10] [--reseed] [--only problem|submission]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import autocannon from 'autocannon'

import { quantile, startPlatform } from '../lib/platform-process.ts'
import { ensureBenchDb, psql } from './bench-db.ts'

const repo = resolve(import.meta.dirname, '..', '..')
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}
const duration = Number(arg('--duration') ?? 10)
const only = arg('--only')
const connections = 10

const dbUrl = await ensureBenchDb(repo, { reseed: process.argv.includes('--reseed') })
const graphTag = psql(dbUrl, `SELECT id FROM problems.tag WHERE name = 'Graph' AND oj = 'ME' AND gid IS NULL`)

const allCases: ReadonlyArray<readonly [string, string]> = [
  ['problem list, page 1', '/ojapi/get-problem-list?currentPage=1&limit=30'],
  ['problem list, page 200', '/ojapi/get-problem-list?currentPage=200&limit=30'],
  ['problem list, keyword "robots"', '/ojapi/get-problem-list?keyword=robots&currentPage=1&limit=30'],
  ['problem list, tag Graph', `/ojapi/get-problem-list?tagId=${graphTag}&currentPage=1&limit=30`],
  ['submission list, page 1', '/ojapi/get-submission-list?currentPage=1&limit=15'],
  ['submission list, status Accepted', '/ojapi/get-submission-list?status=0&currentPage=1&limit=15'],
  ['submission list, username user42', '/ojapi/get-submission-list?username=user42&currentPage=1&limit=15'],
  ['submission list, problem P1234', '/ojapi/get-submission-list?problemID=P1234&currentPage=1&limit=15'],
  // The deepest page the list reaches: its total stops at SUBMISSION_LIST_TOTAL_CAP (10,000 rows).
  ['submission list, page 666', '/ojapi/get-submission-list?currentPage=666&limit=15'],
]
const cases = allCases.filter(([label]) => only === undefined || label.startsWith(only))

interface Figures {
  readonly rps: number
  readonly p50: number
  readonly p95: number
  readonly non2xx: number
  /** Non-2xx answers by status code. */
  readonly statuses: ReadonlyMap<number, number>
  readonly errors: number
  readonly timeouts: number
  readonly requests: number
}

/** One autocannon run; latencies are sampled from every response (autocannon reports no p95). */
function run(url: string, seconds: number): Promise<Figures> {
  const samples: Array<number> = []
  const statuses = new Map<number, number>()
  return new Promise((done, fail) => {
    const instance = autocannon({ url, connections, duration: seconds }, (error, r) => {
      if (error) return fail(error)
      samples.sort((a, b) => a - b)
      done({
        rps: r.requests.average,
        p50: quantile(samples, 0.5),
        p95: quantile(samples, 0.95),
        non2xx: r.non2xx,
        statuses,
        errors: r.errors,
        timeouts: r.timeouts,
        requests: samples.length,
      })
    })
    instance.on('response', (_client, status, _bytes, ms) => {
      samples.push(ms)
      if (status < 200 || status > 299) statuses.set(status, (statuses.get(status) ?? 0) + 1)
    })
  })
}

const work = mkdtempSync(join(tmpdir(), 'oj-bench-lists-'))
const platform = await startPlatform(repo, {
  OJ_DATA_DIR: join(work, 'data'),
  OJ_ADMIN_PASSWORD: 'bench-admin-pw',
  OJ_SKIP_BUILD: '1',
  DATABASE_URL: dbUrl,
  NATS_URL: '',
})
const codes = (m: ReadonlyMap<number, number>) =>
  m.size === 0 ? '' : ` (${[...m].map(([code, n]) => `${n}× ${code}`).join(', ')})`
let failed = false
try {
  console.log(`Postgres ${dbUrl}, ${connections} connections, ${duration} s per case, anonymous caller`)
  for (const [label, path] of cases) {
    // What the case returns, so that an empty or failing answer is seen before it is timed.
    const res = await fetch(platform.url + path)
    const body = (await res.json()) as { data?: { total?: number; records?: Array<unknown> } }
    const shape = `${body.data?.records?.length ?? '?'} rows of ${body.data?.total ?? '?'}`
    await run(platform.url + path, 2) // warm-up
    const f = await run(platform.url + path, duration)
    const bad =
      !res.ok || f.non2xx > 0 || f.errors > 0 || f.requests === 0 || (body.data?.records?.length ?? 0) === 0
    if (bad) failed = true
    console.log(
      `${label.padEnd(36)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1).padStart(6)} ms  ` +
        `p95 ${f.p95.toFixed(1).padStart(6)} ms  ${f.non2xx} non-2xx${codes(f.statuses)}  ` +
        `${f.errors} errors (${f.timeouts} timeouts)  (${shape})` +
        (bad ? `  FAILED (first answer ${res.status})` : ''),
    )
  }
} finally {
  await platform.stop()
  rmSync(work, { recursive: true, force: true })
}
if (failed) {
  console.error('lists: some responses were not 2xx, failed, came back empty, or none finished in time')
  process.exit(1)
}
