// Throughput under saturation: N queued A+B submissions (1 s, 10 cases, C; mixed AC / WA / TLE) judged
// by 1 and by 2 `oj judge` workers (each takes a task per CPU and one more; cases run on free run slots) over a
// private NATS of its own, the server on PGlite, then on a private Postgres. Printed: submissions per minute, and CPU efficiency:
// the CPU time of compiles and runs (read from the workers' sandbox cgroups, which count every run
// they held) over wall time × cores. On Postgres, also the SQL statements the server sent per
// submission (pg_stat_statements: BEGIN and COMMIT included) and the most frequent ones.
// OJ_BENCH_SUBMISSIONS changes N (default 200); OJ_BENCH_ONLY=postgres (or pglite) runs one backend,
// OJ_BENCH_WORKERS=1 (or 2) one worker count. On Postgres the bench reads the statuses from the
// database over a connection of its own; OJ_BENCH_POLL=api asks the API instead (as it must on PGlite). The machine is shared: figures move with other work.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import pg from 'pg'

import {
  missingServers,
  privateNats,
  privatePostgres,
  type PrivateServer,
  waitForPort,
} from '../faults/services.ts'
import { client } from '../golden/client.ts'
import { loadProblem } from '../golden/suite.ts'
import { freePort } from '../lib/platform-process.ts'

const N = Number(process.env['OJ_BENCH_SUBMISSIONS'] ?? 200)
const repo = resolve(import.meta.dirname, '..', '..')
const oj = join(repo, 'platform', 'server', 'bin', 'oj.ts')
const cores = availableParallelism()
/** Tasks per worker: `oj judge`'s own default unless OJ_BENCH_CAPACITY says. */
const capacity = process.env['OJ_BENCH_CAPACITY']
const aplusb = loadProblem('aplusb')
const code = (file: string) => aplusb.solutions.find((s) => s.file === file)!.code
/** 70 % AC, 25 % WA, 5 % TLE (each TLE costs ten 1 s runs). */
const MIX = [
  ...Array<string>(14).fill(code('AC.sum.c')),
  ...Array<string>(5).fill(code('WA.int-overflow.c')),
  'int main(void) { volatile unsigned long x = 0; for (;;) x++; }',
]

/** Pending, compiling, judging: not judged yet. */
const UNDONE = [5, 6, 7]
const STATUS_QUERY = 'SELECT submit_id, status FROM problems.submission'

const missing = missingServers()
if (missing) {
  console.log(`judge-saturation skipped: ${missing}`)
  process.exit(0)
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const children: ChildProcess[] = []
const ended = (c: ChildProcess) =>
  c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise((r) => c.once('exit', r))

/** CPU ms charged to the sandbox cgroups of a worker process (cgroup v1 cpuacct or v2 cpu.stat). */
function sandboxCpuMs(pid: number): number {
  let total = 0
  for (const line of readFileSync(`/proc/${pid}/cgroup`, 'utf8').split('\n')) {
    const [, controllers, path] = line.split(':')
    const v1 = controllers?.split(',').includes('cpuacct')
    if (!v1 && !(controllers === '' && path !== undefined)) continue
    const mount = v1 ? '/sys/fs/cgroup/cpuacct' : '/sys/fs/cgroup'
    const own = join(mount, path ?? '/')
    if (!existsSync(own)) continue
    for (const name of readdirSync(own).filter((n) => n.startsWith(`oj-sandbox-${pid}-`))) {
      total += v1
        ? Number(readFileSync(join(own, name, 'cpuacct.usage'), 'utf8')) / 1e6
        : Number(/usage_usec (\d+)/.exec(readFileSync(join(own, name, 'cpu.stat'), 'utf8'))?.[1] ?? 0) / 1e3
    }
    if (v1 || total > 0) break
  }
  return total
}

/** All CPUs' busy and idle ticks so far (/proc/stat). */
function machineTicks(): { busy: number; idle: number } {
  const [, ...v] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number)
  const idle = (v[3] ?? 0) + (v[4] ?? 0)
  return { busy: v.slice(0, 8).reduce((a, b) => a + b, 0) - idle, idle }
}

/** CPU ms of a process itself (not its children), from /proc/<pid>/stat. */
function processCpuMs(pid: number): { own: number } {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ').map(Number)
  return { own: (f[11]! + f[12]!) * 10 } // utime + stime, in clock ticks of 10 ms
}

