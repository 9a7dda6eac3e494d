import { css } from '@oj/sdk/css'
import { Button, Dialog, TextField } from '@oj/sdk/ui'
import { useStore } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { hasErrors, type LoginErrors, validateLogin } from './login-form.ts'
import { useShell } from './shell-context.tsx'

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '2' })
const actionsStyle = css({ display: 'flex', justifyContent: 'flex-end', mt: '2' })

/**
 * The form lives inside the dialog's content, which mounts on open and unmounts on close, so every
 * opening starts with an empty form. Failures are shown by the API client's toast (the server's msg).
 */
function LoginForm(): ReactNode {
  const { platform } = useShell()
  const intl = useIntl()
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

  const text = (id: string | undefined) => (id ? intl.formatMessage({ id }) : undefined)
  return (
    <form className={formStyle} onSubmit={submit} noValidate>
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
    </form>
  )
}

/** The login dialog (spec 1 §2): modal, not closed by a click outside; opened through the platform. */
export function LoginDialog(): ReactNode {
  const { platform } = useShell()
  const open = useStore(platform.loginOpen)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? platform.openLogin() : platform.closeLogin())}
      closeOnInteractOutside={false}
      size="sm"
      title={<FormattedMessage id="frame.login.title" />}
    >
      <LoginForm />
    </Dialog>
  )
}
