import { AccountsApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, TextField } from '@oj/sdk/ui'
import { useAuth } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { anyError } from '../account/account-forms.ts'
import { actionsStyle, fieldRowStyle, growStyle, SendCodeButton, useText } from '../account/account-ui.tsx'
import { useCooldown } from '../account/cooldown.ts'
import { useShell } from '../shell-context.tsx'
import {
  CHANGE_EMAIL_COOLDOWN_S,
  type ChangeEmailErrors,
  type ChangeEmailFields,
  newEmailError,
  validateChangeEmail,
} from './settings-forms.ts'
import { blockStyle, blockTitleStyle } from './settings-section.tsx'
import { useUpdateToasts } from './settings-toasts.ts'

type Field = keyof ChangeEmailFields
const EMPTY: ChangeEmailFields = { password: '', newEmail: '', code: '' }
const currentStyle = css({ color: 'fg.muted', fontSize: 'sm', wordBreak: 'break-all' })

/**
 * GET /get-change-email-code {email} mails a 6-digit code to the new address (60 s between two);
 * POST /change-email {password, newEmail, code} then moves the account to it.
 */
export function EmailForm(): ReactNode {
  const { platform } = useShell()
  const { user } = useAuth()
  const intl = useIntl()
  const text = useText()
  const toasts = useUpdateToasts()
  const cooldown = useCooldown()
  const [form, setForm] = useState(EMPTY)
  const [errors, setErrors] = useState<ChangeEmailErrors>({})
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const oldEmail = user?.email

  const update = (field: Field, value: string) => {
    const next = { ...form, [field]: value }
    setForm(next)
    if (tried) setErrors(validateChangeEmail(next, oldEmail))
    else if (errors[field]) setErrors({ ...errors, [field]: undefined })
  }

  const emailReady = (): boolean => {
    const problem = newEmailError(form.newEmail, oldEmail)
    if (problem) setErrors({ ...errors, newEmail: problem })
    return !problem
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    const found = validateChangeEmail(form, oldEmail)
    setErrors(found)
    if (anyError(found) || busy) return
    setBusy(true)
    try {
      const reply = await platform.api.call(AccountsApi.changeEmail, {
        password: form.password,
        newEmail: form.newEmail.trim(),
        code: form.code.trim(),
      })
      platform.updateUser({ email: reply.userInfo?.email ?? form.newEmail.trim() })
      toasts.updated()
      setForm(EMPTY)
      setTried(false)
    } catch (error) {
      toasts.failed(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={blockStyle} onSubmit={submit} noValidate data-testid="change-email-form">
      <h3 className={blockTitleStyle}>
        <FormattedMessage id="frame.settings.changeEmail" />
      </h3>
      <p className={currentStyle} data-testid="current-email">
        <FormattedMessage
          id="frame.settings.currentEmail"
          values={{ email: oldEmail || intl.formatMessage({ id: 'frame.settings.noEmail' }) }}
        />
      </p>
      <TextField
        label={<FormattedMessage id="frame.settings.emailPassword" />}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={40}
        value={form.password}
        placeholder={intl.formatMessage({ id: 'frame.settings.passwordPlaceholder' })}
        onChange={(e) => update('password', e.currentTarget.value)}
        error={text(errors.password)}
      />
      <TextField
        label={<FormattedMessage id="frame.settings.newEmail" />}
        name="newEmail"
        type="email"
        autoComplete="email"
        required
        maxLength={100}
        value={form.newEmail}
        placeholder={intl.formatMessage({ id: 'frame.settings.newEmailPlaceholder' })}
        onChange={(e) => update('newEmail', e.currentTarget.value)}
        error={text(errors.newEmail)}
      />
      <div className={fieldRowStyle}>
        <TextField
          label={<FormattedMessage id="frame.account.code" />}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          maxLength={6}
          rootClassName={growStyle}
          value={form.code}
          placeholder={intl.formatMessage({ id: 'frame.account.codePlaceholder' })}
          onChange={(e) => update('code', e.currentTarget.value)}
          error={text(errors.code)}
        />
        <SendCodeButton
          cooldown={cooldown}
          seconds={CHANGE_EMAIL_COOLDOWN_S}
          ready={emailReady}
          send={() => platform.api.call(AccountsApi.changeEmailCode, { email: form.newEmail.trim() })}
          testId="send-email-code"
        />
      </div>
      <div className={actionsStyle}>
        <Button type="submit" loading={busy} data-testid="change-email-submit">
          <FormattedMessage id="frame.settings.saveEmail" />
        </Button>
      </div>
    </form>
  )
}
