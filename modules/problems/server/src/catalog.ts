import {
  CATALOG_KEY,
  type CatalogProblem,
  type CatalogSearch,
  ProblemAuth,
  ProblemCatalogs,
} from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import { contribute, type DbClient, dbQuery, pageOffset } from '@oj/sdk/server'
import { and, asc, count, eq, ilike, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { likePattern, tagsOf } from './problem-list.ts'
import { problemView } from './problem-page/detail.ts'
import { hiddenCounts, type HiddenWindow, hiddenWindows, withoutHidden } from './scopes/hidden.ts'
import { submission } from './submissions/tables.ts'
import { problem, problemStats } from './tables.ts'

// The problem catalogue other modules read the bank through (ProblemCatalogs in the contract).

const n = (v: number | null): number => v ?? 0

async function select(
  db: DbClient,
  where: SQL | undefined,
  hidden: ReadonlyArray<HiddenWindow>,
  page?: { readonly limit: number; readonly offset: number },
): Promise<Array<CatalogProblem>> {
  const query = db
    .select({ p: problem, s: problemStats })
    .from(problem)
    .leftJoin(problemStats, eq(problemStats.pid, problem.id))
    .where(where)
    .orderBy(sql`length(${problem.problemId})`, asc(problem.problemId), asc(problem.id))
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query
  const tags = await tagsOf(
    db,
    rows.map((r) => r.p.id),
  )
  // the counts without the runs whose verdicts their scope hides now (a sealed contest's)
  const unseen = await hiddenCounts(
    db,
    rows.map((r) => r.p.id),
    hidden,
  )
  return rows.map(({ p, s: stored }) => {
    const s = stored && withoutHidden(stored, unseen.get(p.id))
    return {
      pid: p.id,
      problemId: p.problemId,
      title: p.title,
      difficulty: p.difficulty,
      type: p.type,
      tags: tags.get(p.id) ?? [],
      total: n(s?.total ?? null),
      ac: n(s?.ac ?? null),
      wa: n(s?.wa ?? null),
      tle: n(s?.tle ?? null),
      mle: n(s?.mle ?? null),
      re: n(s?.re ?? null),
      pe: n(s?.pe ?? null),
      ce: n(s?.ce ?? null),
      se: n(s?.se ?? null),
      pa: n(s?.pa ?? null),
      score: null,
      myStatus: null,
      gmtModified: new Date(p.gmtModified).toISOString(),
      auth: p.auth,
      gid: p.gid,
      author: p.author,
    }
  })
}

const searchCondition = (search: CatalogSearch, scoped = false): SQL | undefined =>
  and(
    ...(scoped && search.gid !== undefined
      ? [
          eq(problem.gid, search.gid),
          search.auths && search.auths.length > 0 ? inArray(problem.auth, [...search.auths]) : undefined,
        ]
      : [eq(problem.auth, ProblemAuth.public), isNull(problem.gid)]),
    search.keyword
      ? or(
          ilike(problem.problemId, likePattern(search.keyword)),
          ilike(problem.title, likePattern(search.keyword)),
        )
      : undefined,
    search.excludePids && search.excludePids.length > 0
      ? not(inArray(problem.id, [...search.excludePids]))
      : undefined,
  )

/** Runs a read with the runs hidden now. */
const withHidden = <A>(read: (db: DbClient, hidden: ReadonlyArray<HiddenWindow>) => Promise<A>) =>
  Effect.flatMap(hiddenWindows, (hidden) => dbQuery((db) => read(db, hidden)))

/** A page of the bank's (or, `scoped`, of `search.gid`'s) problems, by display id. */
export const searchPage = (search: CatalogSearch, scoped: boolean) =>
  withHidden(async (db, hidden) => {
    const where = searchCondition(search, scoped)
    const [total] = await db.select({ n: count() }).from(problem).where(where)
    const records = await select(db, where, hidden, {
      limit: search.limit,
      offset: pageOffset(search.currentPage, search.limit),
    })
    return { records, total: total?.n ?? 0 }
  })

export const problemCatalog = contribute(ProblemCatalogs, CATALOG_KEY, {
  byIds: (pids) =>
    withHidden(async (db, hidden) => {
      if (pids.length === 0) return []
      const rows = await select(db, inArray(problem.id, [...pids]), hidden)
      const byId = new Map(rows.map((r) => [r.pid, r]))
      return pids.flatMap((pid) => {
        const row = byId.get(pid)
        return row ? [row] : []
      })
    }),
  byProblemId: (problemId) =>
    withHidden(
      async (db, hidden) =>
        (await select(db, sql`lower(${problem.problemId}) = lower(${problemId})`, hidden))[0],
    ),
  searchPublic: (search) => searchPage(search, false),
  search: (search) => searchPage(search, true),
  scopeFigures: (scope) =>
    dbQuery(async (db) => {
      const column = submission[scope.param]
      // each user's best score per problem first, then their sums
      const best = db
        .select({
          uid: submission.uid,
          pid: submission.pid,
          ac: sql<number>`max(case when ${submission.status} = ${JudgeStatus.accepted} then 1 else 0 end)`.as(
            'ac',
          ),
          n: count().as('n'),
          best: sql<number>`coalesce(max(${submission.score}), 0)`.as('best'),
          username: sql<string>`max(${submission.username})`.as('username'),
        })
        .from(submission)
        .where(eq(column, scope.id))
        .groupBy(submission.uid, submission.pid)
        .as('best')
      const rows = await db
        .select({
          uid: best.uid,
          username: sql<string>`max(${best.username})`,
          ac: sql<number>`sum(${best.ac})::int`,
          total: sql<number>`sum(${best.n})::int`,
          score: sql<number>`sum(${best.best})::int`,
        })
        .from(best)
        .groupBy(best.uid)
      return rows.map((r) => ({
        uid: r.uid,
        username: r.username,
        ac: Number(r.ac),
        total: Number(r.total),
        score: Number(r.score),
      }))
    }),
  problems: (pids) =>
    dbQuery(async (db) => {
      if (pids.length === 0) return []
      const rows = await db
        .select()
        .from(problem)
        .where(inArray(problem.id, [...pids]))
      const byId = new Map(rows.map((r) => [r.id, r]))
      const found = pids.flatMap((pid) => {
        const row = byId.get(pid)
        return row ? [row] : []
      })
      return Promise.all(found.map((row) => problemView(db, row, { title: row.title, judgeFiles: false })))
    }),
  solvedCount: (uid) =>
    dbQuery(async (db) => {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${submission.pid})::int` })
        .from(submission)
        .where(
          and(eq(submission.uid, uid), eq(submission.cid, 0), eq(submission.status, JudgeStatus.accepted)),
        )
      return row?.n ?? 0
    }),
})
