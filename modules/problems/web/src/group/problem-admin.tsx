import { type BankProblemRow, ScopedProblemsApi } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, ConfirmDialog, LoadError, Pagination, Select, Table, Tag } from '@oj/sdk/ui'
import { useApiMutation, useApiQuery, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

// A group's admin list of its problems (GET /group/get-admin-problem-list, newest first): create and
// edit through the shared problem form, delete, the auth in the group (public, private, contest only),
// and asking for a problem to join the public bank (HOJ's apply-public; the admin area answers).

const toolbar = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center', mb: '3' })
const rowActions = css({ display: 'flex', flexWrap: 'wrap', gap: '1' })
const PAGE_SIZES = [10, 30, 50]

/** HOJ's applyPublicProgress: null none, 1 asked, 2 accepted, 3 refused. */
const PROGRESS_COLOR = { 1: 'orange', 2: 'green', 3: 'red' } as const

export function GroupProblemAdmin(props: { readonly gid: number; readonly base: string }): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const text = (id: string) => intl.formatMessage({ id })
  const [paging, setPaging] = useState({ currentPage: 1, limit: 10 })
  const [deleting, setDeleting] = useState<BankProblemRow | undefined>()
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
      <Table<BankProblemRow>
        rows={list.data?.records ?? []}
        rowKey={(row) => row.id}
        loading={list.isPending}
        empty={<FormattedMessage id="problems.admin.list.empty" />}
        columns={[
          { key: 'id', header: 'ID', cell: (row) => row.id, width: '4rem', hideOnMobile: true },
          {
            key: 'problemId',
            header: <FormattedMessage id="problems.admin.list.problemId" />,
            cell: (row) => row.problemId,
          },
          {
            key: 'title',
            header: <FormattedMessage id="problems.admin.list.titleColumn" />,
            cell: (row) => (
              <>
                {row.title}{' '}
                {row.applyPublicProgress === 1 ||
                row.applyPublicProgress === 2 ||
                row.applyPublicProgress === 3 ? (
                  <Tag size="sm" color={PROGRESS_COLOR[row.applyPublicProgress]}>
                    <FormattedMessage id={`problems.group.progress.${row.applyPublicProgress}`} />
                  </Tag>
                ) : null}
              </>
            ),
          },
          {
            key: 'author',
            header: <FormattedMessage id="problems.admin.list.author" />,
            cell: (row) => row.author ?? '',
            hideOnMobile: true,
          },
          {
            key: 'auth',
            header: <FormattedMessage id="problems.admin.list.auth" />,
            cell: (row) => (
              <Select
                aria-label={text('problems.admin.list.auth')}
                size="sm"
                value={String(row.auth)}
                onValueChange={(v) => changeAuth.mutate({ pid: row.id, auth: Number(v) })}
                options={[1, 2, 3].map((a) => ({
                  value: String(a),
                  label: text(`problems.group.auth.${a}`),
                }))}
              />
            ),
          },
          {
            key: 'actions',
            header: '',
            cell: (row) => (
              <span className={rowActions}>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => platform.navigate(`${props.base}/admin/edit/${row.id}`)}
                  data-testid={`group-problem-edit-${row.id}`}
                >
                  <FormattedMessage id="problems.admin.list.edit" />
                </Button>
                {row.applyPublicProgress === 2 ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => apply.mutate({ pid: row.id, isApplied: row.applyPublicProgress !== 1 })}
                    data-testid={`group-problem-apply-${row.id}`}
                  >
                    <FormattedMessage
                      id={
                        row.applyPublicProgress === 1 ? 'problems.group.cancelApply' : 'problems.group.apply'
                      }
                    />
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  tone="danger"
                  onClick={() => setDeleting(row)}
                  data-testid={`group-problem-delete-${row.id}`}
                >
                  <FormattedMessage id="problems.admin.list.delete" />
                </Button>
              </span>
            ),
          },
        ]}
      />
      {list.data && list.data.total > 0 ? (
        <Pagination
          total={list.data.total}
          pageSize={paging.limit}
          page={paging.currentPage}
          pageSizes={PAGE_SIZES}
          onPageChange={(currentPage) => setPaging({ ...paging, currentPage })}
          onPageSizeChange={(limit) => setPaging({ limit, currentPage: 1 })}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => (open ? undefined : setDeleting(undefined))}
        title={<FormattedMessage id="problems.admin.list.deleteTitle" />}
        text={
          <FormattedMessage
            id="problems.admin.list.deleteText"
            values={{ problem: `${deleting?.problemId ?? ''} ${deleting?.title ?? ''}` }}
          />
        }
        tone="danger"
        confirmTestId="group-problem-delete-confirm"
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync({ pid: deleting.id })
          setDeleting(undefined)
        }}
      />
    </Card>
  )
}
