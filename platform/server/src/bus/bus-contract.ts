import { randomBytes } from 'node:crypto'

import type { BusShape, TaskMessage } from '@oj/sdk/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

/** How a suite gets its buses: `peer` is a second process's view of the same bus. */
export interface BusFixture {
  readonly open: () => Promise<BusShape>
  readonly peer: (bus: BusShape) => Promise<BusShape>
}

/** Every name a run uses starts with `t<run>` so reruns on a live server never meet old state. */
export const run = randomBytes(4).toString('hex')
let counter = 0
const lane = (what: string) => `t${run}_${what}_${counter++}`
const durable = lane
const subject = (what: string) => `events.t${run}.${what}${counter++}`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function waitFor(check: () => boolean, what: string, timeoutMs = 8_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`)
    await sleep(10)
  }
}

const collect = () => {
  const got: Array<{ value: unknown; deliveryCount: number; at: number }> = []
  const handler = async (msg: TaskMessage) => {
    got.push({ value: msg.json(), deliveryCount: msg.deliveryCount, at: Date.now() })
    await msg.ack()
  }
  return { got, handler, values: () => got.map((g) => g.value) }
}

/** The behaviour every BusShape must have, run against the in-process bus and NATS alike. */
export function busContract(name: string, fixture: BusFixture): void {
  describe(name, { timeout: 20_000 }, () => {
    let bus: BusShape
    const others: BusShape[] = []
    beforeEach(async () => {
      bus = await fixture.open()
    })
    afterEach(async () => {
      for (const other of others.splice(0)) await other.close()
      await bus.close()
    })
    const peer = async () => {
      const other = await fixture.peer(bus)
      others.push(other)
      return other
    }

    it('fans each event out to every durable, in order', async () => {
      const topic = subject('fan')
      const [a, b] = [collect(), collect()]
      await bus.subscribe(topic, durable('a'), a.handler)
      await bus.subscribe(topic, durable('b'), b.handler)
      for (const n of [1, 2, 3]) await bus.publish(topic, { n })
      await waitFor(() => a.got.length === 3 && b.got.length === 3, 'both durables')
      expect(a.values()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }])
      expect(b.values()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }])
    })

    it('delivers by wildcard filter and nothing else', async () => {
      const base = subject('wild')
      const got = collect()
      await bus.subscribe(`${base}.*`, durable('w'), got.handler)
      await bus.publish(`${base}.judged`, 1)
      await bus.publish(`${base}-other.judged`, 2)
      await bus.publish(`${base}.judged.deeper`, 3)
      await bus.publish(`${base}.created`, 4)
      await waitFor(() => got.got.length === 2, 'the matching events')
      await sleep(200)
      expect(got.values()).toEqual([1, 4])
    })

    it('hands a batch subscriber a lone event at once, and a burst that waited in batches', async () => {
      const topic = subject('batch')
      const batches: number[][] = []
      let open = false
      await bus.subscribeBatch(topic, durable('batch'), 10, async (msgs) => {
        batches.push(msgs.map((msg) => msg.json<number>()))
        await waitFor(() => open, 'the gate')
        for (const msg of msgs) await msg.ack()
      })
      const sent = Date.now()
      await bus.publish(topic, 0)
      await waitFor(() => batches.length === 1, 'the lone event')
      // not held back to fill a batch
      expect(Date.now() - sent).toBeLessThan(500)
      // 25 more while the handler is busy: they wait, then come 10 at most at a time, in order
      for (let n = 1; n <= 25; n++) await bus.publish(topic, n)
      await sleep(300)
      expect(batches).toEqual([[0]])
      open = true
      await waitFor(() => batches.flat().length === 26, 'every event')
      const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
      expect(batches).toEqual([[0], range(1, 10), range(11, 20), range(21, 25)])
    })

    it('gives back the messages a throwing batch handler did not settle', async () => {
      const topic = subject('batchfail')
      const seen: Array<{ n: number; deliveryCount: number }> = []
      let open = false
      await bus.subscribeBatch(topic, durable('batchfail'), 10, async (msgs) => {
        for (const msg of msgs) seen.push({ n: msg.json<number>(), deliveryCount: msg.deliveryCount })
        await waitFor(() => open, 'the gate')
        if (msgs.length > 1 && msgs[0]!.deliveryCount === 1) {
          await msgs[0]!.ack()
          throw new Error('expected by the test')
        }
        for (const msg of msgs) await msg.ack()
      })
      await bus.publish(topic, 0)
      await waitFor(() => seen.length === 1, 'the first event')
      for (let n = 1; n <= 5; n++) await bus.publish(topic, n)
      open = true
      await waitFor(() => seen.length === 1 + 5 + 4, 'the redeliveries')
      await sleep(300)
      const again = seen.filter((s) => s.deliveryCount === 2).map((s) => s.n)
      expect(again.sort((x, y) => x - y)).toEqual([2, 3, 4, 5])
      expect(seen.length).toBe(10)
    })

    it('shares one durable between subscribers: each event to one of them', async () => {
      const topic = subject('shared')
      const name = durable('shared')
      const seen: Array<{ who: string; n: number }> = []
      const handler = (who: string) => async (msg: TaskMessage) => {
        seen.push({ who, n: msg.json<number>() })
        await sleep(40)
        await msg.ack()
      }
      await bus.subscribe(topic, name, handler('here'))
      await (await peer()).subscribe(topic, name, handler('there'))
      for (let n = 0; n < 8; n++) await bus.publish(topic, n)
      await waitFor(() => seen.length >= 8, 'all events')
      await sleep(300)
      expect(seen.map((s) => s.n).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
      expect(new Set(seen.map((s) => s.who))).toEqual(new Set(['here', 'there']))
    })

    it('gives each task to exactly one consumer, even tasks enqueued before any consumer', async () => {
      const queue = lane('work')
      for (let n = 0; n < 5; n++) await bus.enqueue(queue, n)
      const [a, b] = [collect(), collect()]
      await bus.consume(queue, { prefetch: 2 }, a.handler)
      await (await peer()).consume(queue, { prefetch: 2 }, b.handler)
      for (let n = 5; n < 12; n++) await bus.enqueue(queue, n)
      await waitFor(() => a.got.length + b.got.length >= 12, 'all tasks')
      await sleep(300)
      const all = [...a.values(), ...b.values()] as number[]
      expect(all.sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
      expect([...a.got, ...b.got].every((g) => g.deliveryCount === 1)).toBe(true)
    })

    it('redelivers a nak’ed task, counting deliveries, and honours the nak delay', async () => {
      const queue = lane('nak')
      const counts: number[] = []
      const times: number[] = []
      await bus.consume(queue, { prefetch: 1 }, async (msg) => {
        counts.push(msg.deliveryCount)
        times.push(Date.now())
        if (msg.deliveryCount === 1) await msg.nak()
        else if (msg.deliveryCount === 2) await msg.nak(500)
        else await msg.ack()
      })
      await bus.enqueue(queue, 'again')
      await waitFor(() => counts.length === 3, 'three deliveries')
      expect(counts).toEqual([1, 2, 3])
      expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(400)
    })

    it('redelivers a task not acked within the ack wait', async () => {
      const queue = lane('ackwait')
      const got: Array<{ deliveryCount: number; at: number }> = []
      await bus.consume(queue, { prefetch: 1, ackWaitMs: 1_000 }, async (msg) => {
        got.push({ deliveryCount: msg.deliveryCount, at: Date.now() })
        if (msg.deliveryCount > 1) await msg.ack()
      })
      await bus.enqueue(queue, 'slow')
      await waitFor(() => got.length === 2, 'the redelivery')
      expect(got.map((g) => g.deliveryCount)).toEqual([1, 2])
      expect(got[1]!.at - got[0]!.at).toBeGreaterThanOrEqual(900)
    })

    it('keeps a task that is still being worked on', async () => {
      const queue = lane('working')
      const counts: number[] = []
      await bus.consume(queue, { prefetch: 1, ackWaitMs: 1_000 }, async (msg) => {
        counts.push(msg.deliveryCount)
        for (let i = 0; i < 4; i++) {
          await sleep(400)
          await msg.working()
        }
        await msg.ack()
      })
      await bus.enqueue(queue, 'long')
      await sleep(2_800)
      expect(counts).toEqual([1])
    })

    it('gives a task back when its handler throws', async () => {
      const queue = lane('throws')
      const counts: number[] = []
      await bus.consume(queue, { prefetch: 1 }, async (msg) => {
        counts.push(msg.deliveryCount)
        if (msg.deliveryCount === 1) throw new Error('expected by the test')
        await msg.ack()
      })
      await bus.enqueue(queue, 'x')
      await waitFor(() => counts.length === 2, 'the retry')
      expect(counts).toEqual([1, 2])
    })

    it('holds no more than prefetch tasks at once', async () => {
      const queue = lane('prefetch')
      let running = 0
      let most = 0
      let done = 0
      let open = false
      await bus.consume(queue, { prefetch: 2 }, async (msg) => {
        running++
        most = Math.max(most, running)
        await waitFor(() => open, 'the gate')
        running--
        done++
        await msg.ack()
      })
      for (let n = 0; n < 5; n++) await bus.enqueue(queue, n)
      await sleep(500)
      expect(running).toBe(2)
      open = true
      await waitFor(() => done === 5, 'all tasks')
      expect(most).toBe(2)
    })

    it('round-trips JSON payloads and drops a task id seen before', async () => {
      const queue = lane('json')
      const got = collect()
      const raw: string[] = []
      await bus.consume(queue, { prefetch: 1 }, async (msg) => {
        raw.push(new TextDecoder().decode(msg.data))
        expect(msg.subject).toBe(`tasks.${queue}`)
        await got.handler(msg)
      })
      const payload = { id: 7, name: '评测 ✓', list: [1, 'two', null, { deep: true }], ratio: 0.5 }
      await bus.enqueue(queue, payload, { id: 'submission-7' })
      await bus.enqueue(queue, { duplicate: true }, { id: 'submission-7' })
      await bus.enqueue(queue, undefined)
      await waitFor(() => got.got.length === 2, 'both tasks')
      await sleep(200)
      expect(got.values()).toEqual([payload, null])
      expect(JSON.parse(raw[0]!)).toEqual(payload)
    })

    it('refuses a message over its payload limit and still carries the next one', async () => {
      const queue = lane('big')
      const got = collect()
      await bus.consume(queue, { prefetch: 1 }, got.handler)
      const tooBig = 'x'.repeat(bus.maxPayload + 1)
      await expect(bus.enqueue(queue, tooBig, { id: 'big-1' })).rejects.toThrow(/over the bus limit/)
      await expect(bus.publish(subject('big'), tooBig)).rejects.toThrow(/over the bus limit/)
      // The refused id was not taken: the same id with a payload that fits goes through.
      await bus.enqueue(queue, 'small', { id: 'big-1' })
      await waitFor(() => got.got.length === 1, 'the small task')
      expect(got.values()).toEqual(['small'])
    })

    it('drops a task after maxDeliver deliveries', async () => {
      const queue = lane('maxdeliver')
      const counts: number[] = []
      await bus.consume(queue, { prefetch: 1, maxDeliver: 3 }, async (msg) => {
        counts.push(msg.deliveryCount)
        await msg.nak()
      })
      await bus.enqueue(queue, 'poison')
      await waitFor(() => counts.length === 3, 'three deliveries')
      await sleep(1_000)
      expect(counts).toEqual([1, 2, 3])
    })

    it('rejects subjects, lanes and durables it cannot carry', async () => {
      await expect(bus.publish('judge.results', 1)).rejects.toThrow(/events\./)
      await expect(bus.publish(`${subject('x')}.*`, 1)).rejects.toThrow(/subject/)
      await expect(bus.subscribe('events.a.>.b', durable('bad'), async () => {})).rejects.toThrow(/filter/)
      await expect(bus.subscribe('events.a', 'has.dot', async () => {})).rejects.toThrow(/durable/)
      await expect(bus.enqueue('cpp.high', 1)).rejects.toThrow(/lane/)
      await expect(bus.consume(lane('p'), { prefetch: 0 }, async () => {})).rejects.toThrow(/prefetch/)
      await expect(bus.subscribeBatch('events.a', durable('b'), 0, async () => {})).rejects.toThrow(/batch/)
    })

    it('stops delivering to a closed subscription, and a closed bus refuses work', async () => {
      const topic = subject('close')
      const name = durable('close')
      const got = collect()
      const subscription = await bus.subscribe(topic, name, got.handler)
      await bus.publish(topic, 1)
      await waitFor(() => got.got.length === 1, 'the first event')
      await subscription.close()
      await bus.publish(topic, 2)
      await sleep(300)
      expect(got.values()).toEqual([1])
      // The durable kept its place: a new subscriber gets what was missed.
      const later = collect()
      await bus.subscribe(topic, name, later.handler)
      await waitFor(() => later.got.length === 1, 'the missed event')
      expect(later.values()).toEqual([2])
      await bus.close()
      await expect(bus.publish(topic, 3)).rejects.toThrow()
      await expect(bus.enqueue(lane('closed'), 3)).rejects.toThrow()
    })
  })
}
