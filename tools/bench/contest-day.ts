// A contest day, measured (issue 38 goal 3): one API process (`oj serve`, OJ_JUDGE_EMBEDDED=0) and one
// judge worker (`oj judge`) on Postgres and NATS, 500 contestants for 10 minutes and 50 visitors of the
// outside scoreboard, all from this process. Each contestant logs in, opens the contest and each of
// its problems, then submits A+B in C every few minutes (on average `--submit-every` seconds, at
// random: accepted, wrong answer or time limit exceeded, 6:3:1) and watches: half of them as HOJ's
// client does (polling check-contest-submissions-status every 2 s until the verdict, the board every
// 30 s), half as ours does (the submission's status stream and the board's live stream, the board
// read again on each of its events). A visitor reads the outside scoreboard every 10 s. Prints the
// requests and errors per call, p50/p95/p99 of each, submit-to-verdict p50/p95, and the CPU of each
// process over the run.
// Beside them, in the same run, two probes at 5 requests/s each that are not part of the day: a
// visitor's get-website-config (the API's trivial read: what any call of the day waits for in this
// process) and a bare node:http server in a process of its own sending the same bytes (the machine's
// floor: what any process on these two cores waits for under this load).
//
// The load is driven with undici (npm): an open model (each simulated person acts on its own clock
// and waits for its answers, as people do; closed-loop tools such as autocannon send as fast as
// answered) with per-person state (tokens, submissions) and server-sent event streams, which
// autocannon does not read.
//
// Usage: NATS_URL=nats://127.0.0.1:4222 node tools/bench/contest-day.ts [--contestants 500]
//   [--visitors 50] [--minutes 10] [--submit-every 180] [--ramp 60]
// Postgres: a scratch database on BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432), dropped after.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { removeNatsNamespace } from '@oj/platform-server/testing'
import { Agent, request } from 'undici'

import { startFloorServer } from '../lib/floor-server.ts'
import { freePort, quantile } from '../lib/platform-process.ts'
import { cpuNow } from '../test/cpu.ts'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const CONTESTANTS = arg('contestants', 500)
const VISITORS = arg('visitors', 50)
const MINUTES = arg('minutes', 10)
const SUBMIT_EVERY_S = arg('submit-every', 180)
const RAMP_S = arg('ramp', 60)
const HOJ_STATUS_POLL_MS = 2_000
const HOJ_BOARD_POLL_MS = 30_000
const VISITOR_POLL_MS = 10_000
/** The probes' pace: a request each this often, from each probe. */
const PROBE_EVERY_MS = 200
/** Calls of the probes: printed apart, not calls of the day (goals). */
const PROBES = {
  api: 'probe: get-website-config (visitor)',
  floor: 'floor: bare node:http, same bytes',
} as const

const repo = resolve(import.meta.dirname, '..', '..')
const oj = join(repo, 'platform', 'server', 'bin', 'oj.ts')
const natsUrl = process.env['NATS_URL'] || 'nats://127.0.0.1:4222'
const pgServer = process.env['BENCH_PG_SERVER'] ?? 'postgres://postgres@127.0.0.1:5432'
const dbName = `oj_contest_day_${Date.now()}`
const namespace = `contest-day-${process.pid}`
const password = 'bench-root-pw'
const work = mkdtempSync(join(tmpdir(), 'oj-contest-day-'))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

// ---- the figures ----------------------------------------------------------------------------------
const calls = new Map<string, { times: number[]; errors: number; samples: string[] }>()
/** Submit-to-verdict in ms, by how the contestant watches: HOJ's polling or our stream. */
const verdicts = { polling: [] as number[], stream: [] as number[] }
let unjudged = 0
const record = (name: string, ms: number, error?: string) => {
  let c = calls.get(name)
  if (!c) calls.set(name, (c = { times: [], errors: 0, samples: [] }))
  c.times.push(ms)
  if (error !== undefined) {
    c.errors += 1
    if (c.samples.length < 3) c.samples.push(error)
  }
}

