// get-problem-list requests/s with 10 connections, on PGlite and (when reachable) on Postgres.
// Usage: node tools/bench/problem-list.ts [--duration 10]
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import autocannon from 'autocannon'

import { startPlatform } from '../lib/platform-process.ts'

const repo = resolve(import.meta.dirname, '..', '..')
const durationArg = process.argv.indexOf('--duration')
const duration = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 10
const path = '/ojapi/get-problem-list?currentPage=1&limit=30'

async function measure(label: string, env: Record<string, string>): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'oj-bench-list-'))
  const platform = await startPlatform(repo, {
    OJ_DATA_DIR: join(work, 'data'),
    OJ_ADMIN_PASSWORD: 'bench-admin-pw',
    OJ_SKIP_BUILD: '1',
    NATS_URL: '',
    ...env,
  })
  try {
    await autocannon({ url: platform.url + path, connections: 10, duration: 2 }) // warm-up
    const r = await autocannon({ url: platform.url + path, connections: 10, duration })
    console.log(
      `${label.padEnd(9)} get-problem-list: ${r.requests.average.toFixed(0)} req/s, ` +
        `latency p50 ${r.latency.p50} ms, p97.5 ${r.latency.p97_5} ms, p99 ${r.latency.p99} ms, ` +
        `${r.non2xx} non-2xx, ${r.errors} errors (10 connections, ${duration} s)`,
    )
  } finally {
    await platform.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

await measure('PGlite', { DATABASE_URL: '' })

const pgServer = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432'
const db = `oj_bench_${Date.now()}`
try {
  execFileSync('psql', [`${pgServer}/postgres`, '-qc', `CREATE DATABASE ${db}`], { stdio: 'ignore' })
} catch {
  console.log(`Postgres  skipped: cannot create a database on ${pgServer}`)
  process.exit(0)
}
try {
  await measure('Postgres', { DATABASE_URL: `${pgServer}/${db}` })
} finally {
  execFileSync('psql', [`${pgServer}/postgres`, '-qc', `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`], {
    stdio: 'ignore',
  })
}
