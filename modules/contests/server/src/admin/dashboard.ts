import { type AdminDashboardContribution, dbQuery } from '@oj/sdk/server'
import { and, count, eq, gt, isNull, lte } from 'drizzle-orm'
import { Effect } from 'effect'

import { contest } from '../tables.ts'

/** HOJ's window of the dashboard's recent contests. */
const WITHIN_MS = 14 * 86_400_000

/**
 * The admin dashboard's recent contests, as HOJ counts them (getWithinNext14DaysContests): visible
 * contests of the site (not a group's) that have not ended and start within 14 days, running ones
 * included.
 */
const recentContestCount = (now: Date) =>
  dbQuery((db) =>
    db
      .select({ n: count() })
      .from(contest)
      .where(
        and(
          eq(contest.visible, true),
          isNull(contest.gid),
          gt(contest.endTime, now),
          lte(contest.startTime, new Date(now.getTime() + WITHIN_MS)),
        ),
      ),
  ).pipe(Effect.map(([row]) => row?.n ?? 0))

export const contestsDashboard: AdminDashboardContribution<never> = {
  figures: () => Effect.map(recentContestCount(new Date()), (recentContestNum) => ({ recentContestNum })),
}
