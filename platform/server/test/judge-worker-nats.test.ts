import { type ChildProcess, spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { chmod } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  closeRunners,
  installedLanguages,
  openDiskCache,
  openRunners,
  openTestDataStore,
  type Runners,
  startWorker,
  type TestDataStore,
  type WorkerHandle,
} from '@oj/platform-judge'
import { cases, task } from '@oj/platform-judge/testing'
import { type FinalReport, type JudgeReport, laneOf, RESULTS_LANE } from '@oj/sdk/judge'
import type { BusShape } from '@oj/sdk/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openNatsBus, removeNatsNamespace } from '../src/bus/nats.ts'

const natsUrl = process.env['NATS_URL']
const OJ = fileURLToPath(new URL('../bin/oj.ts', import.meta.url))
const SLEEPER =
  '#include <stdio.h>\n#include <unistd.h>\nint main(){long a,b;scanf("%ld %ld",&a,&b);usleep(1500000);printf("%ld\\n",a+b);}'

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A NATS server of this test's own (when nats-server is installed), so that no other test's
 * workers or results consumer share its lanes; else the NATS_URL one.
 */
async function privateNats(dir: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort()
  const child = spawn('nats-server', ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir], {
    stdio: 'ignore',
  })
  let missing = false
  child.once('error', () => (missing = true))
  const url = `nats://127.0.0.1:${port}`
  for (let tries = 0; tries < 100 && !missing; tries++) {
    const bus = await openNatsBus({ url, name: 'oj-test-probe' }).catch(() => undefined)
    if (bus) {
      await bus.close()
      return { url, stop: () => child.kill('SIGKILL') }
    }
    await sleep(100)
  }
  child.kill('SIGKILL')
  return { url: natsUrl as string, stop: () => undefined }
}

describe.skipIf(!natsUrl)('judge workers over NATS', () => {
  const root = mkdtempSync(join(tmpdir(), 'oj-nats-judge-'))
  // A bus namespace of the test's own, given to the `oj judge` child too (NATS_NAMESPACE): on the
  // shared NATS it keeps other tests' lanes apart; on a private one it shows that a worker and its
  // server meet in theirs.
  const namespace = `t${randomBytes(6).toString('hex')}`
  let nats: { url: string; stop: () => void }
  let bus: BusShape
  let store: TestDataStore
  let runners: Runners
  const reports: JudgeReport[] = []
  const children: ChildProcess[] = []
  const workers: WorkerHandle[] = []

  beforeAll(async () => {
    await chmod(root, 0o711)
    nats = await privateNats(join(root, 'nats'))
    bus = await openNatsBus({ url: nats.url, name: 'oj-test-server', namespace })
    store = await openTestDataStore(nats.url, 'oj-test-files')
    runners = await openRunners(() => undefined)
    await bus.consume(RESULTS_LANE, { prefetch: 16 }, async (msg) => {
      reports.push(msg.json<JudgeReport>())
      await msg.ack()
    })
  })
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL')
    for (const worker of workers) await worker.close()
    await closeRunners(runners)
    await store?.close()
    await bus?.close()
    if (nats) await removeNatsNamespace(nats.url, namespace)
    nats?.stop()
    rmSync(root, { recursive: true, force: true })
  })

  const waitFor = async (what: () => boolean, timeoutMs = 60_000) => {
    const until = Date.now() + timeoutMs
    while (!what()) {
      if (Date.now() > until) {
        throw new Error(
          `timed out waiting; reports: ${JSON.stringify(reports.map((r) => [r.kind, r.status, r.judger, r.kind === 'final' ? r.errorMessage : '']))}`,
        )
      }
      await sleep(50)
    }
  }

  it('a task whose `oj judge` process is killed mid-judging is finished by another worker, once', async () => {
    // Test data by hash, as the server's files mirror it to the object store.
    const stored = async (text: string) => {
      const bytes = new TextEncoder().encode(text)
      const hash = createHash('sha256').update(bytes).digest('hex')
      await store.put(hash, bytes)
      return { hash }
    }
    const rows = [
      ['20 22\n', '42\n'],
      ['1 2\n', '3\n'],
    ] as const
    const t = task({ code: SLEEPER, language: 'C', cases: cases(rows) })
    const byHash = {
      ...t,
      cases: await Promise.all(
        t.cases.map(async (c, i) => ({
          ...c,
          input: await stored(rows[i]![0]),
          output: await stored(rows[i]![1]),
        })),
      ),
    }

    const child = spawn(process.execPath, [OJ, 'judge'], {
      env: {
        ...process.env,
        NATS_URL: nats.url,
        NATS_NAMESPACE: namespace,
        OJ_JUDGE_NAME: 'doomed',
        OJ_JUDGE_CAPACITY: '1',
        OJ_JUDGE_CACHE_DIR: join(root, 'cache-doomed'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let printed = ''
    child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()))
    await waitFor(() => printed.includes('is taking tasks'), 30_000).catch((e: Error) => {
      throw new Error(`${e.message}; the child printed: ${printed}`)
    })

    await bus.enqueue(laneOf('normal', 'native'), byHash, { id: t.taskId })
    await waitFor(() => reports.some((r) => r.kind === 'progress' && r.status === 7 && r.judger === 'doomed'))
    child.kill('SIGKILL')
    await new Promise((resolve) => child.once('exit', resolve))

    const data = await openDiskCache({
      dir: join(root, 'cache-survivor'),
      maxBytes: 1 << 24,
      origin: store.origin,
    })
    workers.push(
      await startWorker({
        bus,
        data,
        languages: installedLanguages,
        runners,
        name: 'survivor',
        capacity: 1,
        tempRoot: join(root, 'work'),
        log: () => undefined,
        // A short ack wait brings the dead worker's task back quickly.
        ackWaitMs: 2_000,
      }),
    )
    const finals = () => reports.filter((r): r is FinalReport => r.kind === 'final' && r.taskId === t.taskId)
    await waitFor(() => finals().length > 0)
    await sleep(2_500)
    expect(finals()).toHaveLength(1)
    expect(finals()[0]).toMatchObject({ attempt: 1, status: 0, judger: 'survivor' })
    expect(finals()[0]?.cases.map((c) => c.userOutput)).toEqual(['42\n', '3\n'])
  }, 120_000)
})
