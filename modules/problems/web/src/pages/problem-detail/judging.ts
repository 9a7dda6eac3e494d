// The rules of submitting and test runs (spec 1 §4, §5, §9), free of React so they can be tested.
import { CODE_MAX_LENGTH, TEST_INPUT_MAX_LENGTH } from '@oj/problems-contract'

/** Submission polling: every 2 s, at most 30 polls. */
export const SUBMISSION_POLL_MS = 2000
export const MAX_SUBMISSION_POLLS = 30
/** Test-run polling: every 1 s. */
export const TEST_POLL_MS = 1000
/** A test run stops polling after this many (2 minutes), so a lost run does not poll forever. */
export const MAX_TEST_POLLS = 120

/** Submitting (9), Pending (5), Compiling (6) and Judging (7): the judge is not done yet. */
const IN_PROGRESS = new Set([5, 6, 7, 9])

export function inProgress(status: number): boolean {
  return IN_PROGRESS.has(status)
}

/** Whether to poll again after poll number `polls` (counted from 1) answered `status`. */
export function pollAgain(status: number, polls: number, maxPolls: number = MAX_SUBMISSION_POLLS): boolean {
  return inProgress(status) && polls < maxPolls
}

/** Message ids of the problems catalogue for a code that may not be sent; undefined when it may. */
export type CodeProblem = 'problems.detail.codeEmpty' | 'problems.detail.codeTooLong'

export function checkCode(code: string): CodeProblem | undefined {
  if (code.trim().length === 0) return 'problems.detail.codeEmpty'
  if (code.length > CODE_MAX_LENGTH) return 'problems.detail.codeTooLong'
  return undefined
}

export function checkTestInput(input: string): 'problems.detail.testInputTooLong' | undefined {
  return input.length > TEST_INPUT_MAX_LENGTH ? 'problems.detail.testInputTooLong' : undefined
}

export type SubmitPhase = 'idle' | 'submitting' | 'polling' | 'done'

/** Submit is disabled while submitting, after submitted (until the verdict), or when turned off. */
export function submitDisabled(phase: SubmitPhase, submissionDisabled: boolean): boolean {
  return submissionDisabled || phase === 'submitting' || phase === 'polling'
}
