import { css } from '@oj/sdk/css'
import { Button, Card, Empty, Input, LoadError, Table, type TableColumn } from '@oj/sdk/ui'
import {
  ProblemBankPicker,
  type ScopedSectionProps,
  useApiMutation,
  useApiQuery,
  usePlatform,
} from '@oj/sdk/web'
import { GroupTrainingApi, type Training, TrainingApi, type TrainingVO } from '@oj/training-contract'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'

import {
  trainingColumns,
  trainingFields,
  TrainingProblemsTable,
  useTrainingEditor,
} from '../admin/training-editor.tsx'
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
  const platform = usePlatform()
  const intl = useIntl()
  const [problemsOf, setProblemsOf] = useState<Training>()
  const list = useApiQuery(GroupTrainingApi.adminList, { gid, limit: 100 }, { quiet: true })
  const invalidates = [GroupTrainingApi.adminList, GroupTrainingApi.list, TrainingApi.detail]
  const editor = useTrainingEditor({
    get: GroupTrainingApi.get,
    create: GroupTrainingApi.create,
    update: GroupTrainingApi.update,
    invalidates,
    body: (v) => ({
      training: { ...trainingFields(v), gid },
      trainingCategory: v.categoryId
        ? { id: v.categoryId }
        : v.categoryName?.trim()
          ? { name: v.categoryName.trim() }
          : {},
    }),
    newCategory: true,
  })
  const status = useApiMutation(GroupTrainingApi.changeStatus, { invalidates })
  const remove = useApiMutation(GroupTrainingApi.remove, {
    invalidates,
    onSuccess: () => platform.toast('success', intl.formatMessage({ id: 'training.admin.deleted' })),
  })
  const columns: Array<TableColumn<Training>> = [
    ...trainingColumns('group', (t) => status.mutate({ tid: t.id, status: !t.status })),
    {
      key: 'actions',
      header: '',
      cell: (t) => (
        <span className={buttons}>
          <Button size="sm" variant="outline" onClick={() => void editor.edit(t)}>
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
        <Button size="sm" onClick={editor.create} data-testid="group-training-new">
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
      {editor.dialog}
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
      <TrainingProblemsTable
        rows={existing.data?.problemList.records ?? []}
        displayIds={existing.data?.trainingProblemMap ?? {}}
        onRemove={(p) => remove.mutate({ pid: p.id, tid })}
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
