import { type AdminContestRow, ContestAdminApi, ContestsApi } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, ConfirmDialog, Input, Pagination, Table, type TableColumn, Tag } from '@oj/sdk/ui'
import { hasRole, useApiMutation, useApiQuery, useNavigateTo, usePlatform, useUser } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'

import { authMessage, ruleMessage, statusColor, statusMessage } from '../pages/contest-format.ts'

// admin/contest: the contests the caller administers (all for root), with their visibility switch
// and the ways to the form, the problems and the announcements; clone; delete (root).

const buttons = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })
const toolbar = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center', mb: '3' })

export function ContestListAdmin(): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const navigateTo = useNavigateTo()
  const isRoot = hasRole(useUser(), 'root')
  const [currentPage, setPage] = useState(1)
  const [draft, setDraft] = useState('')
  const [keyword, setKeyword] = useState('')
  const [deleting, setDeleting] = useState<AdminContestRow>()
  const list = useApiQuery(
    ContestAdminApi.list,
    { currentPage, limit: 10, ...(keyword ? { keyword } : {}) },
    { keepPrevious: true },
  )
  const invalidates = [ContestAdminApi.list, ContestsApi.list, ContestsApi.info]
  const toast = (id: string) => platform.toast('success', intl.formatMessage({ id }))
  const visible = useApiMutation(ContestAdminApi.changeVisible, { invalidates })
  const clone = useApiMutation(ContestAdminApi.clone, {
    invalidates,
    onSuccess: () => toast('contests.admin.cloned'),
  })
  const remove = useApiMutation(ContestAdminApi.remove, {
    invalidates,
    onSuccess: () => toast('contests.admin.deleted'),
  })
  const go = (c: AdminContestRow, page: string) => navigateTo(`/admin/contest/${c.id}/${page}`)
  const columns: Array<TableColumn<AdminContestRow>> = [
    { key: 'id', header: 'ID', width: '4rem', cell: (c) => c.id },
    { key: 'title', header: <FormattedMessage id="contests.admin.form.title" />, cell: (c) => c.title },
    {
      key: 'rule',
      header: <FormattedMessage id="contests.list.rule" />,
      width: '5rem',
      hideOnMobile: true,
      cell: (c) => <FormattedMessage id={ruleMessage(c.type)} />,
    },
    {
      key: 'auth',
      header: <FormattedMessage id="contests.list.auth" />,
      width: '6rem',
      hideOnMobile: true,
      cell: (c) => <FormattedMessage id={authMessage(c.auth)} />,
    },
    {
      key: 'status',
      header: <FormattedMessage id="contests.list.status" />,
      width: '7rem',
      cell: (c) => (
        <Tag color={statusColor(c.status)}>
          <FormattedMessage id={statusMessage(c.status)} />
        </Tag>
      ),
    },
    {
      key: 'start',
      header: <FormattedMessage id="contests.list.start" />,
      width: '11rem',
      hideOnMobile: true,
      cell: (c) => <FormattedDate value={c.startTime} dateStyle="medium" timeStyle="short" />,
    },
    {
      key: 'author',
      header: <FormattedMessage id="contests.admin.author" />,
      width: '7rem',
      hideOnMobile: true,
      cell: (c) => c.author,
    },
    {
      key: 'visible',
      header: <FormattedMessage id="contests.admin.form.visible" />,
      width: '6rem',
      cell: (c) => (
        <label className={css({ display: 'inline-flex', gap: '1', alignItems: 'center' })}>
          <input
            type="checkbox"
            checked={c.visible}
            aria-label={intl.formatMessage({ id: 'contests.admin.form.visible' })}
            onChange={(e) => visible.mutate({ cid: c.id, uid: c.uid, visible: e.target.checked })}
          />
        </label>
      ),
    },
    {
      key: 'actions',
      header: '',
      cell: (c) => (
        <span className={buttons}>
          <Button size="sm" variant="outline" onClick={() => go(c, 'edit')}>
            <FormattedMessage id="contests.admin.edit" />
          </Button>
          <Button size="sm" variant="outline" onClick={() => go(c, 'problems')}>
            <FormattedMessage id="contests.admin.problems" />
          </Button>
          <Button size="sm" variant="outline" onClick={() => go(c, 'announcement')}>
            <FormattedMessage id="contests.admin.announcements" />
          </Button>
          <Button size="sm" variant="ghost" onClick={() => clone.mutate({ cid: c.id })}>
            <FormattedMessage id="contests.admin.clone" />
          </Button>
          {isRoot ? (
            <Button size="sm" variant="outline" tone="danger" onClick={() => setDeleting(c)}>
              <FormattedMessage id="contests.admin.delete" />
            </Button>
          ) : null}
        </span>
      ),
    },
  ]
  return (
    <Card
      title={<FormattedMessage id="contests.admin.title" />}
      as="h2"
      actions={
        <Button onClick={() => navigateTo('/admin/contest/create')} data-testid="contest-create">
          <FormattedMessage id="contests.admin.create" />
        </Button>
      }
    >
      <form
        className={toolbar}
        onSubmit={(e) => {
          e.preventDefault()
          setPage(1)
          setKeyword(draft.trim())
        }}
      >
        <Input
          type="search"
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
          aria-label={intl.formatMessage({ id: 'contests.admin.search' })}
          placeholder={intl.formatMessage({ id: 'contests.admin.search' })}
          className={css({ maxW: '72' })}
        />
      </form>
      <div data-testid="contest-admin-list">
        <Table
          columns={columns}
          rows={list.data?.records ?? []}
          rowKey={(c) => c.id}
          loading={list.isPending}
          empty={<FormattedMessage id="contests.list.empty" />}
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
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => (open ? undefined : setDeleting(undefined))}
        title={<FormattedMessage id="contests.admin.delete" />}
        tone="danger"
        text={
          <FormattedMessage id="contests.admin.deleteConfirm" values={{ title: deleting?.title ?? '' }} />
        }
        onConfirm={() => {
          if (deleting) remove.mutate({ cid: deleting.id })
          setDeleting(undefined)
        }}
      />
    </Card>
  )
}
