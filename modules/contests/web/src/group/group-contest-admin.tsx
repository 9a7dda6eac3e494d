import { ContestsApi, GroupContestApi } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button } from '@oj/sdk/ui'
import { AdminList, useApiMutation, useNavigateTo, usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { ContestAdminLinks, useContestAdminColumns } from '../admin/contest-admin-columns.tsx'
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
  const columns = useContestAdminColumns({
    auth: false,
    onVisible: (c, checked) => visible.mutate({ cid: c.id, uid: c.uid, visible: checked }),
  })
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
          <ContestAdminLinks go={(page) => navigateTo(`${group.base}/admin/${c.id}/${page}`)} />
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
