// The contest board on Postgres (issue 14's figures): 1,000 participants × 13 problems × 50,000 judged
// submissions in one ACM contest. Printed: the full rebuild of the board from its records (the admin's
// force update), the incremental update per judged submission (the judged-event path of
// board/update.ts: one verdict at a time, and in batches of 50 as a burst comes), the board page's
// latency (POST /ojapi/get-contest-rank, page 1) with 200 concurrent readers, from a process of its
// own (closed loop, and each reader once a second, also while verdicts arrive; the closed loop also
// against a bare node:http server replying the same bytes, the floor on this machine), and the live
// board's fan-out: 500 listeners on GET /ojapi/contest-rank-stream (another process), one verdict
// applied, the time until each has it.
// Usage: node tools/bench/contest-board.ts [--readers 200] [--duration 10] [--updates 1000]
//   [--listeners 500] [--rounds 10]
// Postgres: a scratch database on BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432), dropped after.
import { spawn } from 'node:child_process'
import { Agent, createServer, get, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { availableParallelism, loadavg } from 'node:os'

import { rebuildBoard } from '@oj/contests-server/board'
import { startTestServer, type TestServer } from '@oj/platform-server/testing'
import { Db, dbQuery } from '@oj/sdk/server'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { quantile } from '../lib/platform-process.ts'
import {
  applyOneVerdict,
  applyVerdictBatch,
  applyVisibleVerdict,
  boardSeedSql,
  participantTokens,
} from './contest-board-data.ts'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}

// The paced readers' process: each reader asks for the board page once per period, the readers'
// first asks spread evenly over the first period (as people who opened the board at different
// moments; not all at once on every second's tick, as autocannon's rate option sends them). A
// request's time counts from when its reader meant to send it, so a late answer also delays the
// next ask's figure (no coordinated omission).
if (process.argv[2] === '--paced') {
  const [, , , url, token, body, readerCount, duration, period] = process.argv
  const periodMs = Number(period)
  const until = performance.now() + Number(duration) * 1000
  const agent = new Agent({ keepAlive: true, maxSockets: Number(readerCount) })
  const times: number[] = []
  let non2xx = 0
  let errors = 0
  const ask = () =>
    new Promise<void>((resolve) => {
      const req = request(
        url as string,
        {
          method: 'POST',
          agent,
          headers: { Authorization: token as string, 'Content-Type': 'application/json' },
        },
        (res) => {
          if ((res.statusCode ?? 0) >= 300) non2xx += 1
          res.on('end', resolve).resume()
        },
      )
      req.on('error', () => ((errors += 1), resolve()))
      req.end(body)
    })
  const reader = async (i: number) => {
    let due = performance.now() + (periodMs * i) / Number(readerCount)
    for (;;) {
      const wait = due - performance.now()
      if (wait > 0) await new Promise((r) => setTimeout(r, wait))
      if (due >= until) return
      await ask()
      times.push(performance.now() - due)
      due += periodMs
    }
  }
  await Promise.all(Array.from({ length: Number(readerCount) }, (_, i) => reader(i)))
  agent.destroy()
  times.sort((a, b) => a - b)
  console.log(
    JSON.stringify({
      requests: times.length,
      rps: times.length / Number(duration),
      non2xx,
      errors,
      p50: +quantile(times, 0.5).toFixed(1),
      p95: +quantile(times, 0.95).toFixed(1),
      p99: +quantile(times, 0.99).toFixed(1),
    }),
  )
  process.exit(0)
}

// The load process: autocannon against the board page, each response's time kept (p95 exactly).
if (process.argv[2] === '--load') {
  const [, , , url, token, body, connections, duration] = process.argv
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
      p50: +quantile(times, 0.5).toFixed(1),
      p95: +quantile(times, 0.95).toFixed(1),
      p99: +quantile(times, 0.99).toFixed(1),
    }),
  )
  process.exit(0)
}

/** Wall-clock milliseconds with sub-millisecond digits, comparable between the two processes. */
const wallNow = () => performance.timeOrigin + performance.now()

