// @oj/remote-judge-contract: what the remote-judge module's server and web share.
export * from './api.ts'
export * from './constants.ts'
export type { Account, AccountChange, NewAccount, Site, Sites } from './schemas.ts'
