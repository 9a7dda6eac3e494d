import {
  type LastAcCode,
  ProblemsApi,
  SubmissionsApi,
  type SubmitJudgeInput,
  type TestJudgeResult,
} from '@oj/problems-contract'
import { useApi, useApiMutation } from '@oj/sdk/web'
import { useCallback, useEffect, useRef, useState } from 'react'

import { useCallQuery } from '../../scope/source-query.ts'
import {
  MAX_SUBMISSION_POLLS,
  MAX_TEST_POLLS,
  pollAgain,
  sendSubmit,
  SUBMISSION_POLL_MS,
  type SubmitPhase,
  type SubmitPlan,
  TEST_POLL_MS,
  testRunType,
} from './judging.ts'

export interface SubmitState {
  readonly phase: SubmitPhase
  readonly submitId?: number
  readonly status?: number
}

export interface SubmitRequest {
  /** The problem's display id (in a contest, its id there), as HOJ's submit takes it. */
  readonly pid: string
  readonly language: string
  readonly code: string
  /** Contest, training and group ids (0 for none), from the page's scope. */
  readonly cid: number
  readonly tid: number
  readonly gid: number
}

const POLL_PLAN: SubmitPlan = { confirm: false, delayMs: 0, poll: true }

/** What was sent last: its answer, and whether its verdict is awaited. */
interface Sent {
  readonly phase: SubmitPhase
  readonly submitId?: number
  readonly status?: number
}

/**
 * Submitting, then the submission's detail every 2 s (at most 30 times) until it is neither Pending,
 * Compiling nor Judging (spec 1 §4); a failed ask ends it. `onJudged` runs once the verdict is in
 * (the page reloads the problem's data then). A plan without polling (the OI-contest overwrite) waits
 * `delayMs`, sends, and ends in `submitted`.
 */
export function useSubmit(onJudged: () => void): {
  state: SubmitState
  submit: (request: SubmitRequest, plan?: SubmitPlan) => Promise<void>
} {
  const post = useApiMutation(SubmissionsApi.submit)
  const [sent, setSent] = useState<Sent>({ phase: 'idle' })
  const watching = sent.phase === 'polling' ? sent.submitId : undefined
  const judging = useCallQuery(
    SubmissionsApi.submissionDetail,
    { submitId: watching ?? 0 },
    {
      quiet: true,
      enabled: watching !== undefined,
      refetchInterval: (d, { updates, failed }) =>
        d && !failed && pollAgain(d.submission.status, updates, MAX_SUBMISSION_POLLS)
          ? SUBMISSION_POLL_MS
          : false,
    },
  )
  const status = (watching !== undefined ? judging.data?.submission.status : undefined) ?? sent.status
  const waiting = watching !== undefined && (judging.isPending || judging.polling)
  const phase: SubmitPhase = sent.phase === 'polling' ? (waiting ? 'polling' : 'done') : sent.phase

  // The verdict is in: once per submission.
  const judged = useRef(onJudged)
  const told = useRef<number | undefined>(undefined)
  useEffect(() => {
    judged.current = onJudged
  }, [onJudged])
  useEffect(() => {
    if (phase !== 'done' || sent.submitId === undefined || told.current === sent.submitId) return
    told.current = sent.submitId
    judged.current()
  }, [phase, sent.submitId])

  // A delayed submit is called off when another starts or the page is left.
  const cancelWait = useRef<(() => void) | undefined>(undefined)
  useEffect(() => () => cancelWait.current?.(), [])

  const submit = useCallback(
    async (request: SubmitRequest, plan: SubmitPlan = POLL_PLAN) => {
      cancelWait.current?.()
      setSent({ phase: 'submitting' })
      const input: SubmitJudgeInput = request
      const outcome = await sendSubmit(plan, {
        wait: (ms) =>
          new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(true), ms)
            cancelWait.current = () => {
              clearTimeout(timer)
              resolve(false)
            }
          }),
        post: () => post.mutateAsync(input),
      })
      if (outcome.kind === 'cancelled') return
      if (outcome.kind === 'failed') return setSent({ phase: 'idle' })
      const { submitId } = outcome
      if (outcome.kind === 'submitted')
        return setSent({ phase: 'submitted', submitId, status: outcome.status })
      setSent({ phase: outcome.kind === 'final' ? 'done' : 'polling', submitId, status: outcome.status })
    },
    [post],
  )
  const state: SubmitState = {
    phase,
    ...(sent.submitId !== undefined ? { submitId: sent.submitId } : {}),
    ...(status !== undefined ? { status } : {}),
  }
  return { state, submit }
}

export interface TestRequest extends Omit<SubmitRequest, 'pid'> {
  /** The problem's numeric id. */
  readonly pid: number
  readonly userInput: string
  readonly expectedOutput: string
}

export interface TestState {
  readonly running: boolean
  readonly result?: TestJudgeResult
}

/** A test run: POST, then the result every 1 s while the judge works on it (at most 2 minutes). */
export function useTestRun(): { state: TestState; run: (request: TestRequest) => Promise<void> } {
  const start = useApiMutation(SubmissionsApi.testJudge)
  const [key, setKey] = useState<string>()
  const result = useCallQuery(
    SubmissionsApi.testJudgeResult,
    { testJudgeKey: key ?? '' },
    {
      quiet: true,
      enabled: key !== undefined,
      refetchInterval: (r, { updates, failed }) =>
        r && !failed && pollAgain(r.status, updates, MAX_TEST_POLLS) ? TEST_POLL_MS : false,
    },
  )
  const run = useCallback(
    async (request: TestRequest) => {
      setKey(undefined)
      const testJudgeKey = await start
        .mutateAsync({
          pid: request.pid,
          language: request.language,
          code: request.code,
          type: testRunType(request),
          cid: request.cid,
          tid: request.tid,
          gid: request.gid,
          userInput: request.userInput,
          ...(request.expectedOutput !== '' ? { expectedOutput: request.expectedOutput } : {}),
        })
        .catch(() => undefined)
      setKey(testJudgeKey)
    },
    [start],
  )
  const shown = key !== undefined ? result.data : undefined
  const running = start.isPending || (key !== undefined && (result.isPending || result.polling))
  return { state: { running, ...(shown ? { result: shown } : {}) }, run }
}

/** GET /get-last-ac-code: the user's latest accepted code (undefined when refused; the client toasts why). */
export function useLastAcCode(): (query: { pid: number; cid: number }) => Promise<LastAcCode | undefined> {
  const api = useApi()
  return useCallback((query) => api.call(ProblemsApi.lastAcCode, query).catch(() => undefined), [api])
}
