import {
  type AdminProblemInput,
  isRemoteOj,
  ProblemAuth,
  type ProblemChangedEvent,
  type SavedProblemInfo,
} from '@oj/problems-contract'
import { ProblemsEvents } from '@oj/problems-contract/events'
import {
  badRequest,
  type Caller,
  type DbClient,
  dbQuery,
  dbTransaction,
  Files,
  type FilesShape,
  refuse,
} from '@oj/sdk/server'
import { and, eq, ne } from 'drizzle-orm'
import { Effect } from 'effect'

import { requireCaller } from '../submissions/access.ts'
import { JudgeErrors } from '../submissions/errors.ts'
import { addEvent } from '../submissions/outbox.ts'
import { type JudgeSignals, Judging } from '../submissions/signals.ts'
import { problemCase } from '../submissions/tables.ts'
import { liveLanguages } from '../submissions/workers.ts'
import { problem, problemStats } from '../tables.ts'
import { type CaseRow, inlineRows, uploadedRows } from '../testcases/case-rows.ts'
import { type CasePlan, casePlan, extraFilesText } from '../testcases/case-rules.ts'
import { managedProblem, mayManageAny } from '../testcases/problem-access.ts'
import { checkPublicAuth } from './problem-admin.ts'
import {
  checkerCompiled,
  plannedLanguages,
  plannedTags,
  type PlannedTemplate,
  plannedTemplates,
  writeTags,
  writeTemplates,
} from './problem-extras.ts'

// Saving a problem from HOJ's ProblemDTO: POST/PUT /admin/problem, other modules' editors
// (ProblemEditors) and the importers. The checks of spec 3 §5 run in its order, each failing with its
// message, before anything is written; the row, its cases, tags and templates go in one transaction.

type ProblemInsert = typeof problem.$inferInsert

export interface SaveOptions {
  /**
   * Refuse a changed special judge that no judge compiled (rule 8, as HOJ's client flags it with
   * `changeModeCode`). The importers store packages' checkers as they are.
   */
  readonly requireCompiled?: boolean
  /** The cases, already in the Files service (the importers): the body's cases are not read. */
  readonly storedCases?: ReadonlyArray<CaseRow>
}

/** A save checked against the stored problem, ready to write. */
export interface PlannedSave {
  readonly creating: boolean
  readonly id: number | undefined
  readonly columns: Partial<ProblemInsert>
  readonly cases: CasePlan | { readonly kind: 'stored'; readonly rows: ReadonlyArray<CaseRow> }
  readonly tags: ReadonlyArray<string> | undefined
  readonly templates: ReadonlyArray<PlannedTemplate> | undefined
}

const required = (value: string | undefined, msgId: string, message: string): string => {
  const text = value?.trim() ?? ''
  if (text === '') throw badRequest(msgId, message)
  return text
}

/** The problem columns the body sets (absent fields stay as they are on update, default on create). */
function problemColumns(input: AdminProblemInput, creating: boolean): Partial<ProblemInsert> {
  const p = input.problem
  const columns: Partial<ProblemInsert> = {
    problemId: creating
      ? required(p.problemId, 'problems.error.problemIdRequired', 'The problem ID is required')
      : p.problemId?.trim(),
    title: creating ? required(p.title, 'problems.error.titleRequired', 'Title is required') : p.title,
    author: p.author,
    description: p.description,
    input: p.input,
    output: p.output,
    examples: p.examples,
    hint: p.hint,
    source: p.source,
    type: p.type,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    difficulty: p.difficulty,
    auth: p.auth,
    codeShare: p.codeShare,
    isRemote: p.isRemote,
    judgeMode: input.judgeMode ?? p.judgeMode,
    judgeCaseMode: p.judgeCaseMode,
    isRemoveEndBlank: p.isRemoveEndBlank,
    openCaseResult: p.openCaseResult,
    spjCode: p.spjCode,
    spjLanguage: p.spjLanguage,
    userExtraFile: extraFilesText(p.userExtraFile),
    judgeExtraFile: extraFilesText(p.judgeExtraFile),
    isFileIO: p.isFileIO,
    ioReadFileName: p.ioReadFileName?.trim(),
    ioWriteFileName: p.ioWriteFileName?.trim(),
    gid: p.gid === 0 ? null : p.gid,
  }
  // A remote problem's source is its display id's prefix (HDU-1000, CF-1A): its tasks go to that judge's lane.
  const source = columns.problemId?.split('-')[0]
  if (p.isRemote && source && isRemoteOj(source)) columns.remoteOj = source
  if (columns.problemId === '')
    throw badRequest('problems.error.problemIdRequired', 'The problem ID is required')
  if (columns.title !== undefined && columns.title.trim() === '')
    throw badRequest('problems.error.titleRequired', 'Title is required')
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined))
}

