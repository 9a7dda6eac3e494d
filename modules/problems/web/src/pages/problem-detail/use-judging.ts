import type { LastAcCode, SubmissionDetail, SubmissionView, TestJudgeResult } from '@oj/problems-contract'
import { Routes } from '@oj/problems-contract'
import { useApi } from '@oj/sdk/web'
import { useCallback, useEffect, useRef, useState } from 'react'

import {
  MAX_SUBMISSION_POLLS,
  MAX_TEST_POLLS,
  sendSubmit,
  SUBMISSION_POLL_MS,
  type SubmitPhase,
  type SubmitPlan,
  TEST_POLL_MS,
  testRunType,
} from './judging.ts'
import { startPolling } from './poller.ts'

export interface SubmitState {
  readonly phase: SubmitPhase
  readonly submitId?: number
  readonly status?: number
}

export interface SubmitRequest {
  readonly pid: number
  readonly language: string
  readonly code: string
  /** Contest, training and group ids (0 for none), from the page's context. */
  readonly cid: number
  readonly tid: number
  readonly gid: number
}

const POLL_PLAN: SubmitPlan = { confirm: false, delayMs: 0, poll: true }

/** Stops the running poll when replaced and on unmount. */
function usePollSlot(): (stop?: () => void) => void {
  const current = useRef<(() => void) | undefined>(undefined)
  useEffect(() => () => current.current?.(), [])
  return useCallback((stop?: () => void) => {
    current.current?.()
    current.current = stop
  }, [])
}

/**
 * Submitting and then polling the submission every 2 s, at most 30 times, until it is neither
 * Pending, Compiling nor Judging (spec 1 §4). Polling stops on any error; `onJudged` runs at the end
 * (the page reloads the problem data then). A plan without polling (the OI-contest overwrite) waits
 * `delayMs`, sends, and ends in `submitted`.
 */
export function useSubmit(onJudged: () => void): {
  state: SubmitState
  submit: (request: SubmitRequest, plan?: SubmitPlan) => Promise<void>
} {
  const api = useApi()
  const [state, setState] = useState<SubmitState>({ phase: 'idle' })
  const setPoll = usePollSlot()
  const judged = useRef(onJudged)
  useEffect(() => {
    judged.current = onJudged
  }, [onJudged])

  const submit = useCallback(
    async (request: SubmitRequest, plan: SubmitPlan = POLL_PLAN) => {
      setPoll(undefined)
      setState({ phase: 'submitting' })
      const outcome = await sendSubmit(plan, {
        // The wait ends early, and nothing is sent, when the page is left or another submit starts.
        wait: (ms) =>
          new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(true), ms)
            setPoll(() => {
              clearTimeout(timer)
              resolve(false)
            })
          }),
        post: () =>
          api.post<SubmissionView>(Routes.submit, {
            pid: request.pid,
            language: request.language,
            code: request.code,
            cid: request.cid,
            tid: request.tid,
            gid: request.gid,
          }),
      })
      if (outcome.kind === 'cancelled') return
      if (outcome.kind === 'failed') {
        setState({ phase: 'idle' })
        return
      }
      const { submitId, status } = outcome
      if (outcome.kind === 'submitted') {
        setState({ phase: 'submitted', submitId, status })
        return
      }
      if (outcome.kind === 'final') {
        setState({ phase: 'done', submitId, status })
        judged.current()
        return
      }
      setState({ phase: 'polling', submitId, status })
      setPoll(
        startPolling({
          fetch: () => api.get<SubmissionDetail>(Routes.submissionDetail, { submitId }),
          status: (d) => d.submission.status,
          intervalMs: SUBMISSION_POLL_MS,
          maxPolls: MAX_SUBMISSION_POLLS,
          onAnswer: (d, more) => {
            setState({ phase: more ? 'polling' : 'done', submitId, status: d.submission.status })
            if (!more) judged.current()
          },
          onError: () => setState((s) => ({ ...s, phase: 'done' })),
        }),
      )
    },
    [api, setPoll],
  )
  return { state, submit }
}

export interface TestRequest extends SubmitRequest {
  readonly userInput: string
  readonly expectedOutput: string
}

export interface TestState {
  readonly running: boolean
  readonly result?: TestJudgeResult
}

/** A test run: POST, then the result every 1 s while the judge works on it. */
export function useTestRun(): { state: TestState; run: (request: TestRequest) => Promise<void> } {
  const api = useApi()
  const [state, setState] = useState<TestState>({ running: false })
  const setPoll = usePollSlot()

  const run = useCallback(
    async (request: TestRequest) => {
      setPoll(undefined)
      setState({ running: true })
      let testJudgeKey: string
      try {
        testJudgeKey = await api.post<string>(Routes.testJudge, {
          pid: request.pid,
          language: request.language,
          code: request.code,
          type: testRunType(request),
          cid: request.cid,
          gid: request.gid,
          userInput: request.userInput,
          ...(request.expectedOutput !== '' ? { expectedOutput: request.expectedOutput } : {}),
        })
      } catch {
        setState({ running: false })
        return
      }
      setPoll(
        startPolling({
          fetch: () => api.get<TestJudgeResult>(Routes.testJudgeResult, { testJudgeKey }),
          status: (r) => r.status,
          intervalMs: TEST_POLL_MS,
          maxPolls: MAX_TEST_POLLS,
          onAnswer: (result, more) => setState({ running: more, result }),
          onError: () => setState((s) => ({ ...s, running: false })),
        }),
      )
    },
    [api, setPoll],
  )
  return { state, run }
}

/** GET /get-last-ac-code: the user's latest accepted code (undefined when refused; the client toasts why). */
export function useLastAcCode(): (query: { pid: number; cid: number }) => Promise<LastAcCode | undefined> {
  const api = useApi()
  return useCallback(
    async (query) => {
      try {
        return await api.get<LastAcCode>(Routes.lastAcCode, query)
      } catch {
        return undefined
      }
    },
    [api],
  )
}
