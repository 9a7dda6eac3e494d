// The submission list's reply types (the slots' props name them); the schemas are in api/.
export type { SubmissionListPage, SubmissionListRow } from './api/submissions.schemas.ts'
