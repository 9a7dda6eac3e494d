// The contest board on Postgres (issue 14's figures): 1,000 participants × 13 problems × 50,000 judged
// submissions in one ACM contest. Printed: the full rebuild of the board from its records (the admin's
// force update), the incremental update per judged submission (the judged-event path of
// board/update.ts), and the board page's latency (POST /ojapi/get-contest-rank, page 1) with 200
// concurrent readers, from a process of its own.
// Usage: node tools/bench/contest-board.ts [--readers 200] [--duration 10] [--updates 1000]
// Postgres: a scratch database on BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432), dropped after.
import { spawn } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'

import { rebuildBoard } from '@oj/contests-server/board'
import { startTestServer, type TestServer } from '@oj/platform-server/testing'
import { Db, dbQuery } from '@oj/sdk/server'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { quantile } from '../lib/platform-process.ts'
import { applyOneVerdict, boardSeedSql } from './contest-board-data.ts'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}

// The load process: autocannon against the board page, each response's time kept (p95 exactly).
if (process.argv[2] === '--load') {
  const [, , , url, token, body, connections, duration, rate] = process.argv
  const times: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: url as string,
        method: 'POST',
        headers: { Authorization: token as string, 'Content-Type': 'application/json' },
        body: body as string,
        connections: Number(connections),
        duration: Number(duration),
        ...(Number(rate) > 0 ? { overallRate: Number(rate) } : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    )
    instance.on('response', (_client, _status, _bytes, took) => times.push(took))
  })
  times.sort((a, b) => a - b)
  console.log(
    JSON.stringify({
      requests: times.length,
      rps: result.requests.average,
      non2xx: result.non2xx,
      errors: result.errors,
      p50: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      p99: quantile(times, 0.99),
    }),
  )
  process.exit(0)
}

const readers = arg('readers', 200)
const duration = arg('duration', 10)
const updates = arg('updates', 1000)
const COUNTS = { users: 1000, problems: 13, submissions: 50_000 }

process.env['DATABASE_URL'] ??=
  `${process.env['BENCH_PG_SERVER'] ?? 'postgres://postgres@127.0.0.1:5432'}/postgres`

const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6
const run = <A, E>(server: TestServer, effect: Effect.Effect<A, E, Db>) =>
  Effect.runPromise(Effect.provideService(effect, Db, server.db))

interface LoadFigures {
  requests: number
  rps: number
  non2xx: number
  errors: number
  p50: number
  p95: number
  p99: number
}

/** Runs the readers in a process of their own (the server keeps this one's event loop). */
function load(url: string, token: string, body: string, connections: number, seconds: number, rate = 0) {
  return new Promise<LoadFigures>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [import.meta.filename, '--load', url, token, body, String(connections), String(seconds), String(rate)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1) as string))
        : reject(new Error(`load exited ${code}`)),
    )
  })
}

const server = await startTestServer({ log: () => {}, env: { OJ_CHECK_REPLIES: '0' } })
try {
  const reader = await server.createUser({ username: 'bench-reader', password: 'bench-reader-pw' })
  const token = await server.login('bench-reader', 'bench-reader-pw')
  const started = process.hrtime.bigint()
  const cid = await boardSeedSql(server, COUNTS, reader)
  console.log(
    `contest board on Postgres: ${COUNTS.users} participants × ${COUNTS.problems} problems × ` +
      `${COUNTS.submissions} judged submissions (data written in ${(ms(started) / 1000).toFixed(1)} s)`,
  )

  // Full rebuild (twice: the first warms the caches of Postgres).
  const rebuilds: number[] = []
  let cells = 0
  for (let i = 0; i < 3; i++) {
    const t = process.hrtime.bigint()
    cells = await run(server, rebuildBoard(cid))
    rebuilds.push(ms(t))
  }
  console.log(
    `full rebuild: ${rebuilds.map((t) => `${t.toFixed(0)} ms`).join(', ')} (${cells} cells from ` +
      `${COUNTS.submissions} records; best ${Math.min(...rebuilds).toFixed(0)} ms)`,
  )

  // The floor under any transaction: one round trip to Postgres on this machine now.
  const trips: number[] = []
  for (let i = 0; i < 200; i++) {
    const t = process.hrtime.bigint()
    await run(
      server,
      dbQuery((db) => db.execute(sql`select 1`)),
    )
    trips.push(ms(t))
  }
  trips.sort((a, b) => a - b)
  console.log(
    `one round trip to Postgres (select 1): p50 ${quantile(trips, 0.5).toFixed(2)} ms ` +
      `(load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
  )

  // Incremental: one judged submission at a time through the module's judged-event path.
  const times: number[] = []
  for (let i = 0; i < updates; i++) {
    const t = process.hrtime.bigint()
    await run(server, applyOneVerdict(cid, i))
    times.push(ms(t))
  }
  times.sort((a, b) => a - b)
  const mean = times.reduce((a, b) => a + b, 0) / times.length
  console.log(
    `incremental update per judged submission (${updates}, one after another): mean ${mean.toFixed(2)} ms, ` +
      `p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms ` +
      `(goal < 1 ms)`,
  )

  const url = `${server.url}/ojapi/get-contest-rank`
  const body = JSON.stringify({ cid, currentPage: 1, limit: 50 })
  const check = await server.api<{ total: number }>('POST', '/ojapi/get-contest-rank', {
    token,
    body: JSON.parse(body),
  })
  if (!check.body.data) throw new Error(`the board page failed: ${check.body.msg}`)
  await load(url, token, body, 10, 2) // warm-up
  const single = await load(url, token, body, 1, Math.max(3, Math.round(duration / 2)))
  console.log(
    `board page, 1 reader: p50 ${single.p50} ms, p95 ${single.p95} ms (${single.rps.toFixed(0)} req/s; ` +
      `${check.body.data.total} rows, page of 50)`,
  )
  const closed = await load(url, token, body, readers, duration)
  console.log(
    `board page, ${readers} concurrent readers (each asks again as soon as answered): p50 ${closed.p50} ms, ` +
      `p95 ${closed.p95} ms, p99 ${closed.p99} ms; ${closed.rps.toFixed(0)} req/s, ${closed.non2xx} non-2xx, ` +
      `${closed.errors} errors (goal p95 < 20 ms)`,
  )
  const paced = await load(url, token, body, readers, duration, readers)
  console.log(
    `board page, ${readers} readers refreshing once a second each: p50 ${paced.p50} ms, p95 ${paced.p95} ms, ` +
      `p99 ${paced.p99} ms; ${paced.non2xx} non-2xx, ${paced.errors} errors`,
  )
} finally {
  await server.close()
}
