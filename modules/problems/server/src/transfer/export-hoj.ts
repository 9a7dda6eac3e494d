import { badRequest, type DbClient, dbQuery, Files } from '@oj/sdk/server'
import { asc, eq, inArray } from 'drizzle-orm'
import { Effect } from 'effect'

import { templatesOf } from '../bank/problem-extras.ts'
import { tagsOf } from '../problem-list.ts'
import { JudgeErrors } from '../submissions/errors.ts'
import { problemCase } from '../submissions/tables.ts'
import type { ProblemRow } from '../submissions/task.ts'
import { problem } from '../tables.ts'
import { caseEntries } from '../testcases/download.ts'
import { NO_OUTPUT } from '../testcases/pairs.ts'
import { zipResponse, type ZipSource } from '../zip/write.ts'

// GET /file/export-problem: problems as HOJ's export writes them, so that HOJ (and our import) reads
// them back: `problem_<pid>.json` (HOJ's ImportProblemVO) beside `problem_<pid>/` with the test files.
// The JSON leaves out what a new site gives itself (the id, the author, times) and says auth 1 and
// uploaded cases, as HOJ's does.

const MAX_EXPORT = 200

const parseExtra = (text: string | null): Record<string, string> | null => {
  if (!text) return null
  try {
    return JSON.parse(text) as Record<string, string>
  } catch {
    return null
  }
}

/** The pids of `pid` (one, a comma list, a JSON list, or repeated). */
function exportPids(raw: unknown): Array<number> {
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) =>
    String(v)
      .replace(/^\[|\]$/g, '')
      .split(','),
  )
  const ids = parts.map((p) => Number(p.trim())).filter((n) => Number.isSafeInteger(n) && n > 0)
  if (ids.length === 0 || ids.length !== parts.filter((p) => p.trim() !== '').length) {
    throw badRequest('problems.error.exportPids', 'Give the problems to export as pid (ids, comma separated)')
  }
  if (ids.length > MAX_EXPORT) {
    throw badRequest('problems.error.exportTooMany', `At most ${MAX_EXPORT} problems at once`, {
      limit: MAX_EXPORT,
    })
  }
  return [...new Set(ids)]
}

/** HOJ's ImportProblemVO of a problem and its cases (test files named as stored). */
async function exportDocument(
  db: DbClient,
  row: ProblemRow,
  cases: ReadonlyArray<typeof problemCase.$inferSelect>,
) {
  const tags = (await tagsOf(db, [row.id])).get(row.id) ?? []
  const templates = ((await templatesOf(db, [row.id])).get(row.id) ?? []).filter((t) => t.status)
  return {
    problem: {
      problemId: row.problemId,
      title: row.title,
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
      auth: 1,
      codeShare: row.codeShare,
      spjCode: row.spjCode,
      spjLanguage: row.spjLanguage,
      isRemoveEndBlank: row.isRemoveEndBlank,
      openCaseResult: row.openCaseResult,
      isUploadCase: true,
      isGroup: false,
      isFileIO: row.isFileIO,
      ioReadFileName: row.ioReadFileName,
      ioWriteFileName: row.ioWriteFileName,
    },
    languages: row.languages ?? [],
    samples: cases.map((c) => ({
      input: c.inputName,
      output: c.outputName === NO_OUTPUT ? '' : c.outputName,
      ...(row.type === 1 ? { score: c.score } : {}),
      ...(c.groupNum !== 0 ? { groupNum: c.groupNum } : {}),
    })),
    tags: tags.map((t) => t.name),
    codeTemplates: templates.map((t) => ({ language: t.language, code: t.code })),
    judgeMode: row.judgeMode,
    userExtraFile: parseExtra(row.userExtraFile),
    judgeExtraFile: parseExtra(row.judgeExtraFile),
  }
}

export const exportProblems = ({ pid }: { readonly pid: unknown }) =>
  Effect.gen(function* () {
    const files = yield* Files
    const pids = yield* Effect.try({
      try: () => exportPids(pid),
      catch: (error) => error as ReturnType<typeof badRequest>,
    })
    const entries = yield* dbQuery(async (db) => {
      const rows = await db.select().from(problem).where(inArray(problem.id, pids)).orderBy(asc(problem.id))
      if (rows.length !== pids.length) throw JudgeErrors.problemNotFound()
      const out: Array<ZipSource> = []
      for (const row of rows) {
        const cases = await db
          .select()
          .from(problemCase)
          .where(eq(problemCase.pid, row.id))
          .orderBy(asc(problemCase.seq))
        const doc = await exportDocument(db, row, cases)
        out.push({ name: `problem_${row.id}.json`, data: JSON.stringify(doc) })
        out.push({ name: `problem_${row.id}/`, data: '' })
        out.push(...caseEntries(files, cases, `problem_${row.id}`))
      }
      return out
    })
    return zipResponse(`problem_export_${Date.now()}.zip`, entries)
  })
