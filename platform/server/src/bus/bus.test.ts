import { jetstreamManager } from '@nats-io/jetstream'
import { connect } from '@nats-io/transport-node'
import type { BusShape, TaskMessage } from '@oj/sdk/server'
import { afterAll, describe, expect, it } from 'vitest'

import { StartupError } from '../startup-error.ts'
import { busContract, run } from './bus-contract.ts'
import { openBus } from './index.ts'
import { removeNatsNamespace } from './nats.ts'

const natsUrl = process.env['NATS_URL']

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// The in-process bus has no second process: a peer is the same bus, which it must not close.
const samebus = (bus: BusShape): BusShape => ({ ...bus, close: async () => {} })

busContract('in-process bus', {
  open: () => openBus({ name: 'test' }),
  peer: async (bus) => samebus(bus),
})

describe.skipIf(!natsUrl)('NATS JetStream bus (NATS_URL)', () => {
  busContract('nats', {
    open: () => openBus({ natsUrl, name: 'oj-bus-test' }),
    peer: () => openBus({ natsUrl, name: 'oj-bus-test-peer' }),
  })

  // The same behaviour in a namespace, where handlers must still see the subjects without it.
  const namespace = `t${run}`
  busContract('nats in a namespace', {
    open: () => openBus({ natsUrl, name: 'oj-bus-test', natsNamespace: namespace }),
    peer: () => openBus({ natsUrl, name: 'oj-bus-test-peer', natsNamespace: namespace }),
  })

  // Leave the live server as it was: this run's consumers, messages and namespaces go.
  afterAll(async () => {
    for (const ns of [namespace, `t${run}a`, `t${run}b`]) await removeNatsNamespace(natsUrl as string, ns)
    const nc = await connect({ servers: natsUrl })
    const jsm = await jetstreamManager(nc)
    for (const stream of ['EVENTS', 'TASKS']) {
      for await (const consumer of jsm.consumers.list(stream)) {
        if (!consumer.name.startsWith(`t${run}_`)) continue
        if (stream === 'TASKS')
          await jsm.streams.purge('TASKS', { filter: consumer.config.filter_subject ?? '' })
        await jsm.consumers.delete(stream, consumer.name)
      }
    }
    await jsm.streams.purge('EVENTS', { filter: `events.t${run}.>` })
    await nc.close()
  })

  it('bounds the deliveries of a lane made before without a bound', async () => {
    const bus = await openBus({ natsUrl, name: 'oj-bus-test-bound' })
    const lane = `t${run}_bound`
    try {
      await (await bus.consume(lane, { prefetch: 1 }, async (msg) => msg.ack())).close()
      await (await bus.consume(lane, { prefetch: 1, maxDeliver: 7 }, async (msg) => msg.ack())).close()
      const nc = await connect({ servers: natsUrl })
      const info = await (await jetstreamManager(nc)).consumers.info('TASKS', lane)
      await nc.close()
      expect(info.config.max_deliver).toBe(7)
    } finally {
      await bus.close()
    }
  })

  it('keeps buses in different namespaces apart, the same durable and lane in each', async () => {
    const buses = {
      plain: await openBus({ natsUrl, name: 'oj-bus-test-plain' }),
      a: await openBus({ natsUrl, name: 'oj-bus-test-a', natsNamespace: `t${run}a` }),
      b: await openBus({ natsUrl, name: 'oj-bus-test-b', natsNamespace: `t${run}b` }),
    }
    const topic = `events.t${run}.apart`
    const lane = `t${run}_apart`
    const seen: Record<string, Array<{ subject: string; value: unknown }>> = { plain: [], a: [], b: [] }
    const keep = (who: string) => async (msg: TaskMessage) => {
      seen[who]!.push({ subject: msg.subject, value: msg.json() })
      await msg.ack()
    }
    try {
      for (const [who, bus] of Object.entries(buses)) {
        await bus.subscribe(topic, `t${run}_apart`, keep(who))
        await bus.consume(lane, { prefetch: 1 }, keep(who))
      }
      for (const [who, bus] of Object.entries(buses)) {
        await bus.publish(topic, `${who} event`)
        await bus.enqueue(lane, `${who} task`, { id: 'same-id' })
      }
      const until = Date.now() + 10_000
      while (Object.values(seen).some((got) => got.length < 2) && Date.now() < until) await sleep(20)
      await sleep(300)
      for (const who of Object.keys(buses)) {
        expect([...seen[who]!].sort((x, y) => x.subject.localeCompare(y.subject))).toEqual([
          { subject: topic, value: `${who} event` },
          { subject: `tasks.${lane}`, value: `${who} task` },
        ])
      }
    } finally {
      for (const bus of Object.values(buses)) await bus.close()
    }
    // The default namespace has today's streams; a namespace, streams and subjects of its own.
    const nc = await connect({ servers: natsUrl })
    const jsm = await jetstreamManager(nc)
    const subjects = async (stream: string) => (await jsm.streams.info(stream)).config.subjects
    try {
      expect(await subjects('EVENTS')).toEqual(['events.>'])
      expect(await subjects('TASKS')).toEqual(['tasks.>'])
      expect(await subjects(`EVENTS_t${run}a`)).toEqual([`t${run}a.events.>`])
      expect(await subjects(`TASKS_t${run}a`)).toEqual([`t${run}a.tasks.>`])
      expect((await jsm.consumers.info('EVENTS', `t${run}_apart`)).config.filter_subject).toBe(topic)
      expect((await jsm.consumers.info(`TASKS_t${run}b`, lane)).config.filter_subject).toBe(
        `t${run}b.tasks.${lane}`,
      )
    } finally {
      await nc.close()
    }
  })

  it('makes its streams idempotently', async () => {
    const [a, b] = [await openBus({ natsUrl, name: 'a' }), await openBus({ natsUrl, name: 'b' })]
    expect([a.kind, b.kind]).toEqual(['nats', 'nats'])
    await Promise.all([a.close(), b.close()])
  })
})

describe('openBus when NATS is down', () => {
  it('says where, and how to start it or do without', { timeout: 15_000 }, async () => {
    const failure = await openBus({ natsUrl: 'nats://user:pw@127.0.0.1:9', name: 'x' }).catch(
      (e: unknown) => e,
    )
    expect(failure).toBeInstanceOf(StartupError)
    const message = (failure as Error).message
    expect(message).toContain('NATS')
    expect(message).toContain('127.0.0.1:9')
    expect(message).toContain('nats-server -js')
    expect(message).toContain('unset NATS_URL')
    expect(message).not.toContain('pw')
  })
})
