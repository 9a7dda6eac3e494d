import { AdminUsersApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, Dialog, TextField } from '@oj/sdk/ui'
import { saveBlob, useApi, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

export interface GenerateValue {
  readonly prefix: string
  readonly suffix: string
  readonly from: string
  readonly to: string
  readonly passwordLength: string
}

type Errors = Partial<Record<keyof GenerateValue, string>>

const whole = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined)

/** Spec 3 §5: start and end numbers required, end not below start, password length 6 to 25. */
export function checkGenerate(v: GenerateValue): Errors {
  const errors: Errors = {}
  const from = whole(v.from)
  const to = whole(v.to)
  if (from === undefined) errors.from = 'admin.users.generate.fromRequired'
  if (to === undefined) errors.to = 'admin.users.generate.toRequired'
  else if (from !== undefined && to < from) errors.to = 'admin.users.generate.toBeforeFrom'
  else if (from !== undefined && to - from + 1 > 1000) errors.to = 'admin.users.generate.tooMany'
  const length = whole(v.passwordLength)
  if (length === undefined || length < 6 || length > 25)
    errors.passwordLength = 'admin.users.generate.passwordLength'
  if (v.prefix.length > 20) errors.prefix = 'admin.users.generate.affixTooLong'
  if (v.suffix.length > 20) errors.suffix = 'admin.users.generate.affixTooLong'
  return errors
}

/** The usernames the form would make: the first and the last (for the preview line). */
export const sampleNames = (v: GenerateValue) => {
  const from = whole(v.from)
  const to = whole(v.to)
  if (from === undefined || to === undefined || to < from) return undefined
  return { first: `${v.prefix}${from}${v.suffix}`, last: `${v.prefix}${to}${v.suffix}`, count: to - from + 1 }
}

const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
const note = css({ textStyle: 'bodySm', color: 'fg.muted', m: '0' })
const footer = css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '4', flexWrap: 'wrap' })
const done = css({ display: 'grid', gap: '3', bg: 'accent.subtle', borderRadius: 'md', p: '3' })

export interface GenerateDialogProps {
  readonly open: boolean
  readonly onClose: () => void
  readonly onGenerated: () => void
}

/** Generation by prefix, number range and suffix; then the accounts' xlsx (kept 30 minutes). */
export function GenerateDialog(props: GenerateDialogProps): ReactNode {
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={<FormattedMessage id="admin.users.generate.title" />}
      size="lg"
    >
      {props.open ? <GenerateForm {...props} /> : null}
    </Dialog>
  )
}

function GenerateForm(props: GenerateDialogProps): ReactNode {
  const intl = useIntl()
  const api = useApi()
  const platform = usePlatform()
  const [v, setV] = useState<GenerateValue>({
    prefix: '',
    suffix: '',
    from: '1',
    to: '30',
    passwordLength: '8',
  })
  const [shown, setShown] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [made, setMade] = useState<{ readonly key: string; readonly count: number }>()
  const set = (key: keyof GenerateValue, value: string) => setV({ ...v, [key]: value })
  const error = (key: keyof GenerateValue) =>
    shown[key] ? intl.formatMessage({ id: shown[key] }) : undefined
  const sample = sampleNames(v)

  const generate = async () => {
    const errors = checkGenerate(v)
    setShown(errors)
    if (Object.keys(errors).length > 0) return
    setBusy(true)
    try {
      const reply = await api.call(AdminUsersApi.generate, {
        prefix: v.prefix,
        suffix: v.suffix,
        number_from: Number(v.from),
        number_to: Number(v.to),
        password_length: Number(v.passwordLength),
      })
      setMade(reply)
      platform.toast(
        'success',
        intl.formatMessage({ id: 'admin.users.generate.done' }, { count: reply.count }),
      )
      props.onGenerated()
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false)
    }
  }
  const download = async () => {
    if (!made) return
    const file = (await api.call(AdminUsersApi.excel, { key: made.key })) as unknown
    if (file instanceof Blob) saveBlob(file, `accounts-${new Date().toISOString().slice(0, 10)}.xlsx`)
  }

  if (made)
    return (
      <div className={done} data-testid="admin-generate-done">
        <p className={css({ m: '0' })}>
          <FormattedMessage id="admin.users.generate.madeText" values={{ count: made.count }} />
        </p>
        <p className={note}>
          <FormattedMessage id="admin.users.generate.keepNote" />
        </p>
        <div className={footer}>
          <Button variant="outline" tone="neutral" onClick={props.onClose}>
            <FormattedMessage id="admin.common.close" />
          </Button>
          <Button onClick={() => void download()} data-testid="admin-generate-download">
            <FormattedMessage id="admin.users.generate.download" />
          </Button>
        </div>
      </div>
    )
  return (
    <form
      data-testid="admin-generate"
      onSubmit={(event) => {
        event.preventDefault()
        void generate()
      }}
    >
      <div className={grid}>
        <TextField
          label={<FormattedMessage id="admin.users.generate.prefix" />}
          value={v.prefix}
          onChange={(e) => set('prefix', e.currentTarget.value)}
          error={error('prefix')}
          name="prefix"
        />
        <TextField
          label={<FormattedMessage id="admin.users.generate.suffix" />}
          value={v.suffix}
          onChange={(e) => set('suffix', e.currentTarget.value)}
          error={error('suffix')}
          name="suffix"
        />
        <TextField
          label={<FormattedMessage id="admin.users.generate.from" />}
          inputMode="numeric"
          value={v.from}
          onChange={(e) => set('from', e.currentTarget.value)}
          error={error('from')}
          name="from"
        />
        <TextField
          label={<FormattedMessage id="admin.users.generate.to" />}
          inputMode="numeric"
          value={v.to}
          onChange={(e) => set('to', e.currentTarget.value)}
          error={error('to')}
          name="to"
        />
        <TextField
          label={<FormattedMessage id="admin.users.generate.passwordLength" />}
          inputMode="numeric"
          value={v.passwordLength}
          onChange={(e) => set('passwordLength', e.currentTarget.value)}
          error={error('passwordLength')}
          name="passwordLength"
        />
      </div>
      {sample ? (
        <p className={note} data-testid="admin-generate-sample">
          <FormattedMessage id="admin.users.generate.sample" values={sample} />
        </p>
      ) : null}
      <div className={footer}>
        <Button type="button" variant="outline" tone="neutral" onClick={props.onClose}>
          <FormattedMessage id="admin.common.cancel" />
        </Button>
        <Button type="submit" loading={busy} data-testid="admin-generate-go">
          <FormattedMessage id="admin.users.generate.go" />
        </Button>
      </div>
    </form>
  )
}
