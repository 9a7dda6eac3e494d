// A test file's Chromium and platform: the shared ones of global-setup.ts, or a platform of the file's
// own where it needs other settings. Both functions register the hooks that connect and let go.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'

import { type Running, startPlatform } from '../lib/platform-process.ts'
import { embeddedEnv } from './global-setup.ts'

/** The file's connection to the shared Chromium, made before its tests. */
interface E2eBrowser {
  readonly browser: Browser
}

export interface E2eSite extends E2eBrowser {
  readonly url: string
  /** The platform's data folder: its mail outbox is read there. */
  readonly dataDir: string
  /**
   * Headers for every call to the platform. On the shared platform, the file's own client address
   * (X-Forwarded-For; the platform trusts the local proxy): the per-address limits, such as 10 sign-ups
   * an hour, count each file on its own. None on a platform of the file's own: pages add them to every
   * request, and a cross-origin one (a remote served elsewhere) would then need a CORS preflight.
   */
  readonly headers: Readonly<Record<string, string>>
}

/** Connects to the shared Chromium before the file's tests and lets it go after (its pages close). */
export function e2eBrowser(): E2eBrowser {
  const { wsEndpoint } = inject('e2eSite')
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await chromium.connect(wsEndpoint)
  })
  afterAll(() => browser?.close())
  return {
    get browser() {
      if (!browser) throw new Error('the browser is connected in beforeAll: use it in tests and hooks')
      return browser
    },
  }
}

/**
 * The shared Chromium and platform for this file. With `own`, the platform is one of the file's own,
 * started before its tests with `own()`'s settings over the embedded defaults and stopped after: for
 * settings the other files must not see.
 */
export function e2eSite(
  own?: () => Promise<Record<string, string>>,
  options: {
    /**
     * A client address of its own on a platform of the file's own too: for a file that signs in more
     * often than one address may, and serves no remote from elsewhere.
     */
    readonly clientAddress?: boolean
  } = {},
): E2eSite {
  const shared = inject('e2eSite')
  const connection = e2eBrowser()
  let work: string | undefined
  let platform: Running | undefined
  const [a = 0, b = 0, c = 0] = randomBytes(3)
  const headers: Record<string, string> =
    own && !options.clientAddress ? {} : { 'X-Forwarded-For': `10.${a}.${b}.${c}` }
  if (own) {
    beforeAll(async () => {
      work = mkdtempSync(join(tmpdir(), 'oj-e2e-'))
      const repo = resolve(import.meta.dirname, '..', '..')
      platform = await startPlatform(repo, { ...embeddedEnv(join(work, 'data')), ...(await own()) }, 120_000)
    })
    afterAll(async () => {
      await platform?.stop()
      if (work) rmSync(work, { recursive: true, force: true })
    })
  }
  return {
    get browser() {
      return connection.browser
    },
    get url() {
      if (own && !platform)
        throw new Error("the file's platform starts in beforeAll: use it in tests and hooks")
      return platform?.url ?? shared.url
    },
    get dataDir() {
      return work ? join(work, 'data') : shared.dataDir
    },
    headers,
  }
}
