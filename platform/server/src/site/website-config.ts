import type { WebsiteConfig } from '@oj/sdk'
import { Errors, SiteSettings } from '@oj/sdk/server'
import { Effect } from 'effect'

import { writeSettings } from './writes.ts'

/**
 * What a fresh installation answers until an administrator changes it (spec 1 §3 Website config). No
 * name and no description: the web shows its own, in the reader's language, until they are set.
 */
export const DEFAULT_WEBSITE_CONFIG = {
  baseUrl: '',
  name: '',
  shortName: 'OJ',
  description: '',
  email: '',
  recordName: '© OJ',
  recordUrl: '',
  projectName: 'OJ',
  projectUrl: '/oj/introduction',
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  register: true,
} satisfies Required<WebsiteConfig>

type FullConfig = typeof DEFAULT_WEBSITE_CONFIG
const KEYS = Object.keys(DEFAULT_WEBSITE_CONFIG) as ReadonlyArray<keyof FullConfig>

/** Every stored setting (a failure to read them is logged and answered as the generic 500). */
export const storedSettings = Effect.gen(function* () {
  return yield* (yield* SiteSettings).all()
}).pipe(
  Effect.tapError((error) => Effect.logError('site settings unreadable', error.cause)),
  Effect.mapError(() => Errors.server()),
)

/**
 * The stored settings over the defaults; stored values of the wrong type are ignored. Read through
 * SiteSettings, so a page load costs the settings' stamp while nothing changed.
 */
export const readWebsiteConfig = Effect.gen(function* () {
  const stored = yield* storedSettings
  const config: Record<string, unknown> = { ...DEFAULT_WEBSITE_CONFIG }
  for (const key of KEYS) {
    const value = stored.get(key)
    if (value !== undefined && typeof value === typeof config[key]) config[key] = value
  }
  return config as FullConfig
})

/** Stores some settings (for the admin area); keys that are not the website config's are ignored. */
export const writeWebsiteConfig = (changes: Partial<WebsiteConfig>) =>
  writeSettings(
    Object.fromEntries(Object.entries(changes).filter(([key]) => KEYS.includes(key as keyof FullConfig))),
  )
