import type {
  AllCaseResult,
  CaseResultView,
  ShareInput,
  SubmissionDetail,
  SubmissionView,
  SubmitIdsInput,
  SubtaskView,
} from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import { asc, eq, inArray } from 'drizzle-orm'
import { Effect } from 'effect'

import { problem } from '../tables.ts'
import { canSeeCode, isAdmin, optionalCaller, requireCaller } from './access.ts'
import { inTransaction, JudgeErrors, readDb } from './errors.ts'
import { judgeCase, submission } from './tables.ts'
import { submissionView } from './views.ts'

const withProblem = {
  row: submission,
  title: problem.title,
  codeShare: problem.codeShare,
  judgeCaseMode: problem.judgeCaseMode,
  openCaseResult: problem.openCaseResult,
}

const findWithProblem = (submitId: number) =>
  readDb(async (db) => {
    const [found] = await db
      .select(withProblem)
      .from(submission)
      .innerJoin(problem, eq(problem.id, submission.pid))
      .where(eq(submission.submitId, submitId))
    return found
  })

/** GET /get-submission-detail */
export const submissionDetail = ({ submitId }: { submitId: number }) =>
  Effect.gen(function* () {
    const caller = yield* optionalCaller
    const found = yield* findWithProblem(submitId)
    if (!found) return yield* Effect.fail(JudgeErrors.submissionNotFound())
    const show = canSeeCode(caller, found.row, found.codeShare)
    const detail: SubmissionDetail = {
      submission: submissionView(found.row, found.title, show),
      codeShare: found.codeShare,
    }
    return detail
  })

/** A subtask group's verdict: its first non-accepted case's status, else Accepted. */
const groupStatus = (cases: ReadonlyArray<CaseResultView>): number =>
  cases.find((c) => c.status !== JudgeStatus.accepted)?.status ?? JudgeStatus.accepted

/** Cases grouped by subtask for the subtask modes (spec 1 §3 subTaskJudgeCaseVoList). */
function subtasks(mode: string, cases: ReadonlyArray<CaseResultView>): Array<SubtaskView> | null {
  if (mode !== 'subtask_lowest' && mode !== 'subtask_average') return null
  const groups = new Map<number, Array<CaseResultView>>()
  for (const c of cases) groups.set(c.groupNum, [...(groups.get(c.groupNum) ?? []), c])
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([groupNum, list]) => {
      const scores = list.map((c) => c.score)
      const score =
        mode === 'subtask_lowest'
          ? Math.min(...scores)
          : Math.round(scores.reduce((sum, s) => sum + s, 0) / Math.max(1, scores.length))
      return {
        groupNum,
        status: groupStatus(list),
        score,
        ac: list.filter((c) => c.status === JudgeStatus.accepted).length,
        total: list.length,
        time: Math.max(0, ...list.map((c) => c.time)),
        memory: Math.max(0, ...list.map((c) => c.memory)),
        subtaskDetailList: list,
      }
    })
}

/** GET /get-all-case-result: per-case results; the program's output only to its owner and admins. */
export const allCaseResult = ({ submitId }: { submitId: number }) =>
  Effect.gen(function* () {
    const caller = yield* optionalCaller
    const found = yield* findWithProblem(submitId)
    if (!found) return yield* Effect.fail(JudgeErrors.submissionNotFound())
    const privileged = caller !== undefined && (caller.uid === found.row.uid || isAdmin(caller))
    if (!found.openCaseResult && !privileged) {
      return {
        judgeCaseMode: found.judgeCaseMode,
        judgeCaseList: [],
        subTaskJudgeCaseVoList: null,
      } satisfies AllCaseResult
    }
    const rows = yield* readDb((db) =>
      db.select().from(judgeCase).where(eq(judgeCase.submitId, submitId)).orderBy(asc(judgeCase.seq)),
    )
    const list: Array<CaseResultView> = rows.map((c) => ({
      caseId: c.caseId,
      seq: c.seq,
      inputData: c.inputName,
      outputData: c.outputName,
      userOutput: privileged ? c.userOutput : '',
      status: c.status,
      time: c.time,
      memory: c.memory,
      score: c.score,
      groupNum: c.groupNum,
    }))
    const result: AllCaseResult = {
      judgeCaseMode: found.judgeCaseMode,
      judgeCaseList: list,
      subTaskJudgeCaseVoList: subtasks(found.judgeCaseMode, list),
    }
    return result
  })

/** POST /check-submissions-status: id → submission summary (never the code). */
export const checkSubmissionsStatus = (input: SubmitIdsInput) =>
  Effect.gen(function* () {
    if (input.submitIds.length === 0) return {}
    const rows = yield* readDb((db) =>
      db
        .select({ row: submission, title: problem.title })
        .from(submission)
        .innerJoin(problem, eq(problem.id, submission.pid))
        .where(inArray(submission.submitId, [...new Set(input.submitIds)])),
    )
    const byId: Record<string, SubmissionView> = {}
    for (const { row, title } of rows) byId[String(row.submitId)] = submissionView(row, title, false)
    return byId
  })

/** PUT /submission: the owner shares or unshares the code. */
export const updateShare = (input: ShareInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    return yield* inTransaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(submission)
        .where(eq(submission.submitId, input.submitId))
        .for('update')
      if (!row) throw JudgeErrors.submissionNotFound()
      if (row.uid !== caller.uid) throw JudgeErrors.notOwner()
      await tx
        .update(submission)
        .set({ share: input.share, gmtModified: new Date() })
        .where(eq(submission.submitId, input.submitId))
      return null
    })
  })
