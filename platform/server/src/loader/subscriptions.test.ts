import type { BusShape } from '@oj/sdk/server'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'

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