// ---- HTTP -----------------------------------------------------------------------------------------
let base = ''
// One connection pool for everyone: each person's calls go out as they come (up to 2,000 sockets).
const agent = new Agent({ connections: 2_000, pipelining: 1, keepAliveTimeout: 30_000 })
interface Envelope<T> {
  status: number
  msg: string
  data: T
}

/** One call as the web client makes it; answers the data, or undefined when it failed (counted). */
async function call<T>(
  name: string,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  body?: unknown,
): Promise<T | undefined> {
  const began = performance.now()
  try {
    const response = await request(`${base}/ojapi${path}`, {
      method,
      dispatcher: agent,
      headers: {
        'Accept-Language': 'en',
        ...(token ? { Authorization: token } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.body.text()
    const ms = performance.now() - began
    let envelope: Envelope<T> | undefined
    try {
      envelope = JSON.parse(text) as Envelope<T>
    } catch {
      envelope = undefined
    }
    if (response.statusCode !== 200 || envelope?.status !== 200) {
      record(name, ms, `HTTP ${response.statusCode}: ${envelope?.msg ?? text.slice(0, 120)}`)
      return undefined
    }
    record(name, ms)
    return envelope.data
  } catch (error) {
    record(name, performance.now() - began, String(error))
    return undefined
  }
}

/**
 * Follows a server-sent event stream until `onEvent` answers true or `signal` aborts; the time to its
 * opening (the headers) is the call's figure.
 */
async function stream(
  name: string,
  path: string,
  token: string,
  signal: AbortSignal,
  onEvent: (data: string) => boolean | void,
): Promise<boolean> {
  const began = performance.now()
  try {
    const response = await request(`${base}/ojapi${path}`, {
      method: 'GET',
      dispatcher: agent,
      headers: { Authorization: token, Accept: 'text/event-stream', 'Accept-Language': 'en' },
      signal,
    })
    if (response.statusCode !== 200) {
      const text = await response.body.text()
      record(name, performance.now() - began, `HTTP ${response.statusCode}: ${text.slice(0, 160)}`)
      return false
    }
    record(name, performance.now() - began)
    let buffer = ''
    for await (const chunk of response.body) {
      buffer += (chunk as Buffer).toString('utf8')
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const message = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const data = message
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trim())
          .join('\n')
        if (data && onEvent(data) === true) {
          response.body.destroy()
          return true
        }
      }
    }
    return false
  } catch (error) {
    if (!signal.aborted) record(name, performance.now() - began, String(error))
    return false
  }
}

// ---- the processes --------------------------------------------------------------------------------
const children: ChildProcess[] = []
function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [oj, ...args], {
    cwd: work,
    env: {
      ...process.env,
      DATABASE_URL: `${pgServer}/${dbName}`,
      NATS_URL: natsUrl,
      NATS_NAMESPACE: namespace,
      OJ_ADMIN_PASSWORD: password,
      OJ_DATA_DIR: join(work, 'data'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d))
  child.stderr?.on('data', (d: Buffer) => {
    output += d
    if (process.env['BENCH_VERBOSE']) process.stderr.write(d)
  })
  child.on('exit', (code) => {
    if (code && !stopping) console.error(`oj ${args[0]} exited with ${code}:\n${output.slice(-3000)}`)
  })
  children.push(child)
  return child
}
let stopping = false

/** CPU seconds of a process and of the children it has waited for (the judge's sandboxed runs). */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return NaN
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // utime stime cutime cstime: fields 14-17 of stat, 12-15 after the name
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0)
    return ticks / 100
  } catch {
    return NaN
  }
}

async function waitFor(url: string) {
  for (const until = Date.now() + 120_000; Date.now() < until; await sleep(250)) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not yet
    }
  }
  throw new Error(`${url} did not answer in 2 minutes`)
}

// ---- the people -----------------------------------------------------------------------------------
const AC =
  '#include <stdio.h>\nint main(void){long a,b;scanf("%ld%ld",&a,&b);printf("%ld\\n",a+b);return 0;}\n'
const WA =
  '#include <stdio.h>\nint main(void){long a,b;scanf("%ld%ld",&a,&b);printf("%ld\\n",a-b);return 0;}\n'
