import { JudgeStatus, type JudgeStatusCode } from '../../shared/judge-status.ts'

/**
 * The kinds of verdict remote sites give, and the status each one is here (spec 1 §3). Adapters map
 * their site's words to a status; the conformance kit asks a fake site for each kind it has and
 * holds the adapter's answer against this table, so an adapter that reads "Wrong Answer" as
 * Accepted fails the kit, whatever its own table says.
 */
export const REMOTE_VERDICTS = {
  accepted: JudgeStatus.accepted,
  wrongAnswer: JudgeStatus.wrongAnswer,
  presentationError: JudgeStatus.presentationError,
  compileError: JudgeStatus.compileError,
  timeLimit: JudgeStatus.timeLimitExceeded,
  /** Codeforces' idleness limit: the program waited for input that never came. */
  idlenessLimit: JudgeStatus.timeLimitExceeded,
  memoryLimit: JudgeStatus.memoryLimitExceeded,
  runtimeError: JudgeStatus.runtimeError,
  /** As the local judge does: the status list has no output-limit verdict; the program's fault. */
  outputLimit: JudgeStatus.runtimeError,
  /** Some cases passed (scored problems: SPOJ, a remote HOJ's OI problems). */
  partial: JudgeStatus.partialAccepted,
  /** The remote judge failed (its internal error), not the program. */
  systemError: JudgeStatus.systemError,
} as const satisfies Record<string, JudgeStatusCode>

export type RemoteVerdictKind = keyof typeof REMOTE_VERDICTS

/** Kinds every site has: the kit refuses a fake that cannot show them. */
export const REQUIRED_VERDICT_KINDS: ReadonlyArray<RemoteVerdictKind> = [
  'accepted',
  'wrongAnswer',
  'compileError',
  'timeLimit',
  'runtimeError',
]
