import type { BusShape, Subscription, TaskMessage } from '@oj/sdk/server'
import { Cause, type Effect, Exit } from 'effect'

import { StartupError } from '../startup-error.ts'
import type { AnyServerModule } from './order.ts'

interface Subscriber {
  readonly modules: ReadonlyArray<AnyServerModule>
  readonly bus: BusShape
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly runtime: { runPromiseExit<A, E>(effect: Effect.Effect<A, E, any>): Promise<Exit.Exit<A, unknown>> }
}

/** A durable consumer name per module and subject; NATS allows no dots or wildcards in it. */
export const durableName = (moduleId: string, subject: string): string =>
  `${moduleId}__${subject}`.replace(/[^A-Za-z0-9_-]/g, (c) => (c === '.' ? '_' : c === '*' ? 'any' : 'all'))

/**
 * Subscribes every enabled module's `subscriptions` on the bus. A handler that succeeds acks its
 * event; one that fails is logged and thrown back to the bus, which redelivers it later. A batch
 * handler that succeeds acks its events; when it fails, the events go to the one-event handler one
 * at a time: those it handles are acked, those it fails on too are redelivered (one event that can
 * never be handled does not take the others of its batch with it).
 */
export async function subscribeModules(
  platform: Subscriber,
  log: (message: string) => void = (message) => console.error(message),
): Promise<Subscription> {
  for (const module of platform.modules) {
    const subjects = (module.subscriptions ?? []).map((spec) => spec.subject)
    const twice = subjects.find((subject, i) => subjects.indexOf(subject) !== i)
    // Both would take one durable, each event reaching only one of them.
    if (twice !== undefined)
      throw new StartupError(
        `module '${module.id}' subscribes twice to '${twice}': make it one subscription that does both`,
      )
  }
  const subscriptions: Array<Subscription> = []
  try {
    for (const module of platform.modules) {
      for (const spec of module.subscriptions ?? []) {
        const durable = durableName(module.id, spec.subject)
        /** Runs the one-event handler; answers whether it succeeded (then the event is acked). */
        const one = async (msg: TaskMessage) => {
          const exit = await platform.runtime.runPromiseExit(spec.handler(msg))
          if (Exit.isSuccess(exit)) return msg.ack().then(() => true)
          log(`[bus] module '${module.id}' failed on ${msg.subject}:\n${Cause.pretty(exit.cause)}`)
          return false
        }
        const failed = () => new Error(`handler of module '${module.id}' failed`)
        const batch = spec.batch
        const subscription = batch
          ? await platform.bus.subscribeBatch(spec.subject, durable, batch.max, async (msgs) => {
              const exit = await platform.runtime.runPromiseExit(batch.handler(msgs))
              if (Exit.isSuccess(exit)) return void (await Promise.all(msgs.map((msg) => msg.ack())))
              log(
                `[bus] module '${module.id}' failed on a batch of ${msgs.length} ${spec.subject}, ` +
                  `handling them one at a time:\n${Cause.pretty(exit.cause)}`,
              )
              let failures = 0
              for (const msg of msgs) if (!(await one(msg))) failures++
              // the bus gives back those not acked
              if (failures > 0) throw failed()
            })
          : await platform.bus.subscribe(spec.subject, durable, async (msg) => {
              if (!(await one(msg))) throw failed()
            })
        subscriptions.push(subscription)
      }
    }
  } catch (error) {
    await Promise.all(subscriptions.map((s) => s.close()))
    throw error
  }
  return { close: async () => void (await Promise.all(subscriptions.map((s) => s.close()))) }
}
