// The browser tests' one platform and one Chromium, started before the first file and stopped after
// the last (CI has two cores: a platform and a Chromium per file cost minutes). Files reach them with
// `e2eSite` (site.ts) and keep to data of their own: names with their run id, their own client address.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import type { TestProject } from 'vitest/node'

import { launchChromiumServer } from '../lib/chromium.ts'
import { startPlatform } from '../lib/platform-process.ts'

/** Where the shared platform and Chromium are, for the test files (vitest's provide/inject). */
interface SharedSite {
  readonly url: string
  /** The platform's data folder: its mail outbox is read there. */
  readonly dataDir: string
  readonly wsEndpoint: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eSite: SharedSite
  }
}

export const ADMIN_PASSWORD = 'e2e-root-pass'

/**
 * `npm start`'s embedded defaults (PGlite, the in-process bus), even where CI names a shared Postgres:
 * each platform its own data. The local address is a trusted proxy, so that each test file's
 * X-Forwarded-For counts for the per-address limits (10 sign-ups an hour) and the files do not share them.
 */
export function embeddedEnv(dataDir: string): Record<string, string> {
  return {
    OJ_DATA_DIR: dataDir,
    OJ_ADMIN_PASSWORD: ADMIN_PASSWORD,
    OJ_SKIP_BUILD: '1',
    OJ_TRUST_PROXY: '127.0.0.1,::1',
    DATABASE_URL: '',
    NATS_URL: '',
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const work = mkdtempSync(join(tmpdir(), 'oj-e2e-'))
  const dataDir = join(work, 'data')
  const chromium = await launchChromiumServer()
  const repo = resolve(import.meta.dirname, '..', '..')
  const platform = await startPlatform(repo, embeddedEnv(dataDir), 600_000).catch(async (error: unknown) => {
    await chromium.close()
    rmSync(work, { recursive: true, force: true })
    throw error
  })
  project.provide('e2eSite', { url: platform.url, dataDir, wsEndpoint: chromium.wsEndpoint() })
  return async () => {
    await platform.stop()
    await chromium.close()
    rmSync(work, { recursive: true, force: true })
  }
}
