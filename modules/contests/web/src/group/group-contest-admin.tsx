import { type AdminContestRow, ContestsApi, GroupContestApi } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button, type TableColumn, Tag } from '@oj/sdk/ui'
import { AdminList, useApiMutation, useNavigateTo, usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'

import { ruleMessage, statusColor, statusMessage } from '../pages/contest-format.ts'
import type { GroupContext } from './group-section.tsx'

// A group's contests for its managers (GET /group/get-admin-contest-list): the visibility switch, the
// way to the form, delete. The server keeps who may change which (the group's admins their own, its
// root every one): a refused change is its message.

const buttons = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })

export function GroupContestAdmin({ group }: { readonly group: GroupContext }): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const navigateTo = useNavigateTo()
  const invalidates = [GroupContestApi.adminList, GroupContestApi.list, ContestsApi.info]
  const visible = useApiMutation(GroupContestApi.changeVisible, { invalidates })
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
        <input
          type="checkbox"
          checked={c.visible}
          aria-label={intl.formatMessage({ id: 'contests.admin.form.visible' })}
          onChange={(e) => visible.mutate({ cid: c.id, uid: c.uid, visible: e.target.checked })}
        />
      ),
    },
  ]
  return (
    <AdminList
      title={<FormattedMessage id="contests.group.adminHeading" />}
      testId="group-contest-admin-list"
      endpoint={GroupContestApi.adminList}
      query={{ gid: group.gid }}
      columns={columns}
      rowKey={(c) => c.id}
      empty={<FormattedMessage id="contests.list.empty" />}
      actions={
        <span className={buttons}>
          <Button size="sm" variant="ghost" onClick={() => navigateTo(group.base)}>
            <FormattedMessage id="contests.group.back" />
          </Button>
          <Button onClick={() => navigateTo(`${group.base}/admin/create`)} data-testid="group-contest-create">
            <FormattedMessage id="contests.admin.create" />
          </Button>
        </span>
      }
      rowActions={(c) => (
        <span className={buttons}>
          <Button size="sm" variant="outline" onClick={() => navigateTo(`${group.base}/admin/${c.id}/edit`)}>
            <FormattedMessage id="contests.admin.edit" />
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => navigateTo(`${group.base}/admin/${c.id}/problems`)}
          >
            <FormattedMessage id="contests.admin.problems" />
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => navigateTo(`${group.base}/admin/${c.id}/announcement`)}
          >
            <FormattedMessage id="contests.admin.announcements" />
          </Button>
        </span>
      )}
      remove={{
        endpoint: GroupContestApi.remove,
        input: (rows) => ({ cid: rows[0]?.id }),
        invalidates,
        confirm: (rows) => (
          <FormattedMessage id="contests.admin.deleteConfirm" values={{ title: rows[0]?.title ?? '' }} />
        ),
        done: () => platform.toast('success', intl.formatMessage({ id: 'contests.admin.deleted' })),
      }}
    />
  )
}
