import { AccountsApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, TextField } from '@oj/sdk/ui'
import { useApiQuery } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { useShell } from '../shell-context.tsx'
import {
  anyError,
  CAPTCHA_MAX_LENGTH,
  RESET_COOLDOWN_S,
  type ResetRequestErrors,
  type ResetRequestFields,
  validateResetRequest,
} from './account-forms.ts'
import {
  type AccountView,
  actionsStyle,
  cooldownFromRefusal,
  fieldRowStyle,
  formStyle,
  growStyle,
  SwitchLinks,
  useText,
} from './account-ui.tsx'
import type { Cooldown } from './cooldown.ts'

// Taller than the input so that people can read it; centred on the input's line.
const captchaStyle = css({
  h: '10',
  w: '32',
  mt: '22px',
  flexShrink: 0,
  '& img': { display: 'block', w: 'full', h: 'full', objectFit: 'fill' },
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'control',
  cursor: 'pointer',
  bg: 'white',
  p: '0',
  overflow: 'hidden',
})

/**
 * Reset Password in the dialog (spec 1 §5): e-mail and captcha (a click on the picture draws a new
 * one); a mail with the reset link, then a 90 s countdown held by the dialog.
 */
export function ResetRequestForm(props: {
  readonly cooldown: Cooldown
  readonly onSwitch: (view: AccountView) => void
}): ReactNode {
  const { platform } = useShell()
  const intl = useIntl()
  const text = useText()
  const [form, setForm] = useState<ResetRequestFields>({ email: '', captcha: '' })
  const [errors, setErrors] = useState<ResetRequestErrors>({})
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  // A captcha answers once, right or wrong: a new one for every opening and every try.
  const asked = useApiQuery(AccountsApi.captcha, {}, { quiet: true, once: true })
  const captcha = asked.isFetching || asked.isError ? undefined : asked.data
  const refreshCaptcha = () => void asked.refetch()

  const update = (field: keyof ResetRequestFields, value: string) => {
    const next = { ...form, [field]: value }
    setForm(next)
    if (tried) setErrors(validateResetRequest(next))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    const found = validateResetRequest(form)
    setErrors(found)
    if (anyError(found) || busy || props.cooldown.remaining > 0 || !captcha) return
    setBusy(true)
    try {
      await platform.api.call(AccountsApi.applyResetPassword, {
        email: form.email.trim(),
        captcha: form.captcha.trim(),
        captchaKey: captcha.captchaKey,
      })
      props.cooldown.start(RESET_COOLDOWN_S)
      platform.toast('success', intl.formatMessage({ id: 'frame.account.resetMailSent' }))
    } catch (error) {
      cooldownFromRefusal(error, props.cooldown)
    } finally {
      setBusy(false)
      // A captcha answers once, right or wrong.
      setForm((current) => ({ ...current, captcha: '' }))
      refreshCaptcha()
    }
  }

  const remaining = props.cooldown.remaining
  return (
    <form className={formStyle} onSubmit={submit} noValidate data-testid="reset-request-form">
      <TextField
        label={<FormattedMessage id="frame.account.email" />}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={form.email}
        placeholder={intl.formatMessage({ id: 'frame.account.resetEmailPlaceholder' })}
        onChange={(e) => update('email', e.currentTarget.value)}
        error={text(errors.email)}
      />
      <div className={fieldRowStyle}>
        <TextField
          label={<FormattedMessage id="frame.account.captcha" />}
          name="captcha"
          autoComplete="off"
          required
          maxLength={CAPTCHA_MAX_LENGTH}
          value={form.captcha}
          placeholder={intl.formatMessage({ id: 'frame.account.captchaPlaceholder' })}
          onChange={(e) => update('captcha', e.currentTarget.value)}
          error={text(errors.captcha)}
          rootClassName={growStyle}
        />
        <button
          type="button"
          className={captchaStyle}
          onClick={refreshCaptcha}
          title={intl.formatMessage({ id: 'frame.account.captchaRefresh' })}
          aria-label={intl.formatMessage({ id: 'frame.account.captchaRefresh' })}
          data-testid="captcha-image"
        >
          {captcha ? <img src={captcha.img} alt="" width={128} height={40} /> : null}
        </button>
      </div>
      <div className={actionsStyle}>
        <Button type="submit" loading={busy} disabled={remaining > 0} data-testid="reset-request-submit">
          {remaining > 0 ? (
            <FormattedMessage id="frame.account.resendIn" values={{ seconds: remaining }} />
          ) : (
            <FormattedMessage id="frame.account.sendResetMail" />
          )}
        </Button>
      </div>
      <SwitchLinks
        onSwitch={props.onSwitch}
        links={[
          { to: 'register', label: <FormattedMessage id="frame.account.noAccount" /> },
          { to: 'login', label: <FormattedMessage id="frame.account.backToLogin" /> },
        ]}
      />
    </form>
  )
}
