/**
 * Judge status codes of spec 1 §3, shared by the judge, the server and the web. The display colour
 * and tag type live with the web's verdict tag; names here are the English short forms.
 */
export const JudgeStatus = {
  notSubmitted: -10,
  submittedUnknown: -5,
  cancelled: -4,
  presentationError: -3,
  compileError: -2,
  wrongAnswer: -1,
  accepted: 0,
  timeLimitExceeded: 1,
  memoryLimitExceeded: 2,
  runtimeError: 3,
  systemError: 4,
  pending: 5,
  compiling: 6,
  judging: 7,
  partialAccepted: 8,
  submitting: 9,
  submittedFailed: 10,
} as const
export type JudgeStatusCode = (typeof JudgeStatus)[keyof typeof JudgeStatus]

/** Short names (NS, SNR, CA, PE, CE, WA, AC, TLE, MLE, RE, SE, PD, CP, JG, PAC, SB, SF) by code. */
export const JUDGE_STATUS_SHORT: Readonly<Record<JudgeStatusCode, string>> = {
  [-10]: 'NS',
  [-5]: 'SNR',
  [-4]: 'CA',
  [-3]: 'PE',
  [-2]: 'CE',
  [-1]: 'WA',
  0: 'AC',
  1: 'TLE',
  2: 'MLE',
  3: 'RE',
  4: 'SE',
  5: 'PD',
  6: 'CP',
  7: 'JG',
  8: 'PAC',
  9: 'SB',
  10: 'SF',
}

/** Statuses of a submission still on its way (polling goes on while the status is one of these). */
export const IN_PROGRESS_STATUSES: ReadonlyArray<JudgeStatusCode> = [
  JudgeStatus.pending,
  JudgeStatus.compiling,
  JudgeStatus.judging,
  JudgeStatus.submitting,
]

export const isFinalStatus = (status: number): boolean =>
  !(IN_PROGRESS_STATUSES as ReadonlyArray<number>).includes(status)
