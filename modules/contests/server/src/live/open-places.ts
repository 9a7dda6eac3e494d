// The places of the open live connections (board streams, ICPC event feeds) of this process: a user,
// and an address, may hold a few each at once, so that one client cannot keep the server's
// connections to itself.

/** How many places one user, and one address, may hold at once. */
export interface PlaceLimits {
  readonly perUser: number
  readonly perAddress: number
}

/** A place taken (its release), or the limit that refused it. */
export type TakenPlace =
  | { readonly release: () => void }
  /** Refused: the limit reached, and whose (the user's own, or everyone's at the address). */
  | { readonly limit: number; readonly of: 'user' | 'address' }

export class OpenPlaces {
  readonly #limits: PlaceLimits
  /** `u:uid` or `a:address` → the places held. */
  readonly #held = new Map<string, number>()

  constructor(limits: PlaceLimits) {
    this.#limits = limits
  }

  /**
   * Takes a place for the user (when signed in) and the address: answers its release (a second call
   * does nothing), or the limit the user, else the address, already holds.
   */
  take(uid: string | undefined, ip: string): TakenPlace {
    const keys: Array<[string, number, 'user' | 'address']> = [
      [`a:${ip}`, this.#limits.perAddress, 'address'],
    ]
    if (uid !== undefined) keys.unshift([`u:${uid}`, this.#limits.perUser, 'user'])
    const full = keys.find(([key, limit]) => (this.#held.get(key) ?? 0) >= limit)
    if (full) return { limit: full[1], of: full[2] }
    for (const [key] of keys) this.#held.set(key, (this.#held.get(key) ?? 0) + 1)
    let released = false
    const release = () => {
      if (released) return
      released = true
      for (const [key] of keys) {
        const left = (this.#held.get(key) ?? 1) - 1
        if (left > 0) this.#held.set(key, left)
        else this.#held.delete(key)
      }
    }
    return { release }
  }
}
