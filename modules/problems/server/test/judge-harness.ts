// Tests only: a real server with this module, a stand-in judge worker at the protocol boundary (it
// announces itself by heartbeat, takes tasks from its lanes and publishes reports on RESULTS_LANE).
import { randomBytes } from 'node:crypto'

import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import type { JudgedEvent } from '@oj/problems-contract'
import { ProblemsEvents } from '@oj/problems-contract/events'
import type {
  JudgePriority,
  JudgeReport,
  JudgeTask,
  ServerModule,
  Subscription,
  WorkerInfo,
} from '@oj/sdk/server'
import { HEARTBEAT_SUBJECT, laneOf, on, RESULTS_LANE } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { createProblemsModule, type JudgeTimings } from '../src/index.ts'
import { writeDemo } from '../src/seed/demo.ts'

export const waitFor = async <T>(
  probe: () => Promise<T | undefined>,
  what: string,
  ms = 8_000,
): Promise<T> => {
  const until = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export interface Harness {
  readonly server: TestServer
  /** A family of its own per run: lanes on NATS outlive a test run. */
  readonly family: string
  readonly language: string
  readonly tokens: {
    readonly root: string
    readonly alice: string
    readonly bob: string
    readonly muted: string
  }
  readonly uids: { readonly alice: string; readonly bob: string }
  /** Waits for the task of a submission (or test key) on a lane of the given priority. */
  task(priority: JudgePriority, match: (task: JudgeTask) => boolean): Promise<JudgeTask>
  report(report: JudgeReport): Promise<void>
  setSubmitInterval(seconds: number): Promise<void>
  /**
   * The judged events matching `keep` from now on, decoded by the contract's schema as a subscriber
   * module gets them (`on`); `name` makes the durable consumer unique.
   */
  judgedEvents(name: string, keep: (event: JudgedEvent) => boolean): Promise<Array<JudgedEvent>>
  close(): Promise<void>
}

/** `modules`: more modules beside this one (a test module contributing submission scopes). */
export async function startHarness(
  options: {
    readonly modules?: ReadonlyArray<ServerModule<never>>
    /** Timings beside the harness's short ones. */
    readonly timings?: Partial<JudgeTimings>
  } = {},
): Promise<Harness> {
  const family = `t${randomBytes(4).toString('hex')}`
  const language = `C++ 17 (${family})`
  const server = await startTestServer({
    modules: [
      createProblemsModule({
        outboxPollMs: 100,
        sweepEveryMs: 250,
        stuckAfterMs: 1_000,
        maxAttempts: 3,
        streamPollMs: 100,
        ...options.timings,
      }),
      ...(options.modules ?? []),
    ],
    log: () => {},
  })
  await Effect.runPromise(server.db.transaction(writeDemo))
  const aliceUid = await server.createUser({ username: 'alice', password: 'alice-password' })
  const bobUid = await server.createUser({ username: 'bob', password: 'bob-password' })
  await server.createUser({ username: 'muted', password: 'muted-password', roles: ['no_submit'] })
  const tokens = {
    root: await server.login('root', TEST_ADMIN_PASSWORD),
    alice: await server.login('alice', 'alice-password'),
    bob: await server.login('bob', 'bob-password'),
    muted: await server.login('muted', 'muted-password'),
  }

  const priorities: ReadonlyArray<JudgePriority> = ['contest', 'normal', 'test', 'rejudge']
  const received: Array<{ priority: JudgePriority; task: JudgeTask }> = []
  const lanes = await Promise.all(
    priorities.map((priority) =>
      server.bus.consume(laneOf(priority, family), { prefetch: 16 }, async (msg) => {
        received.push({ priority, task: msg.json<JudgeTask>() })
        await msg.ack()
      }),
    ),
  )
  const worker: WorkerInfo = {
    name: `worker-${family}`,
    lanes: priorities.map((p) => laneOf(p, family)),
    languages: [
      {
        name: language,
        description: 'G++ 12 -O2 -std=c++17',
        family,
        version: '12',
        contentType: 'text/x-c++src',
        template: 'int main() { return 0; }',
        compileCommand: 'g++ -O2 -std=c++17 main.cpp -o main',
        spj: true,
      },
    ],
    capacity: 2,
    load: 0,
    cpus: 2,
    startedAt: new Date().toISOString(),
    sentAt: new Date().toISOString(),
    runtimes: ['native'],
  }
  await server.bus.publish(HEARTBEAT_SUBJECT, worker)
  await waitFor(async () => {
    const reply = await server.api<Array<{ name: string }>>('GET', '/ojapi/languages')
    return reply.body.data?.some((l) => l.name === language) ? true : undefined
  }, 'the heartbeat')

  let reportId = 0
  const subscriptions: Array<Subscription> = []
  return {
    server,
    family,
    language,
    tokens,
    uids: { alice: aliceUid, bob: bobUid },
    task: (priority, match) =>
      waitFor(
        async () => received.find((r) => r.priority === priority && match(r.task))?.task,
        `a ${priority} task`,
      ),
    report: (report) => server.bus.enqueue(RESULTS_LANE, report, { id: `${family}-${++reportId}` }),
    setSubmitInterval: async (seconds) => {
      await server.db.client.execute(
        sql`insert into platform.site_config (key, value) values ('defaultSubmitInterval', ${JSON.stringify(seconds)}::jsonb)
            on conflict (key) do update set value = excluded.value`,
      )
    },
    judgedEvents: async (name, keep) => {
      const seen: Array<JudgedEvent> = []
      const spec = on(ProblemsEvents.judged, (event) =>
        Effect.sync(() => {
          if (keep(event)) seen.push(event)
        }),
      )
      // The handler needs no service: the platform would provide them, here there are none to give.
      const handle = spec.handler as (msg: Parameters<typeof spec.handler>[0]) => Effect.Effect<void>
      const durable = `test_${name}_${family}`
      subscriptions.push(
        await server.bus.subscribe(spec.subject, durable, async (msg) => {
          await Effect.runPromise(handle(msg))
          await msg.ack()
        }),
      )
      return seen
    },
    close: async () => {
      await Promise.all([...lanes, ...subscriptions].map((s) => s.close()))
      await server.close()
    },
  }
}