const TLE = '#include <stdio.h>\nint main(void){volatile long i=0;for(;;)i++;return 0;}\n'
const codeFor = () => {
  const r = Math.random()
  return r < 0.6 ? AC : r < 0.9 ? WA : TLE
}
/** Statuses still on their way (spec 1 §3): Pending, Compiling, Judging, Submitting. */
const IN_PROGRESS = new Set([5, 6, 7, 9])
let endAt = 0
const running = () => performance.now() < endAt
/** Waits `ms`, or less when the run ends first; answers whether the run goes on. */
const pause = async (ms: number) => {
  await sleep(Math.max(0, Math.min(ms, endAt - performance.now())))
  return running()
}
const exponential = (meanMs: number) => -Math.log(1 - Math.random()) * meanMs

interface Contest {
  cid: number
  displayIds: string[]
  submitTo: string
}

async function contestant(i: number, contest: Contest, ours: boolean) {
  await sleep((RAMP_S * 1000 * i) / CONTESTANTS)
  const token = await (async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const r = await call<{ token: string }>('login', 'POST', '/login', undefined, {
        username: `cd${i}`,
        password: `pass-${i}-contest`,
      })
      if (r) return r.token
      await sleep(2_000)
    }
    return undefined
  })()
  if (!token) return
  const { cid } = contest
  await call('get-contest-info', 'GET', `/get-contest-info?cid=${cid}`, token)
  await call('get-contest-problem', 'GET', `/get-contest-problem?cid=${cid}`, token)
  for (const displayId of contest.displayIds)
    await call(
      'get-contest-problem-details',
      'GET',
      `/get-contest-problem-details?cid=${cid}&displayId=${encodeURIComponent(displayId)}`,
      token,
    )
  const board = () =>
    call('get-contest-rank', 'POST', '/get-contest-rank', token, { cid, currentPage: 1, limit: 50 })
  const mine = () =>
    call(
      'contest-submissions',
      'GET',
      `/contest-submissions?contestID=${cid}&onlyMine=true&currentPage=1&limit=20`,
      token,
    )
  await board()
  await mine()

  const watchers: Array<Promise<unknown>> = []
  const abort = new AbortController()
  if (ours) {
    // The live board: read again on each of its events (the first tells the current version).
    watchers.push(
      stream('contest-rank-stream (open)', `/contest-rank-stream?cid=${cid}`, token, abort.signal, () => {
        void board()
      }),
    )
  } else {
    watchers.push(
      (async () => {
        while (await pause(HOJ_BOARD_POLL_MS)) await board()
      })(),
    )
  }

  const watchVerdict = async (submitId: number, submittedAt: number) => {
    let final = false
    if (ours) {
      final = await stream(
        'submission-status-stream (open)',
        `/submission-status-stream?submitId=${submitId}`,
        token,
        abort.signal,
        (data) => (JSON.parse(data) as { final?: boolean }).final === true,
      )
    } else {
      while (!final && (await pause(HOJ_STATUS_POLL_MS))) {
        const map = await call<Record<string, { status: number }>>(
          'check-contest-submissions-status',
          'POST',
          '/check-contest-submissions-status',
          token,
          { submitIds: [submitId], cid },
        )
        const view = map?.[String(submitId)]
        if (view && !IN_PROGRESS.has(view.status)) final = true
      }
    }
    if (final) verdicts[ours ? 'stream' : 'polling'].push(performance.now() - submittedAt)
    else unjudged += 1
    await mine()
  }

  // The first submission a while after opening the problems, then every few minutes.
  // (Nobody submits twice within 10 s: the site's least interval between submissions is 8 s.)
  while (await pause(Math.max(10_000, exponential(SUBMIT_EVERY_S * 1000)))) {
    const at = performance.now()
    const submitted = await call<{ submitId: number }>(
      'submit-problem-judge',
      'POST',
      '/submit-problem-judge',
      token,
      {
        pid: contest.submitTo,
        language: 'C',
        code: codeFor(),
        cid,
        tid: 0,
        gid: null,
        isRemote: false,
      },
    )
    if (submitted) await watchVerdict(submitted.submitId, at)
  }
  abort.abort()
  await Promise.allSettled(watchers)
}

