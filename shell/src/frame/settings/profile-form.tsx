import type { EndpointOutput } from '@oj/sdk'
import { AccountsApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, LoadError, Select, TextField } from '@oj/sdk/ui'
import { Loading, useApiMutation, useApiQuery } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
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
type Profile = EndpointOutput<typeof AccountsApi.ownProfile>

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
 * The user-info fields of AccountsApi.changeProfile. The form is filled from AccountsApi.ownProfile,
 * the caller's current profile (student number and blog included, which the login reply leaves out).
 */
export function ProfileForm(): ReactNode {
  const profile = useApiQuery(AccountsApi.ownProfile, {}, { quiet: true })
  if (profile.isError && !profile.data)
    return (
      <LoadError
        message={<FormattedMessage id="frame.settings.loadFailed" />}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    )
  if (!profile.data) return <Loading />
  return <ProfileEditor profile={profile.data} />
}

/** The form, filled from the profile once; it keeps what the person types until they save. */
function ProfileEditor(props: { readonly profile: Profile }): ReactNode {
  const { platform } = useShell()
  const intl = useIntl()
  const toasts = useUpdateToasts()
  const [form, setForm] = useState<ProfileFields>(() => profileForm(props.profile))
  const [errors, setErrors] = useState<ProfileErrors>({})
  const change = useApiMutation(AccountsApi.changeProfile, {
    quiet: true,
    invalidates: [AccountsApi.ownProfile],
  })
  const busy = change.isPending

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
    try {
      const reply = await change.mutateAsync(profilePayload(form))
      setForm(profileForm(reply))
      platform.updateUser({ nickname: reply.nickname, realname: reply.realname })
      toasts.updated()
    } catch (error) {
      toasts.failed(error)
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
