// @oj/platform-server/testing: what module packages' integration tests use, and nothing else.
import { loadConfig } from '../config/load.ts'

export { openTestDb } from './db.ts'
export { type FakeWorker, offerC, offerLanguage } from './fake-worker.ts'
export type { TestServer, TestServerOptions } from './test-server.ts'
export { startTestServer, TEST_ADMIN_PASSWORD } from './test-server.ts'
// Removes the streams of a bus namespace a test or bench made for itself on a shared NATS.
export { removeNatsNamespace } from '../bus/nats.ts'

/** The NATS login of a platform started in `cwd` with `env` (its settings as it reads them). */
export const natsLoginOf = (cwd: string, env: Record<string, string | undefined>) =>
  loadConfig({ cwd, env, installedModules: [] }).natsAuth
