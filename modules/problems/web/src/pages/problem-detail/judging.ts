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

/** `submitted`: sent without polling (the OI-contest overwrite); Submit may be pressed again. */
export type SubmitPhase = 'idle' | 'submitting' | 'polling' | 'done' | 'submitted'

/** Submit is disabled while submitting, after submitted (until the verdict), or when turned off. */
export function submitDisabled(phase: SubmitPhase, submissionDisabled: boolean): boolean {
  return submissionDisabled || phase === 'submitting' || phase === 'polling'
}

/** An OI contest's overwriting submit waits this long before it is sent (spec 1 §4). */
export const OVERWRITE_SUBMIT_DELAY_MS = 1000

/** How one Submit goes: whether to ask first, how long to wait, whether to poll for the verdict. */
export interface SubmitPlan {
  readonly confirm: boolean
  readonly delayMs: number
  readonly poll: boolean
}

/**
 * The normal submit sends at once and polls. In an OI contest without real-time rank permission, a user
 * who already submitted the problem confirms overwriting; the submit then waits 1 s, nothing is polled
 * and a 'submitted successfully' message shows (spec 1 §4). The page says which case it is.
 */
export function submitPlan(rules: { readonly confirmOverwrite: boolean } | undefined): SubmitPlan {
  return rules?.confirmOverwrite
    ? { confirm: true, delayMs: OVERWRITE_SUBMIT_DELAY_MS, poll: false }
    : { confirm: false, delayMs: 0, poll: true }
}

/** The test run's `type`: a contest's, a group's or the public problem's. */
export function testRunType(ids: {
  readonly cid: number
  readonly gid: number
}): 'contest' | 'group' | 'public' {
  if (ids.cid > 0) return 'contest'
  if (ids.gid > 0) return 'group'
  return 'public'
}

/** What came of sending a submit (before any polling). */
export type SubmitOutcome =
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed' }
  /** Sent under a plan without polling. */
  | { readonly kind: 'submitted'; readonly submitId: number; readonly status: number }
  /** The verdict came with the answer. */
  | { readonly kind: 'final'; readonly submitId: number; readonly status: number }
  | { readonly kind: 'poll'; readonly submitId: number; readonly status: number }

export interface SubmitSteps {
  /** Waits `ms`; answers false when the wait was cancelled (the page left, another submit). */
  readonly wait: (ms: number) => Promise<boolean>
  /** POST /submit-problem-judge; rejects on failure (the API client has shown the error). */
  readonly post: () => Promise<{ readonly submitId: number; readonly status: number }>
}

/** The plan's wait, then the POST; says whether to poll. Confirmation is asked before this. */
export async function sendSubmit(plan: SubmitPlan, steps: SubmitSteps): Promise<SubmitOutcome> {
  if (plan.delayMs > 0 && !(await steps.wait(plan.delayMs))) return { kind: 'cancelled' }
  let view: { readonly submitId: number; readonly status: number }
  try {
    view = await steps.post()
  } catch {
    return { kind: 'failed' }
  }
  const { submitId, status } = view
  if (!plan.poll) return { kind: 'submitted', submitId, status }
  return inProgress(status) ? { kind: 'poll', submitId, status } : { kind: 'final', submitId, status }
}
