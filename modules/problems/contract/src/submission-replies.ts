// What the submission calls answer (the `data` of the envelope), in HOJ's field names.

/** A submission (HOJ's Judge entity). `code` is null when the caller may not see it. */
export interface SubmissionView {
  readonly submitId: number
  readonly pid: number
  readonly displayPid: string
  readonly title: string
  readonly uid: string
  readonly username: string
  readonly cid: number
  readonly gid: number | null
  readonly tid: number | null
  readonly status: number
  readonly score: number | null
  readonly oiRankScore: number | null
  /** ms */
  readonly time: number | null
  /** KB */
  readonly memory: number | null
  /** bytes */
  readonly length: number
  readonly language: string
  readonly code: string | null
  readonly errorMessage: string | null
  readonly judger: string | null
  readonly isManual: boolean
  readonly share: boolean
  readonly attempt: number
  /** Cases finished and in all while Judging (our addition). */
  readonly caseDone: number
  readonly caseTotal: number
  /** ISO 8601 */
  readonly submitTime: string
  readonly gmtModified: string
}

/** GET /get-submission-detail */
export interface SubmissionDetail {
  readonly submission: SubmissionView
  /** Whether the problem allows code sharing. */
  readonly codeShare: boolean
}

export interface CaseResultView {
  readonly caseId: number
  readonly seq: number
  readonly inputData: string
  readonly outputData: string
  /** Empty unless the caller owns the submission or is an admin. */
  readonly userOutput: string
  readonly status: number
  readonly time: number
  readonly memory: number
  readonly score: number
  readonly groupNum: number
}

export interface SubtaskView {
  readonly groupNum: number
  readonly status: number
  readonly score: number
  readonly ac: number
  readonly total: number
  readonly time: number
  readonly memory: number
  readonly subtaskDetailList: ReadonlyArray<CaseResultView>
}

/** GET /get-all-case-result (spec 1 §3 Case result). */
export interface AllCaseResult {
  readonly judgeCaseMode: string
  readonly judgeCaseList: ReadonlyArray<CaseResultView>
  readonly subTaskJudgeCaseVoList: ReadonlyArray<SubtaskView> | null
}

/** GET /get-test-judge-result */
export interface TestJudgeResult {
  readonly status: number
  readonly time: number | null
  readonly memory: number | null
  readonly stderr: string | null
  readonly userInput: string
  readonly expectedOutput: string | null
  readonly userOutput: string | null
  /** default, spj or interactive */
  readonly problemJudgeMode: string
}

/** GET /languages, /get-problem-languages (HOJ's Language entity). */
export interface LanguageView {
  readonly id: number
  readonly name: string
  readonly description: string
  readonly compileCommand: string
  readonly template: string
  readonly codeTemplate: string
  readonly contentType: string
  readonly isSpj: boolean
  readonly oj: string
  readonly seq: number
}

/** GET /admin/config/get-judge-service-info: one judge worker as its heartbeats describe it. */
export interface JudgeWorkerView {
  readonly name: string
  readonly lanes: ReadonlyArray<string>
  readonly languages: ReadonlyArray<{
    readonly name: string
    readonly family: string
    readonly version: string
  }>
  readonly capacity: number
  readonly load: number
  readonly cpus: number
  readonly runtimes: ReadonlyArray<string>
  readonly startedAt: string
  readonly lastSeen: string
  readonly alive: boolean
}

/** Payload of `events.problems.judged`: a submission got (or changed) its final verdict. */
export interface JudgedEvent {
  readonly submitId: number
  readonly attempt: number
  readonly pid: number
  readonly displayPid: string
  /** 0 ACM, 1 OI */
  readonly problemType: number
  readonly difficulty: number
  readonly uid: string
  readonly username: string
  readonly cid: number
  readonly gid: number | null
  readonly tid: number | null
  readonly status: number
  /** The verdict this submission counted as before (a rejudge or manual judge), or null. */
  readonly previousStatus: number | null
  readonly score: number | null
  readonly oiRankScore: number | null
  readonly time: number | null
  readonly memory: number | null
  readonly language: string
  readonly isManual: boolean
  readonly submitTime: string
  readonly judgedAt: string
}

/** One event of the submission status stream (`data:` of each server-sent event). */
export interface SubmissionStatusEvent {
  readonly submitId: number
  readonly status: number
  readonly score: number | null
  readonly time: number | null
  readonly memory: number | null
  readonly caseDone: number
  readonly caseTotal: number
  readonly final: boolean
}
