import type { SiteSettingsShape } from '@oj/sdk/server'
import { Effect } from 'effect'

import type { SmtpSettings } from './index.ts'

/** The site settings' keys of the e-mail config (HOJ's EmailConfigDTO fields, and our sender). */
export const EMAIL_KEYS = {
  host: 'emailHost',
  port: 'emailPort',
  username: 'emailUsername',
  password: 'emailPassword',
  ssl: 'emailSsl',
  from: 'emailFrom',
  background: 'emailBGImg',
} as const

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The SMTP server of the stored settings, or undefined while none names a host. */
function smtpSettingsOf(stored: ReadonlyMap<string, unknown>): SmtpSettings | undefined {
  const host = text(stored.get(EMAIL_KEYS.host))
  if (!host) return undefined
  const port = stored.get(EMAIL_KEYS.port)
  return {
    host,
    port: typeof port === 'number' && Number.isInteger(port) ? port : undefined,
    username: text(stored.get(EMAIL_KEYS.username)),
    password: text(stored.get(EMAIL_KEYS.password)),
    ssl: stored.get(EMAIL_KEYS.ssl) === true,
    from: text(stored.get(EMAIL_KEYS.from)),
  }
}

/** Reads the SMTP server from the site settings (one stamp read while they stay as they were). */
export const smtpSettingsReader = (settings: SiteSettingsShape) => () =>
  Effect.map(settings.all(), smtpSettingsOf)
