import type { TaskMessage } from '@oj/sdk/server'

/** How long a task whose handler threw waits before it is tried again: 1 s, 2 s, 4 s ... 30 s. */
const retryDelay = (deliveryCount: number) => Math.min(30_000, 1_000 * 2 ** Math.max(0, deliveryCount - 1))

/**
 * Runs a handler on deliveries (one, or a batch). The handler settles each message itself (ack or
 * nak); one it returns without settling is redelivered after the ack wait, and when it throws,
 * each message it did not settle is given back after a growing delay, so a poison message cannot
 * spin.
 */
export async function dispatchBatch(
  msgs: ReadonlyArray<TaskMessage>,
  handler: (msgs: ReadonlyArray<TaskMessage>) => Promise<void>,
): Promise<void> {
  const settled = new Set<TaskMessage>()
  const tracked = msgs.map((msg): TaskMessage => ({
    subject: msg.subject,
    data: msg.data,
    deliveryCount: msg.deliveryCount,
    json: <T>() => msg.json<T>(),
    ack: () => {
      settled.add(msg)
      return msg.ack()
    },
    nak: (delayMs) => {
      settled.add(msg)
      return msg.nak(delayMs)
    },
    working: () => msg.working(),
  }))
  try {
    await handler(tracked)
  } catch (error) {
    const [first] = msgs
    const what = msgs.length === 1 ? `delivery ${first?.deliveryCount}` : `a batch of ${msgs.length}`
    console.error(`Bus handler for ${first?.subject} failed (${what}):`, error)
    await Promise.all(
      msgs
        .filter((msg) => !settled.has(msg))
        .map((msg) => msg.nak(retryDelay(msg.deliveryCount)).catch(() => undefined)),
    )
  }
}