// The listening process: one board stream per token (each from an address of its own, as behind a
// proxy), "ready" once every stream had its first event, then per verdict round one line with the
// time each stream received its next event.
if (process.argv[2] === '--listen') {
  const [, , , url, tokenList] = process.argv
  const tokens = JSON.parse(tokenList as string) as string[]
  const arrivals: number[][] = tokens.map(() => [])
  let reported = 0
  const report = () => {
    while (arrivals.every((a) => a.length > reported + 1)) {
      reported += 1
      console.log(JSON.stringify({ round: reported, at: arrivals.map((a) => a[reported]) }))
    }
  }
  await Promise.all(
    tokens.map(
      (token, i) =>
        new Promise<void>((resolve, reject) => {
          const headers = {
            Authorization: token,
            Accept: 'text/event-stream',
            'X-Forwarded-For': `10.1.${i >> 8}.${i & 255}`,
          }
          const request = get(url as string, { agent: false, headers }, (response) => {
            if (response.statusCode !== 200)
              return reject(new Error(`stream ${i}: HTTP ${response.statusCode}`))
            response.setEncoding('utf8')
            let buffer = ''
            response.on('data', (chunk: string) => {
              const at = wallNow()
              buffer += chunk
              for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
                const message = buffer.slice(0, end)
                buffer = buffer.slice(end + 2)
                if (!message.startsWith('data:')) continue // keep-alive comments
                const mine = arrivals[i] as number[]
                mine.push(at)
                if (mine.length === 1) resolve()
                else report()
              }
            })
          })
          request.on('error', reject)
        }),
    ),
  )
  console.log('ready')
  process.stdin.on('end', () => process.exit(0)).resume()
  // This process only listens: the benchmark below is the parent's (stdin's end stops it).
  await new Promise<never>(() => {})
}

/** Opens the listeners' process; answers a function waiting for its next line. */
function listen(url: string, tokens: ReadonlyArray<string>) {
  const child = spawn(process.execPath, [import.meta.filename, '--listen', url, JSON.stringify(tokens)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines: string[] = []
  let waiting: ((line: string) => void) | undefined
  let rest = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    rest += chunk
    const parts = rest.split('\n')
    rest = parts.pop() as string
    for (const line of parts) {
      if (waiting) {
        const w = waiting
        waiting = undefined
        w(line)
      } else lines.push(line)
    }
  })
  const next = (ms: number) =>
    new Promise<string>((resolve, reject) => {
      const line = lines.shift()
      if (line !== undefined) return resolve(line)
      const timer = setTimeout(() => reject(new Error(`no word from the listeners in ${ms} ms`)), ms)
      waiting = (l) => {
        clearTimeout(timer)
        resolve(l)
      }
    })
  return { next, stop: () => child.stdin.end() }
}

const readers = arg('readers', 200)
const duration = arg('duration', 10)
const updates = arg('updates', 1000)
const listeners = arg('listeners', 500)
const rounds = arg('rounds', 10)
const COUNTS = { users: 1000, problems: 13, submissions: 50_000 }
/** Verdicts a second during the last readers' run (a busy contest's pace). */
const VERDICTS_PER_SECOND = 2
/** The judged events' batch size of the contests module's subscription. */
const BATCH = 50

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
function readersProcess(args: ReadonlyArray<string>) {
  return new Promise<LoadFigures>((resolve, reject) => {
    const child = spawn(process.execPath, [import.meta.filename, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1) as string))
        : reject(new Error(`load exited ${code}`)),
    )
  })
}

/** Closed-loop readers (autocannon): each asks again as soon as answered. */
const load = (url: string, token: string, body: string, connections: number, seconds: number) =>
  readersProcess(['--load', url, token, body, String(connections), String(seconds)])

