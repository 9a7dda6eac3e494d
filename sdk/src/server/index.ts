export * from '../shared/paging.ts'
export type { PublicProfile } from '../shared/profile.ts'
export * from './db.ts'
export * from './encoded.ts'
export * from './errors.ts'
export * from './events.ts'
export * from './extensions.ts'
export * from './module.ts'
export * from './services.ts'
// The server's side of the judge protocol (tasks, reports, lanes, heartbeats), for the module that
// dispatches submissions; judge plugins and workers import the same from `@oj/sdk/judge`.
export * from '../judge/protocol.ts'
