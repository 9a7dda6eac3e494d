import {
  type AdminProblemInput,
  isRemoteOj,
  type ProblemChangedEvent,
  type SavedProblemInfo,
} from '@oj/problems-contract'
import { ProblemsEvents } from '@oj/problems-contract/events'
import { badRequest, type DbClient, dbQuery, dbTransaction, Files, refuse } from '@oj/sdk/server'
import { and, eq, ne } from 'drizzle-orm'
import { Effect } from 'effect'

import { requireCaller } from '../submissions/access.ts'
import { JudgeErrors } from '../submissions/errors.ts'
import { addEvent } from '../submissions/outbox.ts'
import { type JudgeSignals, Judging } from '../submissions/signals.ts'
import { problemCase } from '../submissions/tables.ts'
import { problem, problemStats } from '../tables.ts'
import { inlineRows, uploadedRows } from './case-rows.ts'
import { casePlan, extraFilesText } from './case-rules.ts'
import { managedProblem } from './problem-access.ts'

type ProblemInsert = typeof problem.$inferInsert

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
    languages: input.languages?.map((l) => (typeof l === 'string' ? l : l.name)),
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

/** Rules that need the whole problem (the stored row merged with the body). */
function checkWhole(row: Partial<ProblemInsert>): void {
  if (row.isFileIO && (!row.ioReadFileName || !row.ioWriteFileName)) {
    throw badRequest(
      'problems.error.fileIONames',
      'When the read/write mode is File IO the input file name or output file name cannot be empty',
    )
  }
  if (row.judgeMode && row.judgeMode !== 'default' && !row.spjCode?.trim()) {
    throw badRequest('problems.error.spjCodeRequired', 'The special judge or interactive code is required')
  }
}

/**
 * The columns the body sets and how its cases are to be stored, once the body is checked against
 * the stored problem (an update merges into it). Fails with the first rule broken.
 */
const planSave = (input: AdminProblemInput, creating: boolean) =>
  dbQuery(async (db) => {
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
    checkWhole(merged)
    const plan = casePlan(input, {
      creating,
      type: merged.type ?? 0,
      judgeCaseMode: merged.judgeCaseMode ?? 'default',
      isRemote: merged.isRemote ?? false,
    })
    if (plan.kind !== 'keep') columns.isUploadCase = plan.kind === 'upload'
    return { columns, plan, id }
  })

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
) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const files = yield* Files
    const { columns, plan, id } = yield* planSave(input, creating)
    const result = yield* dbTransaction(async (tx) => {
      if (columns.problemId !== undefined) {
        const [clash] = await tx
          .select({ id: problem.id })
          .from(problem)
          .where(
            and(eq(problem.problemId, columns.problemId), id === undefined ? undefined : ne(problem.id, id)),
          )
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
        plan.kind === 'upload' ? await uploadedRows(tx, plan.dir, plan.cases, caller.uid) : undefined
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
          .set({ ...columns, gmtModified: new Date() })
          .where(eq(problem.id, id ?? 0))
          .returning()
      }
      if (!row) return refuse(JudgeErrors.writeFailed())
      const pid = row.id
      const { subject } = creating ? ProblemsEvents.created : ProblemsEvents.updated
      const event: ProblemChangedEvent = { pid, problemId: row.problemId }
      await addEvent(tx, subject, `${subject}-${pid}-${Date.now()}`, event)
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
      return { saved, within: theirs }
    })
    judging.wakeOutbox()
    return result
  })

/**
 * POST /admin/problem (creating) and PUT /admin/problem: the problem and its test data in one
 * transaction. An update is for those who may manage the stored problem (`managedProblem`).
 */
export const saveProblem = (input: AdminProblemInput, creating: boolean) =>
  Effect.gen(function* () {
    const judging = yield* Judging
    const id = input.problem.id
    // Without an id, planSave answers what is missing.
    if (!creating && id !== undefined) yield* managedProblem(id)
    const { saved } = yield* saveProblemWithin(judging, input, creating, async () => undefined)
    return { pid: saved.pid, problemId: saved.problemId, caseCount: saved.caseCount }
  })
