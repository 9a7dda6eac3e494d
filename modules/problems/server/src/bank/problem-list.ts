import type { BankListQuery, BankProblemPage, BankProblemRow } from '@oj/problems-contract'
import { isRemoteOj, ProblemType } from '@oj/problems-contract'
import { type Caller, type DbClient, dbQuery, pageOf, pageOffset } from '@oj/sdk/server'
import { and, count, desc, eq, ilike, inArray, or, type SQL, sum } from 'drizzle-orm'
import { Effect } from 'effect'

import { likePattern, tagsOf } from '../problem-list.ts'
import { requireCaller } from '../submissions/access.ts'
import { problemCase } from '../submissions/tables.ts'
import type { ProblemRow } from '../submissions/task.ts'
import { problem } from '../tables.ts'
import { mayManageAny } from '../testcases/problem-access.ts'

// GET /admin/problem/get-problem-list: every problem of the bank and of groups, newest first, with
// HOJ's filters (keyword on the display id or title, auth, source). Root and problem admins see all
// of them; an admin the problems they authored (the only ones they may open).

const DEFAULT_LIMIT = 10

const ojCondition = (oj: string | undefined): SQL | undefined => {
  if (oj === undefined || oj === 'All' || oj === 'ALL') return undefined
  if (isRemoteOj(oj)) return and(eq(problem.isRemote, true), eq(problem.remoteOj, oj))
  return eq(problem.isRemote, false)
}

const iso = (at: Date | string) => new Date(at).toISOString()

/** HOJ's Problem of a stored row, as the admin list shows it (the checker's code left out). */
function adminRow(row: ProblemRow, ioScore: number): Omit<BankProblemRow, 'tags'> {
  return {
    id: row.id,
    problemId: row.problemId,
    title: row.title,
    author: row.author,
    type: row.type,
    judgeMode: row.judgeMode,
    judgeCaseMode: row.judgeCaseMode,
    timeLimit: row.timeLimit,
    memoryLimit: row.memoryLimit,
    stackLimit: row.stackLimit,
    description: row.description,
    input: row.input,
    output: row.output,
    examples: row.examples,
    isRemote: row.isRemote,
    source: row.source,
    difficulty: row.difficulty,
    hint: row.hint,
    auth: row.auth,
    ioScore,
    codeShare: row.codeShare,
    spjCode: null,
    spjLanguage: row.spjLanguage,
    userExtraFile: row.userExtraFile,
    judgeExtraFile: null,
    isRemoveEndBlank: row.isRemoveEndBlank,
    openCaseResult: row.openCaseResult,
    isUploadCase: row.isUploadCase,
    caseVersion: null,
    modifiedUser: row.modifiedUser,
    isGroup: row.gid !== null,
    gid: row.gid,
    applyPublicProgress: row.applyPublicProgress,
    isFileIO: row.isFileIO,
    ioReadFileName: row.ioReadFileName,
    ioWriteFileName: row.ioWriteFileName,
    gmtCreate: iso(row.gmtCreate),
    gmtModified: iso(row.gmtModified),
    remoteOj: row.remoteOj,
  }
}

/** HOJ's ioScore of these problems: the sum of their cases' scores (OI), 100 (ACM). */
async function ioScores(db: DbClient, rows: ReadonlyArray<ProblemRow>): Promise<Map<number, number>> {
  const oi = rows.filter((r) => r.type === ProblemType.oi).map((r) => r.id)
  const sums =
    oi.length === 0
      ? []
      : await db
          .select({ pid: problemCase.pid, score: sum(problemCase.score) })
          .from(problemCase)
          .where(inArray(problemCase.pid, oi))
          .groupBy(problemCase.pid)
  const byPid = new Map(sums.map((s) => [s.pid, Number(s.score ?? 0)]))
  return new Map(rows.map((r) => [r.id, r.type === ProblemType.oi ? (byPid.get(r.id) ?? 0) : 100]))
}

async function listAdminProblems(
  db: DbClient,
  caller: Caller,
  query: BankListQuery,
): Promise<BankProblemPage> {
  const current = query.currentPage ?? 1
  const size = query.limit ?? DEFAULT_LIMIT
  const where = and(
    mayManageAny(caller) ? undefined : eq(problem.author, caller.username),
    query.keyword
      ? or(
          ilike(problem.problemId, likePattern(query.keyword)),
          ilike(problem.title, likePattern(query.keyword)),
        )
      : undefined,
    query.auth === undefined ? undefined : eq(problem.auth, query.auth),
    ojCondition(query.oj),
  )
  return adminPage(db, where, current, size)
}

/** A page of the admin rows of the problems `where` picks, newest first (a scope's admin lists too). */
export async function adminPage(
  db: DbClient,
  where: SQL | undefined,
  current: number,
  size: number,
): Promise<BankProblemPage> {
  const [total] = await db.select({ total: count() }).from(problem).where(where)
  const rows = await db
    .select()
    .from(problem)
    .where(where)
    .orderBy(desc(problem.id))
    .limit(size)
    .offset(pageOffset(current, size))
  const tags = await tagsOf(
    db,
    rows.map((r) => r.id),
  )
  const scores = await ioScores(db, rows)
  const records = rows.map((r) => ({ ...adminRow(r, scores.get(r.id) ?? 0), tags: tags.get(r.id) ?? [] }))
  return pageOf(records, total?.total ?? 0, current, size)
}

export const adminProblemList = (query: BankListQuery) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    return yield* dbQuery((db) => listAdminProblems(db, caller, query))
  })
