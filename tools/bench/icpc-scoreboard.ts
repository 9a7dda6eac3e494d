// The ICPC Contest API's scoreboard under anonymous load (issue 39 item 15: 816 ms and 2.3 MB per
// request for 3,000 users × 10 problems, and 16 anonymous loops stopped the server). On Postgres:
// one running ACM contest with an open rank, 3,000 participants, 10 problems, 30,000 judged records.
// Printed: the work the scoreboard did per request before (ranking the whole board from its cells),
// one anonymous GET /api/contests/{id}/scoreboard (its size, p50 of 20), 16 anonymous closed-loop
// readers of it (another process), and meanwhile the latency of an unrelated call (the contest list):
// the server keeps answering; with the same readers against a bare node:http server replying the
// same bytes as the floor of this machine, and the other ICPC calls (teams, submissions, state,
// the event feed read whole) once each.
// Usage: node tools/bench/icpc-scoreboard.ts [--readers 16] [--duration 10]
// Postgres: a scratch database on BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432), dropped after.
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { availableParallelism, loadavg } from 'node:os'

import { rebuildBoard } from '@oj/contests-server/board'
import { startTestServer, type TestServer } from '@oj/platform-server/testing'
import { Db } from '@oj/sdk/server'
import autocannon from 'autocannon'
import { Effect } from 'effect'

import { quantile } from '../lib/platform-process.ts'
import { boardSeedSql } from './contest-board-data.ts'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}

// The readers' process: autocannon's closed loop (each reader asks again as soon as answered).
if (process.argv[2] === '--load') {
  const [, , , url, connections, duration] = process.argv
  const times: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: url as string, connections: Number(connections), duration: Number(duration) },
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
      p50: +quantile(times, 0.5).toFixed(1),
      p95: +quantile(times, 0.95).toFixed(1),
    }),
  )
  process.exit(0)
}

interface Load {
  requests: number
  rps: number
  non2xx: number
  errors: number
  p50: number
  p95: number
}

const load = (url: string, connections: number, seconds: number) =>
  new Promise<Load>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [import.meta.filename, '--load', url, String(connections), String(seconds)],
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

const readers = arg('readers', 16)
const duration = arg('duration', 10)
const COUNTS = { users: 3000, problems: 10, submissions: 30_000 }

process.env['DATABASE_URL'] ??=
  `${process.env['BENCH_PG_SERVER'] ?? 'postgres://postgres@127.0.0.1:5432'}/postgres`

const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6

/** One anonymous GET: its time and size. */
async function timed(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const t = process.hrtime.bigint()
  const response = await fetch(url)
  const bytes = (await response.arrayBuffer()).byteLength
  return { ms: ms(t), bytes, status: response.status }
}

async function p50Of(url: string, n: number) {
  const times: number[] = []
  let bytes = 0
  for (let i = 0; i < n; i++) {
    const one = await timed(url)
    if (one.status !== 200) throw new Error(`${url}: HTTP ${one.status}`)
    times.push(one.ms)
    bytes = one.bytes
  }
  times.sort((a, b) => a - b)
  return { p50: quantile(times, 0.5), bytes }
}

const server: TestServer = await startTestServer({ log: () => {}, env: { OJ_CHECK_REPLIES: '0' } })
try {
  const reader = await server.createUser({ username: 'bench-reader', password: 'bench-reader-pw' })
  const cid = await boardSeedSql(server, COUNTS, reader)
  await Effect.runPromise(Effect.provideService(rebuildBoard(cid), Db, server.db))
  console.log(
    `ICPC scoreboard on Postgres: ${COUNTS.users} participants × ${COUNTS.problems} problems × ` +
      `${COUNTS.submissions} judged submissions, anonymous readers (open rank); ` +
      `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
  )
  const base = `${server.url}/api/contests/${cid}`
  // The work each request did before: ranking the board from all its cells (GET /ojapi's inside board
  // does it too when nothing is cached: the first read below).
  const first = await timed(`${base}/scoreboard`)
  const warm = await p50Of(`${base}/scoreboard`, 20)
  console.log(
    `scoreboard, first read (the board ranked from its cells, as every request did before): ` +
      `${first.ms.toFixed(0)} ms; then p50 ${warm.p50.toFixed(1)} ms (${(warm.bytes / 1e6).toFixed(2)} MB a ` +
      `reply; ratio ${(first.ms / warm.p50).toFixed(0)}×)`,
  )
  for (const path of ['teams', 'submissions', 'state']) {
    const once = await timed(`${base}/${path}`)
    const again = await p50Of(`${base}/${path}`, 10)
    console.log(
      `${path}: first ${once.ms.toFixed(0)} ms, then p50 ${again.p50.toFixed(1)} ms (${again.bytes} bytes)`,
    )
  }
  const feedOnce = await timed(`${base}/event-feed?stream=false`)
  const feedAgain = await p50Of(`${base}/event-feed?stream=false`, 10)
  console.log(
    `event feed read whole (stream=false): first ${feedOnce.ms.toFixed(0)} ms, then p50 ` +
      `${feedAgain.p50.toFixed(1)} ms (${feedAgain.bytes} bytes)`,
  )

  // The readers, and meanwhile an unrelated call once every 200 ms.
  const other = `${server.url}/ojapi/get-contest-list`
  const during: number[] = []
  let probing = true
  const probe = (async () => {
    while (probing) {
      const one = await timed(other)
      if (one.status === 200) during.push(one.ms)
      await new Promise((r) => setTimeout(r, 200))
    }
  })()
  const loaded = await load(`${base}/scoreboard`, readers, duration)
  probing = false
  await probe
  during.sort((a, b) => a - b)
  console.log(
    `scoreboard, ${readers} anonymous closed-loop readers for ${duration} s: p50 ${loaded.p50} ms, p95 ` +
      `${loaded.p95} ms, ${loaded.rps.toFixed(0)} req/s, ${loaded.non2xx} non-2xx, ${loaded.errors} errors; ` +
      `meanwhile GET /ojapi/get-contest-list: p50 ${quantile(during, 0.5).toFixed(1)} ms, p95 ` +
      `${quantile(during, 0.95).toFixed(1)} ms (${during.length} answered)`,
  )
  // The floor: the same readers against a bare node:http server replying the same bytes.
  const bytes = Buffer.from(await (await fetch(`${base}/scoreboard`)).arrayBuffer())
  const bare = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': bytes.length })
    res.end(bytes)
    req.resume()
  })
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
  const floor = await load(
    `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`,
    readers,
    duration,
  ).finally(() => bare.close())
  console.log(
    `floor: the same readers against a bare node:http server replying those ${bytes.length} bytes: p50 ` +
      `${floor.p50} ms, p95 ${floor.p95} ms, ${floor.rps.toFixed(0)} req/s ` +
      `(the API's throughput is ${((loaded.rps / floor.rps) * 100).toFixed(0)} % of it)`,
  )
} finally {
  await server.close()
}