/** Rule 3: file IO names both files. */
function checkFileIO(row: Partial<ProblemInsert>): void {
  if (row.isFileIO && (!row.ioReadFileName || !row.ioWriteFileName)) {
    throw badRequest(
      'problems.error.fileIONames',
      'When the read/write mode is File IO the input file name or output file name cannot be empty',
    )
  }
}

/** Rule 8: a special judge or interactor has code, and compiled when the body says it changed. */
async function checkChecker(
  db: DbClient,
  row: Partial<ProblemInsert>,
  input: AdminProblemInput,
  options: SaveOptions,
): Promise<void> {
  if (!row.judgeMode || row.judgeMode === 'default' || row.isRemote) return
  if (!row.spjCode?.trim()) {
    throw badRequest('problems.error.spjCodeRequired', 'The special judge or interactive code is required')
  }
  if (options.requireCompiled && input.changeModeCode === true) {
    const compiled = await checkerCompiled(db, row.spjLanguage ?? '', row.spjCode)
    if (!compiled) {
      throw badRequest(
        'problems.error.spjNotCompiled',
        'Spj or interactive code not compiled successfully, please compile again',
      )
    }
  }
}

/**
 * The columns the body sets and how its cases, tags and templates are to be stored, once the body is
 * checked against the stored problem (an update merges into it). Fails with the first rule broken.
 */
export const planSave = (input: AdminProblemInput, creating: boolean, options: SaveOptions = {}) =>
  dbQuery(async (db): Promise<PlannedSave> => {
    const columns = problemColumns(input, creating)
    const id = input.problem.id
    if (!creating && id === undefined) {
      refuse(badRequest('problems.error.problemToUpdate', 'The problem to update is missing (problem.id)'))
    }
    const [existing] = creating
      ? []
      : await db
          .select()
          .from(problem)
          .where(eq(problem.id, id ?? 0))
    if (!creating && !existing) refuse(JudgeErrors.problemNotFound())
    const merged = { ...existing, ...columns }
    checkFileIO(merged)
    const cases: PlannedSave['cases'] = options.storedCases
      ? { kind: 'stored', rows: options.storedCases }
      : casePlan(input, {
          creating,
          type: merged.type ?? 0,
          judgeCaseMode: merged.judgeCaseMode ?? 'default',
          isRemote: merged.isRemote ?? false,
        })
    if (cases.kind !== 'keep' && cases.kind !== 'rescore') columns.isUploadCase = cases.kind !== 'inline'
    await checkChecker(db, merged, input, options)
    // Rules 9 and 10: at least one language, no checked template without code.
    const languages = plannedLanguages(input)
    if (languages) columns.languages = languages
    const offered = [...(await liveLanguages(db)).keys()].sort((a, b) => a.localeCompare(b))
    const templates = plannedTemplates(input, offered)
    return { creating, id, columns, cases, tags: plannedTags(input), templates }
  })

/**
 * Writes a planned save in the caller's transaction: the row, its counts row and event, then
 * `within` (another module's part of the change), then its cases, tags and templates.
 */
