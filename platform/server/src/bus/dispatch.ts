import type { TaskMessage } from '@oj/sdk/server'

/** How long a task whose handler threw waits before it is tried again: 1 s, 2 s, 4 s ... 30 s. */
const retryDelay = (deliveryCount: number) => Math.min(30_000, 1_000 * 2 ** Math.max(0, deliveryCount - 1))

/**
 * Runs a handler on one delivery. The handler settles the message itself (ack or nak); one that
 * returns without doing so leaves it to be redelivered after the ack wait, and one that throws
 * has its message given back after a growing delay, so a poison message cannot spin.
 */
export async function dispatch(
  msg: TaskMessage,
  handler: (msg: TaskMessage) => Promise<void>,
): Promise<void> {
  let settled = false
  const tracked: TaskMessage = {
    subject: msg.subject,
    data: msg.data,
    deliveryCount: msg.deliveryCount,
    json: <T>() => msg.json<T>(),
    ack: () => {
      settled = true
      return msg.ack()
    },
    nak: (delayMs) => {
      settled = true
      return msg.nak(delayMs)
    },
    working: () => msg.working(),
  }
  try {
    await handler(tracked)
  } catch (error) {
    console.error(`Bus handler for ${msg.subject} failed (delivery ${msg.deliveryCount}):`, error)
    if (!settled) await msg.nak(retryDelay(msg.deliveryCount)).catch(() => undefined)
  }
}
