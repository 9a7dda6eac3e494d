import { HEARTBEAT_SUBJECT } from '@oj/sdk/server'
import { Bus, Db, Files, type SubscriptionSpec } from '@oj/sdk/server'
import { Effect, Layer } from 'effect'

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
      const signals = new JudgeSignals({ ...DEFAULT_TIMINGS, ...timings })
      const pipeline = yield* Effect.promise(() => startPipeline(db.client, bus, signals, undefined, files))
      yield* Effect.addFinalizer(() => Effect.promise(() => pipeline.stop()))
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
