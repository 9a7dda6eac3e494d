import {
  ADMIN_LIST_LIMIT,
  AnnouncementStatus,
  GroupAnnouncementApi,
  type GroupAnnouncementVO,
} from '@oj/groups-contract'
import { css } from '@oj/sdk/css'
import {
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  LoadError,
  Pagination,
  Table,
  type TableColumn,
  TextField,
} from '@oj/sdk/ui'
import { useApiMutation, useApiQuery } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'

import { day } from '../components/side-card.tsx'
import { useGroup } from '../group-context.ts'

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const check = css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' })

interface Draft {
  readonly id?: number
  readonly title: string
  readonly content: string
  readonly status: number
}

/** The Announcement tab (spec 3 §2.6), for group admins: 10 a page, a dialog to write one, a visibility switch. */
export function AnnouncementsTab(): ReactNode {
  const view = useGroup()
  const [page, setPage] = useState(1)
  const [draft, setDraft] = useState<Draft | undefined>()
  const [removing, setRemoving] = useState<GroupAnnouncementVO | undefined>()
  const lists = [GroupAnnouncementApi.adminList, GroupAnnouncementApi.list]
  const query = useApiQuery(
    GroupAnnouncementApi.adminList,
    { gid: view.gid, currentPage: page, limit: ADMIN_LIST_LIMIT },
    { keepPrevious: true, quiet: true },
  )
  const create = useApiMutation(GroupAnnouncementApi.create, {
    invalidates: lists,
    onSuccess: () => setDraft(undefined),
  })
  const update = useApiMutation(GroupAnnouncementApi.update, {
    invalidates: lists,
    onSuccess: () => setDraft(undefined),
  })
  const remove = useApiMutation(GroupAnnouncementApi.remove, { invalidates: lists })
  // The author, or the group's root, may change an announcement (spec 3 §6).
  const mine = (a: GroupAnnouncementVO) => view.rights.root || a.username === view.username
  const save = () => {
    if (!draft || !draft.title.trim() || !draft.content.trim()) return
    if (draft.id === undefined)
      create.mutate({ gid: view.gid, title: draft.title, content: draft.content, status: draft.status })
    else
      update.mutate({
        id: draft.id,
        gid: view.gid,
        title: draft.title,
        content: draft.content,
        status: draft.status,
      })
  }
  const columns: TableColumn<GroupAnnouncementVO>[] = [
    { key: 'title', header: <FormattedMessage id="groups.announcement.title" />, cell: (a) => a.title },
    {
      key: 'author',
      header: <FormattedMessage id="groups.announcement.author" />,
      cell: (a) => a.username,
      hideOnMobile: true,
    },
    {
      key: 'date',
      header: <FormattedMessage id="groups.announcement.date" />,
      cell: (a) => day(a.gmtCreate),
      hideOnMobile: true,
    },
    {
      key: 'visible',
      header: <FormattedMessage id="groups.announcement.visible" />,
      cell: (a) => (
        <input
          type="checkbox"
          role="switch"
          checked={a.status === AnnouncementStatus.visible}
          disabled={!mine(a)}
          onChange={(e) =>
            update.mutate({
              id: a.id,
              status: e.target.checked ? AnnouncementStatus.visible : AnnouncementStatus.hidden,
            })
          }
        />
      ),
    },
    {
      key: 'actions',
      header: <FormattedMessage id="groups.member.actions" />,
      cell: (a) =>
        mine(a) ? (
          <span className={actions}>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setDraft({ id: a.id, title: a.title, content: a.content, status: a.status })}
            >
              <FormattedMessage id="groups.edit" />
            </Button>
            <Button size="sm" variant="outline" tone="danger" onClick={() => setRemoving(a)}>
              <FormattedMessage id="groups.delete" />
            </Button>
          </span>
        ) : null,
    },
  ]
  return (
    <Card
      title={<FormattedMessage id="groups.tab.announcement" />}
      as="h3"
      actions={
        <Button
          size="sm"
          onClick={() => setDraft({ title: '', content: '', status: AnnouncementStatus.visible })}
          data-testid="announcement-create"
        >
          <FormattedMessage id="groups.create" />
        </Button>
      }
    >
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <Table
          columns={columns}
          rows={query.data?.records ?? []}
          rowKey={(a) => a.id}
          loading={query.isPending}
          empty={<FormattedMessage id="groups.home.noAnnouncements" />}
        />
      )}
      {query.data && query.data.total > ADMIN_LIST_LIMIT ? (
        <Pagination total={query.data.total} pageSize={ADMIN_LIST_LIMIT} page={page} onPageChange={setPage} />
      ) : null}
      <Dialog
        open={draft !== undefined}
        onOpenChange={(open) => (open ? undefined : setDraft(undefined))}
        size="lg"
        title={
          <FormattedMessage
            id={draft?.id === undefined ? 'groups.announcement.new' : 'groups.announcement.edit'}
          />
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setDraft(undefined)}>
              <FormattedMessage id="groups.cancel" />
            </Button>
            <Button
              loading={create.isPending || update.isPending}
              onClick={save}
              disabled={!draft?.title.trim() || !draft.content.trim()}
            >
              <FormattedMessage id="groups.save" />
            </Button>
          </>
        }
      >
        {draft ? (
          <div className={form}>
            <TextField
              label={<FormattedMessage id="groups.announcement.title" />}
              value={draft.title}
              maxLength={255}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            />
            <TextField
              multiline
              rows={8}
              label={<FormattedMessage id="groups.announcement.content" />}
              value={draft.content}
              onChange={(e) => setDraft({ ...draft, content: e.target.value })}
            />
            <label className={check}>
              <input
                type="checkbox"
                role="switch"
                checked={draft.status === AnnouncementStatus.visible}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    status: e.target.checked ? AnnouncementStatus.visible : AnnouncementStatus.hidden,
                  })
                }
              />
              <FormattedMessage id="groups.announcement.visible" />
            </label>
          </div>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => (open ? undefined : setRemoving(undefined))}
        tone="danger"
        title={<FormattedMessage id="groups.delete" />}
        text={
          <FormattedMessage id="groups.announcement.deleteAsk" values={{ title: removing?.title ?? '' }} />
        }
        onConfirm={async () => {
          if (removing) await remove.mutateAsync({ aid: removing.id })
          setRemoving(undefined)
        }}
      />
    </Card>
  )
}
