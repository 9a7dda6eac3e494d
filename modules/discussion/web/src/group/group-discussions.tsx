import {
  type Discussion,
  DISCUSSION_PAGE_SIZE,
  DiscussionApi,
  ScopedDiscussionApi,
} from '@oj/discussion-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, ConfirmDialog, LoadError, Pagination, Table, type TableColumn } from '@oj/sdk/ui'
import { useApiMutation, useApiQuery, useNavigateTo, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { ModerationButtons, moderationColumns } from '../admin/moderation.tsx'
import { AppLink } from '../components/app-link.tsx'
import { DiscussionList } from '../components/discussion-list.tsx'
import type { GroupContext } from '../components/discussion-view.tsx'
import { PostDialog, type PostValues } from '../components/post-dialog.tsx'

const toolbarStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', mb: '3' })
const spacerStyle = css({ flex: '1' })
const rowActions = css({ display: 'flex', flexWrap: 'wrap', gap: '1' })
const ADMIN_PAGE_SIZE = 15

/**
 * A group's discussions (spec 3 §2.7): its members' list (pinned first, 10 a page; `pid`: one
 * problem's), posting for members, and for those who manage the group an admin table of every
 * discussion (hidden ones too) to pin, hide or delete.
 */
export function GroupDiscussions(props: {
  readonly group: GroupContext
  readonly pid?: string
  /** Where it opens: the members' list (default) or, for those who manage, the admin table. */
  readonly startIn?: 'list' | 'admin'
}): ReactNode {
  const { group, pid } = props
  const intl = useIntl()
  const platform = usePlatform()
  const navigate = useNavigateTo()
  const [view, setView] = useState<'list' | 'admin'>(props.startIn ?? 'list')
  const [page, setPage] = useState(1)
  const [adminPage, setAdminPage] = useState(1)
  const [posting, setPosting] = useState(false)
  const [removing, setRemoving] = useState<Discussion | undefined>()
  const managing = group.manage && view === 'admin'
  const linkOf = (id: number) => `${group.base}/${id}`

  const categories = useApiQuery(DiscussionApi.categories, {})
  const list = useApiQuery(
    ScopedDiscussionApi.list,
    { gid: group.gid, currentPage: page, limit: DISCUSSION_PAGE_SIZE, ...(pid ? { pid } : {}) },
    { keepPrevious: true, quiet: true, enabled: !managing },
  )
  const adminList = useApiQuery(
    ScopedDiscussionApi.adminList,
    { gid: group.gid, currentPage: adminPage, limit: ADMIN_PAGE_SIZE },
    { keepPrevious: true, quiet: true, enabled: managing },
  )
  const lists = [ScopedDiscussionApi.list, ScopedDiscussionApi.adminList]
  const add = useApiMutation(ScopedDiscussionApi.add, {
    invalidates: lists,
    onSuccess: (row) => {
      setPosting(false)
      platform.toast('success', intl.formatMessage({ id: 'discussion.msg.posted' }))
      navigate(linkOf(row.id))
    },
  })
  const update = useApiMutation(ScopedDiscussionApi.update, {
    invalidates: [...lists, DiscussionApi.detail],
    onSuccess: () => platform.toast('success', intl.formatMessage({ id: 'discussion.msg.updated' })),
  })
  const remove = useApiMutation(ScopedDiscussionApi.remove, {
    invalidates: [...lists, DiscussionApi.detail],
    onSuccess: () => platform.toast('success', intl.formatMessage({ id: 'discussion.msg.deleted' })),
  })
  const names = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.id, c.name] as const)),
    [categories.data],
  )
  const post = (values: PostValues) =>
    add.mutate({
      gid: group.gid,
      title: values.title,
      description: values.description,
      content: values.content,
      ...(values.categoryId !== undefined ? { categoryId: values.categoryId } : {}),
      ...(pid ? { pid } : {}),
      ...(group.manage ? { topPriority: values.topPriority } : {}),
    })

  const columns: Array<TableColumn<Discussion>> = [
    ...moderationColumns(linkOf, 'title-only'),
    {
      key: 'actions',
      header: <FormattedMessage id="discussion.group.actions" />,
      cell: (row) => (
        <span className={rowActions}>
          <ModerationButtons row={row} update={(patch) => update.mutate(patch)} />
          <Button size="sm" variant="ghost" tone="danger" onClick={() => setRemoving(row)}>
            <FormattedMessage id="discussion.detail.delete" />
          </Button>
        </span>
      ),
    },
  ]

  const shown = managing ? adminList : list
  const current = managing ? adminPage : page
  return (
    <Card
      as="h2"
      title={
        pid ? (
          <FormattedMessage id="discussion.list.problemTitle" values={{ pid }} />
        ) : managing ? (
          <FormattedMessage id="discussion.group.adminTitle" />
        ) : (
          <FormattedMessage id="discussion.group.title" />
        )
      }
    >
      <div className={toolbarStyle}>
        {pid ? (
          <AppLink to={group.base}>
            <FormattedMessage id="discussion.group.all" />
          </AppLink>
        ) : null}
        <span className={spacerStyle} />
        {group.manage ? (
          <Button
            variant="outline"
            aria-pressed={managing}
            onClick={() => setView(managing ? 'list' : 'admin')}
            data-testid="group-discussion-manage"
          >
            <FormattedMessage id={managing ? 'discussion.group.back' : 'discussion.group.manage'} />
          </Button>
        ) : null}
        <Button onClick={() => setPosting(true)} data-testid="group-discussion-post">
          <FormattedMessage id="discussion.list.post" />
        </Button>
      </div>
      {shown.isError ? (
        <LoadError onRetry={() => void shown.refetch()} />
      ) : managing ? (
        <Table<Discussion>
          rows={adminList.data?.records ?? []}
          rowKey={(row) => row.id}
          loading={adminList.isPending}
          columns={columns}
          // on a phone only the title and the actions show: they fit without scrolling sideways
          minWidth="0"
          empty={<FormattedMessage id="discussion.list.empty" />}
        />
      ) : (
        <DiscussionList records={list.data?.records ?? []} categories={names} linkOf={linkOf} />
      )}
      {shown.data && shown.data.pages > 1 ? (
        <Pagination
          total={shown.data.total}
          pageSize={shown.data.size}
          page={current}
          onPageChange={managing ? setAdminPage : setPage}
        />
      ) : null}
      <PostDialog
        open={posting}
        onOpenChange={setPosting}
        categories={categories.data ?? []}
        {...(pid ? { pid } : {})}
        admin={group.manage}
        pending={add.isPending}
        onSubmit={post}
      />
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => (open ? undefined : setRemoving(undefined))}
        title={<FormattedMessage id="discussion.detail.delete" />}
        text={<FormattedMessage id="discussion.detail.deleteConfirm" />}
        tone="danger"
        onConfirm={async () => {
          if (removing) await remove.mutateAsync({ did: removing.id })
          setRemoving(undefined)
        }}
      />
    </Card>
  )
}
