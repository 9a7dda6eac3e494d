// @oj/admin-contract: what the admin module's server and web share (its routes; its calls are the
// platform's AdminApi).
export * from './constants.ts'
export * from './plagiarism.ts'
export type { Check as PlagiarismCheck, PairDetail as PlagiarismPairDetail } from './plagiarism-types.ts'
