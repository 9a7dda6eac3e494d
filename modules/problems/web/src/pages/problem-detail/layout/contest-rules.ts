// What the page tells the editor about the contest around it (spec 1 §4; spec 2 §4, §6): in an OI
// contest, a user without the real-time rank permission who already submitted must confirm.
import type { ContestSubmitRules } from '../context.ts'

/** The fields of GET /get-contest-info the rules read (spec 2 §3 Contest). */
export interface ContestInfo {
  readonly id: number
  /** 0 ACM, 1 OI */
  readonly type: number
  /** -1 scheduled, 0 running, 1 ended */
  readonly status: number
  readonly sealRank?: boolean | null
  /** ISO 8601 */
  readonly sealRankTime?: string | null
  /** The author's uid (a contest admin). */
  readonly uid?: string | null
}

const CONTEST_OI = 1
const CONTEST_ENDED = 1

export interface Viewer {
  readonly uid: string | undefined
  readonly superAdmin: boolean
}

/**
 * The real-time rank permission: an ended contest, a contest admin (author or super admin), or a
 * rank that is not sealed (yet).
 */
export function hasRealTimeRank(contest: ContestInfo, viewer: Viewer, now: number): boolean {
  if (contest.status === CONTEST_ENDED || viewer.superAdmin) return true
  if (viewer.uid !== undefined && contest.uid === viewer.uid) return true
  if (!contest.sealRank) return true
  const sealAt = contest.sealRankTime ? Date.parse(contest.sealRankTime) : Number.NaN
  return Number.isFinite(sealAt) && now < sealAt
}

/** Whether asking about earlier submissions matters at all (OI without the permission). */
export const needsOverwriteCheck = (contest: ContestInfo, viewer: Viewer, now: number): boolean =>
  contest.type === CONTEST_OI && !hasRealTimeRank(contest, viewer, now)

export function contestSubmitRules(
  contest: ContestInfo,
  viewer: Viewer,
  alreadySubmitted: boolean,
  now: number,
): ContestSubmitRules {
  return { confirmOverwrite: alreadySubmitted && needsOverwriteCheck(contest, viewer, now) }
}
