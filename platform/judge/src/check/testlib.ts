import { JudgeStatus, type JudgeStatusCode, judgeText } from '@oj/sdk/judge'

/**
 * What a special judge (or an interactor) speaking testlib's protocol said about one case. testlib
 * exits with 0 ok, 1 wrong answer, 2 presentation error, 3 fail (the checker's own fault), 4 "dirt"
 * (extra output; testlib reports it as a presentation error), 7 points (stderr `points <value>
 * <message>`), 8 unexpected EOF (a presentation error unless testlib was built with
 * ENABLE_UNEXPECTED_EOF), and for `_pc(k)` the exit code k with stderr `partially correct (k) ...`.
 */
export interface CheckerVerdict {
  readonly status: JudgeStatusCode
  /** Points earned on the case, out of `casePoints`. */
  readonly points: number
  /** What the checker said (its stderr, trimmed), for the case's message. */
  readonly message: string
}

const POINTS_LINE = /^points\s+([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/m
const PARTIAL_LINE = /^partially correct \((\d+)\)/m

const verdict = (status: JudgeStatusCode, points: number, message: string): CheckerVerdict => ({
  status,
  points,
  message,
})

/**
 * Reads a checker's exit code and stderr. `casePoints` is the case's score (0 on ACM problems).
 *
 * Points (exit 7) are absolute, as Polygon and testlib define them: `quitp(5)` on a 10-point case
 * earns 5; a value outside [0, casePoints] is the checker's fault (System Error). `_pc(k)` earns
 * k percent of the case. Full points are Accepted, fewer are Partial Accepted (Wrong Answer on an
 * ACM problem, which has no partial credit). Any other exit is a System Error: a checker that
 * crashed never accepts.
 */
export function readCheckerExit(exitCode: number, stderr: string, casePoints: number): CheckerVerdict {
  const message = stderr.trim()
  switch (exitCode) {
    case 0:
      return verdict(JudgeStatus.accepted, casePoints, message)
    case 1:
      return verdict(JudgeStatus.wrongAnswer, 0, message)
    case 2:
    case 4:
    case 8:
      return verdict(JudgeStatus.presentationError, 0, message)
    case 3:
      return verdict(JudgeStatus.systemError, 0, judgeText('judge.checker.fail', { detail: message }))
    case 7: {
      const match = POINTS_LINE.exec(message)
      const value = match?.[1] === undefined ? Number.NaN : Number(match[1])
      if (!Number.isFinite(value)) {
        return verdict(JudgeStatus.systemError, 0, judgeText('judge.checker.noPoints', { detail: message }))
      }
      return partial(value, casePoints, message)
    }
    default: {
      const match = PARTIAL_LINE.exec(message)
      if (match?.[1] !== undefined && Number(match[1]) === exitCode) {
        return partial((Math.min(exitCode, 100) / 100) * casePoints, casePoints, message)
      }
      return verdict(
        JudgeStatus.systemError,
        0,
        judgeText('judge.checker.exitCode', { code: exitCode, detail: message }),
      )
    }
  }
}

function partial(points: number, casePoints: number, message: string): CheckerVerdict {
  if (points < 0 || points > casePoints + 1e-9) {
    return verdict(
      JudgeStatus.systemError,
      0,
      `checker gave ${points} points, outside [0, ${casePoints}]: ${message}`,
    )
  }
  if (casePoints > 0 && points >= casePoints - 1e-9) return verdict(JudgeStatus.accepted, casePoints, message)
  if (casePoints === 0) return verdict(JudgeStatus.wrongAnswer, 0, message)
  return verdict(points > 0 ? JudgeStatus.partialAccepted : JudgeStatus.wrongAnswer, points, message)
}
