import { css } from '@oj/sdk/css'
import { Button, Card, TextField } from '@oj/sdk/ui'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

const form = css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap', maxW: '480px' })

export interface PasswordFormProps {
  /** Registers with the password; rejects when the server refuses it (it shows why). */
  readonly onRegister: (password: string) => Promise<unknown>
  readonly pending?: boolean
}

/** The password form of a private training (spec 2 §5: it must be non-empty). */
export function PasswordForm({ onRegister, pending }: PasswordFormProps): ReactNode {
  const intl = useIntl()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (password === '') {
      setError(intl.formatMessage({ id: 'training.password.required' }))
      return
    }
    setError(undefined)
    onRegister(password).catch(() => undefined)
  }
  return (
    <Card title={<FormattedMessage id="training.password.title" />} as="h3" data-testid="training-password">
      <p>
        <FormattedMessage id="training.password.hint" />
      </p>
      <form className={form} onSubmit={submit} noValidate>
        <TextField
          type="password"
          autoComplete="off"
          label={<FormattedMessage id="training.password.label" />}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
          maxLength={255}
        />
        <Button type="submit" loading={pending ?? false}>
          <FormattedMessage id="training.password.submit" />
        </Button>
      </form>
    </Card>
  )
}
