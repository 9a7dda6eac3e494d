import { EventEmitter } from 'node:events'

import { Context } from 'effect'

/** Timings of the judging pipeline; tests shorten them. */
export interface JudgeTimings {
  /** How often the outbox publisher looks for unsent rows (it is also woken after each write). */
  readonly outboxPollMs: number
  /** How often the sweeper runs, and how long a submission may sit in Pending/Compiling/Judging. */
  readonly sweepEveryMs: number
  readonly stuckAfterMs: number
  /** Attempts after which the sweeper gives up with System Error (Submitted Failed for remote problems). */
  readonly maxAttempts: number
  /** Times one attempt may start judging (a worker took it and died or gave it back) before System Error. */
  readonly maxStarts: number
  /** How long a test run may wait for its result before it ends with an error. */
  readonly testRunDeadlineMs: number
  /** The largest task (bytes of JSON) judged at all; larger ones end as System Error. */
  readonly maxTaskBytes: number
  /** How often the status stream re-reads the row when no local change wakes it. */
  readonly streamPollMs: number
  /** The longest a status stream stays open (a client reconnects if it still cares). */
  readonly streamMaxMs: number
}

export const DEFAULT_TIMINGS: JudgeTimings = {
  outboxPollMs: 1_000,
  sweepEveryMs: 30_000,
  stuckAfterMs: 5 * 60_000,
  maxAttempts: 4,
  maxStarts: 3,
  testRunDeadlineMs: 5 * 60_000,
  maxTaskBytes: 16 * 1024 * 1024,
  streamPollMs: 500,
  streamMaxMs: 3 * 60_000,
}

/**
 * In-process signals of the judging pipeline: writes wake the outbox publisher at once (instead of
 * at its next poll), and applied reports wake the status streams of their submission.
 */
export class JudgeSignals {
  readonly #emitter = new EventEmitter()
  readonly timings: JudgeTimings

  constructor(timings: JudgeTimings) {
    this.timings = timings
    this.#emitter.setMaxListeners(0)
  }

  wakeOutbox(): void {
    this.#emitter.emit('outbox')
  }

  onOutbox(listener: () => void): () => void {
    this.#emitter.on('outbox', listener)
    return () => this.#emitter.off('outbox', listener)
  }

  submissionChanged(submitId: number): void {
    this.#emitter.emit(`submission:${submitId}`)
  }

  onSubmission(submitId: number, listener: () => void): () => void {
    this.#emitter.on(`submission:${submitId}`, listener)
    return () => this.#emitter.off(`submission:${submitId}`, listener)
  }
}

export class Judging extends Context.Service<Judging, JudgeSignals>()('problems/Judging') {}
