import { css } from '@oj/sdk/css'
import { Button, Card, TextField } from '@oj/sdk/ui'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

const page = css({ display: 'grid', placeItems: 'center', px: '3', py: { base: '6', md: '12' } })
const box = css({ w: 'full', maxW: '400px' })
const form = css({ display: 'grid', gap: '4' })
const warning = css({
  bg: 'warning.subtle',
  color: 'fg.default',
  borderRadius: 'md',
  px: '3',
  py: '2',
  textStyle: 'bodySm',
})

export interface AdminLoginFormProps {
  /** Signs in; rejects when the server refused (it has shown why). */
  readonly onLogin: (form: { readonly username: string; readonly password: string }) => Promise<unknown>
  /** Why the user was sent here (a message id), shown above the form. */
  readonly notice?: string
}

/** The admin sign-in form (/admin/login): username and password, both required. */
export function AdminLoginForm(props: AdminLoginFormProps): ReactNode {
  const intl = useIntl()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const usernameError =
    tried && !username.trim() ? intl.formatMessage({ id: 'admin.login.usernameRequired' }) : undefined
  const passwordError =
    tried && !password ? intl.formatMessage({ id: 'admin.login.passwordRequired' }) : undefined

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!username.trim() || !password || busy) return
    setBusy(true)
    try {
      await props.onLogin({ username: username.trim(), password })
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={page}>
      <Card title={<FormattedMessage id="admin.login.title" />} as="h2" className={box}>
        <form className={form} onSubmit={submit} noValidate data-testid="admin-login-form">
          {props.notice ? (
            <p className={warning} role="alert" data-testid="admin-login-notice">
              <FormattedMessage id={props.notice} />
            </p>
          ) : null}
          <TextField
            label={<FormattedMessage id="admin.login.username" />}
            name="username"
            autoComplete="username"
            required
            maxLength={40}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            error={usernameError}
          />
          <TextField
            label={<FormattedMessage id="admin.login.password" />}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={passwordError}
          />
          <Button type="submit" loading={busy} data-testid="admin-login-submit">
            <FormattedMessage id="admin.login.submit" />
          </Button>
        </form>
      </Card>
    </div>
  )
}
