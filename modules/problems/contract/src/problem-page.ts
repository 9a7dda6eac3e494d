import { Schema, SchemaTransformation } from 'effect'

import { optionalParam } from './query.ts'
import { Flag, Id, ScopeId } from './submission.ts'

// The problem page's calls (spec 1 §7): the statement, templates, a random pick, the caller's status
// per problem and the last accepted code.

/** At most this many problems in one get-user-problem-status call. */
export const MAX_STATUS_PIDS = 1000

/** GET /get-problem-detail: the display id, matched without regard to case. */
export const ProblemDetailQuery = Schema.Struct({
  problemId: Schema.String.pipe(
    Schema.decodeTo(
      Schema.String.check(Schema.isNonEmpty({ message: 'problems.error.problemIdRequired' })).check(
        Schema.isMaxLength(100),
      ),
      SchemaTransformation.trim(),
    ),
  ),
  gid: ScopeId,
})
export type ProblemDetailQuery = typeof ProblemDetailQuery.Type

/** POST /get-user-problem-status (HOJ PidListDTO). */
export const UserProblemStatusInput = Schema.Struct({
  pidList: Schema.Array(Id).check(Schema.isMaxLength(MAX_STATUS_PIDS)),
  isContestProblemList: optionalParam(Flag),
  cid: ScopeId,
  gid: ScopeId,
  containsEnd: optionalParam(Flag),
})
export type UserProblemStatusInput = typeof UserProblemStatusInput.Type

/** GET /get-last-ac-code */
export const LastAcCodeQuery = Schema.Struct({ pid: Id, cid: ScopeId })
export type LastAcCodeQuery = typeof LastAcCodeQuery.Type

/** A sample of the statement. */
export interface ProblemExample {
  readonly input: string
  readonly output: string
}

/** The problem of GET /get-problem-detail (never its checker, judge files or test data). */
export interface ProblemDetailProblem {
  /** Numeric id, used by calls that take `pid`. */
  readonly pid: number
  readonly problemId: string
  readonly title: string
  readonly author: string | null
  /** 0 ACM, 1 OI. */
  readonly type: number
  /** default, spj or interactive. */
  readonly judgeMode: string
  /** ms */
  readonly timeLimit: number
  /** MB */
  readonly memoryLimit: number
  /** MB */
  readonly stackLimit: number
  readonly description: string
  readonly input: string
  readonly output: string
  readonly examples: ReadonlyArray<ProblemExample>
  readonly hint: string
  readonly source: string
  readonly difficulty: number
  readonly isRemote: boolean
  readonly remoteOj: string | null
  /** File name → content offered to the program; null when none. */
  readonly userExtraFile: Readonly<Record<string, string>> | null
  readonly gid: number | null
  readonly openCaseResult: boolean
  /** ISO 8601 */
  readonly gmtModified: string
}

/** Submission counts per verdict of a problem. */
export interface ProblemCount {
  readonly total: number
  readonly ac: number
  readonly wa: number
  readonly ce: number
  readonly pa: number
  readonly tle: number
  readonly mle: number
  readonly re: number
  readonly pe: number
  readonly se: number
}

/** GET /get-problem-detail */
export interface ProblemDetail {
  readonly problem: ProblemDetailProblem
  readonly tags: ReadonlyArray<{ readonly id: number; readonly name: string; readonly color: string | null }>
  /** Language names, as GET /languages names them. */
  readonly languages: ReadonlyArray<string>
  /** Language name → template code (languages without a template are left out). */
  readonly codeTemplate: Readonly<Record<string, string>>
  readonly problemCount: ProblemCount
}

/** A row of GET /get-problem-code-template. */
export interface CodeTemplate {
  readonly language: string
  readonly code: string
}

/** GET /get-random-problem */
export interface RandomProblem {
  readonly problemId: string
}

/** A value of POST /get-user-problem-status: -10 not submitted; AC if ever accepted, else the latest. */
export interface UserProblemStatus {
  readonly status: number
  /** The score of that submission, for OI problems. */
  readonly score?: number
}

/** POST /get-user-problem-status: pid → status. */
export type UserProblemStatusMap = Readonly<Record<string, UserProblemStatus>>

/** GET /get-last-ac-code */
export interface LastAcCode {
  readonly code: string
  readonly language: string
}
