import { type AdminDashboardContribution, dbQuery } from '@oj/sdk/server'
import { and, count, gte, lt, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { submission } from '../submissions/tables.ts'
import { startOfLocalDay } from './days.ts'

const HOUR_MS = 3_600_000

/**
 * The admin dashboard's "submissions today" (every submission since local midnight, HOJ's count) and
 * its chart: submissions and accepted ones per hour (test runs are not submissions).
 */
export const problemsDashboard: AdminDashboardContribution<never> = {
  figures: () =>
    dbQuery((db) =>
      db
        .select({ n: count() })
        .from(submission)
        .where(gte(submission.submitTime, startOfLocalDay(new Date()))),
    ).pipe(Effect.map(([row]) => ({ todayJudgeNum: row?.n ?? 0 }))),
  judging: (from, hours) =>
    dbQuery((db) => {
      // Hours since the epoch: whole UTC hours, whatever the database session's time zone.
      const hour = sql<number>`floor(extract(epoch from ${submission.submitTime}) / 3600)::int`
      return db
        .select({
          hour,
          total: count(),
          accepted: sql<number>`count(*) filter (where ${submission.status} = 0)::int`,
        })
        .from(submission)
        .where(
          and(
            gte(submission.submitTime, from),
            lt(submission.submitTime, new Date(from.getTime() + hours * HOUR_MS)),
          ),
        )
        .groupBy(hour)
    }).pipe(
      Effect.map((rows) =>
        rows.map((r) => ({
          hour: new Date(Number(r.hour) * HOUR_MS).toISOString(),
          total: Number(r.total),
          accepted: Number(r.accepted),
        })),
      ),
    ),
}
