import type { CodeTemplate, ProblemDetail, ProblemDetailProblem } from '@oj/problems-contract'
import { ProblemType } from '@oj/problems-contract'
import { type Caller, type DbClient, dbQuery } from '@oj/sdk/server'
import { eq, sql, sum } from 'drizzle-orm'
import { Effect } from 'effect'

import { templatesOf } from '../bank/problem-extras.ts'
import { tagsOf } from '../problem-list.ts'
import { hiddenCounts, hiddenWindows, withoutHidden } from '../scopes/hidden.ts'
import { scopeOf, scopeService } from '../scopes/scope.ts'
import { canSeeProblem, optionalCaller } from '../submissions/access.ts'
import { JudgeErrors } from '../submissions/errors.ts'
import { problemCase } from '../submissions/tables.ts'
import { findProblem, type ProblemRow, remoteFamily } from '../submissions/task.ts'
import { liveLanguages } from '../submissions/workers.ts'
import { problem, problemStats } from '../tables.ts'

const iso = (at: Date | string) => new Date(at).toISOString()

/**
 * The languages (sorted by name) a problem accepts among those the live judges offer, each with its
 * place in GET /languages (HOJ's language id) and its template: the problem's own where it has one.
 */
const problemLanguages = async (db: DbClient, row: ProblemRow) => {
  // a remote problem's are its remote judge's
  const offered = [
    ...(await liveLanguages(db, new Date(), row.isRemote ? remoteFamily(row) : undefined)).values(),
  ].sort((a, b) => a.name.localeCompare(b.name))
  const own = new Map(
    ((await templatesOf(db, [row.id])).get(row.id) ?? [])
      .filter((t) => t.status)
      .map((t) => [t.language, t.code]),
  )
  return offered
    .map((l, seq) => ({ ...l, lid: seq + 1, template: own.get(l.name) ?? l.template }))
    .filter((l) => !row.languages || row.languages.includes(l.name))
}

/** The problem of the public bank, when the caller may see it: 404 when absent, 403 when hidden. */
const visibleProblem = (
  caller: Caller | undefined,
  find: (db: DbClient) => Promise<ProblemRow | undefined>,
) =>
  Effect.gen(function* () {
    const row = yield* dbQuery(find)
    if (!row) return yield* Effect.fail(JudgeErrors.problemNotFound())
    if (!canSeeProblem(caller, row)) return yield* Effect.fail(JudgeErrors.problemHidden())
    return row
  })

/** The problem page's query: a display id, in the public bank or in a scope (a contest's 'A'). */
interface DetailQuery {
  readonly problemId: string
  readonly cid?: number | undefined
  readonly tid?: number | undefined
  readonly gid?: number | undefined
}

/** A problem and the title its scope shows: a group's by its module's word, else the public bank's. */
const detailProblem = (query: DetailQuery) =>
  Effect.gen(function* () {
    const caller = yield* optionalCaller
    const scope = scopeOf({ cid: query.cid, tid: query.tid, gid: query.gid })
    if (!scope) {
      const byId = sql`lower(${problem.problemId}) = lower(${query.problemId})`
      const row = yield* visibleProblem(
        caller,
        async (db) => (await db.select().from(problem).where(byId))[0],
      )
      return { row, title: row.title }
    }
    const scoped = yield* (yield* scopeService(scope)).problem({
      scopeId: scope.id,
      ref: { displayId: query.problemId },
      caller,
      purpose: 'view',
    })
    const row = yield* dbQuery((db) => findProblem(db, scoped.pid))
    if (!row) return yield* Effect.fail(JudgeErrors.problemNotFound())
    return { row, title: scoped.title ?? row.title }
  })

/** The full score (HOJ's ioScore): the sum of the cases' scores for OI problems, 100 for ACM. */
async function ioScore(db: DbClient, row: ProblemRow): Promise<number> {
  if (row.type !== ProblemType.oi) return 100
  const [total] = await db
    .select({ score: sum(problemCase.score) })
    .from(problemCase)
    .where(eq(problemCase.pid, row.id))
  return Number(total?.score ?? 0)
}

/** HOJ's Problem of a stored row: under the title its scope shows, with the judge's files only for editors. */
export async function problemView(
  db: DbClient,
  row: ProblemRow,
  how: { readonly title: string; readonly judgeFiles: boolean },
): Promise<ProblemDetailProblem> {
  return {
    id: row.id,
    problemId: row.problemId,
    title: how.title,
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
    ioScore: await ioScore(db, row),
    codeShare: row.codeShare,
    // The checker and the judge's own files stay on the server, but for the problem's editors.
    spjCode: how.judgeFiles ? row.spjCode : null,
    spjLanguage: how.judgeFiles ? row.spjLanguage : null,
    userExtraFile: row.userExtraFile,
    judgeExtraFile: how.judgeFiles ? row.judgeExtraFile : null,
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

/** GET /get-problem-detail (`gid`: a group's problem, as the groups module lets the caller see it). */
export const problemDetail = (query: DetailQuery) =>
  Effect.gen(function* () {
    const { row, title } = yield* detailProblem(query)
    const hidden = yield* hiddenWindows
    return yield* dbQuery(async (db): Promise<ProblemDetail> => {
      const tags = (await tagsOf(db, [row.id])).get(row.id) ?? []
      const [stored] = await db.select().from(problemStats).where(eq(problemStats.pid, row.id))
      // without the runs whose verdicts their scope hides now (a sealed contest's)
      const stats = stored && withoutHidden(stored, (await hiddenCounts(db, [row.id], hidden)).get(row.id))
      const languages = await problemLanguages(db, row)
      const codeTemplate: Record<string, string> = {}
      for (const l of languages) if (l.template) codeTemplate[l.name] = l.template
      return {
        problem: await problemView(db, row, { title, judgeFiles: false }),
        tags,
        languages: languages.map((l) => l.name),
        codeTemplate,
        problemCount: {
          pid: row.id,
          total: stats?.total ?? 0,
          ac: stats?.ac ?? 0,
          mle: stats?.mle ?? 0,
          tle: stats?.tle ?? 0,
          re: stats?.re ?? 0,
          pe: stats?.pe ?? 0,
          ce: stats?.ce ?? 0,
          wa: stats?.wa ?? 0,
          se: stats?.se ?? 0,
          pa: stats?.pa ?? 0,
        },
      }
    })
  })

/**
 * GET /get-problem-code-template: the problem's own templates (HOJ's CodeTemplate rows; a language
 * without one offers its own), `lid` numbering the languages as GET /languages does.
 */
export const problemCodeTemplate = ({ pid }: { readonly pid: number }) =>
  Effect.gen(function* () {
    const row = yield* visibleProblem(yield* optionalCaller, (db) => findProblem(db, pid))
    return yield* dbQuery(async (db) => {
      const names = [...(await liveLanguages(db)).keys()].sort((a, b) => a.localeCompare(b))
      const own = ((await templatesOf(db, [row.id])).get(row.id) ?? []).filter((t) => t.status)
      return own.map((t): CodeTemplate => ({
        id: t.id,
        pid,
        lid: names.indexOf(t.language) + 1,
        code: t.code,
        status: true,
        gmtCreate: iso(t.gmtCreate),
        gmtModified: iso(t.gmtModified),
        language: t.language,
      }))
    })
  })
