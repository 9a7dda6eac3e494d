import { type VirtualClock } from './clock.ts'
import { WallLimit } from './clock.ts'
import { type DescriptorTable } from './descriptors.ts'
import { errnoOf, OutputLimit, ProcExit } from './errno.ts'
import { type GuestMemory } from './memory-view.ts'

/** What every WASI call of one run shares. */
export interface ShimContext {
  readonly memory: GuestMemory
  readonly fds: DescriptorTable
  readonly clock: VirtualClock
  /** Bytes a written file may reach (stdout and stderr have theirs in their streams). */
  readonly outputBytes: number
  /** What the run wrote to its folder so far: all files together get 4x outputBytes and 128 creations. */
  readonly disk: { written: number; created: number }
}

export const DISK_FACTOR = 4
export const MAX_CREATED = 128

type Call = (...args: never[]) => number

/**
 * Wraps a WASI call: the end of the program (proc_exit, a limit) passes through as an exception;
 * any other failure becomes the errno the call returns.
 */
export function syscall<F extends Call>(body: F): F {
  return ((...args: never[]) => {
    try {
      return body(...args)
    } catch (error) {
      if (error instanceof ProcExit || error instanceof OutputLimit || error instanceof WallLimit) throw error
      return errnoOf(error)
    }
  }) as F
}