async function measure(workers: number, postgres: PrivateServer | null) {
  const work = mkdtempSync(join(tmpdir(), 'oj-bench-saturation-'))
  const nats = await privateNats()
  let database = ''
  if (postgres) {
    // a fresh database of the private server for each measure
    const name = `oj_sat_${workers}_${Date.now()}`
    execFileSync('psql', [postgres.url, '-qc', `CREATE DATABASE ${name}`], { stdio: 'ignore' })
    database = postgres.url.replace(/\/postgres$/, `/${name}`)
    execFileSync('psql', [database, '-qc', 'CREATE EXTENSION pg_stat_statements'], { stdio: 'ignore' })
  }
  const psql = (query: string) =>
    execFileSync('psql', [database, '-AtF', '\t', '-c', query], { encoding: 'utf8' }).trim()
  const env = {
    ...(process.env as Record<string, string>),
    DATABASE_URL: database,
    NATS_URL: nats.url,
    OJ_ADMIN_PASSWORD: 'bench-root-pw',
    PORT: String(await freePort()),
    OJ_HOST: '127.0.0.1',
    OJ_DATA_DIR: join(work, 'data'),
    OJ_JUDGE_EMBEDDED: '0',
  }
  const start = (args: string[], extra: Record<string, string> = {}) => {
    const child = spawn(process.execPath, [oj, ...args], {
      cwd: work,
      env: { ...env, ...extra },
      stdio: 'ignore',
    })
    children.push(child)
    return child
  }
  try {
    const serve = start(['serve'])
    await waitForPort(Number(env.PORT), 60_000)
    const api = client(`http://127.0.0.1:${env.PORT}`)
    const token = await api.login('root', 'bench-root-pw')
    const pid = await api.createProblem(token, aplusb, `SATURATION-${workers}`)
    const procs = Array.from({ length: workers }, (_, i) =>
      start(['judge'], {
        OJ_JUDGE_NAME: `sat-${i + 1}`,
        ...(capacity ? { OJ_JUDGE_CAPACITY: capacity } : {}),
        OJ_JUDGE_CACHE_DIR: join(work, `w${i}`),
      }),
    )
    for (const until = Date.now() + 60_000; !(await api.languages()).includes('C'); await sleep(200))
      if (Date.now() > until) throw new Error('no worker offered C within 60 s')
    await sleep(2_000) // every worker has sent its first heartbeat
    const cpuBefore = procs.reduce((sum, p) => sum + sandboxCpuMs(p.pid!), 0)
    const before = [serve, ...procs].map((p) => processCpuMs(p.pid!))
    if (postgres) psql('SELECT pg_stat_statements_reset()')
    // On Postgres the statuses are read from the database over one connection of the bench's (a psql
    // process per read cost the machine more CPU than the server's part of a submission), so that the
    // server does only the work of judging and the statement count has no reads of the bench in it
    const reader = postgres && process.env['OJ_BENCH_POLL'] !== 'api' ? new pg.Client(database) : null
    reader?.on('error', () => {}) // the private server goes away at the end of a failed run
    await reader?.connect()
    const statusReader = reader
      ? async (pendingIds: number[]) => {
          const { rows } = await reader.query<{ submit_id: number; status: number }>(
            `${STATUS_QUERY} WHERE submit_id = ANY($1::int[])`,
            [pendingIds],
          )
          return rows.map((r) => [r.submit_id, r.status] as const)
        }
      : null
    const ticks = machineTicks()
    const began = performance.now()
    const ids: number[] = []
    for (let i = 0; i < N; i++) ids.push(await api.submit(token, pid, 'C', MIX[i % MIX.length]!))
    const pending = new Set(ids)
    const statuses = new Map<number, number>()
    const done = (id: number, status: number) => {
      statuses.set(id, status)
      pending.delete(id)
    }
    while (pending.size > 0) {
      await sleep(250)
      if (statusReader) {
        // every pending one in one query; the wait is judged, not the bench's reading
        for (const [id, status] of await statusReader([...pending]))
          if (!UNDONE.includes(status)) done(id, status)
      } else
        for (const id of [...pending]) {
          const view = await api.detail(token, id)
          if (UNDONE.includes(view.status)) break // in order: the rest are not done either
          done(id, view.status)
        }
      if (performance.now() - began > 30 * 60_000) throw new Error('not done in 30 minutes')
    }
    const wallMs = performance.now() - began
    const after = machineTicks()
    const idleShare = (after.idle - ticks.idle) / (after.idle - ticks.idle + after.busy - ticks.busy)
    const busyMs = (after.busy - ticks.busy) * 10
    const cpuMs = procs.reduce((sum, p) => sum + sandboxCpuMs(p.pid!), 0) - cpuBefore
    const used = [serve, ...procs].map((p, i) => {
      const now = processCpuMs(p.pid!)
      return { own: now.own - before[i]!.own }
    })
    const serverMs = used[0]!.own
    const workerMs = used.slice(1).reduce((sum, u) => sum + u.own, 0)
    // what can be counted of the judging system: server, workers and the runs (sandbox set-up is not)
    const systemMs = cpuMs + serverMs + workerMs
    const count = (s: number) => [...statuses.values()].filter((v) => v === s).length
    console.log(
      `${workers} worker${workers > 1 ? 's' : ' '}: ${N} submissions in ${(wallMs / 1000).toFixed(1)} s = ` +
        `${((N / wallMs) * 60_000).toFixed(0)} submissions/min; compile + run CPU ${(cpuMs / 1000).toFixed(1)} s, ` +
        `CPU efficiency ${((cpuMs / (wallMs * cores)) * 100).toFixed(0)} % (goal >= 80 %); ` +
        `AC ${count(0)}, WA ${count(-1)}, TLE ${count(1)}, other ${N - count(0) - count(-1) - count(1)}; ` +
        `beside: server (${postgres ? 'Postgres: its own processes not counted here' : 'PGlite'}) ${(serverMs / 1000).toFixed(1)} s, worker processes ${(workerMs / 1000).toFixed(1)} s of CPU; ` +
        `compile + run were ${((cpuMs / systemMs) * 100).toFixed(0)} % of that and their own (sandbox set-up not counted); the machine was idle ${(idleShare * 100).toFixed(0)} % of the time, ` +
        `and compile + run were ${((cpuMs / busyMs) * 100).toFixed(0)} % of all the CPU it spent (others' work included)`,
    )
    await reader?.end()
    if (postgres) printStatements(psql, reader !== null)
  } finally {
    await Promise.all(children.splice(0).map((c) => (c.kill('SIGTERM'), ended(c))))
    await nats.destroy()
    rmSync(work, { recursive: true, force: true })
  }
}

