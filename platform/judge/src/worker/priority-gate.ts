/**
 * Slots for running tasks: a task waits for a free one, and a slot that frees goes to the waiting
 * task of the highest priority (lowest rank), the oldest first among equals. Beside the tasks'
 * slots (`capacity`), up to `runSlots` runs in all: a running task may borrow a free one for more of
 * its cases at once, but never while a task waits.
 */
export class PriorityGate {
  readonly #capacity: number
  readonly #runSlots: number
  #busy = 0
  #borrowed = 0
  #closed = false
  readonly #waiting: Array<{
    readonly rank: number
    readonly order: number
    readonly grant: (release: () => void) => void
    readonly refuse: (error: Error) => void
  }> = []
  #order = 0

  constructor(capacity: number, runSlots = capacity) {
    this.#capacity = capacity
    this.#runSlots = Math.max(capacity, runSlots)
  }

  /** Runs slots lent to running tasks now. */
  get borrowed(): number {
    return this.#borrowed
  }

  /** A free run slot's release, or undefined when none is free or a task waits for one. */
  borrow(): (() => void) | undefined {
    if (this.#closed || this.#waiting.length > 0 || this.#busy + this.#borrowed >= this.#runSlots)
      return undefined
    this.#borrowed++
    let released = false
    return () => {
      if (released) return
      released = true
      this.#borrowed--
      this.#pump()
    }
  }

  get busy(): number {
    return this.#busy
  }

  get waiting(): number {
    return this.#waiting.length
  }

  /**
   * Answers the function that gives the slot back, once one is free for this rank; rejects when
   * `signal` aborts first (the waiter leaves the line) or the gate closes.
   */
  acquire(rank: number, signal?: AbortSignal): Promise<() => void> {
    if (this.#closed) return Promise.reject(new Error('The gate is closed'))
    return new Promise((grant, refuse) => {
      const waiter = { rank, order: this.#order++, grant, refuse }
      this.#waiting.push(waiter)
      this.#waiting.sort((a, b) => a.rank - b.rank || a.order - b.order)
      signal?.addEventListener(
        'abort',
        () => {
          const at = this.#waiting.indexOf(waiter)
          if (at < 0) return
          this.#waiting.splice(at, 1)
          refuse(new Error('Gave up waiting'))
        },
        { once: true },
      )
      this.#pump()
    })
  }

  /** Refuses every waiting task (they are given back to the bus). */
  close(): void {
    this.#closed = true
    for (const waiter of this.#waiting.splice(0)) waiter.refuse(new Error('The gate is closed'))
  }

  #pump(): void {
    while (
      this.#busy < this.#capacity &&
      this.#busy + this.#borrowed < this.#runSlots &&
      this.#waiting.length > 0
    ) {
      const next = this.#waiting.shift()
      if (!next) return
      this.#busy++
      let released = false
      next.grant(() => {
        if (released) return
        released = true
        this.#busy--
        this.#pump()
      })
    }
  }
}