async function visitor(i: number, contest: Contest) {
  await sleep((RAMP_S * 1000 * i) / Math.max(1, VISITORS))
  const { cid } = contest
  await call('get-contest-outsize-info', 'GET', `/get-contest-outsize-info?cid=${cid}`)
  do {
    await call('get-contest-outside-scoreboard', 'POST', '/get-contest-outside-scoreboard', undefined, {
      cid,
      currentPage: 1,
      limit: 50,
    })
  } while (await pause(VISITOR_POLL_MS))
}

/** One probe: GET `url` every PROBE_EVERY_MS until the run ends, each timed as `name`. */
async function probe(name: string, url: string) {
  do {
    const began = performance.now()
    try {
      const response = await request(url, { dispatcher: agent, headers: { 'Accept-Language': 'en' } })
      await response.body.arrayBuffer()
      record(
        name,
        performance.now() - began,
        response.statusCode === 200 ? undefined : `HTTP ${response.statusCode}`,
      )
    } catch (error) {
      record(name, performance.now() - began, String(error))
    }
  } while (await pause(PROBE_EVERY_MS))
}

// ---- the run --------------------------------------------------------------------------------------
async function setUp(): Promise<Contest> {
  const admin = async <T>(method: 'GET' | 'POST', path: string, token: string, body?: unknown) => {
    const data = await call<T>(`(setup) ${path}`, method, path, token, body)
    if (data === undefined && !calls.get(`(setup) ${path}`)?.times.length) throw new Error(path)
    const c = calls.get(`(setup) ${path}`)
    if (c && c.errors > 0) throw new Error(`${method} ${path}: ${c.samples.join('; ')}`)
    return data as T
  }
  const root = (await admin<{ token: string }>('POST', '/login', '', { username: 'root', password })).token
  // The worker offers its languages once it is alive: a submission before then is refused.
  for (const until = Date.now() + 60_000; ; await sleep(250)) {
    const workers = await admin<Array<{ name: string; alive: boolean }>>(
      'GET',
      '/admin/config/get-judge-service-info',
      root,
    )
    if (workers.some((w) => w.alive && w.name === `contest-day-${process.pid}`)) break
    if (Date.now() > until) throw new Error('the judge worker did not come up in 60 s')
  }
  for (let from = 0; from < CONTESTANTS; from += 200) {
    const users = Array.from({ length: Math.min(200, CONTESTANTS - from) }, (_, k) => {
      const i = from + k
      return [`cd${i}`, `pass-${i}-contest`, `cd${i}@contest.example`]
    })
    await admin('POST', '/admin/user/insert-batch-user', root, { users })
  }
  const list = await admin<{ records: Array<{ pid: number; problemId: string }> }>(
    'GET',
    '/get-problem-list?currentPage=1&limit=5',
    root,
  )
  const now = Date.now()
  await admin('POST', '/admin/contest', root, {
    title: 'Contest day',
    type: 0,
    description: 'The load test’s contest',
    auth: 0,
    startTime: new Date(now - 60_000).toISOString(),
    endTime: new Date(now + 3 * 3600_000).toISOString(),
    duration: 3 * 3600 + 60,
    sealRank: false,
    autoRealRank: true,
    visible: true,
    openPrint: false,
    openRank: true,
    openAccountLimit: false,
    rankShowName: 'username',
  })
  const contests = await admin<{ records: Array<{ id: number; title: string }> }>(
    'GET',
    '/admin/contest/get-contest-list?currentPage=1&limit=10',
    root,
  )
  const cid = contests.records.find((c) => c.title === 'Contest day')!.id
  const aPlusB = list.records.find((p) => p.problemId === 'P1000') ?? list.records[0]!
  const problems = [aPlusB, ...list.records.filter((p) => p !== aPlusB).slice(0, 3)]
  const displayIds = problems.map((_, k) => String.fromCharCode(65 + k))
  for (const [k, p] of problems.entries())
    await admin('POST', '/admin/contest/add-problem-from-public', root, {
      cid,
      pid: p.pid,
      displayId: displayIds[k],
    })
  return { cid, displayIds, submitTo: 'A' }
}

