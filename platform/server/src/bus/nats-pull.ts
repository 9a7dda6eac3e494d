import type { Consumer, JsMsg } from '@nats-io/jetstream'
import type { Subscription, TaskMessage } from '@oj/sdk/server'

import { dispatchBatch } from './dispatch.ts'

const PULL_EXPIRES_MS = 5_000
/** The shortest pull the client allows: only a durable shared with another process ever waits it out. */
const FETCH_EXPIRES_MS = 1_000

const toTaskMessage = (m: JsMsg, local: (subject: string) => string): TaskMessage => ({
  // the bus subject, without the namespace
  subject: local(m.subject),
  data: m.data,
  deliveryCount: m.info.deliveryCount,
  json: <T>() => m.json<T>(),
  // Waits for the server to confirm, so that "acked" means the task will not come back.
  ack: async () => {
    await m.ackAck()
  },
  nak: async (delayMs) => m.nak(delayMs),
  working: async () => m.working(),
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Pulls from a durable consumer with `slots` loops, each asking for one message only when it is
 * free: so no more than `slots` messages are ever held here, and none waits in a local buffer
 * while its ack wait runs out.
 */
export const pullLoop = (
  label: string,
  consumer: Consumer,
  slots: number,
  local: (subject: string) => string,
  handler: (msg: TaskMessage) => Promise<void>,
): Subscription => pullBatches(label, consumer, slots, 1, local, (msgs) => handler(msgs[0] as TaskMessage))

/**
 * As `pullLoop`, each slot handing over what waits, up to `max` messages in one call. A slot waits
 * for one message; the server tells with it how many more wait (`pending`), and only those are
 * fetched: a lone message goes at once, never held back to fill a batch. (When another process
 * shares the durable and takes some of them first, the fetch waits out its expiry, one second.)
 */
export function pullBatches(
  label: string,
  consumer: Consumer,
  slots: number,
  max: number,
  local: (subject: string) => string,
  handler: (msgs: ReadonlyArray<TaskMessage>) => Promise<void>,
): Subscription {
  let open = true
  const slot = async () => {
    while (open) {
      let m: JsMsg | null
      try {
        m = await consumer.next({ expires: PULL_EXPIRES_MS })
      } catch (error) {
        if (!open) return
        console.error(`Bus pull for ${label} failed:`, error)
        await sleep(1_000)
        continue
      }
      if (!m) continue
      const batch = [m]
      const more = Math.min(max - 1, m.info.pending)
      if (more > 0) {
        try {
          for await (const next of await consumer.fetch({ max_messages: more, expires: FETCH_EXPIRES_MS }))
            batch.push(next)
        } catch (error) {
          // those in hand go on; the others come again later
          console.error(`Bus pull for ${label} failed:`, error)
        }
      }
      // Arrived after close: give them straight back for another consumer.
      if (!open) return void batch.map((b) => b.nak())
      await dispatchBatch(
        batch.map((b) => toTaskMessage(b, local)),
        handler,
      )
    }
  }
  for (let i = 0; i < slots; i++) void slot()
  return {
    close: async () => {
      open = false
    },
  }
}
