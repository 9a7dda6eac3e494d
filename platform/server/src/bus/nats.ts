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
import {
  ensureEventConsumer,
  ensureLaneConsumer,
  ensureStreams,
  natsNames,
  removeNamespaceStreams,
} from './nats-setup.ts'

const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@')
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The production bus: NATS JetStream, streams EVENTS (`events.>`) and TASKS (`tasks.>`), or in a
 * namespace EVENTS_<ns> (`<ns>.events.>`) and TASKS_<ns> (`<ns>.tasks.>`): see natsNames.
 */
export async function openNatsBus(config: {
  url: string
  name: string
  auth?: NatsAuth | undefined
  /** NATS_NAMESPACE; unset or empty: the default streams. */
  namespace?: string | undefined
}): Promise<BusShape> {
  const where = redact(config.url)
  const names = natsNames(config.namespace)
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
  await ensureStreams(jsm, names).catch(async (error: unknown) => {
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
      await js.publish(names.wire(subject), encodeWithin(payload, maxPayload, subject))
    },
    async subscribe(subject, durable, handler) {
      checkEventFilter(subject)
      checkName('durable', durable)
      await ensureEventConsumer(jsm, names, subject, durable)
      const consumer = await js.consumers.get(names.events, durable)
      return track(pullLoop(durable, consumer, 1, names.local, handler))
    },
    async subscribeBatch(subject, durable, max, handler) {
      checkEventFilter(subject)
      checkName('durable', durable)
      checkPrefetch(max, 'batch size')
      await ensureEventConsumer(jsm, names, subject, durable)
      const consumer = await js.consumers.get(names.events, durable)
      return track(pullBatches(durable, consumer, 1, max, names.local, handler))
    },
    async enqueue(lane, payload, options) {
      checkName('lane', lane)
      // The stream deduplicates ids over all lanes; qualify them to keep lanes apart.
      const id = options?.id === undefined ? undefined : `${lane}:${options.id}`
      const data = encodeWithin(payload, maxPayload, laneSubject(lane))
      await js.publish(names.wire(laneSubject(lane)), data, id === undefined ? undefined : { msgID: id })
    },
    async consume(lane, options, handler) {
      checkName('lane', lane)
      checkPrefetch(options.prefetch)
      await ensureLaneConsumer(jsm, names, lane, laneSubject(lane), options.ackWaitMs, options.maxDeliver)
      const consumer = await js.consumers.get(names.tasks, lane)
      return track(pullLoop(laneSubject(lane), consumer, options.prefetch, names.local, handler))
    },
    async close() {
      for (const loop of loops) await loop.close()
      loops.clear()
      if (!nc.isClosed()) await nc.close()
    },
  }
}

/**
 * Removes a namespace's streams from the NATS server at `url` (test servers, when they close), logged
 * in as the platform that made them was.
 */
export async function removeNatsNamespace(
  url: string,
  namespace: string,
  auth: NatsAuth = NO_NATS_AUTH,
): Promise<void> {
  const nc = await connect({
    ...natsConnectOptions(auth),
    servers: url,
    name: 'oj-namespace-cleanup',
    timeout: 5_000,
  })
  try {
    await removeNamespaceStreams(await jetstreamManager(nc), namespace)
  } finally {
    await nc.close()
  }
}
