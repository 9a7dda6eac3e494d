import { Effect, Schema } from 'effect'

import type { EventDef } from '../shared/event.ts'
import type { PlatformServices, SubscriptionSpec } from './module.ts'
import type { TaskMessage } from './services.ts'

// Events a module publishes, declared in its contract with the schema of their payload (`defineEvent`,
// shared so that contracts can use it), so that subscribers in other modules get a decoded, typed
// payload (and a malformed one never reaches them).
export { defineEvent, type EventDef } from '../shared/event.ts'

/**
 * Subscribes to an event: the handler gets the decoded payload. A payload that does not decode is
 * logged and dropped (acked): redelivering it could never succeed. A failing handler makes the bus
 * redeliver the event.
 *
 * `batch` (optional) takes the events that wait together, up to `max`, in one call (their payloads
 * in order; malformed ones dropped as above): it must come to what `handler` does to each in turn.
 * When it fails, the platform gives the batch's events to `handler` one at a time.
 */
export function on<S extends Schema.Top, R>(
  event: EventDef<S>,
  handler: (payload: S['Type'], msg: TaskMessage) => Effect.Effect<void, unknown, R | PlatformServices>,
  options: {
    readonly batch?: {
      readonly max: number
      readonly handler: (
        payloads: ReadonlyArray<S['Type']>,
      ) => Effect.Effect<void, unknown, R | PlatformServices>
    }
  } = {},
): SubscriptionSpec<R> {
  const decode = Schema.decodeUnknownEffect(event.schema as unknown as Schema.Codec<S['Type'], unknown>)
  /** The message's payload, or none (logged) when it does not decode. */
  const payloadOf = (msg: TaskMessage): Effect.Effect<ReadonlyArray<S['Type']>> =>
    Effect.try({ try: () => msg.json(), catch: (error) => error }).pipe(
      Effect.flatMap(decode),
      Effect.matchEffect({
        onFailure: (error) =>
          Effect.as(Effect.logError(`${event.subject}: a malformed event was dropped`, String(error)), []),
        onSuccess: (payload) => Effect.succeed([payload]),
      }),
    )
  const batch = options.batch
  return {
    subject: event.subject,
    handler: (msg) =>
      Effect.flatMap(payloadOf(msg), (decoded) =>
        decoded.length > 0 ? handler(decoded[0], msg) : Effect.void,
      ),
    ...(batch
      ? {
          batch: {
            max: batch.max,
            handler: (msgs) =>
              Effect.forEach(msgs, payloadOf).pipe(
                Effect.flatMap((decoded) => {
                  const payloads = decoded.flat()
                  return payloads.length > 0 ? batch.handler(payloads) : Effect.void
                }),
              ),
          },
        }
      : {}),
  }
}
