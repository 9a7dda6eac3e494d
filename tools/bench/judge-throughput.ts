// Judge throughput: A+B (10 cases, C) submissions per minute with 1 and with 2 `oj judge` workers over
// NATS (each OJ_JUDGE_CAPACITY=1, so one task at a time per process), and submit-to-verdict latency
// p50/p95, idle (one submission at a time) and under load. Loopback only; stops by itself in < 2 min.
// Usage: NATS_URL=nats://127.0.0.1:4222 node tools/bench/judge-throughput.ts
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { removeNatsNamespace } from '@oj/platform-server/testing'

import { type Client, client } from '../golden/client.ts'
import { loadProblem } from '../golden/suite.ts'
import { freePort } from '../lib/platform-process.ts'

const repo = resolve(import.meta.dirname, '..', '..')
const oj = join(repo, 'platform', 'server', 'bin', 'oj.ts')
const natsUrl = process.env['NATS_URL'] || 'nats://127.0.0.1:4222'
const LOAD_WINDOW_MS = 25_000
const IDLE_SAMPLES = 5
const HARD_STOP_MS = 115_000
// A bus namespace of the run's own (unless NATS_NAMESPACE names one): no other site or test on this
// NATS takes its tasks, and its streams are removed at the end.
const ownNamespace = process.env['NATS_NAMESPACE'] ? undefined : `bench-${process.pid}`

if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(natsUrl).hostname)) {
  console.error(`judge-throughput runs on loopback only; NATS_URL is ${natsUrl}`)
  process.exit(2)
}

const work = mkdtempSync(join(tmpdir(), 'oj-bench-judge-'))
const children: ChildProcess[] = []
const password = 'bench-root-pw'
/** Every worker this run started, so that one stopped a moment ago is not taken for a stranger. */
const ours = new Set<string>()

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [oj, ...args], {
    cwd: work,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NATS_URL: natsUrl,
      ...(ownNamespace ? { NATS_NAMESPACE: ownNamespace } : {}),
      OJ_ADMIN_PASSWORD: password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d))
  child.stderr?.on('data', (d: Buffer) => (output += d))
  child.on('exit', (code) => {
    if (code && code !== 0 && !stopping) console.error(`oj ${args[0]} exited with ${code}:\n${output}`)
  })
  children.push(child)
  return child
}

let stopping = false
async function stopAll() {
  stopping = true
  await Promise.all(children.filter((c) => c.exitCode === null).map(stopChild))
  rmSync(work, { recursive: true, force: true })
  if (ownNamespace) await removeNatsNamespace(natsUrl, ownNamespace)
}
const stopChild = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done()
    child.once('exit', () => done())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
  })

const hardStop = setTimeout(() => {
  console.error(`judge-throughput: stopped after ${HARD_STOP_MS / 1000} s`)
  void stopAll().finally(() => process.exit(1))
}, HARD_STOP_MS)

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

async function waitForServer(url: string) {
  for (const until = Date.now() + 60_000; Date.now() < until; await sleep(200)) {
    try {
      if ((await fetch(`${url}/ojapi/get-website-config`)).ok) return
    } catch {
      // not listening yet
    }
  }
  throw new Error('the server did not answer within 60 s')
}

/** Waits until exactly the named workers are alive in get-judge-service-info. */
async function waitForWorkers(api: Client, token: string, names: string[]) {
  for (const until = Date.now() + 30_000; Date.now() < until; await sleep(250)) {
    const workers = await api.call<Array<{ name: string; alive: boolean }>>(
      'GET',
      '/admin/config/get-judge-service-info',
      token,
    )
    const alive = workers.filter((w) => w.alive).map((w) => w.name)
    if (names.every((n) => alive.includes(n))) return alive
  }
  throw new Error(`workers ${names.join(', ')} did not come up within 30 s`)
}

async function measure(api: Client, token: string, pid: number, code: string, workers: number) {
  const names = Array.from({ length: workers }, (_, i) => `bench-${workers}w-${i + 1}-${process.pid}`)
  for (const name of names) ours.add(name)
  const procs = names.map((name) =>
    start(['judge'], { OJ_JUDGE_NAME: name, OJ_JUDGE_CAPACITY: '1', OJ_JUDGE_CACHE_DIR: join(work, name) }),
  )
  const alive = await waitForWorkers(api, token, names)
  const foreign = alive.filter((n) => !ours.has(n))
  const once = async () => {
    const started = Date.now()
    const id = await api.submit(token, pid, 'C', code)
    const view = await api.waitFinal(token, id, 60_000, 50)
    if (view.status !== 0) throw new Error(`A+B got status ${view.status}: ${view.errorMessage}`)
    return { ms: Date.now() - started, judger: view.judger ?? '' }
  }
  await once() // warm-up: the data cache and the compiler's files
  const idle: number[] = []
  for (let i = 0; i < IDLE_SAMPLES; i++) idle.push((await once()).ms)

  // Load: keep two submissions per worker waiting, count verdicts that arrive within the window.
  const loaded: number[] = []
  const judgers = new Set<string>()
  const windowEnd = Date.now() + LOAD_WINDOW_MS
  const loop = async () => {
    while (Date.now() < windowEnd) {
      const r = await once()
      if (Date.now() > windowEnd) break
      loaded.push(r.ms)
      judgers.add(r.judger)
    }
  }
  await Promise.all(Array.from({ length: workers * 2 + 1 }, loop))
  await Promise.all(procs.map(stopChild))
  const perMinute = (loaded.length / LOAD_WINDOW_MS) * 60_000
  console.log(
    `${workers} worker${workers > 1 ? 's' : ' '} (capacity 1 each): ${perMinute.toFixed(0).padStart(4)} submissions/min` +
      ` | latency idle p50 ${percentile(idle, 50)} ms p95 ${percentile(idle, 95)} ms` +
      ` | under load p50 ${percentile(loaded, 50)} ms p95 ${percentile(loaded, 95)} ms (${loaded.length} verdicts)` +
      (foreign.length ? ` | other workers on this NATS: ${foreign.join(', ')}` : '') +
      ` | judged by ${[...judgers].join(', ')}`,
  )
}

try {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  start(['serve'], {
    PORT: String(port),
    OJ_HOST: '127.0.0.1',
    OJ_DATA_DIR: join(work, 'data'),
    OJ_JUDGE_EMBEDDED: '0',
  })
  await waitForServer(url)
  const api = client(url)
  // root: no minimum interval between submissions.
  const token = await api.login('root', password)
  const aplusb = loadProblem('aplusb')
  const pid = await api.createProblem(token, aplusb, `BENCH-${process.pid}`)
  const code = aplusb.solutions.find((s) => s.file === 'AC.sum.c')!.code
  console.log(`A+B, 10 cases, C (gcc -O2), NATS ${natsUrl}, server with OJ_JUDGE_EMBEDDED=0 on PGlite`)
  await measure(api, token, pid, code, 1)
  await measure(api, token, pid, code, 2)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  clearTimeout(hardStop)
  await stopAll()
}
