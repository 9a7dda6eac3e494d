import { type AdminContestRow, ContestAdminApi, ContestsApi } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button, type TableColumn, Tag } from '@oj/sdk/ui'
import { AdminList, hasRole, useApiMutation, useNavigateTo, usePlatform, useUser } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'

import { authMessage, ruleMessage, statusColor, statusMessage } from '../pages/contest-format.ts'

// admin/contest: the contests the caller administers (all for root), with their visibility switch
// and the ways to the form, the problems and the announcements; clone; delete (root).

const buttons = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })

export function ContestListAdmin(): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const navigateTo = useNavigateTo()
  const isRoot = hasRole(useUser(), 'root')
  const invalidates = [ContestAdminApi.list, ContestsApi.list, ContestsApi.info]
  const toast = (id: string) => platform.toast('success', intl.formatMessage({ id }))
  const visible = useApiMutation(ContestAdminApi.changeVisible, { invalidates })
  const clone = useApiMutation(ContestAdminApi.clone, {
    invalidates,
    onSuccess: () => toast('contests.admin.cloned'),
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
  ]
  return (
    <AdminList
      title={<FormattedMessage id="contests.admin.title" />}
      testId="contest-admin-list"
      endpoint={ContestAdminApi.list}
      search={{ placeholder: intl.formatMessage({ id: 'contests.admin.search' }) }}
      columns={columns}
      rowKey={(c) => c.id}
      empty={<FormattedMessage id="contests.list.empty" />}
      actions={
        <Button onClick={() => navigateTo('/admin/contest/create')} data-testid="contest-create">
          <FormattedMessage id="contests.admin.create" />
        </Button>
      }
      rowActions={(c) => (
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
        </span>
      )}
      // Deleting a contest is the super admin's (HOJ: roles root).
      remove={{
        endpoint: ContestAdminApi.remove,
        allowed: () => isRoot,
        input: (rows) => ({ cid: rows[0]?.id }),
        invalidates,
        confirm: (rows) => (
          <FormattedMessage id="contests.admin.deleteConfirm" values={{ title: rows[0]?.title ?? '' }} />
        ),
        done: () => toast('contests.admin.deleted'),
      }}
    />
  )
}