async function main() {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(natsUrl).hostname))
    throw new Error(`contest-day runs on loopback only; NATS_URL is ${natsUrl}`)
  execFileSync('psql', [`${pgServer}/postgres`, '-qc', `CREATE DATABASE ${dbName}`])
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  // Migrations and the demo problems (A+B among them), then the server and one worker.
  execFileSync(process.execPath, [oj, 'seed'], {
    cwd: work,
    env: {
      ...process.env,
      DATABASE_URL: `${pgServer}/${dbName}`,
      NATS_URL: natsUrl,
      NATS_NAMESPACE: namespace,
      OJ_ADMIN_PASSWORD: password,
      OJ_DATA_DIR: join(work, 'data'),
    },
    stdio: 'ignore',
  })
  const server = start(['serve'], { PORT: String(port), OJ_HOST: '127.0.0.1', OJ_JUDGE_EMBEDDED: '0' })
  const judge = start(['judge'], {
    OJ_JUDGE_NAME: `contest-day-${process.pid}`,
    OJ_JUDGE_CACHE_DIR: join(work, 'judge'),
  })
  await waitFor(`${base}/ojapi/get-website-config`)
  const configBytes = Buffer.from(await (await fetch(`${base}/ojapi/get-website-config`)).arrayBuffer())
  const floor = await startFloorServer(configBytes)
  children.push(floor.child)
  const contest = await setUp()
  const half = Math.floor(CONTESTANTS / 2)
  console.log(
    `contest day: ${CONTESTANTS} contestants (${CONTESTANTS - half} polling as HOJ's client, ${half} on the live streams), ` +
      `${VISITORS} visitors of the outside scoreboard, ${MINUTES} min (the first ${RAMP_S} s arriving), ` +
      `a submission every ${SUBMIT_EVERY_S} s per contestant on average (AC:WA:TLE 6:3:1), ` +
      `Postgres ${pgServer}, NATS ${natsUrl}, one API process, one judge worker`,
  )
  // The figures of the set-up are not the day's.
  for (const name of [...calls.keys()]) calls.delete(name)
  const cpu0 = {
    server: cpuSeconds(server.pid),
    judge: cpuSeconds(judge.pid),
    driver: process.cpuUsage(),
    machine: cpuNow(),
  }
  const began = performance.now()
  endAt = began + MINUTES * 60_000
  const progress = setInterval(() => {
    const requests = [...calls.values()].reduce((s, c) => s + c.times.length, 0)
    const errors = [...calls.values()].reduce((s, c) => s + c.errors, 0)
    console.log(
      `  ${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s: ${requests} requests, ${errors} errors, ${verdicts.polling.length + verdicts.stream.length} verdicts`,
    )
  }, 60_000)
  await Promise.all([
    ...Array.from({ length: CONTESTANTS }, (_, i) => contestant(i, contest, i % 2 === 1)),
    ...Array.from({ length: VISITORS }, (_, i) => visitor(i, contest)),
    probe(PROBES.api, `${base}/ojapi/get-website-config`),
    probe(PROBES.floor, `${floor.origin}/ojapi/get-website-config`),
  ])
  clearInterval(progress)
  const seconds = (performance.now() - began) / 1000
  const driver = process.cpuUsage(cpu0.driver)
  const cpu = {
    server: cpuSeconds(server.pid) - cpu0.server,
    judge: cpuSeconds(judge.pid) - cpu0.judge,
    machine: cpuNow(),
    driver: (driver.user + driver.system) / 1e6,
  }

  // ---- the report ----
  const probeNames: ReadonlyArray<string> = Object.values(PROBES)
  const rows = [...calls.entries()]
    .filter(([name]) => !probeNames.includes(name))
    .sort((a, b) => b[1].times.length - a[1].times.length)
  const total = rows.reduce((s, [, c]) => s + c.times.length, 0)
  const errors = rows.reduce((s, [, c]) => s + c.errors, 0)
  console.log(
    `\n  ${total} requests in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(0)}/s), ${errors} errors (goal 0)`,
  )
  console.log(
    `  ${'call'.padEnd(36)} ${'requests'.padStart(8)} ${'errors'.padStart(6)}   p50 ms   p95 ms   p99 ms`,
  )
  let slow = 0
  for (const [name, c] of rows) {
    const sorted = [...c.times].sort((a, b) => a - b)
    const p95 = quantile(sorted, 0.95)
    if (p95 >= 200) slow += 1
    console.log(
      `  ${name.padEnd(36)} ${String(sorted.length).padStart(8)} ${String(c.errors).padStart(6)} ` +
        [0.5, 0.95, 0.99].map((q) => quantile(sorted, q).toFixed(1).padStart(8)).join(' ') +
        (p95 >= 200 ? '   p95 over 200 ms' : ''),
    )
    for (const sample of c.samples) console.log(`      e.g. ${sample}`)
  }
  console.log('  in the same run, not calls of the day:')
  for (const name of probeNames) {
    const c = calls.get(name)
    if (!c) continue
    const sorted = [...c.times].sort((a, b) => a - b)
    console.log(
      `  ${name.padEnd(36)} ${String(sorted.length).padStart(8)} ${String(c.errors).padStart(6)} ` +
        [0.5, 0.95, 0.99].map((q) => quantile(sorted, q).toFixed(1).padStart(8)).join(' '),
    )
  }
  const seen = (list: number[]) => {
    const v = [...list].sort((a, b) => a - b)
    return (
      `${v.length} verdicts, p50 ${(quantile(v, 0.5) / 1000).toFixed(2)} s, ` +
      `p95 ${(quantile(v, 0.95) / 1000).toFixed(2)} s, p99 ${(quantile(v, 0.99) / 1000).toFixed(2)} s`
    )
  }
  console.log(
    `  submit-to-verdict: all ${seen([...verdicts.polling, ...verdicts.stream])}` +
      (unjudged ? `; ${unjudged} without a verdict when the run ended` : ''),
  )
  // Polling sees a verdict at its next 2 s poll at the earliest; the stream as it is told.
  console.log(`    on the live stream: ${seen(verdicts.stream)}`)
  console.log(`    polling every ${HOJ_STATUS_POLL_MS / 1000} s as HOJ's client: ${seen(verdicts.polling)}`)
  const share = (s: number) => `${s.toFixed(1)} s CPU (${((100 * s) / seconds).toFixed(0)}% of one core)`
  console.log(
    `  CPU over the run: API process ${share(cpu.server)}, judge worker ${share(cpu.judge)} (its runs included), load driver ${share(cpu.driver)}`,
  )
  if (cpu0.machine && cpu.machine) {
    // /proc/stat's jiffies are 1/100 s on Linux; the rest is Postgres, NATS, the kernel's own work.
    const busy = (cpu.machine.busy - cpu0.machine.busy) / 100
    const all = (cpu.machine.total - cpu0.machine.total) / 100
    const others = busy - cpu.server - cpu.judge - cpu.driver
    console.log(
      `  the machine: ${((100 * busy) / all).toFixed(0)}% of its ${availableParallelism()} cores busy; ` +
        `besides the three above (Postgres, NATS, the kernel, anything else): ${share(others)}`,
    )
  }
  console.log(
    `  goals: errors 0: ${errors === 0 ? 'met' : `NOT met (${errors})`}; p95 under 200 ms for every call: ` +
      (slow === 0 ? 'met' : `NOT met (${slow} calls)`),
  )
  if (errors > 0 || slow > 0) process.exitCode = 1
}

try {
  await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  stopping = true
  await agent.close().catch(() => {})
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null) return done()
          child.once('exit', () => done())
          child.kill('SIGTERM')
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
        }),
    ),
  )
  await removeNatsNamespace(natsUrl, namespace).catch(() => {})
  execFileSync('psql', [`${pgServer}/postgres`, '-qc', `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`], {
    stdio: 'ignore',
  })
  rmSync(work, { recursive: true, force: true })
}