/** Statements the server sent per submission while judging, and the most frequent ones. */
function printStatements(psql: (query: string) => string, fromDb: boolean) {
  // pg_stat_statements counts its own reset and the bench's reads too: left out
  const ours = `dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT LIKE '%pg_stat_statements%' AND query NOT LIKE '${STATUS_QUERY}%'`
  const calls = Number(psql(`SELECT coalesce(sum(calls), 0) FROM pg_stat_statements WHERE ${ours}`))
  console.log(
    `  statements per submission: ${(calls / N).toFixed(1)} (${fromDb ? 'statuses read from the database' : "the bench's polls of the detail included"}); the most frequent:`,
  )
  const top = psql(
    `SELECT calls, regexp_replace(query, '\\s+', ' ', 'g') FROM pg_stat_statements WHERE ${ours} ORDER BY calls DESC LIMIT 40`,
  )
  for (const line of top.split('\n')) {
    const [n, query] = line.split('\t')
    console.log(`  ${(Number(n) / N).toFixed(2).padStart(6)}  ${(query ?? '').slice(0, 200)}`)
  }
}

const only = process.env['OJ_BENCH_ONLY']
const workerCounts = process.env['OJ_BENCH_WORKERS'] ? [Number(process.env['OJ_BENCH_WORKERS'])] : [1, 2]

// PGlite (the embedded default) and Postgres (what a judge under load runs on), each a private one
console.log(`A+B, 1 s, 10 cases, C, ${cores} cores; mix per 20: 14 AC, 5 WA, 1 TLE; private NATS`)
let postgres: PrivateServer | null = null
try {
  if (only !== 'postgres') {
    console.log('server on PGlite:')
    for (const workers of workerCounts) await measure(workers, null)
  }
  if (only !== 'pglite') {
    postgres = await privatePostgres({ shared_preload_libraries: 'pg_stat_statements' })
    console.log('server on Postgres (a private server on this machine):')
    for (const workers of workerCounts) await measure(workers, postgres)
  }
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  for (const c of children) c.kill('SIGKILL')
  await postgres?.destroy()
}
