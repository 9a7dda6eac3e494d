import type { BusShape, Subscription } from '@oj/sdk/server'
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
 * event; one that fails is logged and thrown back to the bus, which redelivers it later.
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
        const subscription = await platform.bus.subscribe(
          spec.subject,
          durableName(module.id, spec.subject),
          async (msg) => {
            const exit = await platform.runtime.runPromiseExit(spec.handler(msg))
            if (Exit.isSuccess(exit)) return msg.ack()
            log(`[bus] module '${module.id}' failed on ${msg.subject}:\n${Cause.pretty(exit.cause)}`)
            throw new Error(`handler of module '${module.id}' failed`)
          },
        )
        subscriptions.push(subscription)
      }
    }
  } catch (error) {
    await Promise.all(subscriptions.map((s) => s.close()))
    throw error
  }
  return { close: async () => void (await Promise.all(subscriptions.map((s) => s.close()))) }
}
