import type { BusShape, TaskMessage } from '@oj/sdk/server'
import { Effect } from 'effect'
import { describe, expect, it, vi } from 'vitest'

import { openMemoryBus } from '../bus/memory.ts'
import type { AnyServerModule } from './order.ts'
import { subscribeModules } from './subscriptions.ts'

const spec = (subject: string) => ({ subject, handler: () => Effect.void })

describe('module subscriptions', () => {
  it('refuses to start a module that subscribes twice to one subject (they would share a durable)', async () => {
    const subscribed: string[] = []
    const bus = {
      subscribe: (subject: string) => {
        subscribed.push(subject)
        return Promise.resolve({ close: () => Promise.resolve() })
      },
    } as unknown as BusShape
    const twice = { id: 'demo', subscriptions: [spec('events.a.done'), spec('events.a.done')] }
    const runtime = { runPromiseExit: () => Promise.reject(new Error('not run')) }
    await expect(
      subscribeModules({ modules: [twice as unknown as AnyServerModule], bus, runtime }),
    ).rejects.toThrow(/module 'demo' subscribes twice to 'events.a.done'/)
    expect(subscribed).toEqual([])

    const once = { id: 'demo', subscriptions: [spec('events.a.done'), spec('events.b.done')] }
    await subscribeModules({ modules: [once as unknown as AnyServerModule], bus, runtime })
    expect(subscribed).toEqual(['events.a.done', 'events.b.done'])
  })
})

describe('batch subscriptions', () => {
  it('acks a batch that succeeds; a failed batch goes one at a time, and only the failing event comes back', async () => {
    const bus = openMemoryBus()
    const batches: string[][] = []
    const ones: string[] = []
    let open: () => void = () => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    const module = {
      id: 'demo',
      subscriptions: [
        {
          subject: 'events.demo.done',
          handler: (msg: TaskMessage) => {
            const value = msg.json<string>()
            ones.push(value)
            return value === 'poison' ? Effect.fail('poisoned') : Effect.void
          },
          batch: {
            max: 10,
            handler: (msgs: ReadonlyArray<TaskMessage>) => {
              const values = msgs.map((msg) => msg.json<string>())
              batches.push(values)
              return Effect.andThen(
                Effect.promise(() => gate),
                values.includes('poison') ? Effect.fail('poisoned') : Effect.void,
              )
            },
          },
        },
      ],
    }
    const runtime = { runPromiseExit: Effect.runPromiseExit }
    const subscription = await subscribeModules(
      { modules: [module as unknown as AnyServerModule], bus, runtime },
      () => {},
    )
    try {
      await bus.publish('events.demo.done', 'first')
      await vi.waitFor(() => expect(batches).toEqual([['first']]))
      for (const value of ['x', 'poison', 'y']) await bus.publish('events.demo.done', value)
      open()
      await vi.waitFor(() => expect(ones).toEqual(['x', 'poison', 'y']))
      // the poisoned one alone comes back (after the bus's retry delay), the others were acked
      await vi.waitFor(() => expect(batches.length).toBe(3), { timeout: 3_000 })
      expect(batches).toEqual([['first'], ['x', 'poison', 'y'], ['poison']])
    } finally {
      await subscription.close()
      await bus.close()
    }
  })
})
