// @oj/problems-contract: what the problems module's server and web (and other modules) share.
export * from './admin-problem.ts'
export * from './constants.ts'
export * from './entities.ts'
export * from './home.ts'
export * from './query.ts'
export * from './submission.ts'
export type * from './submission-replies.ts'
export * from './tag-ids.ts'
