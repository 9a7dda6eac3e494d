// @oj/sdk/judge/kit: the conformance kit a remote judge adapter's author runs against a local fake
// of their site (`npm test` in the adapter's folder), and the parts to write that fake with.
export * from './checks.ts'
export * from './fake-judge.ts'
export * from './fake-server.ts'
export * from './vitest.ts'
