// The judging pipeline survives its faults, against real NATS and Postgres servers of its own (never
// the machine's shared ones): a judge worker killed mid-task, NATS restarted, Postgres restarted,
// the API server killed while results arrive. After each: every submission gets its verdict (none
// lost, none left pending past the sweeper's deadline), and none is judged twice into the record
// (the problem's counts equal the submissions; at most one judged event per attempt). The recovery
// time of each fault (from the fault to the last verdict) is printed.
import { type ChildProcess, spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Client, client } from '../golden/client.ts'
import { loadProblem } from '../golden/suite.ts'
import { freePort } from '../lib/platform-process.ts'
import { missingServers, privateNats, privatePostgres, type PrivateServer, waitForPort } from './services.ts'

const skip = missingServers()
if (skip) console.warn(`fault tests skipped: ${skip}`)

const repo = resolve(import.meta.dirname, '..', '..')
const PASSWORD = 'faults-root-pw'
const STUCK_MS = 8_000
/** A verdict must come within this of the fault: the sweeper's deadline, a sweep, and judging again. */
const DEADLINE_MS = STUCK_MS + 25_000
const BATCH = 6
/** A+B that spends ~150 ms of CPU per case: tasks stay in flight for a while. */
const SLOW_SUM = `#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <time.h>
int main(void){long long a,b;if(scanf("%lld%lld",&a,&b)!=2)return 1;struct timespec t;volatile unsigned long x=0;
do{for(int i=0;i<100000;i++)x+=i;clock_gettime(CLOCK_PROCESS_CPUTIME_ID,&t);}while(t.tv_sec==0&&t.tv_nsec<150000000);
printf("%lld\\n",a+b);return 0;}`

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const ended = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => child.once('exit', () => r()))

