import { EventEmitter } from 'node:events'

import type { DbClient } from '@oj/sdk/server'
import { Context } from 'effect'

import type { ProblemLists } from '../problem-list.ts'
import { StatusStreams, STREAM_LIMITS } from './stream-hub.ts'

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
  /**
   * How often the status streams of a process re-read, in one query, the submissions they watch:
   * what no change of this process (nor a judged event) told them of, like progress another
   * server process applied.
   */
  readonly streamPollMs: number
  /** The longest a status stream stays open (a client reconnects if it still cares). */
  readonly streamMaxMs: number
  /**
   * How many status streams one address may hold open at once: a lab of contestants behind one NAT
   * address, each watching its submission's verdict (tests lower it to fill it cheaply).
   */
  readonly streamsPerAddress: number
}

export const DEFAULT_TIMINGS: JudgeTimings = {
  outboxPollMs: 1_000,
  sweepEveryMs: 30_000,
  stuckAfterMs: 5 * 60_000,
  maxAttempts: 4,
  maxStarts: 3,
  testRunDeadlineMs: 5 * 60_000,
  maxTaskBytes: 16 * 1024 * 1024,
  streamPollMs: 2_000,
  streamMaxMs: 3 * 60_000,
  streamsPerAddress: STREAM_LIMITS.perAddress,
}

/**
 * In-process signals of the judging pipeline: writes wake the outbox publisher at once (instead of
 * at its next poll), and applied reports wake the status streams of their submission.
 */
export class JudgeSignals {
  readonly #emitter = new EventEmitter()
  readonly timings: JudgeTimings
  readonly streams: StatusStreams

  /**
   * The public problem list's pages this server keeps (problem-list.ts): state of the module's layer,
   * made with it; absent where the signals are made without a server (tests of the pipeline).
   */
  readonly lists: ProblemLists | undefined

  constructor(timings: JudgeTimings, db: DbClient, lists?: ProblemLists) {
    this.timings = timings
    this.lists = lists
    this.streams = new StatusStreams(db, timings)
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
    this.streams.changed(submitId)
  }
}

export class Judging extends Context.Service<Judging, JudgeSignals>()('problems/Judging') {}
