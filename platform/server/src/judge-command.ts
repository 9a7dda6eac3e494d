import { availableParallelism, hostname } from 'node:os'

import { openTestDataStore, startJudge } from '@oj/platform-judge'

import { openNatsBus } from './bus/nats.ts'
import { natsConnectOptions } from './bus/nats-auth.ts'
import type { ServerConfig } from './config/load.ts'
import { StartupError } from './startup-error.ts'

/**
 * `oj judge`: a judge worker process on any machine that reaches NATS. It takes tasks from the
 * JetStream lanes, reads test data from the object store the server mirrors its files to, and
 * shares the load with every other worker (and the server's embedded one). SIGINT/SIGTERM give
 * running tasks back to the bus before it exits.
 */
export async function runJudge(config: ServerConfig): Promise<void> {
  if (!config.natsUrl) {
    throw new StartupError(
      "`oj judge` takes its tasks from NATS: set NATS_URL (e.g. nats://127.0.0.1:4222) to the server's NATS. " +
        'Without NATS the server judges in its own process (OJ_JUDGE_EMBEDDED).',
    )
  }
  const name = config.judge.name ?? `${hostname()}-${process.pid}`
  // The server's NATS_NAMESPACE too: a worker takes tasks only from the lanes of its own site.
  const bus = await openNatsBus({
    url: config.natsUrl,
    name: `oj-judge-${name}`,
    auth: config.natsAuth,
    namespace: config.natsNamespace,
  })
  let store
  try {
    store = await openTestDataStore(
      config.natsUrl,
      `oj-judge-${name}-data`,
      natsConnectOptions(config.natsAuth),
    )
  } catch (error) {
    await bus.close()
    throw new StartupError(`Cannot open the test data store on NATS: ${(error as Error).message}`)
  }
  const data = store
  const worker = await startJudge({
    bus,
    origin: data.origin,
    settings: {
      name,
      // one task per CPU and one more: a task waits between its steps (a sandbox starting, its
      // report going out), and the spare one's compile fills those gaps (tools/bench/judge-saturation.ts)
      capacity: config.judge.capacity ?? availableParallelism() + 1,
      cacheDir: config.judge.cacheDir,
      testlibDir: config.judge.testlibDir,
    },
  }).catch(async (error: unknown) => {
    await data.close()
    await bus.close()
    throw error
  })
  const info = worker.info()
  console.log(
    `Judge ${info.name} is taking tasks (capacity ${info.capacity}; lanes: ${info.lanes.join(', ') || 'none'}; ` +
      `languages: ${info.languages.map((l) => l.name).join(', ') || 'none'})`,
  )
  const stop = () => {
    setTimeout(() => process.exit(1), 10_000).unref()
    void (async () => {
      await worker.close()
      await data.close()
      await bus.close()
    })().finally(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
