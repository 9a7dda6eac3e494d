// @oj/platform-server/testing: what module packages' integration tests use, and nothing else.
export { openTestDb } from './db.ts'
export type { TestServer, TestServerOptions } from './test-server.ts'
export { startTestServer, TEST_ADMIN_PASSWORD } from './test-server.ts'
