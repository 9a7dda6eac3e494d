// Limits as the statement shows them (spec 1 §2): a local problem's limits hold for C and C++, other
// languages get twice as much; a remote judge's limits are shown as that judge gives them.

interface ShownLimit {
  /** For C/C++ (or every language on a remote problem). */
  readonly base: number
  /** For the other languages; undefined when the same for all. */
  readonly others?: number
}

export interface ShownLimits {
  /** ms */
  readonly time: ShownLimit
  /** MB */
  readonly memory: ShownLimit
}

export function shownLimits(problem: {
  readonly timeLimit: number
  readonly memoryLimit: number
  readonly isRemote: boolean
}): ShownLimits {
  if (problem.isRemote) return { time: { base: problem.timeLimit }, memory: { base: problem.memoryLimit } }
  return {
    time: { base: problem.timeLimit, others: problem.timeLimit * 2 },
    memory: { base: problem.memoryLimit, others: problem.memoryLimit * 2 },
  }
}
