// Where a problem page (or a submission page) is shown: on its own, or inside a contest, a training
// or a group (spec 1 §2 "named variants"). The page reads it from the route's parameters, so the
// same page serves /problem/:problemID and, embedded by another module through a slot,
// /contest/:contestID/problem/:problemID and the others.

export interface ProblemContext {
  /** Contest id (cid), when the page belongs to a contest. */
  readonly contestId?: number
  /** Training id (tid). */
  readonly trainingId?: number
  /** Group id (gid). */
  readonly groupId?: number
}

/** What the page tells the editor about the contest it is in (spec 1 §4, OI-contest overwrite). */
export interface ContestSubmitRules {
  /**
   * An OI contest without real-time rank permission where the user already submitted this problem:
   * Submit asks to confirm overwriting, waits 1 s, does not poll, and says it was submitted.
   */
  readonly confirmOverwrite: boolean
}

/** A positive integer route parameter, or undefined. */
function positive(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return undefined
  const n = Number(raw)
  return n <= 2_147_483_647 ? n : undefined
}

/** The context named by route parameters (contestID, trainingID, groupID). */
export function contextFromParams(params: Readonly<Record<string, string | undefined>>): ProblemContext {
  const contestId = positive(params['contestID'])
  const trainingId = positive(params['trainingID'])
  const groupId = positive(params['groupID'])
  return {
    ...(contestId !== undefined ? { contestId } : {}),
    ...(trainingId !== undefined ? { trainingId } : {}),
    ...(groupId !== undefined ? { groupId } : {}),
  }
}

/** The scope ids a submit or a test run carries (HOJ's cid, tid, gid; 0 for none). */
export function scopeIds(context: ProblemContext): { cid: number; tid: number; gid: number } {
  return { cid: context.contestId ?? 0, tid: context.trainingId ?? 0, gid: context.groupId ?? 0 }
}
