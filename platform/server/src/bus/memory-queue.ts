import type { TaskMessage } from '@oj/sdk/server'

import { dispatchBatch } from './dispatch.ts'
import { decode } from './names.ts'

interface Item {
  readonly subject: string
  readonly data: Uint8Array
  /** Deliveries so far. */
  readonly deliveries: number
}

interface Consumer {
  readonly prefetch: number
  /** The most items given in one call (1: one at a time). */
  readonly batch: number
  readonly handler: (msgs: ReadonlyArray<TaskMessage>) => Promise<void>
  busy: number
}

/**
 * The in-process stand-in for one JetStream consumer (a task lane or an event durable): items wait
 * in order, each goes to one attached consumer with a free slot (in turn), and one not acked
 * within the ack wait, or nak'ed, comes back first in line. A batch consumer's free slot takes
 * every item waiting, up to its batch size, in one call.
 */
export class DeliveryQueue {
  ackWaitMs = 30_000
  /** Deliveries after which an item is dropped instead of coming back (JetStream's max_deliver). */
  maxDeliver = Number.POSITIVE_INFINITY
  readonly #pending: Item[] = []
  readonly #consumers: Consumer[] = []
  readonly #timers = new Set<NodeJS.Timeout>()
  #turn = 0
  #closed = false

  push(subject: string, data: Uint8Array): void {
    this.#pending.push({ subject, data, deliveries: 0 })
    this.#pump()
  }

  /** Attaches a consumer; answers the function that detaches it. */
  attach(prefetch: number, handler: (msg: TaskMessage) => Promise<void>): () => void {
    return this.attachBatch(prefetch, 1, (msgs) => handler(msgs[0] as TaskMessage))
  }

  /** Attaches a consumer of up to `batch` items a call; answers the function that detaches it. */
  attachBatch(
    prefetch: number,
    batch: number,
    handler: (msgs: ReadonlyArray<TaskMessage>) => Promise<void>,
  ): () => void {
    const consumer: Consumer = { prefetch, batch, handler, busy: 0 }
    this.#consumers.push(consumer)
    this.#pump()
    return () => {
      const at = this.#consumers.indexOf(consumer)
      if (at >= 0) this.#consumers.splice(at, 1)
    }
  }

  close(): void {
    this.#closed = true
    this.#consumers.length = 0
    this.#pending.length = 0
    for (const timer of this.#timers) clearTimeout(timer)
    this.#timers.clear()
  }

  #later(ms: number, f: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.#timers.delete(timer)
      f()
    }, ms)
    // A message waiting for redelivery must not keep the process alive by itself.
    timer.unref()
    this.#timers.add(timer)
    return timer
  }

  #giveBack(item: Item): void {
    if (this.#closed || item.deliveries >= this.maxDeliver) return
    this.#pending.unshift(item)
    this.#pump()
  }

  #freeConsumer(): Consumer | undefined {
    const count = this.#consumers.length
    for (let i = 0; i < count; i++) {
      const consumer = this.#consumers[(this.#turn + i) % count]
      if (consumer && consumer.busy < consumer.prefetch) {
        this.#turn = (this.#turn + i + 1) % count
        return consumer
      }
    }
    return undefined
  }

  #pump(): void {
    while (!this.#closed && this.#pending.length > 0) {
      const consumer = this.#freeConsumer()
      if (!consumer) return
      const items = this.#pending.splice(0, consumer.batch)
      this.#deliver(
        consumer,
        items.map((item) => this.#message({ ...item, deliveries: item.deliveries + 1 })),
      )
    }
  }

  #deliver(consumer: Consumer, msgs: ReadonlyArray<TaskMessage>): void {
    consumer.busy++
    // Handlers run after the caller of publish or enqueue has its answer, as with a real server.
    void Promise.resolve()
      .then(() => dispatchBatch(msgs, consumer.handler))
      .finally(() => {
        consumer.busy--
        this.#pump()
      })
  }

  /** The delivery of one item: its own ack deadline, ack and nak. */
  #message(item: Item): TaskMessage {
    let done = false
    let deadline = this.#later(this.ackWaitMs, () => settle() && this.#giveBack(item))
    // Only the first of ack, nak and the deadline counts.
    const settle = () => {
      if (done) return false
      done = true
      clearTimeout(deadline)
      this.#timers.delete(deadline)
      return true
    }
    return {
      subject: item.subject,
      data: item.data,
      deliveryCount: item.deliveries,
      json: <T>() => decode<T>(item.data),
      ack: async () => {
        settle()
      },
      nak: async (delayMs = 0) => {
        if (!settle()) return
        if (delayMs > 0) this.#later(delayMs, () => this.#giveBack(item))
        else this.#giveBack(item)
      },
      working: async () => {
        if (done) return
        clearTimeout(deadline)
        this.#timers.delete(deadline)
        deadline = this.#later(this.ackWaitMs, () => settle() && this.#giveBack(item))
      },
    }
  }
}
