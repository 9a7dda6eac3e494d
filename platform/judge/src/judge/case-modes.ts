import {
  type CaseResult,
  type JudgeCase,
  type JudgeCaseMode,
  JudgeStatus,
  type JudgeStatusCode,
  judgeText,
  type SubtaskScore,
} from '@oj/sdk/judge'

/**
 * The judge case modes as pure functions: which case to run next, and what the cases add up to.
 * A task may also ask to stop at the first failing case whatever the mode (ACM contests).
 *
 * - default: every case runs; OI scores add up.
 * - ergodic_without_error: the cases run in order and judging stops at the first one not Accepted.
 * - subtask_lowest / subtask_average: cases are grouped by groupNum; a group's score is the lowest /
 *   the average of its cases' scores (a case scores its points only when Accepted, or the partial
 *   points a special judge gave), and the problem's score is the sum over groups. In
 *   subtask_lowest a group whose case scored nothing is settled: its other cases are skipped.
 */
export function shouldRun(
  mode: JudgeCaseMode,
  next: Pick<JudgeCase, 'index' | 'groupNum'>,
  done: ReadonlyArray<CaseResult>,
  stopAtFirstFailure = false,
): boolean {
  return !done.some((r) => r.index < next.index && rulesOut(mode, stopAtFirstFailure, r, next))
}

/**
 * Whether a finished case keeps a later one from running: any failure does when judging stops at the
 * first one (stopAtFirstFailure, ergodic_without_error); in subtask_lowest a case that scored
 * nothing settles its group. The other modes run every case.
 */
export function rulesOut(
  mode: JudgeCaseMode,
  stopAtFirstFailure: boolean,
  failed: CaseResult,
  later: Pick<JudgeCase, 'index' | 'groupNum'>,
): boolean {
  if (failed.status === JudgeStatus.accepted || later.index <= failed.index) return false
  if (stopAtFirstFailure || mode === 'ergodic_without_error') return true
  return mode === 'subtask_lowest' && failed.groupNum === later.groupNum && failed.score <= 0
}

/**
 * The results as judging case by case in order would have them, whatever order parallel runs ended
 * in: a result ruled out by an earlier kept one is dropped (that case would never have run).
 */
export function inOrder(
  mode: JudgeCaseMode,
  stopAtFirstFailure: boolean,
  results: ReadonlyArray<CaseResult>,
): Array<CaseResult> {
  const kept: CaseResult[] = []
  for (const r of [...results].sort((a, b) => a.index - b.index)) {
    if (shouldRun(mode, r, kept, stopAtFirstFailure)) kept.push(r)
  }
  return kept
}

export interface Summary {
  readonly status: JudgeStatusCode
  /** OI: points earned; ACM: null. */
  readonly score: number | null
  /** Largest time (ms) and memory (KB) over the cases that ran. */
  readonly time: number
  readonly memory: number
  /** OI problems judged by subtask: each group's points. */
  readonly subtasks?: ReadonlyArray<SubtaskScore>
  /**
   * A System Error's cause: the message of its first case that had one (what the sandbox or the
   * checker said), for the submission's error message (its admins read it; its owner only the
   * judge's words meant for them) and the server's log. Never a bare status 4.
   */
  readonly errorMessage?: string
}

const OI = 1

const bySubtask = (mode: JudgeCaseMode) => mode === 'subtask_lowest' || mode === 'subtask_average'

/** Each group's points in the subtask modes, unrounded, in the order the groups first appear. */
function groupScores(
  mode: JudgeCaseMode,
  cases: ReadonlyArray<JudgeCase>,
  earned: (c: JudgeCase) => number,
): Map<number, number> {
  const groups = new Map<number, Array<number>>()
  for (const c of cases) groups.set(c.groupNum, [...(groups.get(c.groupNum) ?? []), earned(c)])
  const scores = new Map<number, number>()
  for (const [groupNum, list] of groups) {
    scores.set(
      groupNum,
      mode === 'subtask_lowest' ? Math.min(...list) : list.reduce((sum, s) => sum + s, 0) / list.length,
    )
  }
  return scores
}

const earnedIn = (results: ReadonlyArray<CaseResult>) => (c: JudgeCase) =>
  results.find((r) => r.index === c.index)?.score ?? 0

/** Points a problem earns: by case, or by group in the subtask modes (skipped cases earn 0). */
export function scoreOf(
  mode: JudgeCaseMode,
  cases: ReadonlyArray<JudgeCase>,
  results: ReadonlyArray<CaseResult>,
): number {
  const earned = earnedIn(results)
  if (!bySubtask(mode)) return round(cases.reduce((sum, c) => sum + earned(c), 0))
  let total = 0
  for (const score of groupScores(mode, cases, earned).values()) total += score
  return round(total)
}

/**
 * The points each subtask earned (OI problems in the subtask modes; undefined otherwise): what an
 * IOI board takes the best of per subtask over a user's submissions.
 */
export function subtaskScores(
  problemType: number,
  mode: JudgeCaseMode,
  cases: ReadonlyArray<JudgeCase>,
  results: ReadonlyArray<CaseResult>,
): Array<SubtaskScore> | undefined {
  if (problemType !== OI || !bySubtask(mode)) return undefined
  return [...groupScores(mode, cases, earnedIn(results))].map(([groupNum, score]) => ({
    groupNum,
    score: round(score),
  }))
}

/** Scores are shown with two decimals at most; floating sums must not print as 59.99999. */
const round = (n: number) => Math.round(n * 100) / 100

/**
 * The submission's verdict: Accepted when every case is; a System Error when any case had one
 * (a judge failure must stay visible, never hide behind a score); on an OI problem with some
 * points, Partial Accepted; else the status of the first case that failed.
 */
export function summarize(
  problemType: number,
  mode: JudgeCaseMode,
  cases: ReadonlyArray<JudgeCase>,
  results: ReadonlyArray<CaseResult>,
): Summary {
  const time = Math.max(0, ...results.map((r) => r.time))
  const memory = Math.max(0, ...results.map((r) => r.memory))
  const score = problemType === OI ? scoreOf(mode, cases, results) : null
  const ordered = [...results].sort((a, b) => a.index - b.index)
  const allAccepted =
    results.length === cases.length && ordered.every((r) => r.status === JudgeStatus.accepted)
  const subtasks = subtaskScores(problemType, mode, cases, results)
  const summary = { score, time, memory, ...(subtasks ? { subtasks } : {}) }
  if (allAccepted) return { ...summary, status: JudgeStatus.accepted }
  const broken = ordered.find((r) => r.status === JudgeStatus.systemError)
  if (broken) return { ...summary, status: JudgeStatus.systemError, errorMessage: causeOf(broken) }
  if (score !== null && score > 0) return { ...summary, status: JudgeStatus.partialAccepted }
  const failed = ordered.find((r) => r.status !== JudgeStatus.accepted)
  if (failed) return { ...summary, status: failed.status }
  // every result Accepted, yet fewer than the cases: a judge fault, said as one
  const errorMessage = judgeText('judge.system.casesMissing', { done: results.length, total: cases.length })
  return { ...summary, status: JudgeStatus.systemError, errorMessage }
}

/** What a case's System Error says, naming the case (its message should never be empty, but may be). */
const causeOf = (r: CaseResult): string =>
  judgeText('judge.system.inCase', {
    index: r.index,
    detail: r.message.trim() === '' ? judgeText('judge.system.noMessage') : r.message,
  })