/** Readers that each ask once per `periodMs`, their asks spread over the period. */
const paced = (
  url: string,
  token: string,
  body: string,
  readers: number,
  seconds: number,
  periodMs: number,
) => readersProcess(['--paced', url, token, body, String(readers), String(seconds), String(periodMs)])

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
  // ... and under any commit that writes: the flush of its WAL to disk (synchronous_commit).
  await server.db.client.execute(sql`create table public.bench_commit_probe (x int)`)
  const commits: number[] = []
  for (let i = 0; i < 200; i++) {
    const t = process.hrtime.bigint()
    await run(
      server,
      dbQuery((db) => db.execute(sql`insert into public.bench_commit_probe values (${i})`)),
    )
    commits.push(ms(t))
  }
  commits.sort((a, b) => a - b)
  console.log(
    `one round trip to Postgres (select 1): p50 ${quantile(trips, 0.5).toFixed(2)} ms; one durable commit ` +
      `(a one-row insert): p50 ${quantile(commits, 0.5).toFixed(2)} ms, p95 ${quantile(commits, 0.95).toFixed(2)} ms ` +
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

  // The same path for a burst: the verdicts the bus had waiting, BATCH at a time in one transaction
  // (the subscription's batches); new submissions after the ones above.
  const batches: number[] = []
  for (let from = updates; from < 2 * updates; from += BATCH) {
    const t = process.hrtime.bigint()
    await run(server, applyVerdictBatch(cid, from, Math.min(BATCH, 2 * updates - from)))
    batches.push(ms(t))
  }
  const perSubmission = batches.reduce((a, b) => a + b, 0) / updates
  batches.sort((a, b) => a - b)
  console.log(
    `incremental update per judged submission in batches of ${BATCH} (a burst of verdicts; ${updates} in ` +
      `${batches.length} batches): mean ${perSubmission.toFixed(2)} ms per submission; per batch p50 ` +
      `${quantile(batches, 0.5).toFixed(1)} ms, p95 ${quantile(batches, 0.95).toFixed(1)} ms (goal < 1 ms)`,
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
  // The floor under that figure on this machine: the same load against a bare node:http server that
  // answers every request with the page's own reply bytes from memory (no framework, no session, no
  // database). Readers and load share the machine's cores, so this is the best any server here gets.
  const reply = await fetch(url, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body,
  })
  const bytes = Buffer.from(await reply.arrayBuffer())
  const bare = createServer((req, res) => {
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': bytes.length })
      res.end(bytes)
    })
    req.resume()
  })
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
  const floor = await load(
    `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`,
    token,
    body,
    readers,
    duration,
  ).finally(() => bare.close())
  console.log(
    `floor: the same ${readers} readers against a bare node:http server replying the page's ` +
      `${bytes.length} bytes from memory: p50 ${floor.p50} ms, p95 ${floor.p95} ms, p99 ${floor.p99} ms; ` +
      `${floor.rps.toFixed(0)} req/s (p95 < 20 ms with ${readers} requests always in flight needs ` +
      `${((readers / 20) * 1000).toFixed(0)} req/s or more)`,
  )
  const everySecond = await paced(url, token, body, readers, duration, 1000)
  console.log(
    `board page, ${readers} readers refreshing once a second each (their refreshes spread over the ` +
      `second): p50 ${everySecond.p50} ms, p95 ${everySecond.p95} ms, p99 ${everySecond.p99} ms; ` +
      `${everySecond.rps.toFixed(0)} req/s, ${everySecond.non2xx} non-2xx, ${everySecond.errors} errors`,
  )
  // The same readers during a contest: verdicts arrive meanwhile (through the module's judged-event
  // path in this process, new submissions after the ones above), each a change of the board.
  let verdicts = 0
  const arriving = setInterval(() => {
    run(server, applyOneVerdict(cid, 2 * updates + verdicts)).catch((e: unknown) => console.error(e))
    verdicts += 1
  }, 1000 / VERDICTS_PER_SECOND)
  const live = await paced(url, token, body, readers, duration, 1000).finally(() => clearInterval(arriving))
  console.log(
    `board page, ${readers} readers refreshing once a second each while ${VERDICTS_PER_SECOND} verdicts a second ` +
      `arrive (${verdicts}): p50 ${live.p50} ms, p95 ${live.p95} ms, p99 ${live.p99} ms; ` +
      `${live.rps.toFixed(0)} req/s, ${live.non2xx} non-2xx, ${live.errors} errors`,
  )

  // Fan-out: `listeners` participants watch the running (sealed) board; a verdict before the seal
  // changes the view they see. Per round: from the verdict reaching the module to each arrival.
  const tokens = await participantTokens(server, listeners)
  const watchers = listen(`${server.url}/ojapi/contest-rank-stream?cid=${cid}`, tokens)
  const connecting = process.hrtime.bigint()
  const ready = await watchers.next(60_000)
  if (ready !== 'ready') throw new Error(`the listeners: ${ready}`)
  const connected = ms(connecting)
  const all: number[] = []
  const lasts: number[] = []
  const applied: number[] = []
  for (let k = 0; k < rounds; k++) {
    await new Promise((r) => setTimeout(r, 200))
    const sent = wallNow()
    await run(server, applyVisibleVerdict(cid, reader, 'bench-reader', k))
    applied.push(wallNow() - sent)
    const line = JSON.parse(await watchers.next(10_000)) as { round: number; at: number[] }
    const took = line.at.map((at) => at - sent).sort((a, b) => a - b)
    all.push(...took)
    lasts.push(took.at(-1) as number)
  }
  watchers.stop()
  all.sort((a, b) => a - b)
  lasts.sort((a, b) => a - b)
  const f = (n: number) => `${n.toFixed(1)} ms`
  console.log(
    `board stream fan-out, ${listeners} listeners (connected in ${(connected / 1000).toFixed(1)} s), ${rounds} ` +
      `verdicts: until the last listener has it p50 ${f(quantile(lasts, 0.5))}, p95 ${f(quantile(lasts, 0.95))}, ` +
      `max ${f(lasts.at(-1) as number)}; per listener p50 ${f(quantile(all, 0.5))}, p95 ${f(quantile(all, 0.95))}, ` +
      `max ${f(all.at(-1) as number)} (of which the verdict's transaction p50 ${f(
        quantile(
          applied.sort((a, b) => a - b),
          0.5,
        ),
      )})`,
  )
} finally {
  await server.close()
}
