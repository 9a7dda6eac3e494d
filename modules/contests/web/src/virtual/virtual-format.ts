import type { VirtualRefusal, VirtualRunView } from '@oj/contests-contract'

// Small pure helpers of the virtual participation screens (tested beside them).

/** Where a run is at `now` (the server's clock): running with seconds left and elapsed, or finished. */
export function runState(
  run: Pick<VirtualRunView, 'startTime' | 'endTime'>,
  now: number,
): { readonly running: boolean; readonly left: number; readonly elapsed: number; readonly duration: number } {
  const start = new Date(run.startTime).getTime()
  const end = new Date(run.endTime).getTime()
  const at = Math.min(Math.max(now, start), end)
  return {
    running: now < end,
    left: Math.max(0, Math.floor((end - now) / 1000)),
    elapsed: Math.floor((at - start) / 1000),
    duration: Math.floor((end - start) / 1000),
  }
}

/** The message id that says why the caller may not start a run (none while one runs: the panel shows it). */
export const refusalMessage = (reason: VirtualRefusal | null): string | null =>
  reason === null || reason === 'running' ? null : `contests.virtual.refused.${reason}`
