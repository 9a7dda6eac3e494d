import type { SubmissionDetail, SubmissionView, TestJudgeResult } from '@oj/problems-contract'
import { Routes } from '@oj/problems-contract'
import { useApi } from '@oj/sdk/web'
import { useCallback, useEffect, useRef, useState } from 'react'

import {
  inProgress,
  MAX_SUBMISSION_POLLS,
  MAX_TEST_POLLS,
  SUBMISSION_POLL_MS,
  type SubmitPhase,
  TEST_POLL_MS,
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
}

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
 * (the page reloads the problem data then).
 */
export function useSubmit(onJudged: () => void): {
  state: SubmitState
  submit: (request: SubmitRequest) => Promise<void>
} {
  const api = useApi()
  const [state, setState] = useState<SubmitState>({ phase: 'idle' })
  const setPoll = usePollSlot()
  const judged = useRef(onJudged)
  useEffect(() => {
    judged.current = onJudged
  }, [onJudged])

  const submit = useCallback(
    async (request: SubmitRequest) => {
      setPoll(undefined)
      setState({ phase: 'submitting' })
      let view: SubmissionView
      try {
        view = await api.post<SubmissionView>(Routes.submit, request)
      } catch {
        // The API client has shown the error.
        setState({ phase: 'idle' })
        return
      }
      const submitId = view.submitId
      if (!inProgress(view.status)) {
        setState({ phase: 'done', submitId, status: view.status })
        judged.current()
        return
      }
      setState({ phase: 'polling', submitId, status: view.status })
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
          type: 'public',
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
