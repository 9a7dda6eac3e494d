import type { Locale } from '@oj/sdk'
import { Mail } from '@oj/sdk/server'
import { Effect } from 'effect'

import { localise, mergeCatalogues } from '../../http/messages.ts'
import { accountsMessages } from '../messages.ts'

const catalogue = mergeCatalogues([accountsMessages])

export type MailKind = 'registerCode' | 'changeEmailCode' | 'resetLink'

/**
 * Sends one of the accounts' mails in the caller's language. `values` fill the template
 * (code, minutes, link, username, site).
 */
export const sendAccountMail = (
  kind: MailKind,
  to: string,
  locale: Locale,
  values: Readonly<Record<string, string | number>>,
) =>
  Effect.gen(function* () {
    const mail = yield* Mail
    const text = (part: 'subject' | 'text') =>
      localise(catalogue, locale, `accounts.mail.${kind}.${part}`, `accounts.mail.${kind}.${part}`, values)
    yield* mail.send({ to, subject: text('subject'), text: text('text') })
  })
