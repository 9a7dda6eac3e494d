import type { ProblemListPage, ProblemListQuery, ProblemListRow, Tag } from '@oj/problems-contract'
import { isRemoteOj, PROBLEM_LIST_DEFAULT_LIMIT, ProblemAuth } from '@oj/problems-contract'
import { changeStamp, type DbClient, type DbShape, EncodedJson, pageOf, pageOffset } from '@oj/sdk/server'
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'

import { hiddenCounts, type HiddenWindow, withoutHidden } from './scopes/hidden.ts'
import { listStamp, problem, problemStats, problemTag, tag } from './tables.ts'
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

/** A page as kept: the value (a caller's status is put on a copy) and its JSON for visitors. */
interface KeptPage {
  readonly page: ProblemListPage
  readonly encoded: EncodedJson<ProblemListPage>
}

export interface ProblemLists {
  /** The page of `query` with no runs hidden: kept while the tables it is made of stay unchanged. */
  page(db: DbClient, query: ProblemListQuery): Promise<KeptPage>
}

/** How many pages (queries) a server process keeps at most; the oldest goes first. */
const KEPT_PAGES = 256

/**
 * The public problem list's pages, kept per server process under the list stamp (problems.list_stamp,
 * moved by the triggers of problem, problem_stats, tag and problem_tag in the transaction of every
 * change): the list is the page every visitor opens first, and its four queries were most of a
 * request's time. A change is seen by the next request (the stamp is read, or its NOTIFY told).
 */
export function problemLists(db: DbShape): ProblemLists {
  const prepared = new WeakMap<DbClient, { execute(): Promise<Array<{ version: number }>> }>()
  const stamp = changeStamp(db, {
    channel: 'oj_problem_list',
    read: async (client) => {
      let query = prepared.get(client)
      if (!query) {
        query = client.select({ version: listStamp.version }).from(listStamp).prepare('problems_list_stamp')
        prepared.set(client, query)
      }
      const [row] = await query.execute()
      return Number(row?.version ?? 0)
    },
  })
  let keptVersion: string | undefined
  const pages = new Map<string, KeptPage>()
  return {
    page: async (client, query) => {
      const version = await stamp.version(client)
      if (version !== keptVersion) {
        pages.clear()
        keptVersion = version
      }
      const key = JSON.stringify([
        query.currentPage ?? 1,
        query.limit ?? PROBLEM_LIST_DEFAULT_LIMIT,
        query.keyword ?? '',
        query.difficulty ?? null,
        query.oj ?? 'All',
        query.tagId ?? [],
      ])
      const found = pages.get(key)
      if (found) return found
      const page = await listProblems(client, query)
      const kept: KeptPage = { page, encoded: new EncodedJson(JSON.stringify(page)) }
      if (stamp.holds(version) && keptVersion === version) {
        if (pages.size >= KEPT_PAGES) pages.delete(pages.keys().next().value as string)
        pages.set(key, kept)
      }
      return kept
    },
  }
}
