import {
  ProblemsApi,
  REMOTE_OJS,
  type Tag as TagRow,
  TagAdminApi,
  type TagClassification,
} from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, ConfirmDialog, Dialog, LoadError, Select, Table, Tag, TextField } from '@oj/sdk/ui'
import { hasRole, useApiMutation, useApiQuery, usePlatform, useUser } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

// /admin/problem/tag: the tags (name, colour, classification) and the classifications (name, rank)
// of one source, for root and problem admins (HOJ's AdminTagController). The bank's tag filters and
// popovers read the same tables.

// The classifications above the tags: each table keeps its width for every column.
const layout = css({ display: 'grid', gap: '4', alignItems: 'start' })
const toolbar = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center', mb: '3' })
const formStyle = css({ display: 'grid', gap: '3' })

interface TagDraft {
  readonly id?: number
  readonly name: string
  readonly color: string
  readonly tcid: string
}
interface ClassDraft {
  readonly id?: number
  readonly name: string
  readonly rank: string
}

export function TagsAdmin(): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const user = useUser()
  const text = (id: string) => intl.formatMessage({ id })
  const [oj, setOj] = useState('ME')
  const [tagDraft, setTagDraft] = useState<TagDraft | undefined>()
  const [classDraft, setClassDraft] = useState<ClassDraft | undefined>()
  const [removing, setRemoving] = useState<{ kind: 'tag' | 'class'; id: number; name: string } | undefined>()
  const keeper = hasRole(user, 'root') || hasRole(user, 'problem_admin')
  const tags = useApiQuery(ProblemsApi.allProblemTags, { oj: oj as 'ME' }, { enabled: keeper, quiet: true })
  const classes = useApiQuery(TagAdminApi.classifications, { oj }, { enabled: keeper, quiet: true })
  const invalidates = [
    ProblemsApi.allProblemTags,
    TagAdminApi.classifications,
    ProblemsApi.tagsAndClassification,
  ]
  const done = (id: string) => () => platform.toast('success', text(id))
  const addTag = useApiMutation(TagAdminApi.addTag, {
    invalidates,
    onSuccess: done('problems.admin.tags.saved'),
  })
  const updateTag = useApiMutation(TagAdminApi.updateTag, {
    invalidates,
    onSuccess: done('problems.admin.tags.saved'),
  })
  const deleteTag = useApiMutation(TagAdminApi.deleteTag, {
    invalidates,
    onSuccess: done('problems.admin.tags.deleted'),
  })
  const addClass = useApiMutation(TagAdminApi.addClassification, {
    invalidates,
    onSuccess: done('problems.admin.tags.saved'),
  })
  const updateClass = useApiMutation(TagAdminApi.updateClassification, {
    invalidates,
    onSuccess: done('problems.admin.tags.saved'),
  })
  const deleteClass = useApiMutation(TagAdminApi.deleteClassification, {
    invalidates,
    onSuccess: done('problems.admin.tags.deleted'),
  })
  if (!keeper) {
    return (
      <Card title={<FormattedMessage id="problems.admin.tags.title" />} as="h2">
        <p>
          <FormattedMessage id="problems.admin.tags.keepersOnly" />
        </p>
      </Card>
    )
  }
  if (tags.isError || classes.isError)
    return <LoadError onRetry={() => void Promise.all([tags.refetch(), classes.refetch()])} />
  const classOf = (tcid: number | null) => classes.data?.find((c) => c.id === tcid)?.name ?? ''

  const saveTag = async (e: FormEvent) => {
    e.preventDefault()
    if (!tagDraft) return
    const body = {
      name: tagDraft.name,
      color: tagDraft.color,
      oj,
      tcid: tagDraft.tcid === '' ? 0 : Number(tagDraft.tcid),
    }
    if (tagDraft.id === undefined) await addTag.mutateAsync(body)
    else await updateTag.mutateAsync({ ...body, id: tagDraft.id })
    setTagDraft(undefined)
  }
  const saveClass = async (e: FormEvent) => {
    e.preventDefault()
    if (!classDraft) return
    const body = { name: classDraft.name, oj, rank: Number(classDraft.rank || '0') }
    if (classDraft.id === undefined) await addClass.mutateAsync(body)
    else await updateClass.mutateAsync({ ...body, id: classDraft.id })
    setClassDraft(undefined)
  }

  return (
    <div className={layout}>
      <Card title={<FormattedMessage id="problems.admin.tags.classifications" />} as="h2">
        <div className={toolbar}>
          <Button onClick={() => setClassDraft({ name: '', rank: '0' })} data-testid="class-add">
            <FormattedMessage id="problems.admin.tags.addClass" />
          </Button>
        </div>
        <Table<TagClassification>
          rows={classes.data ?? []}
          rowKey={(c) => c.id}
          loading={classes.isPending}
          empty={<FormattedMessage id="problems.admin.tags.none" />}
          columns={[
            { key: 'name', header: <FormattedMessage id="problems.admin.tags.name" />, cell: (c) => c.name },
            {
              key: 'rank',
              header: <FormattedMessage id="problems.admin.tags.rank" />,
              cell: (c) => c.rank,
              width: '4rem',
            },
            {
              key: 'actions',
              header: '',
              cell: (c) => (
                <span className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setClassDraft({ id: c.id, name: c.name, rank: String(c.rank) })}
                  >
                    <FormattedMessage id="problems.admin.list.edit" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="danger"
                    onClick={() => setRemoving({ kind: 'class', id: c.id, name: c.name })}
                  >
                    <FormattedMessage id="problems.admin.list.delete" />
                  </Button>
                </span>
              ),
            },
          ]}
        />
      </Card>
      <Card title={<FormattedMessage id="problems.admin.tags.tags" />} as="h2">
        <div className={toolbar}>
          <Select
            aria-label={text('problems.admin.list.source')}
            value={oj}
            onValueChange={setOj}
            options={[
              { value: 'ME', label: text('problems.admin.list.ownSource') },
              ...REMOTE_OJS.map((o) => ({ value: o, label: o })),
            ]}
          />
          <Button onClick={() => setTagDraft({ name: '', color: '', tcid: '' })} data-testid="tag-add">
            <FormattedMessage id="problems.admin.tags.addTag" />
          </Button>
        </div>
        <Table<TagRow>
          rows={tags.data ?? []}
          rowKey={(t) => t.id}
          loading={tags.isPending}
          empty={<FormattedMessage id="problems.admin.tags.none" />}
          columns={[
            {
              key: 'name',
              header: <FormattedMessage id="problems.admin.tags.name" />,
              cell: (t) => (
                <Tag size="sm" {...(t.color ? { customColor: t.color } : {})}>
                  {t.name}
                </Tag>
              ),
            },
            {
              key: 'class',
              header: <FormattedMessage id="problems.admin.tags.classification" />,
              cell: (t) => classOf(t.tcid),
            },
            {
              key: 'actions',
              header: '',
              cell: (t) => (
                <span className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      setTagDraft({
                        id: t.id,
                        name: t.name,
                        color: t.color ?? '',
                        tcid: t.tcid ? String(t.tcid) : '',
                      })
                    }
                  >
                    <FormattedMessage id="problems.admin.list.edit" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="danger"
                    onClick={() => setRemoving({ kind: 'tag', id: t.id, name: t.name })}
                    data-testid={`tag-delete-${t.id}`}
                  >
                    <FormattedMessage id="problems.admin.list.delete" />
                  </Button>
                </span>
              ),
            },
          ]}
        />
      </Card>
      <Dialog
        open={tagDraft !== undefined}
        onOpenChange={(open) => (open ? undefined : setTagDraft(undefined))}
        title={
          <FormattedMessage
            id={tagDraft?.id === undefined ? 'problems.admin.tags.addTag' : 'problems.admin.tags.editTag'}
          />
        }
      >
        {tagDraft ? (
          <form className={formStyle} onSubmit={(e) => void saveTag(e)} data-testid="tag-form">
            <TextField
              label={<FormattedMessage id="problems.admin.tags.name" />}
              value={tagDraft.name}
              required
              maxLength={255}
              onChange={(e) => setTagDraft({ ...tagDraft, name: e.target.value })}
              data-testid="tag-name"
            />
            <TextField
              label={<FormattedMessage id="problems.admin.tags.color" />}
              type="color"
              value={tagDraft.color || '#409eff'}
              onChange={(e) => setTagDraft({ ...tagDraft, color: e.target.value })}
            />
            <Select
              label={<FormattedMessage id="problems.admin.tags.classification" />}
              value={tagDraft.tcid || 'none'}
              onValueChange={(v) => setTagDraft({ ...tagDraft, tcid: v === 'none' ? '' : v })}
              options={[
                { value: 'none', label: text('problems.admin.tags.noClass') },
                ...(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
              ]}
            />
            <Button type="submit" loading={addTag.isPending || updateTag.isPending} data-testid="tag-save">
              <FormattedMessage id="problems.admin.form.save" />
            </Button>
          </form>
        ) : null}
      </Dialog>
      <Dialog
        open={classDraft !== undefined}
        onOpenChange={(open) => (open ? undefined : setClassDraft(undefined))}
        title={
          <FormattedMessage
            id={
              classDraft?.id === undefined ? 'problems.admin.tags.addClass' : 'problems.admin.tags.editClass'
            }
          />
        }
      >
        {classDraft ? (
          <form className={formStyle} onSubmit={(e) => void saveClass(e)} data-testid="class-form">
            <TextField
              label={<FormattedMessage id="problems.admin.tags.name" />}
              value={classDraft.name}
              required
              maxLength={255}
              onChange={(e) => setClassDraft({ ...classDraft, name: e.target.value })}
              data-testid="class-name"
            />
            <TextField
              label={<FormattedMessage id="problems.admin.tags.rank" />}
              type="number"
              value={classDraft.rank}
              onChange={(e) => setClassDraft({ ...classDraft, rank: e.target.value })}
            />
            <Button
              type="submit"
              loading={addClass.isPending || updateClass.isPending}
              data-testid="class-save"
            >
              <FormattedMessage id="problems.admin.form.save" />
            </Button>
          </form>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => (open ? undefined : setRemoving(undefined))}
        title={
          <FormattedMessage id="problems.admin.tags.deleteTitle" values={{ name: removing?.name ?? '' }} />
        }
        text={
          <FormattedMessage id="problems.admin.tags.deleteText" values={{ name: removing?.name ?? '' }} />
        }
        tone="danger"
        onConfirm={async () => {
          if (removing?.kind === 'tag') await deleteTag.mutateAsync({ tid: removing.id })
          if (removing?.kind === 'class') await deleteClass.mutateAsync({ tcid: removing.id })
          setRemoving(undefined)
        }}
      />
    </div>
  )
}
