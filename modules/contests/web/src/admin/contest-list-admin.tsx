import { ContestAdminApi, ContestsApi } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button } from '@oj/sdk/ui'
import { AdminList, hasRole, useApiMutation, useNavigateTo, usePlatform, useUser } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { ContestAdminLinks, useContestAdminColumns } from './contest-admin-columns.tsx'

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
  const columns = useContestAdminColumns({
    auth: true,
    onVisible: (c, checked) => visible.mutate({ cid: c.id, uid: c.uid, visible: checked }),
  })
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
          <ContestAdminLinks go={(page) => navigateTo(`/admin/contest/${c.id}/${page}`)} />
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
