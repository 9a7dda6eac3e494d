import { jetstreamManager } from '@nats-io/jetstream'
import { connect } from '@nats-io/transport-node'
import type { BusShape } from '@oj/sdk/server'
import { afterAll, describe, expect, it } from 'vitest'

import { StartupError } from '../startup-error.ts'
import { busContract, run } from './bus-contract.ts'
import { openBus } from './index.ts'
import { EVENTS, TASKS } from './nats-setup.ts'

const natsUrl = process.env['NATS_URL']

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

  // Leave the live server as it was: this run's consumers and messages go.
  afterAll(async () => {
    const nc = await connect({ servers: natsUrl })
    const jsm = await jetstreamManager(nc)
    for (const stream of [EVENTS, TASKS]) {
      for await (const consumer of jsm.consumers.list(stream)) {
        if (!consumer.name.startsWith(`t${run}_`)) continue
        if (stream === TASKS) await jsm.streams.purge(TASKS, { filter: consumer.config.filter_subject ?? '' })
        await jsm.consumers.delete(stream, consumer.name)
      }
    }
    await jsm.streams.purge(EVENTS, { filter: `events.t${run}.>` })
    await nc.close()
  })

  it('bounds the deliveries of a lane made before without a bound', async () => {
    const bus = await openBus({ natsUrl, name: 'oj-bus-test-bound' })
    const lane = `t${run}_bound`
    try {
      await (await bus.consume(lane, { prefetch: 1 }, async (msg) => msg.ack())).close()
      await (await bus.consume(lane, { prefetch: 1, maxDeliver: 7 }, async (msg) => msg.ack())).close()
      const nc = await connect({ servers: natsUrl })
      const info = await (await jetstreamManager(nc)).consumers.info(TASKS, lane)
      await nc.close()
      expect(info.config.max_deliver).toBe(7)
    } finally {
      await bus.close()
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