describe.skipIf(skip)('judging survives its faults (private NATS and Postgres)', () => {
  let nats: PrivateServer
  let postgres: PrivateServer
  let work: string
  let env: Record<string, string>
  let server: ChildProcess
  const workers = new Map<string, ChildProcess>()
  let api: Client
  let token: string
  let pid: number
  let db: pg.Pool
  const recovery: string[] = []

  const startServer = async () => {
    // its output, kept for the message of a failure
    const log = openSync(join(work, 'server.log'), 'a')
    server = spawn(process.execPath, [join(repo, 'tools/faults/serve.ts')], {
      cwd: work,
      env,
      stdio: ['ignore', log, log],
    })
    closeSync(log)
    await waitForPort(Number(env['PORT']), 60_000)
  }
  const startWorker = async (name: string) => {
    const child = spawn(process.execPath, [join(repo, 'platform/server/bin/oj.ts'), 'judge'], {
      cwd: work,
      env: { ...env, OJ_JUDGE_NAME: name, OJ_JUDGE_CAPACITY: '1', OJ_JUDGE_CACHE_DIR: join(work, name) },
      stdio: 'ignore',
    })
    workers.set(name, child)
  }

  beforeAll(async () => {
    const began = performance.now()
    ;[nats, postgres] = await Promise.all([privateNats(), privatePostgres()])
    const admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
    await admin.query('create database oj')
    await admin.end()
    work = mkdtempSync(join(tmpdir(), 'oj-faults-'))
    env = {
      ...(process.env as Record<string, string>),
      PORT: String(await freePort()),
      OJ_HOST: '127.0.0.1',
      OJ_DATA_DIR: join(work, 'data'),
      OJ_ADMIN_PASSWORD: PASSWORD,
      OJ_JUDGE_EMBEDDED: '0',
      OJ_FAULTS_STUCK_MS: String(STUCK_MS),
      DATABASE_URL: postgres.url.replace(/\/postgres$/, '/oj'),
      NATS_URL: nats.url,
    }
    db = new pg.Pool({ connectionString: env['DATABASE_URL'], max: 2 })
    db.on('error', () => {}) // Postgres restarts under it
    await startServer()
    await Promise.all([startWorker('faults-w1'), startWorker('faults-w2')])
    api = client(`http://127.0.0.1:${env['PORT']}`)
    token = await api.login('root', PASSWORD)
    pid = await api.createProblem(token, loadProblem('aplusb'), `FAULTS-${process.pid}`)
    for (const until = Date.now() + 60_000; !(await api.languages()).includes('C'); await sleep(250))
      if (Date.now() > until) throw new Error('no worker offered C within 60 s')
    console.log(
      `fault tests: private servers, API and two workers up in ${((performance.now() - began) / 1000).toFixed(1)} s`,
    )
  }, 180_000)

  afterAll(async () => {
    console.log(`fault recovery times:\n  ${recovery.join('\n  ')}`)
    for (const child of [server, ...workers.values()]) child?.kill('SIGKILL')
    await Promise.all([server, ...workers.values()].filter(Boolean).map(ended))
    await db?.end().catch(() => undefined)
    await Promise.all([nats?.destroy(), postgres?.destroy()])
    if (work) rmSync(work, { recursive: true, force: true })
  }, 60_000)

  /** Submits a batch, waits until judging is under way, runs the fault, and checks every verdict. */
  async function survive(name: string, fault: (ids: number[]) => Promise<void>) {
    const ids: number[] = []
    for (let i = 0; i < BATCH; i++) ids.push(await api.submit(token, pid, 'C', SLOW_SUM))
    for (const until = Date.now() + 60_000; ; await sleep(100)) {
      const views = await Promise.all(ids.map((id) => api.detail(token, id)))
      if (views.some((v) => v.status === 7)) break
      const done = views.find((v) => ![5, 6, 7].includes(v.status))
      if (done)
        throw new Error(
          `submission ${done.submitId} ended before the fault: ${done.status} ${done.errorMessage}`,
        )
      if (Date.now() > until) throw new Error('no submission reached Judging within 60 s')
    }
    const faultAt = Date.now()
    await fault(ids)
    const pending = new Set(ids)
    for (;;) {
      for (const id of [...pending]) {
        const view = await api.detail(token, id).catch(() => undefined)
        if (view && ![5, 6, 7].includes(view.status)) {
          expect({ id, status: view.status, error: view.errorMessage }).toEqual({
            id,
            status: 0,
            error: view.errorMessage,
          })
          pending.delete(id)
        }
      }
      if (pending.size === 0) break
      if (Date.now() - faultAt > DEADLINE_MS) {
        console.error(`server log:\n${readFileSync(join(work, 'server.log'), 'utf8').slice(-3000)}`)
        throw new Error(`${name}: ${[...pending].join(', ')} still pending ${DEADLINE_MS} ms after the fault`)
      }
      await sleep(200)
    }
    const seconds = (Date.now() - faultAt) / 1000
    recovery.push(`${name}: all ${BATCH} verdicts ${seconds.toFixed(1)} s after the fault`)
    await checkRecord()
  }

  /** Counted once per submission; at most one judged event per attempt. */
  async function checkRecord() {
    const { rows: subs } = await db.query<{ n: string; ac: string }>(
      'select count(*) as n, count(*) filter (where status = 0) as ac from problems.submission where pid = $1',
      [pid],
    )
    const { rows: stats } = await db.query<{ total: number; ac: number }>(
      'select total, ac from problems.problem_stats where pid = $1',
      [pid],
    )
    expect(stats[0]).toEqual({ total: Number(subs[0]!.n), ac: Number(subs[0]!.ac) })
    const { rows: twice } = await db.query(
      `select payload->>'submitId' as id, payload->>'attempt' as attempt, count(*) from problems.outbox
       where kind = 'event' and target = 'events.problems.judged' group by 1, 2 having count(*) > 1`,
    )
    expect(twice).toEqual([])
  }

  it('no fault: the time a batch takes anyway, to read the recovery times against', async () => {
    await survive('no fault (baseline)', async () => {})
  }, 120_000)

  it('a judge worker killed mid-task: its task is judged again elsewhere', async () => {
    await survive('judge worker killed mid-task', async (ids) => {
      const views = await Promise.all(ids.map((id) => api.detail(token, id)))
      const judger = views.find((v) => v.status === 7)?.judger ?? 'faults-w1'
      const victim = workers.get(judger) ?? workers.get('faults-w1')!
      victim.kill('SIGKILL')
      await ended(victim)
      // a process manager would start it again; the other worker carries on meanwhile
      await startWorker(judger.startsWith('faults-') ? judger : 'faults-w1')
    })
  }, 120_000)

  it('NATS restarted: reconnects, the outbox and the lanes carry on', async () => {
    await survive('NATS restarted', async () => {
      await nats.stop()
      await sleep(1_000)
      await nats.start()
    })
  }, 120_000)

  it('Postgres restarted: writes fail for a moment, nothing is lost', async () => {
    await survive('Postgres restarted', async () => {
      await postgres.stop()
      await sleep(1_000)
      await postgres.start()
    })
  }, 120_000)

  it('the API server killed while results arrive: the results lane waits for it', async () => {
    await survive('API server killed while results arrive', async () => {
      server.kill('SIGKILL')
      await ended(server)
      await sleep(500)
      await startServer()
    })
  }, 120_000)
})
