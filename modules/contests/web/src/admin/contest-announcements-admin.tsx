import {
  type AnnouncementView,
  ContestAdminApi,
  type ContestAnnouncementsCalls,
  ContestsApi,
} from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, ConfirmDialog, Dialog, Pagination, Table, TextField } from '@oj/sdk/ui'
import { useApiMutation, useApiQuery, useNavigateTo } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedDate, FormattedMessage } from 'react-intl'

import { Check } from './form-parts.tsx'

// A contest's announcements (hidden ones too), added, edited, shown or hidden, deleted: the admin
// area's page (admin/contest/<id>/announcement), and other modules' contests' (a group's) through the
// contests.announcements slot, with their calls.

const buttons = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })
const toolbar = css({ display: 'flex', justifyContent: 'flex-end', mb: '3' })

type Editing = {
  readonly id?: number
  readonly title: string
  readonly content: string
  readonly status: number
}

/** The admin area's calls of the page. */
export const adminAnnouncementCalls: ContestAnnouncementsCalls = {
  contest: ContestAdminApi.get,
  announcements: ContestAdminApi.announcements,
  addAnnouncement: ContestAdminApi.addAnnouncement,
  updateAnnouncement: ContestAdminApi.updateAnnouncement,
  removeAnnouncement: ContestAdminApi.removeAnnouncement,
}

/** admin/contest/<id>/announcement */
export function ContestAnnouncementsAdmin({ cid }: { readonly cid: number }): ReactNode {
  const navigateTo = useNavigateTo()
  return (
    <ContestAnnouncementsPage
      cid={cid}
      calls={adminAnnouncementCalls}
      onBack={() => navigateTo('/admin/contest')}
    />
  )
}

