import type { Consumer, JsMsg } from '@nats-io/jetstream'
import type { Subscription, TaskMessage } from '@oj/sdk/server'

import { dispatch } from './dispatch.ts'

const PULL_EXPIRES_MS = 5_000

const toTaskMessage = (m: JsMsg): TaskMessage => ({
  subject: m.subject,
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
export function pullLoop(
  label: string,
  consumer: Consumer,
  slots: number,
  handler: (msg: TaskMessage) => Promise<void>,
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
      // Arrived after close: give it straight back for another consumer.
      if (!open) return m.nak()
      await dispatch(toTaskMessage(m), handler)
    }
  }
  for (let i = 0; i < slots; i++) void slot()
  return {
    close: async () => {
      open = false
    },
  }
}
