import type {
  IcpcContest,
  IcpcJudgement,
  IcpcProblem,
  IcpcState,
  IcpcSubmission,
  IcpcTeam,
} from '@oj/contests-contract'
import type { JudgedEvent } from '@oj/problems-contract'
import type { PublicProfile } from '@oj/sdk/server'

import { clockOf, type ContestRow, isAcm } from '../contest/policy.ts'
import { shownName } from '../rules/standings.ts'
import type { contestProblem } from '../tables.ts'
import { isoTime, judgementTypeOf, languageId, relTime } from './format.ts'

// The API's objects from the module's rows and events: pure.

type ProblemRow = typeof contestProblem.$inferSelect

const PENALTY_MINUTES = 20

export function contestObject(row: ContestRow): IcpcContest {
  const { start, end, sealTime } = clockOf(row)
  return {
    id: String(row.id),
    name: row.title,
    formal_name: row.title,
    start_time: isoTime(start),
    duration: relTime(end - start),
    scoreboard_freeze_duration: sealTime === null ? null : relTime(Math.max(0, end - sealTime)),
    scoreboard_type: isAcm(row) ? 'pass-fail' : 'score',
    ...(isAcm(row) ? { penalty_time: PENALTY_MINUTES } : {}),
  }
}

/**
 * The state at `now`. `thawedAt`: when the board was unsealed for everyone (the feed records it once
 * it sees it), null while it is not. Results are final once ended and not sealed; updates never end
 * (an admin may rejudge at any time).
 */
export function stateObject(row: ContestRow, now: number, thawedAt: number | null): IcpcState {
  const { start, end, sealTime } = clockOf(row)
  const frozen = sealTime !== null && now >= sealTime ? sealTime : null
  const ended = now >= end ? end : null
  const thawed = frozen !== null && ended !== null ? thawedAt : null
  const final = ended !== null && (frozen === null || thawed !== null)
  return {
    started: now >= start ? isoTime(start) : null,
    frozen: frozen === null ? null : isoTime(frozen),
    ended: ended === null ? null : isoTime(ended),
    thawed: thawed === null ? null : isoTime(thawed),
    finalized: final ? isoTime(Math.max(end, thawed ?? end)) : null,
    end_of_updates: null,
  }
}

/** Contest problems ordered as the contest lists them (A, B, ..., then longer ids). */
export const problemOrder = (a: ProblemRow, b: ProblemRow) =>
  a.displayId.length - b.displayId.length ||
  (a.displayId < b.displayId ? -1 : a.displayId > b.displayId ? 1 : 0)

export const problemObject = (p: ProblemRow, ordinal: number): IcpcProblem => ({
  id: p.displayId,
  label: p.displayId,
  name: p.displayTitle,
  ordinal,
  rgb: p.color && /^#[0-9a-fA-F]{3,6}$/.test(p.color) ? p.color : null,
})

export function teamObject(row: ContestRow, profile: PublicProfile): IcpcTeam {
  const show =
    row.rankShowName === 'nickname' || row.rankShowName === 'realname' ? row.rankShowName : 'username'
  const participant = { ...profile, school: null }
  return {
    id: profile.uid,
    name: profile.username,
    display_name: shownName(participant, show),
    organization_id: null,
    hidden: row.starAccount.includes(profile.username),
  }
}

export function submissionObject(row: ContestRow, e: JudgedEvent, problemId: string): IcpcSubmission {
  const at = new Date(e.submitTime).getTime()
  return {
    id: String(e.submitId),
    language_id: languageId(e.language),
    problem_id: problemId,
    team_id: e.uid,
    time: isoTime(at),
    contest_time: relTime(at - clockOf(row).start),
    entry_point: null,
  }
}

/** The judgement of one judging attempt; undefined for a verdict that is none (cancelled). */
export function judgementObject(row: ContestRow, e: JudgedEvent): IcpcJudgement | undefined {
  const type = judgementTypeOf(e.status)
  if (type === undefined) return undefined
  const { start } = clockOf(row)
  const submitted = new Date(e.submitTime).getTime()
  // The judged event does not say when judging began: the submission time stands for it.
  const done = Math.max(submitted, new Date(e.judgedAt).getTime())
  return {
    id: `${e.submitId}-${e.attempt}`,
    submission_id: String(e.submitId),
    judgement_type_id: type,
    ...(isAcm(row) ? {} : { score: e.score ?? 0 }),
    start_time: isoTime(submitted),
    start_contest_time: relTime(submitted - start),
    end_time: isoTime(done),
    end_contest_time: relTime(done - start),
    max_run_time: e.time === null ? null : e.time / 1000,
  }
}

/** What everyone but the contest's admins sees of a judgement while the seal hides it: judging. */
export const sealedJudgement = (j: IcpcJudgement): IcpcJudgement => {
  const { score: _score, ...rest } = j
  return { ...rest, judgement_type_id: null, end_time: null, end_contest_time: null, max_run_time: null }
}
