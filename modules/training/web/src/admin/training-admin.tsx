import { type ProblemEditorProps, ProblemsSlots } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, Dialog, Input, Pagination, Table } from '@oj/sdk/ui'
import {
  AdminList,
  AdminSubRouter,
  hasRole,
  ProblemBankPicker,
  Slot,
  useApiMutation,
  useApiQuery,
  usePlatform,
  useUser,
} from '@oj/sdk/web'
import { type Training, TrainingAdminApi, TrainingApi } from '@oj/training-contract'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import {
  trainingColumns,
  trainingFields,
  TrainingProblemsTable,
  useTrainingEditor,
} from './training-editor.tsx'

const stack = css({ display: 'grid', gap: '4' })
const buttons = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })
const inline = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center', mb: '2' })

type Panel = { readonly kind: 'problems' | 'registers'; readonly training: Training } | undefined

/**
 * The admin area's trainings (the platform's 'admin.sections' slot): `training` the trainings (with
 * their problems, registrations and the categories), `training/category` the categories alone.
 */
export default function TrainingAdmin(props: { readonly path: string }): ReactNode {
  const trainings = () => <TrainingsAdmin />
  return (
    <AdminSubRouter
      path={props.path}
      routes={{
        'training/category': () => <CategoriesPanel />,
        training: trainings,
        // HOJ's admin routes of one training open the list here, where its panels are.
        'training/create': trainings,
        'training/:tid/edit': trainings,
        'training/:tid/problems': trainings,
      }}
    />
  )
}

function TrainingsAdmin(): ReactNode {
  const [panel, setPanel] = useState<Panel>()
  const platform = usePlatform()
  const intl = useIntl()
  const user = useUser()
  const isRoot = hasRole(user, 'root')
  const invalidates = [TrainingAdminApi.list, TrainingApi.list, TrainingApi.detail]
  const editor = useTrainingEditor({
    get: TrainingAdminApi.get,
    create: TrainingAdminApi.create,
    update: TrainingAdminApi.update,
    invalidates,
    body: (v) => ({ training: trainingFields(v), trainingCategory: { id: v.categoryId ?? 0 } }),
  })
  const status = useApiMutation(TrainingAdminApi.changeStatus, { invalidates })

  const columns = trainingColumns('admin', (t) => status.mutate({ tid: t.id, status: !t.status }))
  return (
    <div className={stack} data-testid="training-admin">
      <AdminList
        title={<FormattedMessage id="training.admin.title" />}
        endpoint={TrainingAdminApi.list}
        columns={columns}
        rowKey={(t) => t.id}
        actions={
          <Button onClick={editor.create}>
            <FormattedMessage id="training.admin.new" />
          </Button>
        }
        rowActions={(t) => (
          <span className={buttons}>
            <Button size="sm" variant="outline" onClick={() => void editor.edit(t)}>
              <FormattedMessage id="training.admin.edit" />
            </Button>
            <Button size="sm" variant="outline" onClick={() => setPanel({ kind: 'problems', training: t })}>
              <FormattedMessage id="training.admin.problems" />
            </Button>
            <Button size="sm" variant="outline" onClick={() => setPanel({ kind: 'registers', training: t })}>
              <FormattedMessage id="training.admin.registers" />
            </Button>
          </span>
        )}
        // Deleting a training is the super admin's (HOJ: roles root).
        remove={{
          endpoint: TrainingAdminApi.remove,
          allowed: () => isRoot,
          invalidates,
          input: (rows) => ({ tid: rows[0]?.id }),
          confirm: (rows) => (
            <FormattedMessage id="training.admin.deleteConfirm" values={{ title: rows[0]?.title ?? '' }} />
          ),
          done: () => platform.toast('success', intl.formatMessage({ id: 'training.admin.deleted' })),
        }}
      />
      {panel?.kind === 'problems' ? (
        <ProblemsPanel training={panel.training} onClose={() => setPanel(undefined)} />
      ) : null}
      {panel?.kind === 'registers' ? (
        <RegistersPanel training={panel.training} onClose={() => setPanel(undefined)} />
      ) : null}
      <CategoriesPanel />
      {editor.dialog}
    </div>
  )
}

function ProblemsPanel({
  training,
  onClose,
}: {
  readonly training: Training
  readonly onClose: () => void
}): ReactNode {
  const intl = useIntl()
  const tid = training.id
  const existing = useApiQuery(TrainingAdminApi.problems, { tid, queryExisted: true, limit: 100 })
  const invalidates = [TrainingAdminApi.problems, TrainingApi.problems, TrainingApi.detail]
  const add = useApiMutation(TrainingAdminApi.addProblem, { invalidates })
  const remove = useApiMutation(TrainingAdminApi.removeProblem, { invalidates })
  const [creating, setCreating] = useState(false)
  // A new problem for the training: the problems module's one form (its bank's calls), then added here.
  const editor: ProblemEditorProps = {
    context: { kind: 'training', id: tid },
    onDone: (saved) => {
      setCreating(false)
      if (saved) add.mutate({ pid: saved.pid, tid, displayId: saved.problemId ?? String(saved.pid) })
    },
  }
  return (
    <Card
      title={`${training.title} · ${intl.formatMessage({ id: 'training.admin.problems' })}`}
      as="h3"
      actions={
        <span className={buttons}>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setCreating(true)}
            data-testid="training-create-problem"
          >
            <FormattedMessage id="training.admin.problem.create" />
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            <FormattedMessage id="training.admin.back" />
          </Button>
        </span>
      }
    >
      <Dialog
        open={creating}
        onOpenChange={setCreating}
        size="lg"
        title={<FormattedMessage id="training.admin.problem.create" />}
      >
        {creating ? <Slot def={ProblemsSlots.problemEditor} props={editor} /> : null}
      </Dialog>
      <TrainingProblemsTable
        rows={existing.data?.problemList.records ?? []}
        displayIds={existing.data?.trainingProblemMap ?? {}}
        onRemove={(p) => remove.mutate({ pid: p.id, tid })}
      />
      <ProblemBankPicker
        endpoint={TrainingAdminApi.problems}
        query={{ tid, queryExisted: false }}
        onAdd={(p) => add.mutate({ pid: p.id, tid, displayId: p.problemId })}
      />
    </Card>
  )
}

