import { describe, expect, it } from 'vitest'

import { PriorityGate } from './priority-gate.ts'

describe('PriorityGate', () => {
  it('gives a freed slot to the highest priority, oldest first', async () => {
    const gate = new PriorityGate(1)
    const order: string[] = []
    const first = await gate.acquire(1)
    const waiters = (
      [
        ['rejudge', 3],
        ['test', 2],
        ['normal-1', 1],
        ['contest', 0],
        ['normal-2', 1],
      ] as const
    ).map(([name, rank]) =>
      gate.acquire(rank).then((release) => {
        order.push(name)
        release()
      }),
    )
    expect(gate.waiting).toBe(5)
    first()
    await Promise.all(waiters)
    expect(order).toEqual(['contest', 'normal-1', 'normal-2', 'test', 'rejudge'])
    expect(gate.busy).toBe(0)
  })

  it('runs up to its capacity at once, and refuses waiters when closed', async () => {
    const gate = new PriorityGate(2)
    const a = await gate.acquire(0)
    await gate.acquire(3)
    expect(gate.busy).toBe(2)
    const late = gate.acquire(0)
    gate.close()
    await expect(late).rejects.toThrow(/closed/)
    a()
    a()
    expect(gate.busy).toBe(1)
  })

  it('lets a waiter leave the line', async () => {
    const gate = new PriorityGate(1)
    const held = await gate.acquire(0)
    const leave = new AbortController()
    const leaving = gate.acquire(0, leave.signal)
    const staying = gate.acquire(1)
    leave.abort()
    await expect(leaving).rejects.toThrow(/Gave up/)
    held()
    const release = await staying
    expect(gate.busy).toBe(1)
    release()
  })
})

describe('PriorityGate: run slots lent to running tasks', () => {
  it('lends free run slots, never past runSlots, and never while a task waits', async () => {
    const gate = new PriorityGate(1, 3)
    const first = await gate.acquire(1)
    const a = gate.borrow()
    const b = gate.borrow()
    expect([a, b].every((r) => typeof r === 'function')).toBe(true)
    expect(gate.borrow()).toBeUndefined() // 1 task + 2 lent = 3
    b!()
    b!() // twice is once
    expect(gate.borrowed).toBe(1)
    // A task waits for the task slot: a free run slot is no longer lent meanwhile.
    const next = gate.acquire(0)
    expect(gate.borrow()).toBeUndefined()
    first()
    const second = await next
    expect(gate.borrow()).toBeDefined()
    second()
    a!()
  })

  it('lends nothing when run slots equal the tasks', async () => {
    const gate = new PriorityGate(2)
    const release = await gate.acquire(1)
    expect(gate.borrow()).toBeDefined()
    expect(gate.borrow()).toBeUndefined()
    release()
  })
})

describe('PriorityGate: places for idle runs', () => {
  it('parks up to twice the run slots, apart from them, and none once closed', async () => {
    const gate = new PriorityGate(1, 2)
    const task = await gate.acquire(1)
    const lent = gate.borrow()
    const places = [gate.park(), gate.park(), gate.park(), gate.park()]
    expect(places.every((p) => typeof p === 'function')).toBe(true)
    expect(gate.park()).toBeUndefined()
    expect(gate.parked).toBe(4)
    // parked runs hold no run slot: what the sleepers gave back is lent again
    lent!()
    expect(gate.borrow()).toBeDefined()
    places[0]!()
    places[0]!() // twice is once
    expect(gate.parked).toBe(3)
    expect(gate.park()).toBeDefined()
    gate.close()
    expect(gate.park()).toBeUndefined()
    task()
  })
})
