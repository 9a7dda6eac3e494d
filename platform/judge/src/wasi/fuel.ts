/**
 * Fuel units (about one per executed wasm instruction) per millisecond of CPU time: the exchange rate
 * between the deterministic fuel count and the problem's time limit. Calibrated on the judge machine
 * (2 shared cores, Node 22.23 / V8 12.4) with `node tools/bench/judge-wasi.ts`: a sieve, qsort and a
 * CPython loop ran at 2.7-3.1 million fuel per CPU ms under a load of ~8 and 4.2-5.5 million under ~7;
 * 4 million is the middle. Register-only busy loops run at ~14 million and are over-charged. See
 * docs/adr/0006-wasi-fuel.md. Changing it changes verdicts near the limit, so it is a constant of the
 * code, never of a machine.
 */
export const FUEL_PER_MS = 4_000_000

export function fuelBudget(cpuMs: number): bigint {
  return BigInt(Math.max(1, Math.round(cpuMs))) * BigInt(FUEL_PER_MS)
}

export function fuelToMs(fuel: bigint): number {
  return Number(fuel) / FUEL_PER_MS
}
