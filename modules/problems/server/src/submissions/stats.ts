import { JudgeStatus } from '@oj/sdk'
import type { DbClient } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'

import { problemStats } from '../tables.ts'

export type Bucket = 'ac' | 'wa' | 'tle' | 'mle' | 're' | 'pe' | 'ce' | 'se' | 'pa'

/** The problem_stats column a final verdict counts in; verdicts without one are not counted at all. */
export const bucketOf = (status: number | null): Bucket | undefined => {
  switch (status) {
    case JudgeStatus.accepted:
      return 'ac'
    case JudgeStatus.wrongAnswer:
      return 'wa'
    case JudgeStatus.timeLimitExceeded:
      return 'tle'
    case JudgeStatus.memoryLimitExceeded:
      return 'mle'
    case JudgeStatus.runtimeError:
      return 're'
    case JudgeStatus.presentationError:
      return 'pe'
    case JudgeStatus.compileError:
      return 'ce'
    case JudgeStatus.systemError:
      return 'se'
    case JudgeStatus.partialAccepted:
      return 'pa'
    default:
      return undefined
  }
}

/**
 * Moves one submission's count from the verdict it counted as (`from`, null when none) to `to`.
 * Answers the status now counted (null when `to` has no bucket), to store on the submission.
 */
export async function moveCount(
  tx: DbClient,
  pid: number,
  from: number | null,
  to: number | null,
): Promise<number | null> {
  const before = bucketOf(from)
  const after = bucketOf(to)
  if (before === after) return after === undefined ? null : to
  const change: Record<string, unknown> = {}
  if (before) change[before] = sql`greatest(${problemStats[before]} - 1, 0)`
  if (after) change[after] = sql`${problemStats[after]} + 1`
  if (before && !after) change['total'] = sql`greatest(${problemStats.total} - 1, 0)`
  if (!before && after) change['total'] = sql`${problemStats.total} + 1`
  // one statement: a problem's first counted verdict makes its row (from zero), later ones change it
  const first: Record<string, number> = {}
  if (after) first[after] = 1
  if (!before && after) first['total'] = 1
  await tx
    .insert(problemStats)
    .values({ pid, ...first })
    .onConflictDoUpdate({ target: problemStats.pid, set: change })
  return after === undefined ? null : to
}
