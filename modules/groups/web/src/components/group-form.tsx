import {
  BRIEF_MAX,
  BRIEF_MIN,
  CODE_LENGTH,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  GROUP_AUTHS,
  GroupAuth,
  NAME_MAX,
  NAME_MIN,
  SHORT_NAME_MAX,
  SHORT_NAME_MIN,
} from '@oj/groups-contract'
import { css } from '@oj/sdk/css'
import { Button, Select, TextField } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

const gridStyle = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
})
const wide = css({ gridColumn: { md: '1 / -1' } })
const codeRow = css({ display: 'flex', gap: '2', alignItems: 'flex-end', '& > :first-child': { flex: '1' } })
const checkRow = css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })

/** What the group form edits (the fields of POST and PUT /group). */
export interface GroupFields {
  readonly name: string
  readonly shortName: string
  readonly brief: string
  readonly description: string
  readonly auth: number
  readonly code: string
  readonly visible: boolean
}

export const emptyGroup: GroupFields = {
  name: '',
  shortName: '',
  brief: '',
  description: '',
  auth: GroupAuth.public,
  code: '',
  visible: true,
}

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A random invitation code of 6 characters. */
function randomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CODE_LENGTH))
  return [...bytes].map((b) => CODE_CHARS[b % CODE_CHARS.length]).join('')
}

const within = (text: string, min: number, max: number) => {
  const n = [...text.trim()].length
  return n >= min && n <= max
}

/** The message id of each field that breaks spec 3 §5's rules (none: the form may be sent). */
export function groupFieldErrors(f: GroupFields): Partial<Record<keyof GroupFields, string>> {
  const errors: Partial<Record<keyof GroupFields, string>> = {}
  if (!within(f.name, NAME_MIN, NAME_MAX)) errors.name = 'groups.form.nameRule'
  if (!within(f.shortName, SHORT_NAME_MIN, SHORT_NAME_MAX)) errors.shortName = 'groups.form.shortNameRule'
  else if (!/^[A-Za-z0-9_-]+$/.test(f.shortName.trim())) errors.shortName = 'groups.form.shortNameChars'
  if (!within(f.brief, BRIEF_MIN, BRIEF_MAX)) errors.brief = 'groups.form.briefRule'
  if (!within(f.description, DESCRIPTION_MIN, DESCRIPTION_MAX))
    errors.description = 'groups.form.descriptionRule'
  if (f.auth !== GroupAuth.public && f.code.length !== CODE_LENGTH) errors.code = 'groups.form.codeRule'
  return errors
}

/** The group info form of the create dialog and the Setting tab. */
export function GroupForm(props: {
  readonly value: GroupFields
  readonly onChange: (next: GroupFields) => void
  /** Shows each broken rule (after a first try to send). */
  readonly showErrors: boolean
}): ReactNode {
  const intl = useIntl()
  const f = props.value
  const set = (patch: Partial<GroupFields>) => props.onChange({ ...f, ...patch })
  const errors = props.showErrors ? groupFieldErrors(f) : {}
  const err = (key: keyof GroupFields) => {
    const id = errors[key]
    return id ? <FormattedMessage id={id} /> : undefined
  }
  return (
    <div className={gridStyle}>
      <TextField
        label={<FormattedMessage id="groups.form.name" />}
        value={f.name}
        maxLength={NAME_MAX}
        onChange={(e) => set({ name: e.target.value })}
        error={err('name')}
        data-testid="group-form-name"
      />
      <TextField
        label={<FormattedMessage id="groups.form.shortName" />}
        hint={<FormattedMessage id="groups.form.shortNameHint" />}
        value={f.shortName}
        maxLength={SHORT_NAME_MAX}
        onChange={(e) => set({ shortName: e.target.value })}
        error={err('shortName')}
        data-testid="group-form-short-name"
      />
      <TextField
        rootClassName={wide}
        label={<FormattedMessage id="groups.form.brief" />}
        value={f.brief}
        maxLength={BRIEF_MAX}
        onChange={(e) => set({ brief: e.target.value })}
        error={err('brief')}
        data-testid="group-form-brief"
      />
      <Select
        label={<FormattedMessage id="groups.form.auth" />}
        value={String(f.auth)}
        onValueChange={(v) => {
          const auth = Number(v)
          set({ auth, code: auth !== GroupAuth.public && !f.code ? randomCode() : f.code })
        }}
        options={GROUP_AUTHS.map((a) => ({
          value: String(a),
          label: intl.formatMessage({ id: `groups.auth.${a}` }),
        }))}
      />
      {f.auth === GroupAuth.public ? null : (
        <div className={codeRow}>
          <TextField
            label={<FormattedMessage id="groups.form.code" />}
            hint={<FormattedMessage id="groups.form.codeHint" />}
            value={f.code}
            maxLength={CODE_LENGTH}
            onChange={(e) => set({ code: e.target.value })}
            error={err('code')}
            data-testid="group-form-code"
          />
          <Button variant="outline" onClick={() => set({ code: randomCode() })}>
            <FormattedMessage id="groups.form.newCode" />
          </Button>
        </div>
      )}
      <TextField
        rootClassName={wide}
        multiline
        rows={8}
        label={<FormattedMessage id="groups.form.description" />}
        hint={<FormattedMessage id="groups.form.descriptionHint" />}
        value={f.description}
        maxLength={DESCRIPTION_MAX}
        onChange={(e) => set({ description: e.target.value })}
        error={err('description')}
        data-testid="group-form-description"
      />
      <label className={checkRow}>
        <input type="checkbox" checked={f.visible} onChange={(e) => set({ visible: e.target.checked })} />
        <FormattedMessage id="groups.form.visible" />
      </label>
    </div>
  )
}

/** The body of POST /group from the form (the code only when the group is not public). */
export function groupBody(f: GroupFields) {
  return {
    name: f.name.trim(),
    shortName: f.shortName.trim(),
    brief: f.brief.trim(),
    description: f.description.trim(),
    auth: f.auth,
    visible: f.visible,
    ...(f.auth === GroupAuth.public ? {} : { code: f.code }),
  }
}
