import type { CaseResult, JudgeCase, JudgeCaseMode } from '@oj/sdk/judge'

import { inOrder, rulesOut, shouldRun } from './case-modes.ts'

/** Run slots a task may borrow for more of its cases while the worker has them free. */
export interface CaseSlots {
  /** A free slot's release, or undefined when none is free (or a task waits for one). */
  borrow(): (() => void) | undefined
}

export interface CasePlan {
  /** In index order. */
  readonly cases: ReadonlyArray<JudgeCase>
  readonly mode: JudgeCaseMode
  readonly stopAtFirstFailure: boolean
  /** Whether cases may run at once (not when they share files: file IO, interactors). */
  readonly parallel: boolean
  readonly slots?: CaseSlots | undefined
  /** The worker gave the task up: running cases end, and the promise rejects. */
  readonly signal?: AbortSignal | undefined
  /** Judges one case; `signal` aborts when the case became moot (its result is then dropped). */
  readonly judge: (c: JudgeCase, signal: AbortSignal) => Promise<CaseResult>
  /** Told each time a case finished, with how many have. */
  readonly finished?: (count: number) => void
}

/**
 * Runs the cases the mode calls for: in index order, the first on the task's own slot and more at
 * once on borrowed ones. A failure that rules out later cases (stop at the first failure, a settled
 * subtask) ends those already running; cases before it still finish, so the results are exactly
 * those of judging one case after another.
 */
export function runCases(plan: CasePlan): Promise<Array<CaseResult>> {
  const { cases, mode, stopAtFirstFailure: stop } = plan
  const results: CaseResult[] = []
  const running = new Map<JudgeCase, AbortController>()
  let next = 0
  let failure: unknown = null
  return new Promise((resolve, reject) => {
    const settleIfDone = (): boolean => {
      if (running.size > 0) return false
      if (failure !== null) reject(failure)
      else if (plan.signal?.aborted) reject(plan.signal.reason)
      else if (next >= cases.length) resolve(inOrder(mode, stop, results))
      else return false
      return true
    }
    const fail = (error: unknown): void => {
      failure ??= error
      for (const controller of running.values()) controller.abort()
    }
    const pump = (): void => {
      if (failure !== null || plan.signal?.aborted) return void settleIfDone()
      while (next < cases.length) {
        const c = cases[next]!
        if (!shouldRun(mode, c, results, stop)) {
          next++
          continue
        }
        let release: (() => void) | undefined
        if (running.size > 0) {
          release = plan.parallel ? plan.slots?.borrow() : undefined
          if (!release) break
        }
        next++
        start(c, release)
      }
      settleIfDone()
    }
    const start = (c: JudgeCase, release: (() => void) | undefined): void => {
      const controller = new AbortController()
      running.set(c, controller)
      plan.judge(c, controller.signal).then(
        (result) => {
          running.delete(c)
          release?.()
          if (!controller.signal.aborted) {
            results.push(result)
            for (const [other, control] of running) if (rulesOut(mode, stop, result, other)) control.abort()
            plan.finished?.(results.length)
          }
          pump()
        },
        (error: unknown) => {
          running.delete(c)
          release?.()
          fail(error)
          settleIfDone()
        },
      )
    }
    plan.signal?.addEventListener('abort', () => fail(plan.signal?.reason ?? new Error('aborted')), {
      once: true,
    })
    pump()
  })
}
