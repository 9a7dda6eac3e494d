import type {
  CodeTemplate,
  LastAcCode,
  LastAcCodeQuery,
  ProblemDetail,
  ProblemDetailQuery,
  ProblemExample,
  RandomProblem,
  UserProblemStatus,
  UserProblemStatusInput,
  UserProblemStatusMap,
} from '@oj/problems-contract'
import { ProblemAuth, ProblemType } from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import { badRequest, type DbClient, notFound } from '@oj/sdk/server'
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { canSeeProblem, optionalCaller, requireCaller } from '../submissions/access.ts'
import { JudgeErrors, readDb } from '../submissions/errors.ts'
import { submission } from '../submissions/tables.ts'
import { findProblem, parseExtraFiles, type ProblemRow } from '../submissions/task.ts'
import { liveLanguages } from '../submissions/workers.ts'
import { problem, problemStats, problemTag, tag } from '../tables.ts'

const ProblemPageErrors = {
  notPassed: () =>
    badRequest(
      'problems.error.notPassed',
      'You have not passed the problem so you cannot get the code passed recently',
    ),
  noPublicProblem: () => notFound('problems.error.noPublicProblem', 'There is no public problem yet'),
} as const

const EXAMPLE = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g

/** The samples of the stored `<input>…</input><output>…</output>` string, in order. */
export const parseExamples = (text: string): Array<ProblemExample> =>
  [...text.matchAll(EXAMPLE)].map((m) => ({ input: m[1] ?? '', output: m[2] ?? '' }))

