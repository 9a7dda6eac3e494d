import { AccountsApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, TextField } from '@oj/sdk/ui'
import { useApiQuery } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate, useSearchParams } from 'react-router'

import {
  anyError,
  type ResetPasswordErrors,
  type ResetPasswordFields,
  validateResetPassword,
} from '../account/account-forms.ts'
import { actionsStyle, formStyle, useText } from '../account/account-ui.tsx'
import { useShell } from '../shell-context.tsx'
import { pageStyle } from './page-style.ts'

const cardStyle = css({
  maxW: 'md',
  mx: 'auto',
  p: { base: '5', md: '8' },
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'sm',
})
const titleStyle = css({ fontSize: 'xl', fontWeight: 'semibold', textAlign: 'center' })

/**
 * /reset-password?username=&code= (spec 1 §5), reached from the mailed link: the username is fixed
 * and checked, the code comes from the link. Success goes to / with the login dialog open.
 */
export default function ResetPasswordPage(): ReactNode {
  const { platform } = useShell()
  const intl = useIntl()
  const text = useText()
  const navigate = useNavigate()
  const [query] = useSearchParams()
  const username = query.get('username') ?? ''
  const code = query.get('code') ?? ''
  const [form, setForm] = useState<ResetPasswordFields>({ password: '', passwordAgain: '' })
  const [errors, setErrors] = useState<ResetPasswordErrors>({})
  // The link's user must exist (checked as the page shows; a failure is the client's to report,
  // and the server checks again on reset).
  const known = useApiQuery(AccountsApi.checkUsernameOrEmail, { username }, { enabled: username !== '' })
  const missingUser = !username || known.data?.username === false
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)

  const update = (field: keyof ResetPasswordFields, value: string) => {
    const next = { ...form, [field]: value }
    setForm(next)
    if (tried) setErrors(validateResetPassword(next))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    const found = validateResetPassword(form)
    setErrors(found)
    if (anyError(found) || missingUser || busy) return
    setBusy(true)
    try {
      await platform.api.call(AccountsApi.resetPassword, { username, password: form.password, code })
      platform.toast('success', intl.formatMessage({ id: 'frame.account.passwordReset' }))
      navigate('/', { replace: true })
      platform.openLogin()
    } catch {
      setBusy(false)
    }
  }

  return (
    <div className={pageStyle}>
      <div className={cardStyle} data-testid="reset-password-page">
        <h1 className={titleStyle}>
          <FormattedMessage id="frame.account.resetTitle" />
        </h1>
        <form className={formStyle} onSubmit={submit} noValidate>
          <TextField
            label={<FormattedMessage id="frame.account.username" />}
            name="username"
            autoComplete="username"
            value={username}
            disabled
            readOnly
            error={missingUser ? text('frame.account.usernameMissing') : undefined}
          />
          <TextField
            label={<FormattedMessage id="frame.account.newPassword" />}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={form.password}
            placeholder={intl.formatMessage({ id: 'frame.account.passwordPlaceholder' })}
            onChange={(e) => update('password', e.currentTarget.value)}
            error={text(errors.password)}
          />
          <TextField
            label={<FormattedMessage id="frame.account.passwordAgain" />}
            name="passwordAgain"
            type="password"
            autoComplete="new-password"
            required
            value={form.passwordAgain}
            placeholder={intl.formatMessage({ id: 'frame.account.passwordAgainPlaceholder' })}
            onChange={(e) => update('passwordAgain', e.currentTarget.value)}
            error={text(errors.passwordAgain)}
          />
          <div className={actionsStyle}>
            <Button type="submit" loading={busy} data-testid="reset-password-submit">
              <FormattedMessage id="frame.account.resetSubmit" />
            </Button>
          </div>
        </form>
      </div>
    </div>
  )
}
