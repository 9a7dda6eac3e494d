import { css } from '@oj/sdk/css'
import { Button, Dialog, Select, TextField } from '@oj/sdk/ui'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { ROLE_OPTIONS, roleLabel } from './roles.ts'

/** What the edit form holds (HOJ's AdminEditUserDTO). */
export interface EditUserValue {
  readonly uid: string
  readonly username: string
  readonly realname: string
  readonly email: string
  readonly setNewPwd: boolean
  readonly password: string
  readonly type: number
  readonly status: 0 | 1
  readonly titleName: string
  readonly titleColor: string
}

const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
const full = css({ gridColumn: { md: '1 / -1' } })
const check = css({ display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer' })
const colour = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-end',
  '& input[type=color]': { w: '10', h: '9', p: '0', borderWidth: '0', bg: 'transparent' },
})
const footer = css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '4' })

type Errors = Partial<Record<keyof EditUserValue, string>>

/** The checks of the form (the server checks them again): message ids by field. */
export function checkEditUser(v: EditUserValue): Errors {
  const errors: Errors = {}
  const name = v.username.trim()
  if (name === '') errors.username = 'admin.users.error.usernameRequired'
  else if (name.length > 20) errors.username = 'admin.users.error.usernameTooLong'
  if (v.realname.length > 50) errors.realname = 'admin.users.error.realnameTooLong'
  if (v.email.trim() !== '' && !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v.email.trim()))
    errors.email = 'admin.users.error.email'
  if (v.setNewPwd && (v.password.length < 6 || v.password.length > 20))
    errors.password = 'admin.users.error.password'
  if (v.titleName.length > 20) errors.titleName = 'admin.users.error.titleTooLong'
  return errors
}

export interface EditUserDialogProps {
  readonly value: EditUserValue | undefined
  readonly saving?: boolean
  /** The caller edits their own account: role and status stay. */
  readonly self?: boolean
  readonly onClose: () => void
  readonly onSave: (value: EditUserValue) => void
}

/** The edit dialog of one user (real name, e-mail, password, role, title, status). */
export function EditUserDialog(props: EditUserDialogProps): ReactNode {
  return (
    <Dialog
      open={props.value !== undefined}
      onOpenChange={(open) => !open && props.onClose()}
      title={<FormattedMessage id="admin.users.edit" />}
      size="lg"
    >
      {props.value ? <EditUserForm {...props} value={props.value} /> : null}
    </Dialog>
  )
}

function EditUserForm(props: EditUserDialogProps & { readonly value: EditUserValue }): ReactNode {
  const intl = useIntl()
  const [v, setV] = useState(props.value)
  const [shown, setShown] = useState<Errors>({})
  const set = <K extends keyof EditUserValue>(key: K, value: EditUserValue[K]) => setV({ ...v, [key]: value })
  const error = (key: keyof EditUserValue) =>
    shown[key] ? intl.formatMessage({ id: shown[key] }) : undefined
  return (
    <form
      data-testid="admin-user-form"
      onSubmit={(event) => {
        event.preventDefault()
        const errors = checkEditUser(v)
        setShown(errors)
        if (Object.keys(errors).length === 0)
          props.onSave({ ...v, username: v.username.trim(), email: v.email.trim() })
      }}
    >
      <div className={grid}>
        <TextField
          label={<FormattedMessage id="admin.users.username" />}
          value={v.username}
          onChange={(e) => set('username', e.currentTarget.value)}
          error={error('username')}
          name="username"
        />
        <TextField
          label={<FormattedMessage id="admin.users.realname" />}
          value={v.realname}
          onChange={(e) => set('realname', e.currentTarget.value)}
          error={error('realname')}
          name="realname"
        />
        <TextField
          label={<FormattedMessage id="admin.users.email" />}
          value={v.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={error('email')}
          name="email"
        />
        <Select
          label={<FormattedMessage id="admin.users.roleColumn" />}
          value={String(v.type)}
          disabled={props.self}
          onValueChange={(value) => set('type', Number(value))}
          options={ROLE_OPTIONS.map((o) => ({
            value: String(o.id),
            label: `${intl.formatMessage({ id: roleLabel(o.role) })} (${o.id})`,
          }))}
          name="type"
        />
        <Select
          label={<FormattedMessage id="admin.users.status" />}
          value={String(v.status)}
          disabled={props.self}
          onValueChange={(value) => set('status', value === '1' ? 1 : 0)}
          options={[
            { value: '0', label: intl.formatMessage({ id: 'admin.users.status.normal' }) },
            { value: '1', label: intl.formatMessage({ id: 'admin.users.status.disabled' }) },
          ]}
          name="status"
        />
        <TextField
          label={<FormattedMessage id="admin.users.titleName" />}
          value={v.titleName}
          onChange={(e) => set('titleName', e.currentTarget.value)}
          error={error('titleName')}
          name="titleName"
        />
        <div className={colour}>
          <TextField
            label={<FormattedMessage id="admin.users.titleColor" />}
            value={v.titleColor}
            placeholder="#409eff"
            onChange={(e) => set('titleColor', e.currentTarget.value)}
            name="titleColor"
          />
          <input
            type="color"
            aria-label={intl.formatMessage({ id: 'admin.users.titleColor' })}
            value={/^#[0-9a-f]{6}$/i.test(v.titleColor) ? v.titleColor : '#409eff'}
            onChange={(e) => set('titleColor', e.currentTarget.value)}
          />
        </div>
        <label className={`${check} ${full}`}>
          <input
            type="checkbox"
            checked={v.setNewPwd}
            onChange={(e) => set('setNewPwd', e.currentTarget.checked)}
            data-testid="admin-user-set-password"
          />
          <FormattedMessage id="admin.users.setNewPwd" />
        </label>
        {v.setNewPwd ? (
          <TextField
            rootClassName={full}
            type="password"
            autoComplete="new-password"
            label={<FormattedMessage id="admin.users.newPassword" />}
            value={v.password}
            onChange={(e) => set('password', e.currentTarget.value)}
            error={error('password')}
            name="password"
          />
        ) : null}
      </div>
      <div className={footer}>
        <Button type="button" variant="outline" tone="neutral" onClick={props.onClose}>
          <FormattedMessage id="admin.common.cancel" />
        </Button>
        <Button type="submit" loading={props.saving} data-testid="admin-user-save">
          <FormattedMessage id="admin.common.save" />
        </Button>
      </div>
    </form>
  )
}
