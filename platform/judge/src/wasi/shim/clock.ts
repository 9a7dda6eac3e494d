/**
 * The program's clocks are virtual: time is the fuel used (at FUEL_PER_MS) plus what it slept. So a
 * program that reads the clock gets the same answers on every run, sleeping never blocks the judge,
 * and sleeping past the wall limit ends the run as a time-limit verdict at once.
 */
const EPOCH_NS = 1_704_067_200_000_000_000n // 2024-01-01T00:00:00Z: a fixed, documented start

export class WallLimit {}

export class VirtualClock {
  private sleptNs = 0n
  private readonly fuelNs: () => bigint
  private readonly wallLimitNs: bigint

  constructor(fuelNs: () => bigint, wallLimitMs: number) {
    this.fuelNs = fuelNs
    this.wallLimitNs = BigInt(wallLimitMs) * 1_000_000n
  }

  /** Nanoseconds since the run started. */
  elapsed(): bigint {
    return this.fuelNs() + this.sleptNs
  }

  realtime(): bigint {
    return EPOCH_NS + this.elapsed()
  }

  sleep(ns: bigint): void {
    if (ns <= 0n) return
    this.sleptNs += ns
    if (this.elapsed() > this.wallLimitNs) throw new WallLimit()
  }
}

/** A deterministic generator for random_get (xorshift64*): same seed, same bytes, same run. */
export class DeterministicRandom {
  private state: bigint

  constructor(seed = 0x9e3779b97f4a7c15n) {
    this.state = seed
  }

  fill(into: Uint8Array): void {
    for (let i = 0; i < into.length; i++) {
      let x = this.state
      x ^= x >> 12n
      x ^= (x << 25n) & 0xffffffffffffffffn
      x ^= x >> 27n
      this.state = x
      into[i] = Number(((x * 0x2545f4914f6cdd1dn) >> 56n) & 0xffn)
    }
  }
}
