import type {
  LastWeekSubmissionStatistics,
  RecentAcRankRow,
  RecentUpdatedProblem,
} from '@oj/problems-contract'
import { HOME_LIST_SIZE, ProblemAuth } from '@oj/problems-contract'
import { JudgeStatus, unknownProfile } from '@oj/sdk'
import { type DbClient, type DbError, Users } from '@oj/sdk/server'
import { and, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { type HiddenWindow, shownRuns } from '../scopes/hidden.ts'
import { submission } from '../submissions/tables.ts'
import { problem } from '../tables.ts'
import { lastDays } from './days.ts'

const DAY_MS = 86_400_000
const iso = (at: Date | string): string => new Date(at).toISOString()

/** The latest-modified problems of the public bank (public, not contest-only, not a group's). */
export async function recentUpdatedProblems(db: DbClient): Promise<ReadonlyArray<RecentUpdatedProblem>> {
  const rows = await db
    .select({
      id: problem.id,
      problemId: problem.problemId,
      title: problem.title,
      type: problem.type,
      gmtCreate: problem.gmtCreate,
      gmtModified: problem.gmtModified,
    })
    .from(problem)
    .where(and(eq(problem.auth, ProblemAuth.public), isNull(problem.gid)))
    .orderBy(desc(problem.gmtModified), desc(problem.id))
    .limit(HOME_LIST_SIZE)
  return rows.map((r) => ({ ...r, gmtCreate: iso(r.gmtCreate), gmtModified: iso(r.gmtModified) }))
}

/** Accepted, and shown: not a run whose verdict its scope hides now (scopes/hidden.ts). */
const acceptedAndShown = (hidden: ReadonlyArray<HiddenWindow>): SQL =>
  and(eq(submission.status, JudgeStatus.accepted), shownRuns(hidden)) as SQL

/**
 * Users by the distinct problems they got accepted in the 7 × 24 h before `now` (every submission
 * counts, contests' too, but for the verdicts their scope hides now), with their submissions in that
 * time and the username on their latest one; the profile fields are null here, `withProfiles` fills
 * them in from the platform's Users service.
 */
export async function recentSevenAcRank(
  db: DbClient,
  now: Date,
  hidden: ReadonlyArray<HiddenWindow> = [],
): Promise<ReadonlyArray<RecentAcRankRow>> {
  const ac = sql<number>`count(distinct ${submission.pid}) filter (where ${acceptedAndShown(hidden)})::int`
  const total = sql<number>`count(*)::int`
  const username = sql<string>`(array_agg(${submission.username} order by ${submission.submitTime} desc))[1]`
  const rows = await db
    .select({ uid: submission.uid, username, ac, total })
    .from(submission)
    .where(gte(submission.submitTime, new Date(now.getTime() - 7 * DAY_MS)))
    .groupBy(submission.uid)
    .having(sql`${ac} > 0`)
    .orderBy(desc(ac), username, submission.uid)
    .limit(HOME_LIST_SIZE)
  // Contest ratings are not kept here (HOJ's ACMRankVO.rating): null.
  return rows.map((r) => ({
    ...unknownProfile(r.uid, r.username),
    ac: Number(r.ac),
    total: Number(r.total),
    rating: null,
  }))
}

/**
 * The rank rows with the users' public profiles (current username, names, avatar, title) from one
 * Users lookup; a user the platform no longer knows keeps the submission's username and nulls.
 */
export const withProfiles = (
  rows: ReadonlyArray<RecentAcRankRow>,
): Effect.Effect<ReadonlyArray<RecentAcRankRow>, DbError, Users> =>
  Effect.gen(function* () {
    const profiles = yield* (yield* Users).profiles(rows.map((r) => r.uid))
    return rows.map((row) => {
      const p = profiles.get(row.uid)
      return p ? { ...row, ...p } : row
    })
  })

const between = (start: Date, end: Date, extra?: SQL): SQL<number> =>
  sql<number>`count(*) filter (where ${submission.submitTime} >= ${start.toISOString()}::timestamptz
      and ${submission.submitTime} < ${end.toISOString()}::timestamptz${extra ? sql` and ${extra}` : sql``})::int`

/**
 * Submissions (all, and accepted: but for the verdicts their scope hides now) of each of the last 7
 * local days, ending with today.
 */
export async function lastWeekStatistics(
  db: DbClient,
  now: Date,
  hidden: ReadonlyArray<HiddenWindow> = [],
): Promise<LastWeekSubmissionStatistics> {
  const days = lastDays(now, 7)
  const accepted = acceptedAndShown(hidden)
  const columns: Record<string, SQL<number>> = {}
  days.forEach((day, i) => {
    columns[`total${i}`] = between(day.start, day.end)
    columns[`ac${i}`] = between(day.start, day.end, accepted)
  })
  const [row] = await db
    .select(columns)
    .from(submission)
    .where(and(gte(submission.submitTime, days[0]!.start), lt(submission.submitTime, days[6]!.end)))
  const count = (key: string): number => Number(row?.[key] ?? 0)
  return {
    dateStrList: days.map((d) => d.label),
    acCountList: days.map((_, i) => count(`ac${i}`)),
    totalCountList: days.map((_, i) => count(`total${i}`)),
  }
}

/** The id of the public problem whose id is `problemId` without regard to case, as the bank spells it. */
export async function problemHaved(db: DbClient, problemId: string): Promise<string | null> {
  const [row] = await db
    .select({ problemId: problem.problemId })
    .from(problem)
    .where(
      and(
        eq(problem.auth, ProblemAuth.public),
        isNull(problem.gid),
        sql`lower(${problem.problemId}) = lower(${problemId})`,
      ),
    )
    .limit(1)
  return row?.problemId ?? null
}
