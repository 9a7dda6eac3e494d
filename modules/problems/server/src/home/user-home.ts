import type { ProblemsUserHomeInfo, UserHomeProblem } from '@oj/problems-contract'
import { ProblemAuth, ProblemType } from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import {
  type ApiError,
  badRequest,
  type Db,
  type DbClient,
  dbQuery,
  type PlatformServices,
} from '@oj/sdk/server'
import { and, count, eq, gte, isNotNull, isNull, max } from 'drizzle-orm'
import { Effect } from 'effect'

import { type HiddenWindow, hiddenWindows, shownRuns } from '../scopes/hidden.ts'
import { submission } from '../submissions/tables.ts'
import { problem } from '../tables.ts'
import { localDate, parseLocalDate } from './days.ts'

// What the module adds to the user home. Every row of `submission` is an ordinary submission (test
// runs live in test_judge); contest and group submissions count too, as in HOJ. The problems named
// (solved list, scores) are only those anyone may open: a private, contest or group problem's id
// and difficulty are not the public's.

const listedProblem = and(eq(problem.auth, ProblemAuth.public), isNull(problem.gid))

const byDisplayId = new Intl.Collator('en', { numeric: true }).compare

async function info(
  db: DbClient,
  uid: string,
  hidden: ReadonlyArray<HiddenWindow>,
): Promise<ProblemsUserHomeInfo> {
  const [totalRow] = await db.select({ total: count() }).from(submission).where(eq(submission.uid, uid))
  // Solved problems and scores never count a run whose verdict its scope hides now (a sealed contest's).
  const shown = shownRuns(hidden)
  const solved: Array<UserHomeProblem> = await db
    .selectDistinct({ id: problem.id, problemId: problem.problemId, difficulty: problem.difficulty })
    .from(submission)
    .innerJoin(problem, eq(problem.id, submission.pid))
    .where(and(eq(submission.uid, uid), eq(submission.status, JudgeStatus.accepted), listedProblem, shown))
  // HOJ's scoreList: the best score on each OI problem (its client sums them).
  const best = await db
    .select({ pid: submission.pid, best: max(submission.score) })
    .from(submission)
    .innerJoin(problem, eq(problem.id, submission.pid))
    .where(
      and(
        eq(submission.uid, uid),
        eq(problem.type, ProblemType.oi),
        isNotNull(submission.score),
        listedProblem,
        shown,
      ),
    )
    .groupBy(submission.pid)
    .orderBy(submission.pid)
  const scoreList = best.map((b) => Number(b.best ?? 0))

  const sorted = solved.toSorted((a, b) => byDisplayId(a.problemId, b.problemId))
  const ofDifficulty = (d: number) => sorted.filter((s) => s.difficulty === d)
  return {
    total: Number(totalRow?.total ?? 0),
    solvedList: sorted.map((s) => s.problemId),
    scoreList,
    score: scoreList.reduce((sum, s) => sum + s, 0),
    solvedGroupByDifficulty: { '0': ofDifficulty(0), '1': ofDifficulty(1), '2': ofDifficulty(2) },
  }
}

async function dailyCounts(db: DbClient, uid: string, since: Date) {
  const rows = await db
    .select({ at: submission.submitTime })
    .from(submission)
    .where(and(eq(submission.uid, uid), gte(submission.submitTime, since)))
  const counts = new Map<string, number>()
  for (const { at } of rows) {
    const day = localDate(new Date(at))
    counts.set(day, (counts.get(day) ?? 0) + 1)
  }
  return [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, n]) => ({ date, count: n }))
}

/** The user-home contribution: profile figures, and submissions per local day (server time zone). */
export const problemsUserHome = {
  info: (uid: string): Effect.Effect<ProblemsUserHomeInfo, ApiError, PlatformServices> =>
    Effect.flatMap(hiddenWindows, (hidden) => dbQuery((db) => info(db, uid, hidden))),
  /** `since` is a local 'YYYY-MM-DD'; days without submissions are left out. */
  dailyCounts: (
    uid: string,
    since: string,
  ): Effect.Effect<ReadonlyArray<{ date: string; count: number }>, ApiError, Db> => {
    const start = parseLocalDate(since)
    return start
      ? dbQuery((db) => dailyCounts(db, uid, start))
      : Effect.fail(
          badRequest('problems.error.badDate', `Expected a date as YYYY-MM-DD: ${since}`, { date: since }),
        )
  },
}
