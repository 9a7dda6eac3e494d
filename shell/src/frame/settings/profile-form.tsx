import { css } from '@oj/sdk/css'
import { Button, Select, TextField } from '@oj/sdk/ui'
import { Loading } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { anyError } from '../account/account-forms.ts'
import { actionsStyle } from '../account/account-ui.tsx'
import { useShell } from '../shell-context.tsx'
import {
  type Gender,
  GENDERS,
  PROFILE_MAX,
  type ProfileErrors,
  type ProfileFields,
  profileForm,
  profilePayload,
  type ProfileTextField,
  validateProfile,
} from './settings-forms.ts'
import { useUpdateToasts } from './settings-toasts.ts'

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
  gap: '4',
  w: 'full',
})
const wideStyle = css({ gridColumn: { md: '1 / -1' } })
const failedStyle = css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted' })

type Profile = Readonly<Record<string, unknown>>

/** The order of spec 1 §2 Settings, with the fields the login reply also has first. */
const LAYOUT: ReadonlyArray<{
  readonly field: ProfileTextField
  readonly wide?: boolean
  readonly type?: string
}> = [
  { field: 'nickname' },
  { field: 'realname' },
  { field: 'cfUsername' },
  { field: 'school' },
  { field: 'number' },
  { field: 'github' },
  { field: 'blog', wide: true, type: 'url' },
]

/**
 * The user-info fields POST /change-userInfo accepts. The form is filled from GET /get-user-info,
 * the caller's current profile (student number and blog included, which the login reply leaves out).
 */
export function ProfileForm(): ReactNode {
  const { platform } = useShell()
  const intl = useIntl()
  const toasts = useUpdateToasts()
  const [form, setForm] = useState<ProfileFields | undefined>()
  const [failed, setFailed] = useState(false)
  const [round, setRound] = useState(0)
  const [errors, setErrors] = useState<ProfileErrors>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    platform.api
      .get<Profile | null>('/get-user-info')
      .then((reply) => live && setForm(profileForm(reply)))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [platform, round])

  if (!form) {
    if (!failed) return <Loading />
    return (
      <div className={failedStyle}>
        <FormattedMessage id="frame.settings.loadFailed" />
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setFailed(false)
            setRound((n) => n + 1)
          }}
        >
          <FormattedMessage id="frame.settings.retry" />
        </Button>
      </div>
    )
  }

  const update = (field: ProfileTextField, value: string) => {
    const next = { ...form, [field]: value }
    setForm(next)
    if (errors[field]) setErrors(validateProfile(next))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateProfile(form)
    setErrors(found)
    if (anyError(found) || busy) return
    setBusy(true)
    try {
      const reply = await platform.api.post<Profile | null>('/change-userInfo', profilePayload(form))
      if (reply) {
        setForm(profileForm(reply))
        const text = (key: string) => (typeof reply[key] === 'string' ? (reply[key] as string) : null)
        platform.updateUser({ nickname: text('nickname'), realname: text('realname') })
      }
      toasts.updated()
    } catch (error) {
      toasts.failed(error)
    } finally {
      setBusy(false)
    }
  }

  const errorText = (field: ProfileTextField) => {
    const id = errors[field]
    return id ? intl.formatMessage({ id }, { max: PROFILE_MAX[field] }) : undefined
  }
  const input = (field: ProfileTextField, type = 'text') => ({
    label: <FormattedMessage id={`frame.settings.${field}`} />,
    name: field,
    type,
    value: form[field],
    maxLength: PROFILE_MAX[field] + 10,
    onChange: (e: { currentTarget: HTMLInputElement }) => update(field, e.currentTarget.value),
    error: errorText(field),
  })
  const genders = GENDERS.map((g) => ({
    value: g,
    label: intl.formatMessage({ id: `frame.settings.gender.${g}` }),
  }))
  return (
    <form className={gridStyle} onSubmit={submit} noValidate data-testid="profile-form">
      {LAYOUT.map(({ field, wide, type }) => (
        <TextField
          key={field}
          {...input(field, type)}
          rootClassName={wide ? wideStyle : undefined}
          placeholder={
            field === 'blog' ? intl.formatMessage({ id: 'frame.settings.blogPlaceholder' }) : undefined
          }
        />
      ))}
      <Select
        label={<FormattedMessage id="frame.settings.gender" />}
        name="gender"
        options={genders}
        value={form.gender}
        onValueChange={(value) => setForm({ ...form, gender: (value || 'secrecy') as Gender })}
      />
      <TextField
        {...input('signature')}
        multiline
        rows={4}
        rootClassName={wideStyle}
        onChange={(e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
          update('signature', e.currentTarget.value)
        }
      />
      <div className={`${actionsStyle} ${wideStyle}`}>
        <Button type="submit" loading={busy} data-testid="profile-submit">
          <FormattedMessage id="frame.settings.save" />
        </Button>
      </div>
    </form>
  )
}
