// @oj/platform-server/testing: what module packages' integration tests use, and nothing else.
export { openTestDb } from './db.ts'
export type { TestServer, TestServerOptions } from './test-server.ts'
export { startTestServer, TEST_ADMIN_PASSWORD } from './test-server.ts'
// Removes the streams of a bus namespace a test or bench made for itself on a shared NATS.
export { removeNatsNamespace } from '../bus/nats.ts'
