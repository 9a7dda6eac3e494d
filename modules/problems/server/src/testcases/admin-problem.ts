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
import { problemCase, testcaseUpload } from '../submissions/tables.ts'
import { problem, problemStats } from '../tables.ts'
import { type CasePlan, casePlan, extraFilesText, type PlannedCase } from './case-rules.ts'

type ProblemInsert = typeof problem.$inferInsert
type StoredCase = typeof problemCase.$inferInsert

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

/** Inline case contents into the Files service, before the transaction (blobs are content-addressed). */
const storeInline = (plan: CasePlan) =>
  Effect.gen(function* () {
    if (plan.kind !== 'inline') return undefined
    const files = yield* Files
    const stored: Array<Omit<StoredCase, 'pid'>> = []
    for (const [i, c] of plan.cases.entries()) {
      stored.push({
        seq: i + 1,
        inputName: `${i + 1}.in`,
        outputName: `${i + 1}.out`,
        inputHash: yield* files.put(new TextEncoder().encode(c.input)),
        outputHash: yield* files.put(new TextEncoder().encode(c.output)),
        score: c.score,
        groupNum: c.groupNum,
      })
    }
    return stored
  })

/**
 * The upload's files, in the order and with the scores the body gives (all of them when it gives none).
 * An upload is its uploader's: another caller's id answers as an unknown one.
 */
async function uploadedCases(
  tx: DbClient,
  dir: string,
  planned: ReadonlyArray<PlannedCase> | undefined,
  uid: string,
) {
  const [upload] = await tx
    .select()
    .from(testcaseUpload)
    .where(and(eq(testcaseUpload.id, dir), eq(testcaseUpload.uid, uid)))
  if (!upload)
    throw badRequest(
      'problems.error.uploadNotFound',
      'The uploaded test data was not found, please upload it again',
    )
  const byName = new Map(upload.files.map((f) => [f.input, f]))
  const list =
    planned ?? upload.files.map((f) => ({ input: f.input, output: f.output, score: 0, groupNum: 0 }))
  return list.map((c, i): Omit<StoredCase, 'pid'> => {
    const file = byName.get(c.input)
    if (!file) {
      throw badRequest(
        'problems.error.uploadMissingFile',
        `The uploaded test data has no file named ${c.input}`,
        { name: c.input },
      )
    }
    return {
      seq: i + 1,
      inputName: file.input,
      outputName: file.output,
      inputHash: file.inputHash,
      outputHash: file.outputHash,
      score: c.score,
      groupNum: c.groupNum,
    }
  })
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
 * same change, through ProblemEditors) runs in it once the problem is written.
 */
export const saveProblemWithin = <A>(
  judging: JudgeSignals,
  input: AdminProblemInput,
  creating: boolean,
  within: (tx: DbClient, saved: SavedProblemInfo) => Promise<A>,
) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const { columns, plan, id } = yield* planSave(input, creating)
    const inline = yield* storeInline(plan)
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
      const cases =
        plan.kind === 'upload' ? await uploadedCases(tx, plan.dir, plan.cases, caller.uid) : inline
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
      if (cases) {
        await tx.delete(problemCase).where(eq(problemCase.pid, pid))
        if (cases.length > 0) await tx.insert(problemCase).values(cases.map((c) => ({ ...c, pid })))
      }
      const { subject } = creating ? ProblemsEvents.created : ProblemsEvents.updated
      const event: ProblemChangedEvent = { pid, problemId: row.problemId }
      await addEvent(tx, subject, `${subject}-${pid}-${Date.now()}`, event)
      const saved: SavedProblemInfo = {
        pid,
        problemId: row.problemId,
        title: row.title,
        type: row.type,
        auth: row.auth,
        caseCount: cases?.length ?? null,
      }
      return { saved, within: await within(tx, saved) }
    })
    judging.wakeOutbox()
    return result
  })

/** POST /admin/problem (creating) and PUT /admin/problem: the problem and its test data in one transaction. */
export const saveProblem = (input: AdminProblemInput, creating: boolean) =>
  Effect.gen(function* () {
    const judging = yield* Judging
    const { saved } = yield* saveProblemWithin(judging, input, creating, async () => undefined)
    return { pid: saved.pid, problemId: saved.problemId, caseCount: saved.caseCount }
  })
