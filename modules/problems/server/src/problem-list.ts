import type { ProblemListPage, ProblemListQuery, ProblemListRow, Tag } from '@oj/problems-contract'
import { isRemoteOj, PROBLEM_LIST_DEFAULT_LIMIT, ProblemAuth } from '@oj/problems-contract'
import { type DbClient, pageOf, pageOffset } from '@oj/sdk/server'
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'

import { hiddenCounts, type HiddenWindow, withoutHidden } from './scopes/hidden.ts'
import { problem, problemStats, problemTag, tag } from './tables.ts'
import { tagView } from './tags.ts'

/** Escapes LIKE wildcards so that a keyword matches literally. */
export const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The `oj` filter as a condition: own problems, one remote source, or everything. */
const ojCondition = (oj: string | undefined): SQL | undefined => {
  if (oj === undefined || oj === 'All') return undefined
  if (isRemoteOj(oj)) return and(eq(problem.isRemote, true), eq(problem.remoteOj, oj))
  return eq(problem.isRemote, false)
}

/** Problems carrying every one of `tagIds` (AND, not OR). */
const hasAllTags = (tagIds: ReadonlyArray<number>): SQL =>
  inArray(
    problem.id,
    sql`(select ${problemTag.pid} from ${problemTag} where ${inArray(problemTag.tid, [...tagIds])}
         group by ${problemTag.pid} having count(*) = ${tagIds.length})`,
  )

/** The public bank's WHERE clause for a list query. */
const listCondition = (query: ProblemListQuery): SQL | undefined =>
  and(
    // Only public problems of the public bank: private, contest-only and group problems are listed elsewhere.
    eq(problem.auth, ProblemAuth.public),
    isNull(problem.gid),
    query.keyword
      ? or(
          ilike(problem.problemId, likePattern(query.keyword)),
          ilike(problem.title, likePattern(query.keyword)),
        )
      : undefined,
    query.difficulty !== undefined ? eq(problem.difficulty, query.difficulty) : undefined,
    ojCondition(query.oj),
    query.tagId && query.tagId.length > 0 ? hasAllTags(query.tagId) : undefined,
  )

const n = (v: number | null): number => v ?? 0

/**
 * One page of the public problem list, ordered by display id ('P999' before 'P1000'); the counts
 * without the runs whose verdicts their scope hides now (`hidden`: scopes/hidden.ts).
 */
export async function listProblems(
  db: DbClient,
  query: ProblemListQuery,
  hidden: ReadonlyArray<HiddenWindow> = [],
): Promise<ProblemListPage> {
  const current = query.currentPage ?? 1
  const size = query.limit ?? PROBLEM_LIST_DEFAULT_LIMIT
  const where = listCondition(query)

  const [totalRow] = await db.select({ total: count() }).from(problem).where(where)
  const rows = await db
    .select({
      pid: problem.id,
      problemId: problem.problemId,
      title: problem.title,
      difficulty: problem.difficulty,
      type: problem.type,
      gmtModified: problem.gmtModified,
      total: problemStats.total,
      ac: problemStats.ac,
      wa: problemStats.wa,
      tle: problemStats.tle,
      mle: problemStats.mle,
      re: problemStats.re,
      pe: problemStats.pe,
      ce: problemStats.ce,
      se: problemStats.se,
      pa: problemStats.pa,
    })
    .from(problem)
    .leftJoin(problemStats, eq(problemStats.pid, problem.id))
    .where(where)
    .orderBy(sql`length(${problem.problemId})`, asc(problem.problemId), asc(problem.id))
    .limit(size)
    .offset(pageOffset(current, size))

  const tagsByPid = await tagsOf(
    db,
    rows.map((r) => r.pid),
  )
  const unseen = await hiddenCounts(
    db,
    rows.map((r) => r.pid),
    hidden,
  )
  const records: Array<ProblemListRow> = rows.map((stored) => {
    const r = withoutHidden(stored, unseen.get(stored.pid))
    return {
      pid: r.pid,
      problemId: r.problemId,
      title: r.title,
      difficulty: r.difficulty,
      type: r.type,
      tags: tagsByPid.get(r.pid) ?? [],
      total: n(r.total),
      ac: n(r.ac),
      wa: n(r.wa),
      tle: n(r.tle),
      mle: n(r.mle),
      re: n(r.re),
      pe: n(r.pe),
      ce: n(r.ce),
      se: n(r.se),
      pa: n(r.pa),
      score: null,
      // The caller's status: filled in by the route for a logged-in caller.
      myStatus: null,
      gmtModified: new Date(r.gmtModified).toISOString(),
    }
  })
  return pageOf(records, totalRow?.total ?? 0, current, size)
}

/** Tags of the given problems, by problem id, in tag id order. */
export async function tagsOf(db: DbClient, pids: ReadonlyArray<number>): Promise<Map<number, Array<Tag>>> {
  const byPid = new Map<number, Array<Tag>>()
  if (pids.length === 0) return byPid
  const rows = await db
    .select({ pid: problemTag.pid, tag })
    .from(problemTag)
    .innerJoin(tag, eq(tag.id, problemTag.tid))
    .where(inArray(problemTag.pid, [...pids]))
    .orderBy(asc(tag.id))
  for (const { pid, tag: row } of rows) {
    const list = byPid.get(pid) ?? []
    list.push(tagView(row))
    byPid.set(pid, list)
  }
  return byPid
}
