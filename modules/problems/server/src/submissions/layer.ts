import type { JudgedEvent } from '@oj/problems-contract'
import { ProblemsEvents } from '@oj/problems-contract/events'
import { HEARTBEAT_SUBJECT, on } from '@oj/sdk/server'
import { Bus, Db, Files, type PlatformServices, type SubscriptionSpec } from '@oj/sdk/server'
import { Effect, Layer } from 'effect'

import { problemLists } from '../problem-list.ts'
import { startPipeline } from './pipeline.ts'
import { DEFAULT_TIMINGS, JudgeSignals, type JudgeTimings, Judging } from './signals.ts'
import { recordHeartbeat } from './workers.ts'

/** The judging pipeline as the module's layer: started with the server, stopped with it. */
export const judgingLayer = (timings: Partial<JudgeTimings> = {}) =>
  Layer.effect(
    Judging,
    Effect.gen(function* () {
      const db = yield* Db
      const bus = yield* Bus
      const files = yield* Files
      const signals = new JudgeSignals({ ...DEFAULT_TIMINGS, ...timings }, db.client, problemLists(db))
      const pipeline = yield* Effect.promise(() => startPipeline(db.client, bus, signals, undefined, files))
      yield* Effect.addFinalizer(() =>
        Effect.promise(async () => {
          signals.streams.close()
          await pipeline.stop()
        }),
      )
      return signals
    }),
  )

/** Heartbeats of the judge workers fill judge_worker (get-judge-service-info, the language lists). */
export const heartbeatSubscription: SubscriptionSpec<never> = {
  subject: HEARTBEAT_SUBJECT,
  handler: (msg) =>
    Effect.gen(function* () {
      const db = yield* Db
      let payload: unknown
      try {
        payload = msg.json()
      } catch {
        return
      }
      yield* db.use((client) => recordHeartbeat(client, payload))
    }),
}

/**
 * The module's one subscription on the judged events: a verdict given, changed or cancelled anywhere
 * reaches the status streams watching that submission at once, then `alsoOnJudged` (one per subject:
 * two would share the module's durable, each event reaching only one of them).
 */
export const judgedSubscription = <E>(
  alsoOnJudged: (event: JudgedEvent) => Effect.Effect<void, E, PlatformServices>,
): SubscriptionSpec<Judging> =>
  on(ProblemsEvents.judged, (event) =>
    Effect.gen(function* () {
      ;(yield* Judging).submissionChanged(event.submitId)
      yield* alsoOnJudged(event)
    }),
  )
