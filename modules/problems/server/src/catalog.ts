import {
  CATALOG_KEY,
  type CatalogProblem,
  type CatalogSearch,
  ProblemAuth,
  ProblemCatalogs,
} from '@oj/problems-contract'
import { contribute, type DbClient, dbQuery, pageOffset } from '@oj/sdk/server'
import { and, asc, count, eq, ilike, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm'

import { likePattern, tagsOf } from './problem-list.ts'
import { problem, problemStats } from './tables.ts'

// The problem catalogue other modules read the bank through (ProblemCatalogs in the contract).

const n = (v: number | null): number => v ?? 0

async function select(
  db: DbClient,
  where: SQL | undefined,
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
  return rows.map(({ p, s }) => ({
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
  }))
}

const searchCondition = (search: CatalogSearch): SQL | undefined =>
  and(
    eq(problem.auth, ProblemAuth.public),
    isNull(problem.gid),
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

export const problemCatalog = contribute(ProblemCatalogs, CATALOG_KEY, {
  byIds: (pids) =>
    dbQuery(async (db) => {
      if (pids.length === 0) return []
      const rows = await select(db, inArray(problem.id, [...pids]))
      const byId = new Map(rows.map((r) => [r.pid, r]))
      return pids.flatMap((pid) => {
        const row = byId.get(pid)
        return row ? [row] : []
      })
    }),
  byProblemId: (problemId) =>
    dbQuery(async (db) => (await select(db, sql`lower(${problem.problemId}) = lower(${problemId})`))[0]),
  searchPublic: (search) =>
    dbQuery(async (db) => {
      const where = searchCondition(search)
      const [total] = await db.select({ n: count() }).from(problem).where(where)
      const records = await select(db, where, {
        limit: search.limit,
        offset: pageOffset(search.currentPage, search.limit),
      })
      return { records, total: total?.n ?? 0 }
    }),
})
