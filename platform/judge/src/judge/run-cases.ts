import type { CaseResult, JudgeCase, JudgeCaseMode } from '@oj/sdk/judge'

import { inOrder, rulesOut, shouldRun } from './case-modes.ts'

/** Run slots a task may borrow for more of its cases while the worker has them free. */
export interface CaseSlots {
  /** A free slot's release, or undefined when none is free (or a task waits for one). */
  borrow(): (() => void) | undefined
  /**
   * A place outside the run slots for a case whose program is idle (asleep until its wall limit,
   * using no CPU), so that its run slot serves another case meanwhile: its release, or undefined
   * when none is left (the case then keeps its slot). None: idle cases keep theirs.
   */
  park?(): (() => void) | undefined
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
  /**
   * Judges one case; `signal` aborts when the case became moot (its result is then dropped); `idle`
   * is for the case to call when its program is seen idle (see CaseSlots.park).
   */
  readonly judge: (c: JudgeCase, signal: AbortSignal, idle: () => void) => Promise<CaseResult>
  /** Told each time a case finished, with how many have. */
  readonly finished?: (count: number) => void
}

/**
 * Runs the cases the mode calls for: in index order, the first on the task's own slot and more at
 * once on borrowed ones. A case whose program sleeps gives its slot to the next case once it is
 * parked (CaseSlots.park): a sleeper computes nothing, so ten sleeping cases no longer wait two by
 * two for their wall limits (unless the first failure ends the judging: see `parkable`). A failure that rules out later cases (stop at the first failure, a
 * settled subtask) ends those already running; cases before it still finish, so the results are
 * exactly those of judging one case after another.
 */
export function runCases(plan: CasePlan): Promise<Array<CaseResult>> {
  const { cases, mode, stopAtFirstFailure: stop } = plan
  const results: CaseResult[] = []
  const running = new Map<JudgeCase, AbortController>()
  let next = 0
  let failure: unknown = null
  /** Whether no running case holds the task's own slot. */
  let ownFree = true
  /** Idle cases that found no place to park: they try again when one of this task's is let go. */
  const waitingToPark = new Set<() => boolean>()
  // Where any failure ends the judging (ACM contests, ergodic_without_error), a sleeper (a TLE to be,
  // most likely) rules out whatever would run in its place: it keeps its slot, and the verdict does
  // not wait for more moot cases to be ended.
  const parkable =
    plan.parallel && !stop && mode !== 'ergodic_without_error' && plan.slots?.park !== undefined
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
        let slot: 'own' | (() => void)
        if (ownFree) slot = 'own'
        else {
          const borrowed = plan.parallel ? plan.slots?.borrow() : undefined
          if (!borrowed) break
          slot = borrowed
        }
        next++
        start(c, slot)
      }
      settleIfDone()
    }
    const start = (c: JudgeCase, slot: 'own' | (() => void)): void => {
      const controller = new AbortController()
      running.set(c, controller)
      if (slot === 'own') ownFree = false
      /** The run slot the case holds: the task's own, a borrowed one, or none once parked. */
      let held: 'own' | (() => void) | null = slot
      let parked: (() => void) | undefined
      const letGo = (): void => {
        if (held === 'own') ownFree = true
        else held?.()
        held = null
      }
      /** Parks the case, giving its run slot back; false when no place is free. */
      const park = (): boolean => {
        if (held === null || controller.signal.aborted) return true
        parked = plan.slots?.park?.()
        if (!parked) return false
        letGo()
        return true
      }
      const idle = (): void => {
        if (!parkable || held === null) return
        if (park()) pump()
        else waitingToPark.add(park)
      }
      const ended = (): void => {
        running.delete(c)
        waitingToPark.delete(park)
        letGo()
        if (!parked) return
        parked()
        parked = undefined
        // its place is free: the first idle case still waiting for one takes it
        for (const retry of waitingToPark) {
          waitingToPark.delete(retry)
          if (!retry()) {
            waitingToPark.add(retry)
            break
          }
        }
      }
      plan.judge(c, controller.signal, idle).then(
        (result) => {
          ended()
          if (!controller.signal.aborted) {
            results.push(result)
            for (const [other, control] of running) if (rulesOut(mode, stop, result, other)) control.abort()
            plan.finished?.(results.length)
          }
          pump()
        },
        (error: unknown) => {
          ended()
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
