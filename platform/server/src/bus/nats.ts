import { jetstream, jetstreamManager } from '@nats-io/jetstream'
import { connect } from '@nats-io/transport-node'
import type { BusShape, Subscription } from '@oj/sdk/server'

import { StartupError } from '../startup-error.ts'
import {
  checkEventFilter,
  checkEventSubject,
  checkName,
  checkPrefetch,
  DEFAULT_MAX_PAYLOAD,
  encodeWithin,
  laneSubject,
} from './names.ts'
import { type NatsAuth, natsConnectOptions, NO_NATS_AUTH } from './nats-auth.ts'
import { pullBatches, pullLoop } from './nats-pull.ts'
import { ensureEventConsumer, ensureLaneConsumer, ensureStreams, EVENTS, TASKS } from './nats-setup.ts'

const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@')
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The production bus: NATS JetStream, streams EVENTS (`events.>`) and TASKS (`tasks.>`). */
export async function openNatsBus(config: {
  url: string
  name: string
  auth?: NatsAuth | undefined
}): Promise<BusShape> {
  const where = redact(config.url)
  const nc = await connect({
    ...natsConnectOptions(config.auth ?? NO_NATS_AUTH),
    servers: config.url,
    name: config.name,
    timeout: 5_000,
    maxReconnectAttempts: -1,
  }).catch((error: unknown) => {
    const refused = /authori[sz]ation|authentication/i.test(reason(error))
    throw new StartupError(
      refused
        ? `NATS at ${where} refused the login (${reason(error)}): check NATS_CREDS, NATS_USER and ` +
            'NATS_PASSWORD, or NATS_TOKEN.'
        : `Cannot connect to NATS at ${where}: ${reason(error)}. Start it with JetStream (\`nats-server -js\`), ` +
            'or unset NATS_URL to use the in-process bus.',
    )
  })
  const jsm = await jetstreamManager(nc).catch(async (error: unknown) => {
    await nc.close()
    throw new StartupError(
      `NATS at ${where} has no JetStream (${reason(error)}): start it with \`nats-server -js\`, ` +
        'or unset NATS_URL to use the in-process bus.',
    )
  })
  await ensureStreams(jsm).catch(async (error: unknown) => {
    await nc.close()
    throw new StartupError(`Cannot set up the JetStream streams on NATS at ${where}: ${reason(error)}`)
  })
  const js = jetstream(nc)
  // What the server said it takes (JetStream adds a few headers, hence the margin).
  const maxPayload = Math.max(1024, (nc.info?.max_payload ?? DEFAULT_MAX_PAYLOAD) - 1024)
  const loops = new Set<Subscription>()
  const track = (loop: Subscription): Subscription => {
    loops.add(loop)
    return {
      close: async () => {
        loops.delete(loop)
        await loop.close()
      },
    }
  }

  return {
    kind: 'nats',
    maxPayload,
    async publish(subject, payload) {
      checkEventSubject(subject)
      await js.publish(subject, encodeWithin(payload, maxPayload, subject))
    },
    async subscribe(subject, durable, handler) {
      checkEventFilter(subject)
      checkName('durable', durable)
      await ensureEventConsumer(jsm, subject, durable)
      return track(pullLoop(durable, await js.consumers.get(EVENTS, durable), 1, handler))
    },
    async subscribeBatch(subject, durable, max, handler) {
      checkEventFilter(subject)
      checkName('durable', durable)
      checkPrefetch(max, 'batch size')
      await ensureEventConsumer(jsm, subject, durable)
      return track(pullBatches(durable, await js.consumers.get(EVENTS, durable), 1, max, handler))
    },
    async enqueue(lane, payload, options) {
      checkName('lane', lane)
      // The stream deduplicates ids over all lanes; qualify them to keep lanes apart.
      const id = options?.id === undefined ? undefined : `${lane}:${options.id}`
      const data = encodeWithin(payload, maxPayload, laneSubject(lane))
      await js.publish(laneSubject(lane), data, id === undefined ? undefined : { msgID: id })
    },
    async consume(lane, options, handler) {
      checkName('lane', lane)
      checkPrefetch(options.prefetch)
      await ensureLaneConsumer(jsm, lane, laneSubject(lane), options.ackWaitMs, options.maxDeliver)
      return track(
        pullLoop(laneSubject(lane), await js.consumers.get(TASKS, lane), options.prefetch, handler),
      )
    },
    async close() {
      for (const loop of loops) await loop.close()
      loops.clear()
      if (!nc.isClosed()) await nc.close()
    },
  }
}
