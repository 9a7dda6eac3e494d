import { newRemoteJar, type RemoteAccount, type RemoteJar } from '@oj/sdk/judge'

/** An account of one site as the pool holds it: its login (cookies and session) kept between tasks. */
export interface PoolSlot {
  readonly id: number
  readonly account: RemoteAccount
  readonly jar: RemoteJar
  /** What the adapter's login answered, while the session lasts. */
  session: unknown
  loggedIn: boolean
  /** When it last sent a submission (ms), for the site's least interval. */
  lastSubmitAt: number
  busy: boolean
  /** Why the site refused its login: unused until an administrator changes the account. */
  retired: string | undefined
  /** The account as changed while this one was busy: freed when this one is. */
  successor?: PoolSlot
}

export interface Lease {
  readonly slot: PoolSlot
  /** Gives the account back for the next submission. */
  release(): void
  /** The site refused the account's login: the pool stops using it. */
  retire(reason: string): void
}

/**
 * One site's accounts: a submission takes one (waiting while all are busy), so an account carries
 * one submission at a time, and the account's run is always the newest on the site under its name.
 * A new account set keeps the login of accounts that did not change.
 */
export class AccountPool {
  private slots: PoolSlot[] = []
  /** Who waits for an account, served by rank (contest before normal before test before rejudge). */
  private readonly waiting = new Map<() => void, number>()

  /** Accounts that may be used (not refused by the site). */
  get usable(): number {
    return this.slots.filter((s) => s.retired === undefined).length
  }

  get size(): number {
    return this.slots.length
  }

  get busy(): number {
    return this.slots.filter((s) => s.busy).length
  }

  set(accounts: ReadonlyArray<{ readonly id: number } & RemoteAccount>): void {
    const before = new Map(this.slots.map((s) => [s.id, s]))
    this.slots = accounts.map((account) => {
      const kept = before.get(account.id)
      if (kept && kept.account.username === account.username && kept.account.password === account.password)
        return kept
      const slot: PoolSlot = {
        id: account.id,
        account: { username: account.username, password: account.password },
        jar: newRemoteJar(),
        session: undefined,
        loggedIn: false,
        lastSubmitAt: kept?.lastSubmitAt ?? 0,
        // a busy account that changed stays busy until its task gives it back
        busy: kept?.busy ?? false,
        retired: undefined,
      }
      if (kept?.busy) kept.successor = slot
      return slot
    })
    this.wake()
  }

  /** A free account, once one is (lower ranks first); fails when `signal` aborts first. */
  acquire(signal: AbortSignal, rank = 0): Promise<Lease> {
    return new Promise((resolve, reject) => {
      const attempt = (): boolean => {
        if (signal.aborted) {
          reject(signal.reason)
          return true
        }
        const slot = this.slots
          .filter((s) => !s.busy && s.retired === undefined)
          .sort((a, b) => a.lastSubmitAt - b.lastSubmitAt)[0]
        if (!slot) return false
        slot.busy = true
        resolve(this.lease(slot))
        return true
      }
      if (attempt()) return
      const waiter = () => {
        if (attempt()) done()
      }
      const done = () => {
        this.waiting.delete(waiter)
        signal.removeEventListener('abort', waiter)
      }
      this.waiting.set(waiter, rank)
      signal.addEventListener('abort', waiter, { once: true })
    })
  }

  private lease(slot: PoolSlot): Lease {
    let released = false
    return {
      slot,
      release: () => {
        if (released) return
        released = true
        slot.busy = false
        if (slot.successor) slot.successor.busy = false
        this.wake()
      },
      retire: (reason) => {
        slot.retired = reason
        slot.loggedIn = false
        slot.session = undefined
      },
    }
  }

  private wake(): void {
    const byRank = [...this.waiting].sort((a, b) => a[1] - b[1])
    for (const [waiter] of byRank) waiter()
  }
}
