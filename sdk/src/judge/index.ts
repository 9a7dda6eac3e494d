// @oj/sdk/judge: what language plugins and remote-judge adapters are written against, and the
// protocol between the server and the judge workers.
export * from '../shared/judge-messages.ts'
export * from '../shared/judge-status.ts'
export * from './language.ts'
export { StatusCode } from './parts.ts'
export * from './probe.ts'
export * from './protocol.ts'
export * from './remote/index.ts'
