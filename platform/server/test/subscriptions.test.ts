import { randomBytes } from 'node:crypto'

import { defineServerModule } from '@oj/sdk/server'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { durableName } from '../src/loader/subscriptions.ts'
import { startTestServer, type TestServer } from '../src/testing/index.ts'

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('module subscriptions', { timeout: 60_000 }, () => {
  // A subject of its own per run: NATS keeps durable consumers between runs.
  const run = randomBytes(4).toString('hex')
  const seen: Array<unknown> = []
  let attempts = 0
  const listener = defineServerModule({
    id: 'listener',
    requires: [],
    subscriptions: [
      {
        subject: `events.listener${run}.poked`,
        handler: (msg) => Effect.sync(() => void seen.push(msg.json())),
      },
      {
        subject: `events.listener${run}.flaky`,
        handler: () =>
          Effect.suspend(() => (++attempts < 2 ? Effect.fail(new Error('not yet')) : Effect.void)),
      },
    ],
  })
  let server: TestServer
  const logged: Array<string> = []
  beforeAll(async () => {
    server = await startTestServer({ modules: [listener], log: (m) => logged.push(m) })
  })
  afterAll(() => server?.close())

  it('delivers published events to the module’s handler', async () => {
    await server.bus.publish(`events.listener${run}.poked`, { n: 1 })
    await until(() => seen.length === 1)
    expect(seen).toEqual([{ n: 1 }])
  })

  it('redelivers an event whose handler failed, and logs the failure', async () => {
    await server.bus.publish(`events.listener${run}.flaky`, {})
    await until(() => attempts >= 2)
    expect(logged.join('\n')).toContain("module 'listener' failed")
  })

  it('names durable consumers without the characters NATS refuses', () => {
    expect(durableName('contests', 'events.problems.judged')).toBe('contests__events_problems_judged')
    expect(durableName('x', 'events.*.>')).toBe('x__events_any_all')
  })
})
