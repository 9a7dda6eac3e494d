import { ScopedProblemsApi } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, LoadError, Tag } from '@oj/sdk/ui'
import { useApiMutation, useApiQuery, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { ProblemAdminTable } from '../admin/problem-admin-table.tsx'

// A group's admin list of its problems (GET /group/get-admin-problem-list, newest first): create and
// edit through the shared problem form, delete, the auth in the group (public, private, contest only),
// and asking for a problem to join the public bank (HOJ's apply-public; the admin area answers).

const toolbar = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center', mb: '3' })
const PAGE_SIZES = [10, 30, 50]

/** HOJ's applyPublicProgress: null none, 1 asked, 2 accepted, 3 refused. */
const PROGRESS_COLOR = { 1: 'orange', 2: 'green', 3: 'red' } as const

export function GroupProblemAdmin(props: { readonly gid: number; readonly base: string }): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const text = (id: string) => intl.formatMessage({ id })
  const [paging, setPaging] = useState({ currentPage: 1, limit: 10 })
  const list = useApiQuery(
    ScopedProblemsApi.adminList,
    { gid: props.gid, ...paging },
    { keepPrevious: true, quiet: true },
  )
  const invalidates = [ScopedProblemsApi.adminList, ScopedProblemsApi.list]
  const changeAuth = useApiMutation(ScopedProblemsApi.changeAuth, {
    invalidates,
    onSuccess: () => platform.toast('success', text('problems.admin.list.authChanged')),
  })
  const apply = useApiMutation(ScopedProblemsApi.applyPublic, {
    invalidates,
    onSuccess: () => platform.toast('success', text('problems.group.applied')),
  })
  const remove = useApiMutation(ScopedProblemsApi.remove, {
    invalidates,
    onSuccess: () => platform.toast('success', text('problems.admin.list.deleted')),
  })
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />
  return (
    <Card title={<FormattedMessage id="problems.group.adminTitle" />} as="h2">
      <div className={toolbar}>
        <Button
          onClick={() => platform.navigate(`${props.base}/admin/create`)}
          data-testid="group-problem-create"
        >
          <FormattedMessage id="problems.admin.list.create" />
        </Button>
        <Button variant="outline" onClick={() => platform.navigate(props.base)}>
          <FormattedMessage id="problems.group.backToList" />
        </Button>
      </div>
      <ProblemAdminTable
        page={list.data}
        loading={list.isPending}
        paging={paging}
        pageSizes={PAGE_SIZES}
        onPaging={setPaging}
        testId="group-problem"
        titleTag={(row) =>
          row.applyPublicProgress === 1 || row.applyPublicProgress === 2 || row.applyPublicProgress === 3 ? (
            <Tag size="sm" color={PROGRESS_COLOR[row.applyPublicProgress]}>
              <FormattedMessage id={`problems.group.progress.${row.applyPublicProgress}`} />
            </Tag>
          ) : null
        }
        auth={{
          label: (a) => text(`problems.group.auth.${a}`),
          change: (row, auth) => changeAuth.mutate({ pid: row.id, auth }),
        }}
        editTo={(row) => platform.navigate(`${props.base}/admin/edit/${row.id}`)}
        actions={(row) =>
          row.applyPublicProgress === 2 ? null : (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => apply.mutate({ pid: row.id, isApplied: row.applyPublicProgress !== 1 })}
              data-testid={`group-problem-apply-${row.id}`}
            >
              <FormattedMessage
                id={row.applyPublicProgress === 1 ? 'problems.group.cancelApply' : 'problems.group.apply'}
              />
            </Button>
          )
        }
        remove={(row) => remove.mutateAsync({ pid: row.id })}
      />
    </Card>
  )
}
