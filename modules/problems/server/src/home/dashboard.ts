import { type AdminDashboardContribution, dbQuery } from '@oj/sdk/server'
import { count, gte } from 'drizzle-orm'
import { Effect } from 'effect'

import { submission } from '../submissions/tables.ts'
import { startOfLocalDay } from './days.ts'

/** The admin dashboard's "submissions today": every submission since local midnight (HOJ's count). */
export const problemsDashboard: AdminDashboardContribution<never> = {
  figures: () =>
    dbQuery((db) =>
      db
        .select({ n: count() })
        .from(submission)
        .where(gte(submission.submitTime, startOfLocalDay(new Date()))),
    ).pipe(Effect.map(([row]) => ({ todayJudgeNum: row?.n ?? 0 }))),
}
