import { css } from '@oj/sdk/css'
import { Button, Select, TextField } from '@oj/sdk/ui'
import { TRAINING_AUTHS, type TrainingCategory } from '@oj/training-contract'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

const form = css({ display: 'grid', gap: '3' })
const row = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-end' })
const actions = css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })

/** What the form edits: HOJ's TrainingDTO as the admin calls take it. */
export interface TrainingFormValue {
  readonly id?: number
  readonly title: string
  readonly description: string
  readonly auth: string
  readonly privatePwd: string
  readonly rank: number
  readonly status: boolean
  readonly categoryId: number | undefined
  /** A category to make (a group's own, by name) when none is chosen; only where `newCategory` is set. */
  readonly categoryName?: string
}

export const emptyTraining: TrainingFormValue = {
  title: '',
  description: '',
  auth: 'Public',
  privatePwd: '',
  rank: 0,
  status: true,
  categoryId: undefined,
}

export interface TrainingFormProps {
  readonly initial: TrainingFormValue
  readonly categories: ReadonlyArray<TrainingCategory>
  readonly pending?: boolean
  readonly onSave: (value: TrainingFormValue) => void
  readonly onCancel: () => void
  /** Offer a new category by name beside the list (a group's admin makes the group's own categories). */
  readonly newCategory?: boolean
}

/** Creates or edits a training: title, description, auth and password, order, category, visibility. */
export function TrainingForm({
  initial,
  categories,
  pending,
  onSave,
  onCancel,
  newCategory,
}: TrainingFormProps): ReactNode {
  const intl = useIntl()
  const [value, setValue] = useState(initial)
  const set = (patch: Partial<TrainingFormValue>) => setValue((v) => ({ ...v, ...patch }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave(value)
  }
  return (
    <form className={form} onSubmit={submit} data-testid="training-form">
      <TextField
        label={<FormattedMessage id="training.admin.form.title" />}
        value={value.title}
        maxLength={255}
        required
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextField
        label={<FormattedMessage id="training.admin.form.description" />}
        value={value.description}
        multiline
        rows={5}
        onChange={(e) => set({ description: e.target.value })}
      />
      <div className={row}>
        <Select
          label={<FormattedMessage id="training.admin.form.auth" />}
          value={value.auth}
          onValueChange={(auth) => set({ auth })}
          options={TRAINING_AUTHS.map((a) => ({
            value: a,
            label: intl.formatMessage({ id: `training.auth.${a}` }),
          }))}
        />
        {value.auth === 'Private' ? (
          <TextField
            label={<FormattedMessage id="training.admin.form.password" />}
            value={value.privatePwd}
            maxLength={255}
            onChange={(e) => set({ privatePwd: e.target.value })}
          />
        ) : null}
        <Select
          label={<FormattedMessage id="training.admin.form.category" />}
          value={value.categoryId ? String(value.categoryId) : ''}
          onValueChange={(id) => set({ categoryId: id ? Number(id) : undefined })}
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        {newCategory && value.categoryId === undefined ? (
          <TextField
            label={<FormattedMessage id="training.admin.form.newCategory" />}
            value={value.categoryName ?? ''}
            maxLength={255}
            onChange={(e) => set({ categoryName: e.target.value })}
          />
        ) : null}
        <TextField
          type="number"
          label={<FormattedMessage id="training.admin.form.rank" />}
          value={String(value.rank)}
          onChange={(e) => set({ rank: Number(e.target.value) || 0 })}
        />
        <label>
          <input type="checkbox" checked={value.status} onChange={(e) => set({ status: e.target.checked })} />{' '}
          <FormattedMessage id="training.admin.form.visible" />
        </label>
      </div>
      <div className={actions}>
        <Button type="button" variant="outline" onClick={onCancel}>
          <FormattedMessage id="training.admin.form.cancel" />
        </Button>
        <Button type="submit" loading={pending ?? false}>
          <FormattedMessage id="training.admin.form.save" />
        </Button>
      </div>
    </form>
  )
}
