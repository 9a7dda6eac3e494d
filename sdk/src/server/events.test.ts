import { Effect, Schema } from 'effect'
import { describe, expect, it } from 'vitest'

import { defineEvent, on } from './events.ts'
import type { TaskMessage } from './services.ts'

const Done = defineEvent('events.demo.done', Schema.Struct({ n: Schema.Number }))

/** A delivery of `value` as the bus hands it over (only its JSON matters here). */
const message = (value: unknown): TaskMessage => ({
  subject: Done.subject,
  data: new Uint8Array(),
  deliveryCount: 1,
  json: <T>() => value as T,
  ack: async () => {},
  nak: async () => {},
  working: async () => {},
})

describe('on', () => {
  it('gives a batch handler the decoded payloads in order, malformed ones dropped', async () => {
    const batches: Array<ReadonlyArray<{ n: number }>> = []
    const spec = on(Done, () => Effect.void, {
      batch: { max: 5, handler: (payloads) => Effect.sync(() => void batches.push(payloads)) },
    })
    expect(spec.batch?.max).toBe(5)
    await Effect.runPromise(
      spec.batch!.handler([message({ n: 1 }), message({ n: 'x' }), message({ n: 3 })]) as Effect.Effect<void>,
    )
    // a batch of nothing but malformed events reaches no handler
    await Effect.runPromise(spec.batch!.handler([message(null)]) as Effect.Effect<void>)
    expect(batches).toEqual([[{ n: 1 }, { n: 3 }]])
  })

  it('has no batch form unless asked, and hands the one-event handler its payload', async () => {
    const seen: number[] = []
    const spec = on(Done, (payload) => Effect.sync(() => void seen.push(payload.n)))
    expect(spec.batch).toBeUndefined()
    await Effect.runPromise(spec.handler(message({ n: 7 })) as Effect.Effect<void>)
    await Effect.runPromise(spec.handler(message({ n: 'bad' })) as Effect.Effect<void>)
    expect(seen).toEqual([7])
  })
})
