// @oj/sdk: what both sides of a module share. The server half is in `@oj/sdk/server`, the web half in
// `@oj/sdk/web`, the ui kit in `@oj/sdk/ui`, the judge half in `@oj/sdk/judge`.
export * from './shared/envelope.ts'
export * from './shared/judge-messages.ts'
export * from './shared/judge-status.ts'
export * from './shared/locale.ts'
export * from './shared/modules.ts'
export * from './shared/paging.ts'
export * from './shared/profile.ts'
export * from './shared/roles.ts'
export * from './shared/site.ts'
