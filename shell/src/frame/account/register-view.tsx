import { AccountsApi } from '@oj/sdk/api'
import { Button, TextField } from '@oj/sdk/ui'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { useShell } from '../shell-context.tsx'
import {
  anyError,
  emailError,
  REGISTER_COOLDOWN_S,
  type RegisterErrors,
  type RegisterFields,
  validateRegister,
} from './account-forms.ts'
import {
  type AccountView,
  actionsStyle,
  fieldRowStyle,
  formStyle,
  growStyle,
  SendCodeButton,
  SwitchLinks,
  useText,
} from './account-ui.tsx'
import type { Cooldown } from './cooldown.ts'

type Field = keyof RegisterFields
const EMPTY: RegisterFields = { username: '', email: '', password: '', passwordAgain: '', code: '' }

interface Taken {
  readonly username: boolean
  readonly email: boolean
}

/**
 * Register (spec 1 §5): the client rules, the existence checks on blur and the e-mail code with its
 * 60 s countdown (held by the dialog, so it survives switching views).
 */
export function RegisterForm(props: {
  readonly cooldown: Cooldown
  readonly onSwitch: (view: AccountView) => void
  readonly onRegistered: () => void
}): ReactNode {
  const { platform } = useShell()
  const intl = useIntl()
  const text = useText()
  const [form, setForm] = useState<RegisterFields>(EMPTY)
  const [errors, setErrors] = useState<RegisterErrors>({})
  const [taken, setTaken] = useState<Taken>({ username: false, email: false })
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)

  const withTaken = (found: RegisterErrors, now: Taken): RegisterErrors => ({
    ...found,
    ...(now.username && !found.username ? { username: 'frame.account.usernameExists' } : {}),
    ...(now.email && !found.email ? { email: 'frame.account.emailExists' } : {}),
  })

  const update = (field: Field, value: string) => {
    const next = { ...form, [field]: value }
    setForm(next)
    const nextTaken = field === 'username' || field === 'email' ? { ...taken, [field]: false } : taken
    setTaken(nextTaken)
    if (tried) setErrors(withTaken(validateRegister(next), nextTaken))
    else if (errors[field]) setErrors({ ...errors, [field]: undefined })
  }

  /** On blur: does an account already use this username or address? */
  const checkExists = async (field: 'username' | 'email') => {
    const value = form[field].trim()
    if (!value || (field === 'email' && emailError(value))) return
    try {
      const found = await platform.api.call(AccountsApi.checkUsernameOrEmail, { [field]: value })
      const nextTaken = { ...taken, [field]: found[field] }
      setTaken(nextTaken)
      setErrors((current) => ({
        ...current,
        [field]: nextTaken[field] ? `frame.account.${field}Exists` : current[field],
      }))
    } catch {
      // Shown by the API client; the server checks again on register.
    }
  }

  const emailReady = (): boolean => {
    const problem = emailError(form.email) ?? (taken.email ? 'frame.account.emailExists' : undefined)
    if (problem) setErrors({ ...errors, email: problem })
    return !problem
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    const found = withTaken(validateRegister(form), taken)
    setErrors(found)
    if (anyError(found) || busy) return
    setBusy(true)
    try {
      await platform.api.call(AccountsApi.register, {
        username: form.username.trim(),
        password: form.password,
        email: form.email.trim(),
        code: form.code.trim(),
      })
      platform.toast('success', intl.formatMessage({ id: 'frame.account.registered' }))
      props.onRegistered()
    } catch {
      setBusy(false)
    }
  }

  const field = (name: Field, type = 'text', autoComplete?: string) => ({
    label: <FormattedMessage id={`frame.account.${name}`} />,
    name,
    type,
    autoComplete,
    required: true,
    value: form[name],
    placeholder: intl.formatMessage({ id: `frame.account.${name}Placeholder` }),
    onChange: (e: { currentTarget: HTMLInputElement }) => update(name, e.currentTarget.value),
    error: text(errors[name]),
  })
  return (
    <form className={formStyle} onSubmit={submit} noValidate data-testid="register-form">
      <TextField
        {...field('username', 'text', 'username')}
        maxLength={40}
        onBlur={() => void checkExists('username')}
      />
      <TextField {...field('email', 'email', 'email')} onBlur={() => void checkExists('email')} />
      <TextField {...field('password', 'password', 'new-password')} />
      <TextField {...field('passwordAgain', 'password', 'new-password')} />
      <div className={fieldRowStyle}>
        <TextField
          {...field('code', 'text', 'one-time-code')}
          inputMode="numeric"
          maxLength={6}
          rootClassName={growStyle}
        />
        <SendCodeButton
          cooldown={props.cooldown}
          seconds={REGISTER_COOLDOWN_S}
          ready={emailReady}
          send={() => platform.api.call(AccountsApi.registerCode, { email: form.email.trim() })}
          testId="send-code"
        />
      </div>
      <div className={actionsStyle}>
        <Button type="submit" loading={busy} data-testid="register-submit">
          <FormattedMessage id="frame.account.register" />
        </Button>
      </div>
      <SwitchLinks
        onSwitch={props.onSwitch}
        links={[{ to: 'login', label: <FormattedMessage id="frame.account.haveAccount" /> }]}
      />
    </form>
  )
}