export async function writeSave<A>(
  tx: DbClient,
  files: FilesShape,
  caller: Caller,
  planned: PlannedSave,
  within: (tx: DbClient, saved: SavedProblemInfo) => Promise<A>,
): Promise<{ readonly saved: SavedProblemInfo; readonly within: A }> {
  const { columns, cases: plan, id, creating } = planned
  if (columns.problemId !== undefined) {
    const [clash] = await tx
      .select({ id: problem.id })
      .from(problem)
      .where(and(eq(problem.problemId, columns.problemId), id === undefined ? undefined : ne(problem.id, id)))
    if (clash) {
      throw badRequest(
        'problems.error.problemIdExists',
        `The problem ID ${columns.problemId} already exists`,
        {
          problemId: columns.problemId,
        },
      )
    }
  }
  const uploaded =
    plan.kind === 'upload'
      ? await uploadedRows(tx, plan.dir, plan.cases, caller.uid)
      : plan.kind === 'stored'
        ? [...plan.rows]
        : undefined
  let row
  if (creating) {
    ;[row] = await tx
      .insert(problem)
      .values({ author: caller.username, ...(columns as ProblemInsert) })
      .returning()
    if (row) await tx.insert(problemStats).values({ pid: row.id }).onConflictDoNothing()
  } else {
    ;[row] = await tx
      .update(problem)
      .set({ ...columns, modifiedUser: caller.username, gmtModified: new Date() })
      .where(eq(problem.id, id ?? 0))
      .returning()
  }
  if (!row) return refuse(JudgeErrors.writeFailed())
  const pid = row.id
  const { subject } = creating ? ProblemsEvents.created : ProblemsEvents.updated
  const event: ProblemChangedEvent = { pid, problemId: row.problemId }
  await addEvent(
    tx,
    subject,
    `${subject}-${pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    event,
  )
  const saved: SavedProblemInfo = {
    pid,
    problemId: row.problemId,
    title: row.title,
    type: row.type,
    auth: row.auth,
    caseCount: uploaded?.length ?? (plan.kind === 'inline' ? plan.cases.length : null),
  }
  const theirs = await within(tx, saved)
  // Typed-in cases reach the Files service last, when nothing above has refused the save.
  const cases = plan.kind === 'inline' ? await inlineRows(files, plan.cases) : uploaded
  if (cases) {
    await tx.delete(problemCase).where(eq(problemCase.pid, pid))
    if (cases.length > 0) await tx.insert(problemCase).values(cases.map((c) => ({ ...c, pid })))
  }
  if (plan.kind === 'rescore') {
    for (const c of plan.cases) {
      await tx
        .update(problemCase)
        .set({ score: c.score, groupNum: c.groupNum })
        .where(and(eq(problemCase.pid, pid), eq(problemCase.inputName, c.input)))
    }
  }
  if (planned.tags) await writeTags(tx, pid, planned.tags, row.remoteOj, row.gid)
  if (planned.templates) await writeTemplates(tx, pid, planned.templates)
  return { saved, within: theirs }
}

/**
 * Saves a problem and its test data in one transaction; `within` (another module's part of the
 * same change, through ProblemEditors) runs in it once the problem row is written, before its cases.
 * Who may save is the caller's business (the admin routes: `managedProblem`; other modules: theirs).
 */
export const saveProblemWithin = <A>(
  judging: JudgeSignals,
  input: AdminProblemInput,
  creating: boolean,
  within: (tx: DbClient, saved: SavedProblemInfo) => Promise<A>,
  options: SaveOptions = { requireCompiled: true },
) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const files = yield* Files
    const planned = yield* planSave(input, creating, options)
    const result = yield* dbTransaction((tx) => writeSave(tx, files, caller, planned, within))
    judging.wakeOutbox()
    return result
  })

/**
 * POST /admin/problem (creating) and PUT /admin/problem: the problem and its test data in one
 * transaction. An update is for those who may manage the stored problem (`managedProblem`).
 */
export const saveProblem = (body: AdminProblemInput, creating: boolean) =>
  Effect.gen(function* () {
    const judging = yield* Judging
    const caller = yield* requireCaller
    const id = body.problem.id
    // Without an id, planSave answers what is missing.
    const stored = !creating && id !== undefined ? yield* managedProblem(id) : undefined
    // An admin's new problem is private unless they say otherwise; only root and problem admins publish.
    const input =
      creating && body.problem.auth === undefined && !mayManageAny(caller)
        ? { ...body, problem: { ...body.problem, auth: ProblemAuth.private } }
        : body
    yield* checkPublicAuth(caller, input.problem.auth, stored?.auth)
    const { saved } = yield* saveProblemWithin(judging, input, creating, async () => undefined)
    return { pid: saved.pid, problemId: saved.problemId, caseCount: saved.caseCount }
  })
