import type { JudgedEvent } from '@oj/problems-contract'
import { type DbClient, dbTransaction } from '@oj/sdk/server'
import { and, eq, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { contestProblem } from '../tables.ts'
import { runAt } from './runs.ts'
import { virtualRecord } from './tables.ts'

// The judged events of virtual runs: a contest submission made while its user's virtual run of that
// contest ran is the run's (virtual_record), and never reaches the real board, the ICPC feed, the
// admin helper or the scroll board; any other event goes on to `real`.

/** Stores the event as a virtual run's record when it is one; answers whether it was. */
async function storeIfVirtual(tx: DbClient, event: JudgedEvent): Promise<boolean> {
  if (event.cid <= 0) return false
  const run = await runAt(tx, event.cid, event.uid, new Date(event.submitTime).getTime())
  if (!run) return false
  let displayId = event.displayId
  if (!displayId) {
    const [problem] = await tx
      .select({ displayId: contestProblem.displayId })
      .from(contestProblem)
      .where(and(eq(contestProblem.cid, event.cid), eq(contestProblem.pid, event.pid)))
    // a problem no longer in the contest: still the run's, but nowhere to show it
    if (!problem) return true
    displayId = problem.displayId
  }
  const values = {
    submitId: event.submitId,
    attempt: event.attempt,
    runId: run.id,
    cid: event.cid,
    uid: event.uid,
    displayId,
    status: event.status,
    score: event.score,
    useTime: event.time,
    submitTime: new Date(event.submitTime),
    subtasks: event.subtasks ?? null,
  }
  await tx
    .insert(virtualRecord)
    .values(values)
    .onConflictDoUpdate({
      target: virtualRecord.submitId,
      set: values,
      // An older attempt's late event never overwrites a newer verdict.
      setWhere: sql`${virtualRecord.attempt} <= ${event.attempt}`,
    })
  return true
}

/** The contest module's judged subscriber, with virtual runs' submissions kept apart. */
export const routeJudged = <E, R>(
  event: JudgedEvent,
  real: (event: JudgedEvent) => Effect.Effect<void, E, R>,
) =>
  // most verdicts are outside contests: for them not even an empty transaction
  event.cid <= 0
    ? Effect.void
    : Effect.flatMap(
        dbTransaction((tx) => storeIfVirtual(tx, event)),
        (isVirtual) => (isVirtual ? Effect.void : real(event)),
      )

/**
 * The same for a batch of events, in one transaction: `real` gets the batch's events that are not
 * virtual runs' (in order), when there are any.
 */
export const routeJudgedBatch = <E, R>(
  events: ReadonlyArray<JudgedEvent>,
  real: (events: ReadonlyArray<JudgedEvent>) => Effect.Effect<void, E, R>,
) => {
  const inContests = events.filter((event) => event.cid > 0)
  return inContests.length === 0
    ? Effect.void
    : Effect.flatMap(
        dbTransaction(async (tx) => {
          const rest: JudgedEvent[] = []
          for (const event of inContests) if (!(await storeIfVirtual(tx, event))) rest.push(event)
          return rest
        }),
        (rest) => (rest.length > 0 ? real(rest) : Effect.void),
      )
}
