import { pollAgain } from './judging.ts'

export interface PollOptions<T> {
  /** One request (the submission's or the test run's state). */
  readonly fetch: () => Promise<T>
  readonly status: (answer: T) => number
  readonly intervalMs: number
  readonly maxPolls: number
  /** Each answer, with whether another poll follows. */
  readonly onAnswer: (answer: T, more: boolean) => void
  /** A failed request: polling stops (spec 1 §4). */
  readonly onError: (error: unknown) => void
}

/**
 * Polls every `intervalMs` (the first request after one interval) while the status is in progress
 * and fewer than `maxPolls` polls were made. Returns a function that stops it.
 */
export function startPolling<T>(options: PollOptions<T>): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const step = (polls: number) => {
    timer = setTimeout(() => {
      options.fetch().then(
        (answer) => {
          if (stopped) return
          const next = polls + 1
          const more = pollAgain(options.status(answer), next, options.maxPolls)
          options.onAnswer(answer, more)
          if (more) step(next)
        },
        (error: unknown) => {
          if (!stopped) options.onError(error)
        },
      )
    }, options.intervalMs)
  }
  step(0)
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