/** The language names (sorted) a problem accepts among those the live judges offer, with templates. */
const problemLanguages = async (db: DbClient, row: ProblemRow) => {
  const offered = await liveLanguages(db)
  return [...offered.values()]
    .filter((l) => !row.languages || row.languages.includes(l.name))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** The problem, when the caller may see it: 404 when absent, 403 when hidden from them. */
const visibleProblem = (find: (db: DbClient) => Promise<ProblemRow | undefined>) =>
  Effect.gen(function* () {
    const caller = yield* optionalCaller
    const row = yield* readDb(find)
    if (!row) return yield* Effect.fail(JudgeErrors.problemNotFound())
    if (!canSeeProblem(caller, row)) return yield* Effect.fail(JudgeErrors.problemHidden())
    return row
  })

/** GET /get-problem-detail */
export const problemDetail = (query: ProblemDetailQuery) =>
  Effect.gen(function* () {
    const row = yield* visibleProblem(async (db) => {
      const [found] = await db
        .select()
        .from(problem)
        .where(
          and(
            sql`lower(${problem.problemId}) = lower(${query.problemId})`,
            query.gid ? eq(problem.gid, query.gid) : undefined,
          ),
        )
        .limit(1)
      return found
    })
    return yield* readDb(async (db): Promise<ProblemDetail> => {
      const tags = await db
        .select({ id: tag.id, name: tag.name, color: tag.color })
        .from(problemTag)
        .innerJoin(tag, eq(tag.id, problemTag.tid))
        .where(eq(problemTag.pid, row.id))
        .orderBy(asc(tag.id))
      const [stats] = await db.select().from(problemStats).where(eq(problemStats.pid, row.id))
      const languages = await problemLanguages(db, row)
      const codeTemplate: Record<string, string> = {}
      for (const l of languages) if (l.template) codeTemplate[l.name] = l.template
      return {
        problem: {
          pid: row.id,
          problemId: row.problemId,
          title: row.title,
          author: row.author,
          type: row.type,
          judgeMode: row.judgeMode,
          timeLimit: row.timeLimit,
          memoryLimit: row.memoryLimit,
          stackLimit: row.stackLimit,
          description: row.description,
          input: row.input,
          output: row.output,
          examples: parseExamples(row.examples),
          hint: row.hint,
          source: row.source,
          difficulty: row.difficulty,
          isRemote: row.isRemote,
          remoteOj: row.remoteOj,
          userExtraFile: parseExtraFiles(row.userExtraFile) ?? null,
          gid: row.gid,
          openCaseResult: row.openCaseResult,
          gmtModified: new Date(row.gmtModified).toISOString(),
        },
        tags,
        languages: languages.map((l) => l.name),
        codeTemplate,
        problemCount: {
          total: stats?.total ?? 0,
          ac: stats?.ac ?? 0,
          wa: stats?.wa ?? 0,
          ce: stats?.ce ?? 0,
          pa: stats?.pa ?? 0,
          tle: stats?.tle ?? 0,
          mle: stats?.mle ?? 0,
          re: stats?.re ?? 0,
          pe: stats?.pe ?? 0,
          se: stats?.se ?? 0,
        },
      }
    })
  })

/** GET /get-problem-code-template */
export const problemCodeTemplate = ({ pid }: { pid: number }) =>
  Effect.gen(function* () {
    const row = yield* visibleProblem((db) => findProblem(db, pid))
    const languages = yield* readDb((db) => problemLanguages(db, row))
    return languages.flatMap((l): Array<CodeTemplate> =>
      l.template ? [{ language: l.name, code: l.template }] : [],
    )
  })

/** GET /get-random-problem: a public problem of the public bank. */
export const randomProblem = () =>
  Effect.gen(function* () {
    const [row] = yield* readDb((db) =>
      db
        .select({ problemId: problem.problemId })
        .from(problem)
        .where(and(eq(problem.auth, ProblemAuth.public), isNull(problem.gid)))
        .orderBy(sql`random()`)
        .limit(1),
    )
    if (!row) return yield* Effect.fail(ProblemPageErrors.noPublicProblem())
    const reply: RandomProblem = { problemId: row.problemId }
    return reply
  })

/**
 * The caller's status on each problem of `pids` within one scope (contest `cid`, else the group
 * `gid`, else the public bank): Accepted if ever accepted, else the latest submission's status;
 * -10 when never submitted. OI problems carry that submission's score.
 */
export async function problemStatuses(
  db: DbClient,
  uid: string,
  pids: ReadonlyArray<number>,
  scope: { readonly cid?: number | undefined; readonly gid?: number | undefined } = {},
): Promise<Map<number, UserProblemStatus>> {
  const byPid = new Map<number, UserProblemStatus>()
  const unique = [...new Set(pids)]
  if (unique.length === 0) return byPid
  const rows = await db
    .selectDistinctOn([submission.pid], {
      pid: submission.pid,
      status: submission.status,
      score: submission.score,
      type: problem.type,
    })
    .from(submission)
    .innerJoin(problem, eq(problem.id, submission.pid))
    .where(
      and(
        eq(submission.uid, uid),
        inArray(submission.pid, unique),
        eq(submission.cid, scope.cid ?? 0),
        scope.cid ? undefined : scope.gid ? eq(submission.gid, scope.gid) : isNull(submission.gid),
      ),
    )
    .orderBy(
      asc(submission.pid),
      desc(sql`${submission.status} = ${JudgeStatus.accepted}`),
      desc(submission.submitTime),
      desc(submission.submitId),
    )
  for (const pid of unique) byPid.set(pid, { status: JudgeStatus.notSubmitted })
  for (const r of rows) {
    byPid.set(
      r.pid,
      r.type === ProblemType.oi && r.score !== null
        ? { status: r.status, score: r.score }
        : { status: r.status },
    )
  }
  return byPid
}

/** POST /get-user-problem-status */
export const userProblemStatus = (input: UserProblemStatusInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const statuses = yield* readDb((db) =>
      problemStatuses(db, caller.uid, input.pidList, { cid: input.cid, gid: input.gid }),
    )
    const reply: UserProblemStatusMap = Object.fromEntries(
      [...statuses].map(([pid, status]) => [String(pid), status]),
    )
    return reply
  })

/** GET /get-last-ac-code: the caller's latest accepted code on the problem (in the contest `cid`). */
export const lastAcCode = (query: LastAcCodeQuery) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const [row] = yield* readDb((db) =>
      db
        .select({ code: submission.code, language: submission.language })
        .from(submission)
        .where(
          and(
            eq(submission.uid, caller.uid),
            eq(submission.pid, query.pid),
            eq(submission.cid, query.cid ?? 0),
            eq(submission.status, JudgeStatus.accepted),
          ),
        )
        .orderBy(desc(submission.submitTime), desc(submission.submitId))
        .limit(1),
    )
    if (!row) return yield* Effect.fail(ProblemPageErrors.notPassed())
    const reply: LastAcCode = row
    return reply
  })
