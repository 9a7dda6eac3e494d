/**
 * Slots for running tasks: a task waits for a free one, and a slot that frees goes to the waiting
 * task of the highest priority (lowest rank), the oldest first among equals. Beside the tasks'
 * slots (`capacity`), up to `runSlots` runs in all: a running task may borrow a free one for more of
 * its cases at once, but never while a task waits. A run seen idle (asleep: it uses no CPU) may
 * wait for its end in one of `parkSlots` places outside them (twice the run slots by default: a
 * sleeper holds its memory, so their number stays bounded), its run slot going back meanwhile.
 */
export class PriorityGate {
  readonly #capacity: number
  readonly #runSlots: number
  readonly #parkSlots: number
  #busy = 0
  #borrowed = 0
  #parked = 0
  #closed = false
  readonly #waiting: Array<{
    readonly rank: number
    readonly order: number
    readonly grant: (release: () => void) => void
    readonly refuse: (error: Error) => void
  }> = []
  #order = 0

  constructor(capacity: number, runSlots = capacity, parkSlots = 2 * Math.max(capacity, runSlots)) {
    this.#capacity = capacity
    this.#runSlots = Math.max(capacity, runSlots)
    this.#parkSlots = parkSlots
  }

  /** Idle runs parked now. */
  get parked(): number {
    return this.#parked
  }

  /**
   * A place for an idle run to wait outside the run slots (the caller then gives its run slot
   * back), or undefined when they are all taken.
   */
  park(): (() => void) | undefined {
    if (this.#closed || this.#parked >= this.#parkSlots) return undefined
    this.#parked++
    let released = false
    return () => {
      if (released) return
      released = true
      this.#parked--
    }
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
