import type {
  AllCaseResult,
  CaseResultView,
  SubmissionDetail,
  SubmissionView,
  SubmitIdsInput,
  SubtaskView,
} from '@oj/problems-contract'
import { ProblemType } from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import { dbQuery, dbTransaction, refuse } from '@oj/sdk/server'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { Effect, Option } from 'effect'

import { scopedVisibility, scopeOfRow, viewsOf, visibilityOf } from '../scopes/view.ts'
import { problem } from '../tables.ts'
import { canSeeProblem, optionalCaller, requireCaller } from './access.ts'
import { JudgeErrors } from './errors.ts'
import { judgeCase, submission } from './tables.ts'
import { submissionView } from './views.ts'

const withProblem = {
  row: submission,
  title: problem.title,
  type: problem.type,
  codeShare: problem.codeShare,
  judgeCaseMode: problem.judgeCaseMode,
  openCaseResult: problem.openCaseResult,
  problem: { auth: problem.auth, gid: problem.gid },
}

/** The submission with what its problem says about showing it; 404 when there is none. */
const findWithProblem = (submitId: number) =>
  dbQuery(async (db) => {
    const [found] = await db
      .select(withProblem)
      .from(submission)
      .innerJoin(problem, eq(problem.id, submission.pid))
      .where(eq(submission.submitId, submitId))
    return found ?? refuse(JudgeErrors.submissionNotFound())
  })

/**
 * The submission and what the caller may see of it. One of the public bank (no contest, training or
 * group) follows its problem: a private or contest-only problem's submission answers as a missing one
 * (404) to those who may not see the problem. One of a scope is what the scope's module lets them see.
 */
export const openSubmission = (submitId: number) =>
  Effect.gen(function* () {
    const caller = yield* optionalCaller
    const found = yield* findWithProblem(submitId)
    if (!scopeOfRow(found.row) && !canSeeProblem(caller, found.problem)) {
      return yield* Effect.fail(JudgeErrors.submissionNotFound())
    }
    const seen = yield* visibilityOf(caller, found.row, found)
    return { found, seen }
  })

/** GET /get-submission-detail */
export const submissionDetail = ({ submitId }: { submitId: number }) =>
  Effect.gen(function* () {
    const { found, seen } = yield* openSubmission(submitId)
    const detail: SubmissionDetail = {
      submission: submissionView(found.row, found.title, seen),
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
      const scores = list.map((c) => c.score ?? 0)
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

/** GET /get-all-case-result: per-case results when the caller may see them (none otherwise). */
export const allCaseResult = ({ submitId }: { submitId: number }) =>
  Effect.gen(function* () {
    const { found, seen } = yield* openSubmission(submitId)
    const mode = found.judgeCaseMode
    if (!seen.cases) return { judgeCaseMode: mode, judgeCaseList: [], subTaskJudgeCaseVoList: null }
    const rows = yield* dbQuery((db) =>
      db.select().from(judgeCase).where(eq(judgeCase.submitId, submitId)).orderBy(asc(judgeCase.seq)),
    )
    const list = rows.map((c): CaseResultView => ({
      id: c.id,
      pid: found.row.pid,
      submitId,
      uid: found.row.uid,
      caseId: c.caseId,
      time: c.time,
      memory: c.memory,
      // HOJ scores only OI cases; an ACM case's score is null.
      score: found.type === ProblemType.oi ? c.score : null,
      status: c.status,
      inputData: c.inputName,
      outputData: c.outputName,
      userOutput: seen.output ? c.userOutput : '',
      groupNum: c.groupNum,
      seq: c.seq,
      mode,
      gmtCreate: null,
      gmtModified: null,
    }))
    const result: AllCaseResult = {
      judgeCaseMode: mode,
      judgeCaseList: list,
      subTaskJudgeCaseVoList: subtasks(mode, list),
    }
    return result
  })

/**
 * POST /check-submissions-status (and the contest's, with `cid` required): id → the submission as
 * the caller may see it, never its code nor error message. Ids the caller may not open are left out.
 */
export const checkSubmissionsStatus = (input: SubmitIdsInput) =>
  Effect.gen(function* () {
    if (input.submitIds.length === 0) return {}
    const caller = yield* optionalCaller
    const rows = yield* dbQuery((db) =>
      db
        .select({ row: submission, title: problem.title, problem: { auth: problem.auth, gid: problem.gid } })
        .from(submission)
        .innerJoin(problem, eq(problem.id, submission.pid))
        .where(
          and(
            inArray(submission.submitId, [...new Set(input.submitIds)]),
            input.cid ? eq(submission.cid, input.cid) : undefined,
          ),
        ),
    )
    const viewOf = viewsOf(caller)
    const byId: Record<string, SubmissionView> = {}
    for (const { row, title, problem: owner } of rows) {
      const key = scopeOfRow(row)
      let verdict = true
      if (key) {
        // A scope that refuses the caller (or whose module is not enabled) leaves its ids out.
        const view = yield* Effect.option(viewOf(key))
        const seen = Option.isSome(view) ? scopedVisibility(caller, row, view.value) : undefined
        if (!seen) continue
        verdict = seen.verdict
      } else if (!canSeeProblem(caller, owner)) continue
      byId[String(row.submitId)] = submissionView(row, title, { code: false, verdict, errors: 'none' })
    }
    return byId
  })

/** PUT /submission: the owner shares or unshares the code. */
export const updateShare = (input: { readonly submitId: number; readonly share: boolean }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    return yield* dbTransaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(submission)
        .where(eq(submission.submitId, input.submitId))
        .for('update')
      if (!row) return refuse(JudgeErrors.submissionNotFound())
      if (row.uid !== caller.uid) return refuse(JudgeErrors.notOwner())
      await tx
        .update(submission)
        .set({ share: input.share, gmtModified: new Date() })
        .where(eq(submission.submitId, input.submitId))
      return null
    })
  })
