import type { AdminProblemInput, ImportedProblem, ImportResult } from '@oj/problems-contract'
import { isUploadedFile } from '@oj/sdk'
import { ApiError, badRequest, type DbClient, dbQuery, dbTransaction, Files } from '@oj/sdk/server'
import { like } from 'drizzle-orm'
import { Effect } from 'effect'

import { type PlannedSave, planSave, writeSave } from '../bank/save-problem.ts'
import { recordMdFile } from '../markdown/files.ts'
import { requireCaller } from '../submissions/access.ts'
import { Judging } from '../submissions/signals.ts'
import { liveLanguages } from '../submissions/workers.ts'
import { problem } from '../tables.ts'
import { zipErrorReply } from '../zip/errors.ts'
import { ZipError, type ZipLimits } from '../zip/read.ts'
import { PackageError, type PackageProblem, type ProblemSource } from './model.ts'

const isApiError = (u: unknown): u is ApiError =>
  u instanceof ApiError ||
  (typeof u === 'object' && u !== null && (u as { _tag?: unknown })._tag === 'ApiError')

/** Packages are larger than one problem's test data: up to 50,000 files, 4 GiB uncompressed. */
const PACKAGE_LIMITS: ZipLimits = {
  maxEntries: 50_000,
  maxFileBytes: 256 * 1024 * 1024,
  maxTotalBytes: 4 * 1024 * 1024 * 1024,
}

const packageReply = (error: unknown, fileName: string): ApiError => {
  if (isApiError(error)) return error
  if (error instanceof PackageError) return badRequest(error.msgId, error.message, error.values)
  if (error instanceof ZipError) return zipErrorReply(error, PACKAGE_LIMITS, fileName)
  return badRequest(
    'problems.error.packageUnreadable',
    `${fileName} could not be read as a problem package`,
    {
      file: fileName,
    },
  )
}

/** The next free display ids of the bank's own form, P1000 and up (for packages that carry none). */
async function freeIds(db: DbClient, count: number): Promise<Array<string>> {
  const rows = await db.select({ id: problem.problemId }).from(problem).where(like(problem.problemId, 'P%'))
  const taken = new Set(rows.map((r) => r.id.toUpperCase()))
  let next = 1000
  for (const id of taken) {
    const n = /^P(\d{1,9})$/.exec(id)?.[1]
    if (n !== undefined) next = Math.max(next, Number(n) + 1)
  }
  const ids: Array<string> = []
  while (ids.length < count) {
    const id = `P${next++}`
    if (!taken.has(id)) ids.push(id)
  }
  return ids
}

/**
 * A package's languages and templates narrowed to those the judges here offer (another judge names
 * its own): none left means every language.
 */
function judgedHere(body: AdminProblemInput, offered: ReadonlySet<string>): AdminProblemInput {
  const name = (l: string | { readonly name: string }) => (typeof l === 'string' ? l : l.name)
  const languages = body.languages?.filter((l) => offered.has(name(l)))
  const codeTemplates = body.codeTemplates?.filter((t) => t.language === undefined || offered.has(t.language))
  const { languages: _languages, codeTemplates: _templates, ...rest } = body
  return {
    ...rest,
    ...(languages && languages.length > 0 ? { languages } : {}),
    ...(codeTemplates ? { codeTemplates } : {}),
  }
}

/**
 * Imports read problems: all of them in one transaction, or none (the first refusal names the
 * package file it came from). Problems without a display id get the next free P<n>.
 */
const importProblems = (problems: ReadonlyArray<PackageProblem>) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const files = yield* Files
    const judging = yield* Judging
    const missing = problems.filter((p) => !p.body.problem.problemId?.trim()).length
    const ids = yield* dbQuery((db) => freeIds(db, missing))
    const offered = new Set((yield* dbQuery((db) => liveLanguages(db))).keys())
    const planned: Array<{ readonly from: PackageProblem; readonly plan: PlannedSave }> = []
    for (const from of problems) {
      const given = from.body.problem.problemId?.trim()
      const body = judgedHere(
        given ? from.body : { ...from.body, problem: { ...from.body.problem, problemId: ids.shift() } },
        offered,
      )
      const plan = yield* planSave(body, true, { requireCompiled: false, storedCases: from.cases }).pipe(
        Effect.mapError((error) =>
          badRequest('problems.error.packageProblem', `${from.source}: ${error.message}`, {
            file: from.source,
            detail: error.message,
          }),
        ),
      )
      planned.push({ from, plan })
    }
    const imported = yield* dbTransaction(async (tx) => {
      const out: Array<ImportedProblem> = []
      for (const { from, plan } of planned) {
        try {
          const { saved } = await writeSave(tx, files, caller, plan, async () => undefined)
          for (const asset of from.assets ?? [])
            await recordMdFile(tx, { ...asset, uid: caller.uid, gid: null })
          out.push({
            pid: saved.pid,
            problemId: saved.problemId,
            title: saved.title,
            caseCount: from.cases.length,
            source: from.source,
          })
        } catch (error) {
          // A refusal names the package's file; a failure of the database stays the server's.
          if (!isApiError(error)) throw error
          const message = error.message
          throw badRequest('problems.error.packageProblem', `${from.source}: ${message}`, {
            file: from.source,
            detail: message,
          })
        }
      }
      return out
    })
    judging.wakeOutbox()
    return imported
  })

/** POST /file/import-*: reads the uploaded package with its source, then imports all of it or nothing. */
export const importUpload = (source: ProblemSource) => (input: { readonly file?: unknown }) =>
  Effect.gen(function* () {
    const files = yield* Files
    const file = input.file
    if (!isUploadedFile(file)) {
      return yield* Effect.fail(badRequest('problems.error.fileRequired', 'Please choose a file'))
    }
    const problems = yield* Effect.tryPromise({
      try: () => source.read(file.path, { files, limits: PACKAGE_LIMITS, fileName: file.name }),
      catch: (error) => packageReply(error, file.name),
    })
    if (problems.length === 0) {
      return yield* Effect.fail(
        badRequest('problems.error.packageEmpty', `${file.name} holds no problem`, { file: file.name }),
      )
    }
    const result: ImportResult = { problems: yield* importProblems(problems) }
    return result
  })
