import { css } from '@oj/sdk/css'
import { Button, Card, Dialog, Empty, Input, LoadError, Table, type TableColumn } from '@oj/sdk/ui'
import {
  ProblemBankPicker,
  type ScopedSectionProps,
  useApi,
  useApiMutation,
  useApiQuery,
  usePlatform,
} from '@oj/sdk/web'
import { GroupTrainingApi, type Training, TrainingApi, type TrainingVO } from '@oj/training-contract'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'

import { emptyTraining, TrainingForm, type TrainingFormValue } from '../admin/training-form.tsx'
import { AuthTag } from '../components/auth-tag.tsx'
import { TrainingCard } from '../components/training-card.tsx'
import { TrainingView } from '../pages/training-page.tsx'

const stack = css({ display: 'grid', gap: '4' })
const cards = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })
const buttons = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })
const inline = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center', mb: '2' })

/**
 * A group's trainings (the `scope.section` slot, section 'training'): the list under `base`, a
 * training's pages under `base/<tid>`, and, for those who manage the group, its trainings' admin.
 */
export default function GroupTrainings(props: ScopedSectionProps): ReactNode {
  if (props.section !== 'training' || props.scope.param !== 'gid') return null
  const [first = '', ...more] = props.rest.split('/')
  const tid = Number(first)
  if (first !== '' && Number.isInteger(tid) && tid > 0)
    return (
      <TrainingView tid={tid} base={`${props.base}/${tid}`} rest={more.join('/')} back={props.base} tabs />
    )
  return <GroupTrainingList gid={props.scope.id} base={props.base} manage={props.manage} />
}

/** The group's shown trainings as cards; its managers get the admin list beneath. */
function GroupTrainingList(props: {
  readonly gid: number
  readonly base: string
  readonly manage: boolean
}): ReactNode {
  const navigate = useNavigate()
  const list = useApiQuery(GroupTrainingApi.list, { gid: props.gid, limit: 100 }, { quiet: true })
  if (list.isError) return <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
  const records = list.data?.records ?? []
  return (
    <div className={stack} data-testid="group-trainings">
      {records.length === 0 && !list.isPending ? (
        <Empty message={<FormattedMessage id="training.group.none" />} />
      ) : (
        <div className={cards}>
          {records.map((t: TrainingVO) => (
            <TrainingCard
              key={t.id}
              training={t}
              showProgress
              onOpen={(picked) => void navigate(`${props.base}/${picked.id}`)}
            />
          ))}
        </div>
      )}
      {props.manage ? <GroupTrainingAdmin gid={props.gid} /> : null}
    </div>
  )
}

