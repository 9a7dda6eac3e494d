import { type ProblemEditorProps, ProblemsSlots } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, Dialog, Input, Pagination, Table, type TableColumn } from '@oj/sdk/ui'
import {
  AdminList,
  AdminSubRouter,
  hasRole,
  ProblemBankPicker,
  Slot,
  useApi,
  useApiMutation,
  useApiQuery,
  usePlatform,
  useUser,
} from '@oj/sdk/web'
import { type Training, TrainingAdminApi, TrainingApi } from '@oj/training-contract'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { AuthTag } from '../components/auth-tag.tsx'
import { emptyTraining, TrainingForm, type TrainingFormValue } from './training-form.tsx'

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
  const [editing, setEditing] = useState<TrainingFormValue>()
  const [panel, setPanel] = useState<Panel>()
  const api = useApi()
  const platform = usePlatform()
  const intl = useIntl()
  const user = useUser()
  const isRoot = hasRole(user, 'root')
  const categories = useApiQuery(TrainingApi.categories, {})
  const saved = () => platform.toast('success', intl.formatMessage({ id: 'training.admin.saved' }))
  const invalidates = [TrainingAdminApi.list, TrainingApi.list, TrainingApi.detail]
  const create = useApiMutation(TrainingAdminApi.create, {
    invalidates,
    onSuccess: () => (setEditing(undefined), saved()),
  })
  const update = useApiMutation(TrainingAdminApi.update, {
    invalidates,
    onSuccess: () => (setEditing(undefined), saved()),
  })
  const status = useApiMutation(TrainingAdminApi.changeStatus, { invalidates })

  const edit = async (t: Training) => {
    const dto = await api.call(TrainingAdminApi.get, { tid: t.id })
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
  const save = (v: TrainingFormValue) => {
    const body = {
      training: {
        ...(v.id ? { id: v.id } : {}),
        title: v.title,
        description: v.description,
        auth: v.auth as 'Public' | 'Private',
        privatePwd: v.privatePwd,
        rank: v.rank,
        status: v.status,
      },
      trainingCategory: { id: v.categoryId ?? 0 },
    }
    if (v.id) update.mutate(body)
    else create.mutate(body)
  }
  const columns: Array<TableColumn<Training>> = [
    { key: 'id', header: 'ID', width: '4rem', cell: (t) => t.id },
    { key: 'title', header: <FormattedMessage id="training.admin.form.title" />, cell: (t) => t.title },
    {
      key: 'auth',
      header: <FormattedMessage id="training.admin.form.auth" />,
      width: '6rem',
      cell: (t) => <AuthTag auth={t.auth} />,
    },
    {
      key: 'author',
      header: <FormattedMessage id="training.admin.author" />,
      width: '8rem',
      hideOnMobile: true,
      cell: (t) => t.author,
    },
    {
      key: 'status',
      header: <FormattedMessage id="training.admin.form.visible" />,
      width: '7rem',
      cell: (t) => (
        <Button size="sm" variant="ghost" onClick={() => status.mutate({ tid: t.id, status: !t.status })}>
          <FormattedMessage id={t.status ? 'training.admin.visible' : 'training.admin.hidden'} />
        </Button>
      ),
    },
  ]
  return (
    <div className={stack} data-testid="training-admin">
      <AdminList
        title={<FormattedMessage id="training.admin.title" />}
        endpoint={TrainingAdminApi.list}
        columns={columns}
        rowKey={(t) => t.id}
        actions={
          <Button onClick={() => setEditing(emptyTraining)}>
            <FormattedMessage id="training.admin.new" />
          </Button>
        }
        rowActions={(t) => (
          <span className={buttons}>
            <Button size="sm" variant="outline" onClick={() => void edit(t)}>
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
          />
        ) : null}
      </Dialog>
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
  type Row = { id: number; problemId: string; title: string }
  const map = existing.data?.trainingProblemMap ?? {}
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
      <Table<Row>
        columns={[
          {
            key: 'display',
            header: <FormattedMessage id="training.admin.problem.displayId" />,
            cell: (p) => map[String(p.id)]?.displayId ?? p.problemId,
          },
          { key: 'title', header: <FormattedMessage id="training.problems.title" />, cell: (p) => p.title },
          {
            key: 'remove',
            header: '',
            cell: (p) => (
              <Button
                size="sm"
                tone="danger"
                variant="outline"
                onClick={() => remove.mutate({ pid: p.id, tid })}
              >
                <FormattedMessage id="training.admin.problem.remove" />
              </Button>
            ),
          },
        ]}
        rows={existing.data?.problemList.records ?? []}
        rowKey={(p) => p.id}
        empty={<FormattedMessage id="training.admin.empty" />}
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
