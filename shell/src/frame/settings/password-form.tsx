import { AccountsApi } from '@oj/sdk/api'
import { Button, TextField } from '@oj/sdk/ui'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { anyError } from '../account/account-forms.ts'
import { actionsStyle, useText } from '../account/account-ui.tsx'
import { useShell } from '../shell-context.tsx'
import {
  type ChangePasswordErrors,
  type ChangePasswordFields,
  validateChangePassword,
} from './settings-forms.ts'
import { blockStyle, blockTitleStyle } from './settings-section.tsx'
import { useUpdateToasts } from './settings-toasts.ts'

type Field = keyof ChangePasswordFields
const EMPTY: ChangePasswordFields = { oldPassword: '', newPassword: '', newPasswordAgain: '' }

/** POST /change-password {oldPassword, newPassword}: the server ends the user's other sessions. */
export function PasswordForm(): ReactNode {
  const { platform } = useShell()
  const intl = useIntl()
  const text = useText()
  const toasts = useUpdateToasts()
  const [form, setForm] = useState(EMPTY)
  const [errors, setErrors] = useState<ChangePasswordErrors>({})
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)

  const update = (field: Field, value: string) => {
    const next = { ...form, [field]: value }
    setForm(next)
    if (tried) setErrors(validateChangePassword(next))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    const found = validateChangePassword(form)
    setErrors(found)
    if (anyError(found) || busy) return
    setBusy(true)
    try {
      await platform.api.call(AccountsApi.changePassword, {
        oldPassword: form.oldPassword,
        newPassword: form.newPassword,
      })
      toasts.updated()
      setForm(EMPTY)
      setTried(false)
    } catch (error) {
      toasts.failed(error)
    } finally {
      setBusy(false)
    }
  }

  const field = (name: Field, autoComplete: string) => ({
    label: <FormattedMessage id={`frame.settings.${name}`} />,
    name,
    type: 'password',
    autoComplete,
    required: true,
    maxLength: 40,
    value: form[name],
    placeholder: intl.formatMessage({ id: 'frame.settings.passwordPlaceholder' }),
    onChange: (e: { currentTarget: HTMLInputElement }) => update(name, e.currentTarget.value),
    error: text(errors[name]),
  })
  return (
    <form className={blockStyle} onSubmit={submit} noValidate data-testid="change-password-form">
      <h3 className={blockTitleStyle}>
        <FormattedMessage id="frame.settings.changePassword" />
      </h3>
      <TextField {...field('oldPassword', 'current-password')} />
      <TextField {...field('newPassword', 'new-password')} />
      <TextField {...field('newPasswordAgain', 'new-password')} />
      <div className={actionsStyle}>
        <Button type="submit" loading={busy} data-testid="change-password-submit">
          <FormattedMessage id="frame.settings.savePassword" />
        </Button>
      </div>
    </form>
  )
}
