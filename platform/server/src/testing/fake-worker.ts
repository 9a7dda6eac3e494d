import { HEARTBEAT_SUBJECT, type WorkerInfo } from '@oj/sdk/server'

import type { TestServer } from './test-server.ts'

/**
 * Makes `server` believe a judge worker named `worker` offers native C (GCC): its heartbeat, then a
 * wait until GET /ojapi/languages lists C. Nothing judges: submissions to it stay pending, which is
 * what tests of who may submit and see them need.
 */
export async function offerC(server: TestServer, worker: string): Promise<void> {
  const info: WorkerInfo = {
    name: worker,
    lanes: ['judge-normal-native'],
    languages: [
      {
        name: 'C',
        description: 'GCC',
        family: 'native',
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
  await server.bus.publish(HEARTBEAT_SUBJECT, info)
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const reply = await server.api<Array<{ name: string }>>('GET', '/ojapi/languages')
    if (reply.body.data?.some((l) => l.name === 'C')) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`the fake worker ${worker} never offered C`)
}
