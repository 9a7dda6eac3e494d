import { CurrentPage, Flag, Id, IntFromQuery, Limit, optionalParam, TrimmedText } from '@oj/sdk'
import { Schema } from 'effect'

import { KEYWORD_MAX_LENGTH } from '../constants.ts'
import { CompileInput } from './bank.schemas.ts'

// Schemas of a scope's own problems (ScopedProblemsApi, scoped.ts); the problem bodies and rows are the
// bank's (admin.schemas.ts, bank.schemas.ts, problems.schemas.ts).

export { AdminProblemInput, ProblemCases, ProblemCasesQuery, SavedProblem } from './admin.schemas.ts'
export { BankProblemPage, EditedProblem, Nothing, PidQuery, Tags } from './bank.schemas.ts'
export { ProblemListPage } from './problems.schemas.ts'

/** A page of a group's problems. */
export const ScopedListQuery = Schema.Struct({
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(Limit),
  gid: Id,
})
export type ScopedListQuery = typeof ScopedListQuery.Type

export const GidQuery = Schema.Struct({ gid: Id })

/** PUT /group/change-problem-auth: 1 public (in the group), 2 private, 3 contest only. */
export const ScopedAuthInput = Schema.Struct({
  pid: Id,
  auth: IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 3 }))),
})

/** PUT /group/apply-public: ask (true) or stop asking (false) to join the public bank. */
export const ApplyPublicInput = Schema.Struct({ pid: Id, isApplied: Flag })

/** GET /admin/group-problem/list: the problems asking to join the public bank (keyword, gid). */
export const ReviewListQuery = Schema.Struct({
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(Limit),
  keyword: optionalParam(TrimmedText(KEYWORD_MAX_LENGTH)),
  gid: optionalParam(Id),
})
export type ReviewListQuery = typeof ReviewListQuery.Type

/** PUT /admin/group-problem/change-progress (HOJ's ChangeGroupProblemProgressDTO): 2 accept, 3 refuse. */
export const ChangeProgressInput = Schema.Struct({
  pid: Id,
  progress: IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 3 }))),
})

/** POST /group/compile-spj and compile-interactive: the bank's CompileDTO with the group's id. */
export const ScopedCompileInput = Schema.Struct({ ...CompileInput.fields, gid: Id })
export type ScopedCompileInput = typeof ScopedCompileInput.Type
