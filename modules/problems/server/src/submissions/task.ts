import { randomBytes } from 'node:crypto'

import type {
  JudgeCase,
  JudgeCaseMode,
  JudgeMode,
  JudgePriority,
  JudgeProblem,
  JudgeTask,
} from '@oj/sdk/server'
import type { DbClient } from '@oj/sdk/server'
import { asc, eq } from 'drizzle-orm'

import { problem } from '../tables.ts'
import { problemCase } from './tables.ts'

export type ProblemRow = typeof problem.$inferSelect

export async function findProblem(db: DbClient, pid: number): Promise<ProblemRow | undefined> {
  const [row] = await db.select().from(problem).where(eq(problem.id, pid))
  return row
}

/** A stored JSON map of file name to content; anything else counts as none. */
const parseExtraFiles = (text: string | null): Readonly<Record<string, string>> | undefined => {
  if (!text) return undefined
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined
    const files = Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    )
    return files.length > 0 ? Object.fromEntries(files) : undefined
  } catch {
    return undefined
  }
}

/** The problem as a worker needs it: limits, modes, checker, file IO and extra files. */
export function judgeProblemOf(row: ProblemRow): JudgeProblem {
  const userExtraFiles = parseExtraFiles(row.userExtraFile)
  const judgeExtraFiles = parseExtraFiles(row.judgeExtraFile)
  const judgeMode = row.judgeMode as JudgeMode
  return {
    pid: row.id,
    problemId: row.problemId,
    type: row.type === 1 ? 1 : 0,
    timeLimitMs: row.timeLimit,
    memoryLimitMb: row.memoryLimit,
    stackLimitMb: row.stackLimit,
    judgeMode,
    judgeCaseMode: row.judgeCaseMode as JudgeCaseMode,
    isRemoveEndBlank: row.isRemoveEndBlank,
    isRemote: row.isRemote,
    ...(judgeMode !== 'default' && row.spjCode
      ? { checker: { language: row.spjLanguage ?? 'C', code: row.spjCode } }
      : {}),
    ...(row.isFileIO && row.ioReadFileName && row.ioWriteFileName
      ? { fileIO: { input: row.ioReadFileName, output: row.ioWriteFileName } }
      : {}),
    ...(userExtraFiles ? { userExtraFiles } : {}),
    ...(judgeExtraFiles ? { judgeExtraFiles } : {}),
  }
}

/** The problem's test data, by content hash, in order. */
async function casesOf(db: DbClient, pid: number): Promise<Array<JudgeCase>> {
  const rows = await db
    .select()
    .from(problemCase)
    .where(eq(problemCase.pid, pid))
    .orderBy(asc(problemCase.seq))
  return rows.map((c) => ({
    caseId: c.id,
    index: c.seq,
    inputName: c.inputName,
    outputName: c.outputName,
    input: { hash: c.inputHash },
    output: { hash: c.outputHash },
    score: c.score,
    groupNum: c.groupNum,
  }))
}

/**
 * A task id: `s<submitId>-<attempt>-<random>`. The random part keeps ids apart across databases that
 * share one bus (a reset instance, test servers): the bus drops an id it has seen lately, and a report
 * is applied only when its task id is the one the submission waits for.
 */
export const submissionTaskId = (submitId: number, attempt: number) =>
  `s${submitId}-${attempt}-${randomBytes(4).toString('hex')}`

export interface SubmissionTaskInput {
  readonly submitId: number
  readonly attempt: number
  readonly priority: JudgePriority
  readonly language: string
  readonly code: string
  /**
   * Stop judging at the first case that fails: what an ACM contest asks for (its contestants see only
   * the verdict), said by whoever builds the task (the submission's context). Default false: the
   * problem's judge case mode alone decides which cases run.
   */
  readonly stopAtFirstFailure?: boolean
}

/** A submission's task for one attempt, with the problem and its cases as they are now. */
export async function submissionTask(
  db: DbClient,
  row: ProblemRow,
  input: SubmissionTaskInput,
  now = new Date(),
): Promise<JudgeTask> {
  return {
    kind: 'submission',
    taskId: submissionTaskId(input.submitId, input.attempt),
    submitId: input.submitId,
    attempt: input.attempt,
    priority: input.priority,
    language: input.language,
    code: input.code,
    problem: judgeProblemOf(row),
    cases: await casesOf(db, row.id),
    stopAtFirstFailure: input.stopAtFirstFailure ?? false,
    createdAt: now.toISOString(),
  }
}

/** The lane family of a remote problem's tasks (remote adapters consume them). */
export const remoteFamily = (row: ProblemRow): string => `remote-${(row.remoteOj ?? 'unknown').toLowerCase()}`