export function ContestAnnouncementsPage(props: {
  readonly cid: number
  readonly calls: ContestAnnouncementsCalls
  readonly onBack?: (() => void) | undefined
}): ReactNode {
  const { cid, calls } = props
  const [currentPage, setPage] = useState(1)
  const [editing, setEditing] = useState<Editing>()
  const [deleting, setDeleting] = useState<AnnouncementView>()
  const contest = useApiQuery(calls.contest, { cid })
  const list = useApiQuery(calls.announcements, { cid, currentPage, limit: 10 }, { keepPrevious: true })
  const invalidates = [calls.announcements, ContestsApi.announcements]
  const update = useApiMutation(calls.updateAnnouncement, { invalidates })
  const remove = useApiMutation(calls.removeAnnouncement, { invalidates })
  const toggle = (a: AnnouncementView) =>
    update.mutate({
      cid,
      announcement: { id: a.id, title: a.title, content: a.content, status: a.status ? 0 : 1 },
    })
  return (
    <Card
      title={
        <>
          {contest.data ? `${contest.data.title} · ` : ''}
          <FormattedMessage id="contests.admin.announcements" />
        </>
      }
      as="h2"
    >
      <div className={toolbar}>
        <span className={buttons}>
          <Button
            onClick={() => setEditing({ title: '', content: '', status: 0 })}
            data-testid="announcement-new"
          >
            <FormattedMessage id="contests.admin.announcement.new" />
          </Button>
          {props.onBack ? (
            <Button variant="ghost" onClick={props.onBack}>
              <FormattedMessage id="contests.admin.back" />
            </Button>
          ) : null}
        </span>
      </div>
      <div data-testid="contest-admin-announcements">
        <Table<AnnouncementView>
          minWidth="20rem"
          columns={[
            {
              key: 'title',
              header: <FormattedMessage id="contests.admin.announcement.title" />,
              cell: (a) => a.title,
            },
            {
              key: 'time',
              header: <FormattedMessage id="contests.admin.announcement.time" />,
              width: '11rem',
              hideOnMobile: true,
              cell: (a) => <FormattedDate value={a.gmtCreate} dateStyle="medium" timeStyle="short" />,
            },
            {
              key: 'author',
              header: <FormattedMessage id="contests.admin.author" />,
              width: '7rem',
              hideOnMobile: true,
              cell: (a) => a.username,
            },
            {
              key: 'status',
              header: <FormattedMessage id="contests.admin.form.visible" />,
              width: '6rem',
              cell: (a) => (
                <Check checked={a.status === 0} onChange={() => toggle(a)}>
                  <span className={css({ srOnly: true })}>
                    <FormattedMessage id="contests.admin.form.visible" />
                  </span>
                </Check>
              ),
            },
            {
              key: 'actions',
              header: '',
              cell: (a) => (
                <span className={buttons}>
                  <Button size="sm" variant="outline" onClick={() => setEditing(a)}>
                    <FormattedMessage id="contests.admin.edit" />
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    tone="danger"
                    onClick={() => setDeleting(a)}
                    data-testid={`announcement-delete-${a.id}`}
                  >
                    <FormattedMessage id="contests.admin.delete" />
                  </Button>
                </span>
              ),
            },
          ]}
          rows={list.data?.records ?? []}
          rowKey={(a) => a.id}
          loading={list.isPending}
          empty={<FormattedMessage id="contests.admin.announcement.none" />}
        />
      </div>
      {list.data && list.data.total > list.data.size ? (
        <Pagination
          total={list.data.total}
          pageSize={list.data.size}
          page={currentPage}
          onPageChange={setPage}
        />
      ) : null}
      <Dialog
        open={editing !== undefined}
        onOpenChange={(open) => (open ? undefined : setEditing(undefined))}
        size="lg"
        title={
          <FormattedMessage
            id={editing?.id ? 'contests.admin.announcement.edit' : 'contests.admin.announcement.new'}
          />
        }
      >
        {editing ? (
          <AnnouncementForm calls={calls} cid={cid} initial={editing} onDone={() => setEditing(undefined)} />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => (open ? undefined : setDeleting(undefined))}
        title={<FormattedMessage id="contests.admin.delete" />}
        tone="danger"
        confirmTestId="announcement-delete-confirm"
        text={
          <FormattedMessage
            id="contests.admin.announcement.deleteConfirm"
            values={{ title: deleting?.title ?? '' }}
          />
        }
        onConfirm={() => {
          if (deleting) remove.mutate({ aid: deleting.id, cid })
          setDeleting(undefined)
        }}
      />
    </Card>
  )
}

/** An announcement's title, content and visibility (POST or PUT /admin/contest/announcement in the admin area). */
export function AnnouncementForm(props: {
  readonly calls: Pick<ContestAnnouncementsCalls, 'announcements' | 'addAnnouncement' | 'updateAnnouncement'>
  readonly cid: number
  readonly initial: Editing
  readonly onDone: () => void
}): ReactNode {
  const [value, setValue] = useState(props.initial)
  const invalidates = [props.calls.announcements, ContestsApi.announcements]
  const add = useApiMutation(props.calls.addAnnouncement, { invalidates, onSuccess: props.onDone })
  const update = useApiMutation(props.calls.updateAnnouncement, { invalidates, onSuccess: props.onDone })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const announcement = { title: value.title, content: value.content, status: value.status }
    if (value.id) update.mutate({ cid: props.cid, announcement: { ...announcement, id: value.id } })
    else add.mutate({ cid: props.cid, announcement })
  }
  return (
    <form onSubmit={submit} className={css({ display: 'grid', gap: '3' })} data-testid="announcement-form">
      <TextField
        label={<FormattedMessage id="contests.admin.announcement.title" />}
        value={value.title}
        maxLength={255}
        required
        onChange={(e) => setValue({ ...value, title: e.target.value })}
      />
      <TextField
        label={<FormattedMessage id="contests.admin.announcement.content" />}
        value={value.content}
        multiline
        rows={8}
        required
        onChange={(e) => setValue({ ...value, content: (e.target as unknown as HTMLTextAreaElement).value })}
      />
      <Check checked={value.status === 0} onChange={(shown) => setValue({ ...value, status: shown ? 0 : 1 })}>
        <FormattedMessage id="contests.admin.form.visible" />
      </Check>
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <Button type="submit" loading={add.isPending || update.isPending}>
          <FormattedMessage id="contests.admin.save" />
        </Button>
      </div>
    </form>
  )
}
