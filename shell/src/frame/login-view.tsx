import { Button, TextField } from '@oj/sdk/ui'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { type AccountView, actionsStyle, formStyle, SwitchLinks, useText } from './account-ui.tsx'
import { hasErrors, type LoginErrors, validateLogin } from './login-form.ts'
import { useShell } from './shell-context.tsx'

/**
 * The Login view. It lives inside the dialog's content, which mounts on open and unmounts on close,
 * so every opening starts with an empty form. Failures are shown by the API client's toast.
 */
export function LoginForm(props: { readonly onSwitch: (view: AccountView) => void }): ReactNode {
  const { platform } = useShell()
  const intl = useIntl()
  const text = useText()
  const [form, setForm] = useState({ username: '', password: '' })
  const [errors, setErrors] = useState<LoginErrors>({})
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)

  const update = (field: 'username' | 'password', value: string) => {
    const next = { ...form, [field]: value }
    setForm(next)
    if (tried) setErrors(validateLogin(next))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    const found = validateLogin(form)
    setErrors(found)
    if (hasErrors(found) || busy) return
    setBusy(true)
    try {
      await platform.login({ username: form.username.trim(), password: form.password })
      platform.toast('success', intl.formatMessage({ id: 'frame.login.welcome' }))
    } catch {
      // The API client has already shown why.
      setBusy(false)
    }
  }

  return (
    <form className={formStyle} onSubmit={submit} noValidate data-testid="login-form">
      <TextField
        label={<FormattedMessage id="frame.login.username" />}
        name="username"
        autoComplete="username"
        required
        maxLength={40}
        value={form.username}
        placeholder={intl.formatMessage({ id: 'frame.login.usernamePlaceholder' })}
        onChange={(e) => update('username', e.currentTarget.value)}
        error={text(errors.username)}
      />
      <TextField
        label={<FormattedMessage id="frame.login.password" />}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={form.password}
        placeholder={intl.formatMessage({ id: 'frame.login.passwordPlaceholder' })}
        onChange={(e) => update('password', e.currentTarget.value)}
        error={text(errors.password)}
      />
      <div className={actionsStyle}>
        <Button type="submit" loading={busy} data-testid="login-submit">
          <FormattedMessage id="frame.login.submit" />
        </Button>
      </div>
      <SwitchLinks
        onSwitch={props.onSwitch}
        links={[
          { to: 'register', label: <FormattedMessage id="frame.account.noAccount" /> },
          { to: 'reset', label: <FormattedMessage id="frame.account.forgotPassword" /> },
        ]}
      />
    </form>
  )
}
