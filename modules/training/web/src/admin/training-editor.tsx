import type { AnyEndpoint, EndpointInput } from '@oj/sdk/contract'
import { Button, Dialog, Table, type TableColumn } from '@oj/sdk/ui'
import { useApi, useApiMutation, useApiQuery, usePlatform } from '@oj/sdk/web'
import {
  type GroupTrainingApi,
  type Training,
  type TrainingAdminApi,
  TrainingApi,
} from '@oj/training-contract'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { AuthTag } from '../components/auth-tag.tsx'
import { emptyTraining, TrainingForm, type TrainingFormValue } from './training-form.tsx'

// What the admin area's trainings and a group's share: the create and edit dialog with its form, the
// list's columns and the table of a training's problems. The calls (the admin area's or the group's) are the caller's.

/** The training part of the body of a create or an update, from the form's value. */
export function trainingFields(v: TrainingFormValue) {
  return {
    ...(v.id ? { id: v.id } : {}),
    title: v.title,
    description: v.description,
    auth: v.auth as 'Public' | 'Private',
    privatePwd: v.privatePwd,
    rank: v.rank,
    status: v.status,
  }
}

export interface TrainingEditorCalls<E extends AnyEndpoint> {
  readonly get: typeof TrainingAdminApi.get | typeof GroupTrainingApi.get
  readonly create: E
  readonly update: E
  readonly invalidates: ReadonlyArray<AnyEndpoint>
  /** The create or update call's body of the form's value. */
  readonly body: (value: TrainingFormValue) => EndpointInput<E>
  /** Offer a new category by name (a group's own). */
  readonly newCategory?: boolean
}

/**
 * Creating and editing a training in a dialog: `create()` opens an empty form, `edit(t)` the training
 * as its `get` call gives it; saving closes the dialog with a toast. Render `dialog` once.
 */
export function useTrainingEditor<E extends AnyEndpoint>(
  calls: TrainingEditorCalls<E>,
): {
  readonly create: () => void
  readonly edit: (t: Training) => Promise<void>
  readonly dialog: ReactNode
} {
  const api = useApi()
  const platform = usePlatform()
  const intl = useIntl()
  const [editing, setEditing] = useState<TrainingFormValue>()
  const categories = useApiQuery(TrainingApi.categories, {})
  const done = {
    invalidates: calls.invalidates,
    onSuccess: () => {
      setEditing(undefined)
      platform.toast('success', intl.formatMessage({ id: 'training.admin.saved' }))
    },
  }
  const create = useApiMutation(calls.create, done)
  const update = useApiMutation(calls.update, done)
  const edit = async (t: Training) => {
    const dto = await api.call(calls.get, { tid: t.id })
    setEditing({
      id: t.id,
      title: dto.training.title,
      description: dto.training.description,
      auth: dto.training.auth,
      privatePwd: dto.training.privatePwd ?? '',
      rank: dto.training.rank,
      status: dto.training.status,
      categoryId: dto.trainingCategory?.id,
    })
  }
  const save = (v: TrainingFormValue) => (v.id ? update : create).mutate(calls.body(v))
  const dialog = (
    <Dialog
      open={editing !== undefined}
      onOpenChange={(open) => (open ? undefined : setEditing(undefined))}
      title={<FormattedMessage id={editing?.id ? 'training.admin.edit' : 'training.admin.new'} />}
      size="lg"
    >
      {editing ? (
        <TrainingForm
          initial={editing}
          categories={categories.data ?? []}
          pending={create.isPending || update.isPending}
          onSave={save}
          onCancel={() => setEditing(undefined)}
          {...(calls.newCategory ? { newCategory: true } : {})}
        />
      ) : null}
    </Dialog>
  )
  return { create: () => setEditing(emptyTraining), edit, dialog }
}

/**
 * The trainings' columns: title, auth and the visibility switch; the admin area's also the id and the
 * author, a group's (whose rows carry their actions) none of the auth on a phone.
 */
export function trainingColumns(
  area: 'admin' | 'group',
  toggle: (t: Training) => void,
): Array<TableColumn<Training>> {
  const admin = area === 'admin'
  return [
    ...(admin ? [{ key: 'id', header: 'ID', width: '4rem', cell: (t: Training) => t.id }] : []),
    { key: 'title', header: <FormattedMessage id="training.admin.form.title" />, cell: (t) => t.title },
    {
      key: 'auth',
      header: <FormattedMessage id="training.admin.form.auth" />,
      width: '6rem',
      ...(admin ? {} : { hideOnMobile: true }),
      cell: (t) => <AuthTag auth={t.auth} />,
    },
    ...(admin
      ? [
          {
            key: 'author',
            header: <FormattedMessage id="training.admin.author" />,
            width: '8rem',
            hideOnMobile: true,
            cell: (t: Training) => t.author,
          },
        ]
      : []),
    {
      key: 'status',
      header: <FormattedMessage id="training.admin.form.visible" />,
      width: '7rem',
      cell: (t) => (
        <Button size="sm" variant="ghost" onClick={() => toggle(t)}>
          <FormattedMessage id={t.status ? 'training.admin.visible' : 'training.admin.hidden'} />
        </Button>
      ),
    },
  ]
}

interface TrainingProblemRow {
  readonly id: number
  readonly problemId: string
  readonly title: string
}

/** A training's problems (display id, title), each with its remove button. */
export function TrainingProblemsTable(props: {
  readonly rows: ReadonlyArray<TrainingProblemRow>
  /** The training's own display ids, by problem id. */
  readonly displayIds: Readonly<Record<string, { readonly displayId: string } | undefined>>
  readonly onRemove: (row: TrainingProblemRow) => void
}): ReactNode {
  return (
    <Table<TrainingProblemRow>
      columns={[
        {
          key: 'display',
          header: <FormattedMessage id="training.admin.problem.displayId" />,
          cell: (p) => props.displayIds[String(p.id)]?.displayId ?? p.problemId,
        },
        { key: 'title', header: <FormattedMessage id="training.problems.title" />, cell: (p) => p.title },
        {
          key: 'remove',
          header: '',
          cell: (p) => (
            <Button size="sm" tone="danger" variant="outline" onClick={() => props.onRemove(p)}>
              <FormattedMessage id="training.admin.problem.remove" />
            </Button>
          ),
        },
      ]}
      rows={props.rows}
      rowKey={(p) => p.id}
      empty={<FormattedMessage id="training.admin.empty" />}
    />
  )
}
