// @oj/problems-contract: what the problems module's server and web (and other modules) share. Free of
// run-time dependencies: the endpoint descriptors load their Effect Schemas lazily, so web code that
// imports this gets no Effect (ADR 0004, 0008). The events (with their schemas) are in
// `@oj/problems-contract/events`, for server code.
export type {
  AdminProblemInput,
  CaseInput,
  JudgeWorkerView,
  ManualJudgeInput,
  ProblemCaseView,
} from './api/admin.schemas.ts'
export { AdminApi } from './api/admin.ts'
export type {
  BankListQuery,
  BankProblemPage,
  BankProblemRow,
  ChangeAuthInput,
  CompileInput,
  FullScreenList,
  ImportedProblem,
  ImportResult,
} from './api/bank.schemas.ts'
export { BankApi, UPLOAD_MAX_BYTES } from './api/bank.ts'
export type { LanguageView, SubmissionView, Tag, TagClassification } from './api/common.schemas.ts'
export type {
  LastWeekSubmissionStatistics,
  RecentAcRankRow,
  RecentUpdatedProblem,
} from './api/home.schemas.ts'
export { HomeApi } from './api/home.ts'
export { MarkdownApi, MD_FILE_MAX_BYTES, MD_IMAGE_MAX_BYTES, MD_IMAGE_TYPES } from './api/markdown.ts'
export type {
  CodeTemplate,
  LastAcCode,
  LastAcCodeQuery,
  ProblemListPage,
  ProblemListQuery,
  ProblemListRow,
  RandomProblem,
  TagsOfClassification,
  UserProblemStatus,
  UserProblemStatusInput,
} from './api/problems.schemas.ts'
export { ProblemsApi } from './api/problems.ts'
export type { RankListQuery, RankPage, RankRow } from './api/ranks.schemas.ts'
export { RanksApi } from './api/ranks.ts'
export type { RemoteImportInput } from './api/remote-import.schemas.ts'
export { RemoteImportApi } from './api/remote-import.ts'
export type { ScopedCompileInput } from './api/scoped.schemas.ts'
export { ScopedProblemsApi, ScopedProblemsReviewApi } from './api/scoped.ts'
export type {
  AllCaseResult,
  CaseResultView,
  SubmissionDetail,
  SubmissionListQuery,
  SubmissionStatusEvent,
  SubmitIdsInput,
  SubmitJudgeInput,
  SubtaskView,
  TestJudgeInput,
  TestJudgeResult,
} from './api/submissions.schemas.ts'
export { SubmissionsApi } from './api/submissions.ts'
export type { ClassificationInput, TagInput } from './api/tags-admin.schemas.ts'
export { TagAdminApi } from './api/tags-admin.ts'
export * from './constants.ts'
export type { JudgedEvent, ProblemChangedEvent } from './events.ts'
export * from './examples.ts'
export * from './problem-catalog.ts'
export * from './problem-editor.ts'
export type * from './problem-page.ts'
export * from './problem-sources.ts'
export * from './scoped-calls.ts'
export * from './slots.ts'
export * from './submission-code.ts'
export * from './submission-list.ts'
export * from './submission-scope.ts'
export * from './tag-ids.ts'
export type * from './user-home.ts'
