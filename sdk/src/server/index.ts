export * from '../shared/paging.ts'
export type { PublicProfile } from '../shared/profile.ts'
export * from './change-stamp.ts'
export * from './db.ts'
export * from './encoded.ts'
export * from './errors.ts'
export * from './events.ts'
export * from './extensions.ts'
export * from './guesses.ts'
export * from './module.ts'
export * from './scope-owners.ts'
export * from './services.ts'
export * from './settings.ts'
// The server's side of the judge protocol (tasks, reports, lanes, heartbeats), for the module that
// dispatches submissions; judge plugins and workers import the same from `@oj/sdk/judge`.
export * from '../judge/protocol.ts'
// The server's side of remote judging: the account set it sends to the judges (sealed), and reading
// a problem through an installed adapter (the RemoteJudges service lists them).
export * from '../judge/remote/accounts.ts'
export { fetchRemoteProblem } from '../judge/remote/context.ts'
export type { AnyRemoteJudge, RemoteProblem } from '../judge/remote/define.ts'
export type { RemoteJudgeError } from '../judge/remote/errors.ts'
