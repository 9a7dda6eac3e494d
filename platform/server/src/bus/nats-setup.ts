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
const DEFAULT_ACK_WAIT_MS = 30_000

/**
 * What is wrong with a namespace (NATS_NAMESPACE), if anything. It goes into stream names and is a
 * subject token, hence letters, digits, _ and - only; `events` and `tasks` would give subjects
 * inside the default streams', which NATS refuses.
 */
export function namespaceProblem(namespace: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(namespace))
    return 'Expected 1 to 32 letters, digits, _ or - (it names NATS streams and subjects)'
  if (namespace === 'events' || namespace === 'tasks')
    return 'Expected a name other than events or tasks (the default streams hold those subjects)'
  return undefined
}

/**
 * Where a bus lives on its NATS server. The default namespace has today's names (streams EVENTS
 * and TASKS, subjects `events.>` and `tasks.>`), so existing deployments keep their streams; another
 * one has streams and subjects of its own (EVENTS_<ns> on `<ns>.events.>`), so that sites, or test
 * servers, sharing a NATS server never take each other's events and tasks. Modules see only the bus
 * subjects: `wire` adds the namespace on the way out, `local` takes it off on the way in.
 */
export interface NatsNames {
  readonly events: string
  readonly tasks: string
  wire(subject: string): string
  local(subject: string): string
}

export function natsNames(namespace?: string): NatsNames {
  if (!namespace) return { events: 'EVENTS', tasks: 'TASKS', wire: (s) => s, local: (s) => s }
  const problem = namespaceProblem(namespace)
  if (problem) throw new Error(`Bad bus namespace "${namespace}": ${problem}`)
  const prefix = `${namespace}.`
  return {
    events: `EVENTS_${namespace}`,
    tasks: `TASKS_${namespace}`,
    wire: (subject) => prefix + subject,
    local: (subject) => (subject.startsWith(prefix) ? subject.slice(prefix.length) : subject),
  }
}

const isMissing = (error: unknown, code: number) => error instanceof JetStreamApiError && error.code === code

/**
 * The two streams, made when missing (so every process may call this at start): events are kept
 * a week for durables that were away; tasks are a work queue, gone once acked.
 */
export async function ensureStreams(jsm: JetStreamManager, names: NatsNames): Promise<void> {
  const streams = [
    {
      name: names.events,
      subjects: [names.wire('events.>')],
      retention: RetentionPolicy.Limits,
      max_age: nanos(7 * 86_400_000),
    },
    {
      name: names.tasks,
      subjects: [names.wire('tasks.>')],
      retention: RetentionPolicy.Workqueue,
      max_age: 0,
    },
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
export const ensureEventConsumer = (
  jsm: JetStreamManager,
  names: NatsNames,
  filter: string,
  durable: string,
) =>
  ensureConsumer(jsm, names.events, {
    durable_name: durable,
    filter_subject: names.wire(filter),
    deliver_policy: DeliverPolicy.New,
    ack_wait: nanos(DEFAULT_ACK_WAIT_MS),
  })

/**
 * A lane has exactly one durable (work-queue consumers may not overlap on nats-server 2.9); it
 * takes every task waiting in the lane, even those enqueued before it existed.
 */
export const ensureLaneConsumer = (
  jsm: JetStreamManager,
  names: NatsNames,
  lane: string,
  subject: string,
  ackWaitMs?: number,
  maxDeliver?: number,
) =>
  ensureConsumer(jsm, names.tasks, {
    durable_name: lane,
    filter_subject: names.wire(subject),
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(ackWaitMs ?? DEFAULT_ACK_WAIT_MS),
    ...(maxDeliver !== undefined ? { max_deliver: maxDeliver } : {}),
  })

/**
 * Deletes a namespace's streams, with their consumers and messages: for test servers, each with a
 * namespace of its own, so that a shared NATS server does not collect their streams run after run.
 */
export async function removeNamespaceStreams(jsm: JetStreamManager, namespace: string): Promise<void> {
  if (!namespace) throw new Error('The default namespace holds the streams of a site: never removed')
  const names = natsNames(namespace)
  for (const stream of [names.events, names.tasks]) {
    try {
      await jsm.streams.delete(stream)
    } catch (error) {
      if (!isMissing(error, JetStreamApiCodes.StreamNotFound)) throw error
    }
  }
}
