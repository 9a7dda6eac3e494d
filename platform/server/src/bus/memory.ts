import type { BusShape, Subscription } from '@oj/sdk/server'

import { DeliveryQueue } from './memory-queue.ts'
import {
  checkEventFilter,
  checkEventSubject,
  checkName,
  checkPrefetch,
  DEFAULT_MAX_PAYLOAD,
  encodeWithin,
  laneSubject,
  subjectMatches,
} from './names.ts'

// As long as JetStream's default duplicate window: a task id seen within it is dropped.
const DUPLICATE_WINDOW_MS = 2 * 60_000

const subscription = (detach: () => void): Subscription => ({
  close: async () => detach(),
})

/**
 * The bus of the embedded default, in this process only. It behaves as the NATS one does:
 * durables keep their place while nobody listens, lanes keep tasks until a consumer comes,
 * unacked messages come back after the ack wait.
 */
export function openMemoryBus(options: { readonly maxPayload?: number } = {}): BusShape {
  const maxPayload = options.maxPayload ?? DEFAULT_MAX_PAYLOAD
  const durables = new Map<string, { readonly filter: string; readonly queue: DeliveryQueue }>()
  const lanes = new Map<string, DeliveryQueue>()
  const seenIds = new Map<string, number>()
  let closed = false

  const checkOpen = () => {
    if (closed) throw new Error('The bus is closed')
  }
  const laneQueue = (lane: string) => {
    let queue = lanes.get(lane)
    if (!queue) lanes.set(lane, (queue = new DeliveryQueue()))
    return queue
  }
  const isDuplicate = (id: string) => {
    const now = Date.now()
    for (const [seen, until] of seenIds) if (until <= now) seenIds.delete(seen)
    if (seenIds.has(id)) return true
    seenIds.set(id, now + DUPLICATE_WINDOW_MS)
    return false
  }

  const durableOf = (subject: string, durable: string) => {
    let entry = durables.get(durable)
    if (entry && entry.filter !== subject) {
      throw new Error(`Durable "${durable}" already follows ${entry.filter}, not ${subject}`)
    }
    if (!entry) durables.set(durable, (entry = { filter: subject, queue: new DeliveryQueue() }))
    return entry
  }

  return {
    kind: 'memory',
    maxPayload,
    async publish(subject, payload) {
      checkOpen()
      checkEventSubject(subject)
      const data = encodeWithin(payload, maxPayload, subject)
      for (const { filter, queue } of durables.values()) {
        if (subjectMatches(filter, subject)) queue.push(subject, data)
      }
    },
    async subscribe(subject, durable, handler) {
      checkOpen()
      checkEventFilter(subject)
      checkName('durable', durable)
      const entry = durableOf(subject, durable)
      // Events are handled one at a time per subscriber, in order.
      return subscription(entry.queue.attach(1, handler))
    },
    async subscribeBatch(subject, durable, max, handler) {
      checkOpen()
      checkEventFilter(subject)
      checkName('durable', durable)
      checkPrefetch(max, 'batch size')
      const entry = durableOf(subject, durable)
      // One batch at a time per subscriber, in order: what waits when it is free, up to max.
      return subscription(entry.queue.attachBatch(1, max, handler))
    },
    async enqueue(lane, payload, options) {
      checkOpen()
      checkName('lane', lane)
      const data = encodeWithin(payload, maxPayload, laneSubject(lane))
      if (options?.id !== undefined && isDuplicate(`${lane}\0${options.id}`)) return
      laneQueue(lane).push(laneSubject(lane), data)
    },
    async consume(lane, options, handler) {
      checkOpen()
      checkName('lane', lane)
      checkPrefetch(options.prefetch)
      const queue = laneQueue(lane)
      if (options.ackWaitMs !== undefined) queue.ackWaitMs = options.ackWaitMs
      if (options.maxDeliver !== undefined) queue.maxDeliver = options.maxDeliver
      return subscription(queue.attach(options.prefetch, handler))
    },
    async close() {
      closed = true
      for (const { queue } of durables.values()) queue.close()
      for (const queue of lanes.values()) queue.close()
    },
  }
}
