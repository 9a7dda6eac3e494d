import type { EndpointArgs } from '@oj/sdk'
import type { AdminConfigApi } from '@oj/sdk/api'
import { badRequest, Errors, RequestContext } from '@oj/sdk/server'
import { Effect } from 'effect'

import { PlatformMail } from '../../mail/index.ts'
import { EMAIL_KEYS } from '../../mail/settings.ts'
import { readWebsiteConfig, storedSettings } from '../../site/website-config.ts'
import { removeSettings, writeSettings } from '../../site/writes.ts'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** GET /admin/config/get-email-config: the stored SMTP server (never its password) and where mail goes now. */
export const emailConfig = Effect.gen(function* () {
  const stored = yield* storedSettings
  const route = yield* (yield* PlatformMail).route().pipe(Effect.mapError(() => Errors.server()))
  const port = stored.get(EMAIL_KEYS.port)
  return {
    emailHost: text(stored.get(EMAIL_KEYS.host)),
    emailPassword: '',
    emailPort: typeof port === 'number' ? port : null,
    emailUsername: text(stored.get(EMAIL_KEYS.username)),
    emailBGImg: text(stored.get(EMAIL_KEYS.background)),
    emailSsl: stored.get(EMAIL_KEYS.ssl) === true,
    emailFrom: text(stored.get(EMAIL_KEYS.from)),
    hasPassword: text(stored.get(EMAIL_KEYS.password)) !== '',
    source: route.kind,
  }
})

/**
 * PUT /admin/config/set-email-config: HOJ's rule, a field left out or empty stays as it was (so the
 * password is never wiped by a form that was not shown it); `clear` forgets the server. The next mail
 * of every process follows.
 */
export const setEmailConfig = (input: EndpointArgs<typeof AdminConfigApi.setEmailConfig>) =>
  Effect.gen(function* () {
    if (input.clear) {
      yield* removeSettings(Object.values(EMAIL_KEYS))
      return null
    }
    const given = (value: string | undefined) => (value === undefined || value === '' ? undefined : value)
    yield* writeSettings({
      [EMAIL_KEYS.host]: given(input.emailHost),
      [EMAIL_KEYS.password]: given(input.emailPassword),
      [EMAIL_KEYS.port]: input.emailPort,
      [EMAIL_KEYS.username]: given(input.emailUsername),
      [EMAIL_KEYS.background]: given(input.emailBGImg),
      [EMAIL_KEYS.ssl]: input.emailSsl,
      [EMAIL_KEYS.from]: input.emailFrom,
    })
    return null
  })

const TEST_MAIL = {
  'zh-CN': {
    subject: (site: string) => `${site} 测试邮件`,
    text: (site: string, when: string) =>
      `这是一封来自 ${site} 的测试邮件（${when}）。收到它，说明邮件服务器设置正确。`,
  },
  en: {
    subject: (site: string) => `${site} test mail`,
    text: (site: string, when: string) =>
      `This is a test mail from ${site} (${when}). It arrived, so the mail server is set right.`,
  },
} as const

/**
 * POST /admin/config/test-email: one mail through the SMTP server set now. Without one (the outbox)
 * it says so; a failure answers what the SMTP server (or the connection) said.
 */
export const testEmail = ({ email }: EndpointArgs<typeof AdminConfigApi.testEmail>) =>
  Effect.gen(function* () {
    const mailer = yield* PlatformMail
    const route = yield* mailer.route().pipe(Effect.mapError(() => Errors.server()))
    if (route.kind === 'outbox')
      return yield* badRequest(
        'admin.email.noServer',
        'No SMTP server is set: mail goes to the outbox (Admin → Mail outbox). Set one first',
      )
    const { locale } = yield* RequestContext
    const site = (yield* readWebsiteConfig).name || 'OJ'
    const words = TEST_MAIL[locale]
    yield* mailer
      .sendOrExplain({
        to: email,
        subject: words.subject(site),
        text: words.text(site, new Date().toISOString()),
      })
      .pipe(
        Effect.mapError((reason) =>
          badRequest('admin.email.testFailed', `The mail server refused the test mail: {reason}`, {
            reason: reason.slice(0, 500),
          }),
        ),
      )
    return null
  })
