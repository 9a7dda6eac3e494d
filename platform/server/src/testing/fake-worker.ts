import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_SUBJECT, type WorkerInfo } from '@oj/sdk/server'

import type { TestServer } from './test-server.ts'

export interface FakeWorker {
  /** The worker's name in its heartbeat. */
  readonly name: string
  /** The language it offers; 'C' (GCC) when not given. */
  readonly language?: string
  /** Its family (the lanes' second part); 'native' when not given. */
  readonly family?: string
  /** The lanes it takes; ['judge-normal-native'] when not given. */
  readonly lanes?: ReadonlyArray<string>
  /**
   * Beats every half interval until the returned stop is called, as a real worker does, so that a
   * test outlasting the workers' alive window keeps its language; otherwise one beat.
   */
  readonly keepBeating?: boolean
}

/**
 * Makes `server` believe a judge worker offers a language: its heartbeat, then a wait until
 * GET /ojapi/languages lists the language. Nothing judges: submissions to it stay pending, which is
 * what tests of who may submit and see them need. Answers the stop of its heartbeat (a no-op for one
 * beat).
 */
export async function offerLanguage(server: TestServer, worker: FakeWorker): Promise<() => void> {
  const language = worker.language ?? 'C'
  const info: WorkerInfo = {
    name: worker.name,
    lanes: [...(worker.lanes ?? ['judge-normal-native'])],
    languages: [
      {
        name: language,
        description: 'GCC',
        family: worker.family ?? 'native',
        version: '12',
        contentType: 'text/x-csrc',
        template: 'int main() { return 0; }',
        compileCommand: 'gcc main.c -o main',
        spj: false,
      },
    ],
    capacity: 1,
    load: 0,
    cpus: 1,
    startedAt: new Date().toISOString(),
    sentAt: new Date().toISOString(),
    runtimes: ['native'],
  }
  const beat = () => server.bus.publish(HEARTBEAT_SUBJECT, { ...info, sentAt: new Date().toISOString() })
  await beat()
  const heartbeat = worker.keepBeating
    ? setInterval(() => void beat().catch(() => {}), HEARTBEAT_INTERVAL_MS / 2)
    : undefined
  const stop = () => clearInterval(heartbeat)
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const reply = await server.api<Array<{ name: string }>>('GET', '/ojapi/languages')
    if (reply.body.data?.some((l) => l.name === language)) return stop
    await new Promise((r) => setTimeout(r, 50))
  }
  stop()
  throw new Error(`the fake worker ${worker.name} never offered ${language}`)
}

/** A fake worker named `worker` offering native C (GCC), with one beat: see `offerLanguage`. */
export async function offerC(server: TestServer, worker: string): Promise<void> {
  await offerLanguage(server, { name: worker })
}
