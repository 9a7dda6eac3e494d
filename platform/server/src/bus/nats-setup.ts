import {
  AckPolicy,
  type ConsumerConfig,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  type JetStreamManager,
  RetentionPolicy,
  StorageType,
} from '@nats-io/jetstream'

const nanos = (ms: number) => ms * 1_000_000
export const EVENTS = 'EVENTS'
export const TASKS = 'TASKS'
const DEFAULT_ACK_WAIT_MS = 30_000

const isMissing = (error: unknown, code: number) => error instanceof JetStreamApiError && error.code === code

/**
 * The two streams, made when missing (so every process may call this at start): events are kept
 * a week for durables that were away; tasks are a work queue, gone once acked.
 */
export async function ensureStreams(jsm: JetStreamManager): Promise<void> {
  const streams = [
    {
      name: EVENTS,
      subjects: ['events.>'],
      retention: RetentionPolicy.Limits,
      max_age: nanos(7 * 86_400_000),
    },
    { name: TASKS, subjects: ['tasks.>'], retention: RetentionPolicy.Workqueue, max_age: 0 },
  ]
  for (const stream of streams) {
    try {
      await jsm.streams.info(stream.name)
    } catch (error) {
      if (!isMissing(error, JetStreamApiCodes.StreamNotFound)) throw error
      await jsm.streams.add({ ...stream, storage: StorageType.File })
    }
  }
}

async function ensureConsumer(
  jsm: JetStreamManager,
  stream: string,
  config: Partial<ConsumerConfig> & { durable_name: string; filter_subject: string },
): Promise<void> {
  const name = config.durable_name
  try {
    const info = await jsm.consumers.info(stream, name)
    if (info.config.filter_subject !== config.filter_subject) {
      throw new Error(
        `Durable "${name}" already follows ${info.config.filter_subject}, not ${config.filter_subject}`,
      )
    }
    // One durable per lane is shared by every process; the ack wait and the delivery bound last
    // asked for win.
    const changes = {
      ...(config.ack_wait !== undefined && info.config.ack_wait !== config.ack_wait
        ? { ack_wait: config.ack_wait }
        : {}),
      ...(config.max_deliver !== undefined && info.config.max_deliver !== config.max_deliver
        ? { max_deliver: config.max_deliver }
        : {}),
    }
    if (Object.keys(changes).length > 0) await jsm.consumers.update(stream, name, changes)
  } catch (error) {
    if (!isMissing(error, JetStreamApiCodes.ConsumerNotFound)) throw error
    // Adding an identical consumer is a no-op, so processes racing here all succeed.
    await jsm.consumers.add(stream, { ack_policy: AckPolicy.Explicit, max_deliver: -1, ...config })
  }
}

/** An event durable starts from the events published after it was first made. */
export const ensureEventConsumer = (jsm: JetStreamManager, filter: string, durable: string) =>
  ensureConsumer(jsm, EVENTS, {
    durable_name: durable,
    filter_subject: filter,
    deliver_policy: DeliverPolicy.New,
    ack_wait: nanos(DEFAULT_ACK_WAIT_MS),
  })

/**
 * A lane has exactly one durable (work-queue consumers may not overlap on nats-server 2.9); it
 * takes every task waiting in the lane, even those enqueued before it existed.
 */
export const ensureLaneConsumer = (
  jsm: JetStreamManager,
  lane: string,
  subject: string,
  ackWaitMs?: number,
  maxDeliver?: number,
) =>
  ensureConsumer(jsm, TASKS, {
    durable_name: lane,
    filter_subject: subject,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(ackWaitMs ?? DEFAULT_ACK_WAIT_MS),
    ...(maxDeliver !== undefined ? { max_deliver: maxDeliver } : {}),
  })
