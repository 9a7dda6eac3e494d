import { AdminConfigApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, Card, LoadError, Tag, TextField } from '@oj/sdk/ui'
import { type EndpointOutput, Loading, useApi, useApiMutation, useApiQuery, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { footer, full, grid, note, row } from './styles.ts'

type EmailConfig = EndpointOutput<typeof AdminConfigApi.emailConfig>

interface EmailForm {
  readonly emailHost: string
  readonly emailPort: string
  readonly emailUsername: string
  readonly emailPassword: string
  readonly emailSsl: boolean
  readonly emailFrom: string
  readonly emailBGImg: string
}

const sentStyle = css({ m: '0', color: 'success.default', overflowWrap: 'anywhere' })
const failedStyle = css({ m: '0', color: 'danger.default', overflowWrap: 'anywhere' })

const SOURCE_COLOUR = { settings: 'green', environment: 'blue', outbox: 'orange' } as const

/** The form's checks: message ids by field. */
export function checkEmail(v: EmailForm): Partial<Record<keyof EmailForm, string>> {
  const errors: Partial<Record<keyof EmailForm, string>> = {}
  if (v.emailHost.trim() === '') errors.emailHost = 'admin.conf.email.hostRequired'
  else if (!/^[A-Za-z0-9.:[\]-]+$/.test(v.emailHost.trim())) errors.emailHost = 'admin.conf.email.hostInvalid'
  const port = v.emailPort.trim()
  if (port !== '' && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535))
    errors.emailPort = 'admin.conf.email.portInvalid'
  if (v.emailFrom.trim() !== '' && !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v.emailFrom.trim()))
    errors.emailFrom = 'admin.conf.error.email'
  return errors
}

/**
 * The SMTP server mail goes through, with a test send; while none is set, mail waits in the outbox
 * (the mail page) so that an installation can still let people register.
 */
export function EmailConfigCard(): ReactNode {
  const config = useApiQuery(AdminConfigApi.emailConfig, {}, { quiet: true })
  return (
    <Card title={<FormattedMessage id="admin.conf.email.title" />} as="h2" data-testid="admin-conf-email">
      {config.isError ? (
        <LoadError onRetry={() => void config.refetch()} />
      ) : config.data ? (
        <EmailConfigForm value={config.data} />
      ) : (
        <Loading />
      )}
    </Card>
  )
}

function EmailConfigForm(props: { readonly value: EmailConfig }): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const api = useApi()
  const c = props.value
  const [v, setV] = useState<EmailForm>({
    emailHost: c.emailHost,
    emailPort: c.emailPort === null ? '' : String(c.emailPort),
    emailUsername: c.emailUsername,
    emailPassword: '',
    emailSsl: c.emailSsl,
    emailFrom: c.emailFrom,
    emailBGImg: c.emailBGImg,
  })
  const [shown, setShown] = useState<Partial<Record<keyof EmailForm, string>>>({})
  const [testTo, setTestTo] = useState('')
  const [testing, setTesting] = useState(false)
  const [result, setResult] = useState<{ readonly ok: boolean; readonly text: string }>()
  const saved = () => platform.toast('success', intl.formatMessage({ id: 'admin.common.saved' }))
  const save = useApiMutation(AdminConfigApi.setEmailConfig, {
    invalidates: [AdminConfigApi.emailConfig],
    onSuccess: saved,
  })
  const error = (key: keyof EmailForm) => (shown[key] ? intl.formatMessage({ id: shown[key] }) : undefined)
  const set = <K extends keyof EmailForm>(key: K, value: EmailForm[K]) => setV({ ...v, [key]: value })
  const field = (key: Exclude<keyof EmailForm, 'emailSsl'>, extra: object = {}) => (
    <TextField
      label={<FormattedMessage id={`admin.conf.email.${key}`} />}
      value={v[key]}
      onChange={(e) => set(key, e.currentTarget.value)}
      error={error(key)}
      name={key}
      {...extra}
    />
  )
  const sendTest = async () => {
    setTesting(true)
    setResult(undefined)
    try {
      await api.call(AdminConfigApi.testEmail, { email: testTo.trim() }, { quiet: true })
      setResult({
        ok: true,
        text: intl.formatMessage({ id: 'admin.conf.email.testSent' }, { to: testTo.trim() }),
      })
    } catch (failure) {
      setResult({ ok: false, text: (failure as Error).message })
    } finally {
      setTesting(false)
    }
  }
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <p className={note} data-testid="admin-email-source">
        <Tag color={SOURCE_COLOUR[c.source]} size="sm">
          <FormattedMessage id={`admin.conf.email.source.${c.source}`} />
        </Tag>{' '}
        <FormattedMessage id={`admin.conf.email.sourceText.${c.source}`} />
      </p>
      <form
        data-testid="admin-email-form"
        onSubmit={(event) => {
          event.preventDefault()
          const errors = checkEmail(v)
          setShown(errors)
          if (Object.keys(errors).length > 0) return
          save.mutate({
            emailHost: v.emailHost.trim(),
            ...(v.emailPort.trim() ? { emailPort: Number(v.emailPort.trim()) } : {}),
            emailUsername: v.emailUsername.trim(),
            ...(v.emailPassword ? { emailPassword: v.emailPassword } : {}),
            emailSsl: v.emailSsl,
            emailFrom: v.emailFrom.trim(),
            emailBGImg: v.emailBGImg.trim(),
          })
        }}
      >
        <div className={grid}>
          {field('emailHost', { placeholder: 'smtp.example.com' })}
          {field('emailPort', { inputMode: 'numeric', placeholder: v.emailSsl ? '465' : '587' })}
          {field('emailUsername', { autoComplete: 'off' })}
          {field('emailPassword', {
            type: 'password',
            autoComplete: 'new-password',
            placeholder: c.hasPassword ? intl.formatMessage({ id: 'admin.conf.email.passwordKept' }) : '',
          })}
          {field('emailFrom', { placeholder: 'OJ <noreply@example.com>' })}
          {field('emailBGImg')}
          <label className={`${row} ${full}`}>
            <input
              type="checkbox"
              checked={v.emailSsl}
              onChange={(e) => set('emailSsl', e.currentTarget.checked)}
              name="emailSsl"
            />
            <FormattedMessage id="admin.conf.email.emailSsl" />
          </label>
        </div>
        <div className={footer}>
          {c.source === 'settings' ? (
            <Button
              type="button"
              variant="outline"
              tone="danger"
              onClick={() => save.mutate({ clear: true })}
              data-testid="admin-email-clear"
            >
              <FormattedMessage id="admin.conf.email.clear" />
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending} data-testid="admin-email-save">
            <FormattedMessage id="admin.common.save" />
          </Button>
        </div>
      </form>
      <form
        className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}
        onSubmit={(event) => {
          event.preventDefault()
          void sendTest()
        }}
      >
        <TextField
          rootClassName={css({ flex: '1 1 240px' })}
          label={<FormattedMessage id="admin.conf.email.testTo" />}
          value={testTo}
          type="email"
          onChange={(e) => setTestTo(e.currentTarget.value)}
          name="testTo"
        />
        <Button
          type="submit"
          variant="outline"
          loading={testing}
          disabled={testTo.trim() === ''}
          data-testid="admin-email-test"
        >
          <FormattedMessage id="admin.conf.email.test" />
        </Button>
      </form>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          data-testid="admin-email-test-result"
          className={result.ok ? sentStyle : failedStyle}
        >
          {result.text}
        </p>
      ) : null}
    </div>
  )
}