/** Every training of the group: create, edit, show or hide, delete, and each one's problems. */
function GroupTrainingAdmin({ gid }: { readonly gid: number }): ReactNode {
  const api = useApi()
  const platform = usePlatform()
  const intl = useIntl()
  const [editing, setEditing] = useState<TrainingFormValue>()
  const [problemsOf, setProblemsOf] = useState<Training>()
  const list = useApiQuery(GroupTrainingApi.adminList, { gid, limit: 100 }, { quiet: true })
  const categories = useApiQuery(TrainingApi.categories, {})
  const invalidates = [GroupTrainingApi.adminList, GroupTrainingApi.list, TrainingApi.detail]
  const saved = () => platform.toast('success', intl.formatMessage({ id: 'training.admin.saved' }))
  const create = useApiMutation(GroupTrainingApi.create, {
    invalidates,
    onSuccess: () => (setEditing(undefined), saved()),
  })
  const update = useApiMutation(GroupTrainingApi.update, {
    invalidates,
    onSuccess: () => (setEditing(undefined), saved()),
  })
  const status = useApiMutation(GroupTrainingApi.changeStatus, { invalidates })
  const remove = useApiMutation(GroupTrainingApi.remove, {
    invalidates,
    onSuccess: () => platform.toast('success', intl.formatMessage({ id: 'training.admin.deleted' })),
  })
  const edit = async (t: Training) => {
    const dto = await api.call(GroupTrainingApi.get, { tid: t.id })
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
        gid,
        title: v.title,
        description: v.description,
        auth: v.auth as 'Public' | 'Private',
        privatePwd: v.privatePwd,
        rank: v.rank,
        status: v.status,
      },
      trainingCategory: v.categoryId
        ? { id: v.categoryId }
        : v.categoryName?.trim()
          ? { name: v.categoryName.trim() }
          : {},
    }
    if (v.id) update.mutate(body)
    else create.mutate(body)
  }
  const columns: Array<TableColumn<Training>> = [
    { key: 'title', header: <FormattedMessage id="training.admin.form.title" />, cell: (t) => t.title },
    {
      key: 'auth',
      header: <FormattedMessage id="training.admin.form.auth" />,
      width: '6rem',
      hideOnMobile: true,
      cell: (t) => <AuthTag auth={t.auth} />,
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
    {
      key: 'actions',
      header: '',
      cell: (t) => (
        <span className={buttons}>
          <Button size="sm" variant="outline" onClick={() => void edit(t)}>
            <FormattedMessage id="training.admin.edit" />
          </Button>
          <Button size="sm" variant="outline" onClick={() => setProblemsOf(t)}>
            <FormattedMessage id="training.admin.problems" />
          </Button>
          <Button
            size="sm"
            variant="outline"
            tone="danger"
            onClick={() => {
              const ask = intl.formatMessage({ id: 'training.admin.deleteConfirm' }, { title: t.title })
              if (window.confirm(ask)) remove.mutate({ tid: t.id })
            }}
          >
            <FormattedMessage id="training.admin.delete" />
          </Button>
        </span>
      ),
    },
  ]
  return (
    <Card
      title={<FormattedMessage id="training.group.admin" />}
      as="h3"
      actions={
        <Button size="sm" onClick={() => setEditing(emptyTraining)} data-testid="group-training-new">
          <FormattedMessage id="training.admin.new" />
        </Button>
      }
    >
      <Table<Training>
        columns={columns}
        rows={list.data?.records ?? []}
        rowKey={(t) => t.id}
        empty={<FormattedMessage id="training.admin.empty" />}
      />
      {problemsOf ? (
        <GroupTrainingProblems training={problemsOf} onClose={() => setProblemsOf(undefined)} />
      ) : null}
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
            newCategory
          />
        ) : null}
      </Dialog>
    </Card>
  )
}

/** A group training's problems: remove, add the group's own (picker or display id) or the bank's. */
function GroupTrainingProblems(props: {
  readonly training: Training
  readonly onClose: () => void
}): ReactNode {
  const intl = useIntl()
  const tid = props.training.id
  const existing = useApiQuery(GroupTrainingApi.problems, { tid, queryExisted: true, limit: 100 })
  const invalidates = [GroupTrainingApi.problems, TrainingApi.problems, TrainingApi.detail]
  const fromGroup = useApiMutation(GroupTrainingApi.addFromGroup, { invalidates })
  const fromPublic = useApiMutation(GroupTrainingApi.addFromPublic, { invalidates })
  const remove = useApiMutation(GroupTrainingApi.removeProblem, { invalidates })
  const [publicPid, setPublicPid] = useState('')
  const map = existing.data?.trainingProblemMap ?? {}
  type Row = { id: number; problemId: string; title: string }
  const addPublic = (event: FormEvent) => {
    event.preventDefault()
    const pid = Number(publicPid)
    if (Number.isInteger(pid) && pid > 0)
      fromPublic.mutate({ pid, tid }, { onSuccess: () => setPublicPid('') })
  }
  return (
    <Card
      title={`${props.training.title} · ${intl.formatMessage({ id: 'training.admin.problems' })}`}
      as="h4"
      actions={
        <Button size="sm" variant="ghost" onClick={props.onClose}>
          <FormattedMessage id="training.admin.back" />
        </Button>
      }
    >
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
      <h5>
        <FormattedMessage id="training.group.fromGroup" />
      </h5>
      <ProblemBankPicker
        endpoint={GroupTrainingApi.problems}
        query={{ tid, queryExisted: false }}
        onAdd={(p) => fromGroup.mutate({ problemId: p.problemId, tid })}
        testId="group-training-from-group"
      />
      <h5>
        <FormattedMessage id="training.group.fromPublic" />
      </h5>
      <form className={inline} onSubmit={addPublic}>
        <Input
          value={publicPid}
          inputMode="numeric"
          onChange={(e) => setPublicPid(e.target.value)}
          aria-label={intl.formatMessage({ id: 'training.group.publicPid' })}
          placeholder={intl.formatMessage({ id: 'training.group.publicPid' })}
        />
        <Button type="submit" loading={fromPublic.isPending}>
          <FormattedMessage id="training.admin.problem.add" />
        </Button>
      </form>
    </Card>
  )
}
