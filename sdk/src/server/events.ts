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
 */
export function on<S extends Schema.Top, R>(
  event: EventDef<S>,
  handler: (payload: S['Type'], msg: TaskMessage) => Effect.Effect<void, unknown, R | PlatformServices>,
): SubscriptionSpec<R> {
  const decode = Schema.decodeUnknownEffect(event.schema as unknown as Schema.Codec<S['Type'], unknown>)
  return {
    subject: event.subject,
    handler: (msg) =>
      Effect.try({ try: () => msg.json(), catch: (error) => error }).pipe(
        Effect.flatMap(decode),
        Effect.matchEffect({
          onFailure: (error) =>
            Effect.logError(`${event.subject}: a malformed event was dropped`, String(error)),
          onSuccess: (payload) => handler(payload, msg),
        }),
      ),
  }
}
