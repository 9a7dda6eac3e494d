/**
 * Fuel units per millisecond of CPU time: the exchange rate between the deterministic fuel count and
 * the problem's time limit. Calibrated on the judge machine (2 cores, Node 22 / V8 12.4) with
 * `node tools/bench/judge-wasi.ts`, over C busy loops and CPython loops; see docs/adr/0006-wasi-fuel.md.
 * Changing it changes verdicts near the limit, so it is a constant of the code, not of a machine.
 */
export const FUEL_PER_MS = 400_000

export function fuelBudget(cpuMs: number): bigint {
  return BigInt(Math.max(1, Math.round(cpuMs))) * BigInt(FUEL_PER_MS)
}

export function fuelToMs(fuel: bigint): number {
  return Number(fuel) / FUEL_PER_MS
}
