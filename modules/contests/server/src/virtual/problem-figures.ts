import { dbQuery } from '@oj/sdk/server'
import { and, count, eq, gte, lt, lte, ne, notInArray, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { leftOut } from '../contest/access.ts'
import { clockOf, type ContestRow } from '../contest/policy.ts'
import type { ProblemFigures } from '../contest/problem-figures.ts'
import { contestRecord } from '../tables.ts'
import { elapsedAt, sealedAtElapsed } from './merge.ts'
import type { RunRow } from './runs.ts'
import { virtualRecord } from './tables.ts'

// The problem list's AC / total during a virtual run: the figures a contestant saw at the same
// elapsed time, from the records the virtual board is made of (merge.ts's virtualRecords): the real
// ones up to the elapsed time (not the board's left-out users, not the participant's own real ones)
// and the run's own.

const HIDDEN: ProblemFigures = { shown: false, counts: new Map() }

export const virtualProblemFigures = (row: ContestRow, run: RunRow, now: number) =>
  Effect.gen(function* () {
    const clock = clockOf(row)
    const runStart = run.startTime.getTime()
    const elapsed = elapsedAt({ start: runStart, end: run.endTime.getTime() }, now)
    if (sealedAtElapsed(clock, elapsed, row.autoRealRank)) return HIDDEN
    const out = yield* leftOut(row)
    const ac = (status: typeof contestRecord.status | typeof virtualRecord.status) =>
      sql<number>`count(*) filter (where ${status} = 0)::int`
    const [real, own] = yield* dbQuery((db) =>
      Promise.all([
        db
          .select({ displayId: contestRecord.displayId, total: count(), ac: ac(contestRecord.status) })
          .from(contestRecord)
          .where(
            and(
              eq(contestRecord.cid, row.id),
              ne(contestRecord.uid, run.uid),
              notInArray(contestRecord.uid, out),
              gte(contestRecord.submitTime, new Date(clock.start)),
              lte(contestRecord.submitTime, new Date(clock.start + elapsed)),
            ),
          )
          .groupBy(contestRecord.displayId),
        db
          .select({ displayId: virtualRecord.displayId, total: count(), ac: ac(virtualRecord.status) })
          .from(virtualRecord)
          .where(
            and(
              eq(virtualRecord.runId, run.id),
              gte(virtualRecord.submitTime, run.startTime),
              lt(virtualRecord.submitTime, run.endTime),
              lte(virtualRecord.submitTime, new Date(runStart + elapsed)),
            ),
          )
          .groupBy(virtualRecord.displayId),
      ]),
    )
    const counts = new Map<string, { ac: number; total: number }>()
    for (const c of [...real, ...own]) {
      const before = counts.get(c.displayId) ?? { ac: 0, total: 0 }
      counts.set(c.displayId, { ac: before.ac + Number(c.ac), total: before.total + Number(c.total) })
    }
    const figures: ProblemFigures = { shown: true, counts }
    return figures
  })