function RegistersPanel({
  training,
  onClose,
}: {
  readonly training: Training
  readonly onClose: () => void
}): ReactNode {
  const intl = useIntl()
  const tid = training.id
  const [currentPage, setPage] = useState(1)
  const list = useApiQuery(
    TrainingAdminApi.registers,
    { tid, currentPage, limit: 10 },
    { keepPrevious: true },
  )
  const setStatus = useApiMutation(TrainingAdminApi.registerStatus, {
    invalidates: [TrainingAdminApi.registers],
  })
  const remove = useApiMutation(TrainingAdminApi.removeRegister, {
    invalidates: [TrainingAdminApi.registers],
  })
  return (
    <Card
      title={`${training.title} · ${intl.formatMessage({ id: 'training.admin.registers' })}`}
      as="h3"
      actions={
        <Button size="sm" variant="ghost" onClick={onClose}>
          <FormattedMessage id="training.admin.back" />
        </Button>
      }
    >
      <Table
        columns={[
          { key: 'user', header: <FormattedMessage id="training.rank.user" />, cell: (r) => r.username },
          {
            key: 'status',
            header: <FormattedMessage id="training.problems.status" />,
            cell: (r) => (
              <FormattedMessage
                id={r.status ? 'training.admin.register.active' : 'training.admin.register.banned'}
              />
            ),
          },
          {
            key: 'actions',
            header: '',
            cell: (r) => (
              <span className={buttons}>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setStatus.mutate({ tid, uid: r.uid, status: !r.status })}
                >
                  <FormattedMessage
                    id={r.status ? 'training.admin.register.ban' : 'training.admin.register.readmit'}
                  />
                </Button>
                <Button
                  size="sm"
                  tone="danger"
                  variant="outline"
                  onClick={() => remove.mutate({ tid, uid: r.uid })}
                >
                  <FormattedMessage id="training.admin.register.remove" />
                </Button>
              </span>
            ),
          },
        ]}
        rows={list.data?.records ?? []}
        rowKey={(r) => r.id}
        empty={<FormattedMessage id="training.admin.empty" />}
      />
      {list.data && list.data.total > list.data.size ? (
        <Pagination
          total={list.data.total}
          pageSize={list.data.size}
          page={currentPage}
          onPageChange={setPage}
        />
      ) : null}
    </Card>
  )
}

function CategoriesPanel(): ReactNode {
  const intl = useIntl()
  const [name, setName] = useState('')
  const [color, setColor] = useState('#2db7f5')
  const categories = useApiQuery(TrainingApi.categories, {})
  const invalidates = [TrainingApi.categories, TrainingApi.list]
  const add = useApiMutation(TrainingAdminApi.addCategory, { invalidates, onSuccess: () => setName('') })
  const remove = useApiMutation(TrainingAdminApi.removeCategory, { invalidates })
  return (
    <Card title={<FormattedMessage id="training.admin.categories" />} as="h3">
      <div className={inline}>
        <Input
          value={name}
          maxLength={255}
          onChange={(e) => setName(e.target.value)}
          aria-label={intl.formatMessage({ id: 'training.admin.category.name' })}
          placeholder={intl.formatMessage({ id: 'training.admin.category.name' })}
        />
        <input
          type="color"
          value={color}
          onChange={(e) => setColor(e.target.value)}
          aria-label={intl.formatMessage({ id: 'training.admin.category.color' })}
        />
        <Button onClick={() => add.mutate({ name, color })} disabled={name.trim() === ''}>
          <FormattedMessage id="training.admin.category.add" />
        </Button>
      </div>
      <Table
        columns={[
          {
            key: 'name',
            header: <FormattedMessage id="training.admin.category.name" />,
            cell: (c) => c.name,
          },
          {
            key: 'color',
            header: <FormattedMessage id="training.admin.category.color" />,
            cell: (c) => <span style={{ color: c.color ?? undefined }}>{c.color ?? ''}</span>,
          },
          {
            key: 'remove',
            header: '',
            cell: (c) => (
              <Button size="sm" tone="danger" variant="outline" onClick={() => remove.mutate({ cid: c.id })}>
                <FormattedMessage id="training.admin.delete" />
              </Button>
            ),
          },
        ]}
        rows={categories.data ?? []}
        rowKey={(c) => c.id}
      />
    </Card>
  )
}
