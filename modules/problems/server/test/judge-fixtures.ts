import type { CaseResult, DbClient, FinalReport, ProgressReport } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'

import { problemCase, submission } from '../src/submissions/tables.ts'
import { problem, problemStats } from '../src/tables.ts'

/** A problem with `cases` test cases (hashes only: nothing here runs them). */
export async function insertProblem(
  db: DbClient,
  problemId: string,
  options: { type?: number; difficulty?: number; cases?: number; isRemote?: boolean } = {},
): Promise<number> {
  const [row] = await db
    .insert(problem)
    .values({
      problemId,
      title: `Problem ${problemId}`,
      type: options.type ?? 0,
      difficulty: options.difficulty ?? 0,
      isRemote: options.isRemote ?? false,
    })
    .returning({ id: problem.id })
  const pid = row!.id
  await db.insert(problemStats).values({ pid })
  const count = options.cases ?? 2
  if (count > 0) {
    await db.insert(problemCase).values(
      Array.from({ length: count }, (_, i) => ({
        pid,
        seq: i + 1,
        inputName: `${i + 1}.in`,
        outputName: `${i + 1}.out`,
        inputHash: 'a'.repeat(64),
        outputHash: 'b'.repeat(64),
        score: options.type === 1 ? 50 : 0,
      })),
    )
  }
  return pid
}

/** A Pending submission waiting for the task `taskId`. */
export async function insertSubmission(
  db: DbClient,
  pid: number,
  taskId: string,
  uid = 'u1',
): Promise<number> {
  const [row] = await db
    .insert(submission)
    .values({
      pid,
      displayPid: 'X',
      uid,
      username: 'alice',
      language: 'C++ 17',
      code: 'int main(){}',
      length: 12,
      priority: 'normal',
      family: 'native',
      taskId,
      caseTotal: 2,
    })
    .returning({ id: submission.submitId })
  return row!.id
}

export const submissionRow = async (db: DbClient, submitId: number) =>
  (await db.select().from(submission).where(eq(submission.submitId, submitId)))[0]!

export const statsOf = async (db: DbClient, pid: number) =>
  (await db.select().from(problemStats).where(eq(problemStats.pid, pid)))[0]!

export const progress = (
  submitId: number,
  taskId: string,
  status: 6 | 7,
  done = 0,
  attempt = 1,
): ProgressReport => ({ kind: 'progress', taskId, submitId, attempt, status, done, total: 2, judger: 'w1' })

export const caseResult = (index: number, status: CaseResult['status'], score = 0): CaseResult => ({
  caseId: index,
  index,
  inputName: `${index}.in`,
  outputName: `${index}.out`,
  status,
  time: 10 * index,
  memory: 1000 * index,
  score,
  groupNum: 0,
  userOutput: `out ${index}`,
  message: '',
})

export const final = (
  submitId: number,
  taskId: string,
  status: FinalReport['status'],
  options: {
    attempt?: number
    score?: number | null
    cases?: ReadonlyArray<CaseResult>
    subtasks?: FinalReport['subtasks']
  } = {},
): FinalReport => ({
  kind: 'final',
  taskId,
  submitId,
  attempt: options.attempt ?? 1,
  status,
  score: options.score ?? null,
  time: 20,
  memory: 2000,
  errorMessage: '',
  judger: 'w1',
  cases: options.cases ?? [caseResult(1, status), caseResult(2, status)],
  ...(options.subtasks ? { subtasks: options.subtasks } : {}),
  finishedAt: new Date().toISOString(),
})
