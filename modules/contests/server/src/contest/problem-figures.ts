import type { ContestProblemsQuery } from '@oj/contests-contract'
import { type Caller, dbQuery } from '@oj/sdk/server'
import { and, count, eq, notInArray, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { contestRecord } from '../tables.ts'
import { contestAdmin, leftOut } from './access.ts'
import { type ContestRow, sealedFor } from './policy.ts'

// The problem list's AC / total figures (GET /get-contest-problem); a virtual run's are
// virtual/problem-figures.ts's.

export interface ProblemFigures {
  /** Whether the figures show: not while the board was sealed at this elapsed time. */
  readonly shown: boolean
  /** display id → Accepted and all judged runs */
  readonly counts: ReadonlyMap<string, { readonly ac: number; readonly total: number }>
}

const HIDDEN: ProblemFigures = { shown: false, counts: new Map() }

/** The problem list's AC and total of the contest's records (of the board's view). */
export const realFigures = (
  row: ContestRow,
  caller: Caller | undefined,
  query: ContestProblemsQuery,
  now: number,
) =>
  Effect.gen(function* () {
    if (sealedFor(yield* contestAdmin(caller, row), row, now)) return HIDDEN
    const out = yield* leftOut(row)
    const counts = yield* dbQuery((db) =>
      db
        .select({
          displayId: contestRecord.displayId,
          total: count(),
          ac: sql<number>`count(*) filter (where ${contestRecord.status} = 0)::int`,
        })
        .from(contestRecord)
        .where(
          and(
            eq(contestRecord.cid, row.id),
            notInArray(contestRecord.uid, out),
            query.containsEnd ? undefined : sql`${contestRecord.submitTime} < ${row.endTime}`,
          ),
        )
        .groupBy(contestRecord.displayId),
    )
    const figures: ProblemFigures = {
      shown: true,
      counts: new Map(counts.map((c) => [c.displayId, { ac: Number(c.ac), total: Number(c.total) }])),
    }
    return figures
  })
