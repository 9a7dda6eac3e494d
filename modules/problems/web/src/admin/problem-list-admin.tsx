import { BankApi, type BankProblemRow, REMOTE_OJS } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, ConfirmDialog, Input, LoadError, Pagination, Select, Table, Tag } from '@oj/sdk/ui'
import { hasRole, useApiMutation, useApiQuery, usePlatform, useUser } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'

import { downloadFile } from './upload.ts'

// /admin/problems: every problem the caller may manage (root and problem admins all; an admin their
// own), searched by id or title and filtered by auth and source, with the auth switch, edit,
// test-data download, export and delete (root and problem admins; after a confirmation).

const toolbar = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center', mb: '3' })
const rowActions = css({ display: 'flex', flexWrap: 'wrap', gap: '1' })
const PAGE_SIZES = [10, 30, 50, 100]

export function ProblemListAdmin(): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const user = useUser()
  const text = (id: string) => intl.formatMessage({ id })
  const keeper = hasRole(user, 'root') || hasRole(user, 'problem_admin')
  const [keyword, setKeyword] = useState('')
  const [query, setQuery] = useState<{
    keyword: string
    auth: string
    oj: string
    currentPage: number
    limit: number
  }>({
    keyword: '',
    auth: '',
    oj: 'All',
    currentPage: 1,
    limit: 10,
  })
  const [deleting, setDeleting] = useState<BankProblemRow | undefined>()
  const list = useApiQuery(
    BankApi.problemList,
    {
      currentPage: query.currentPage,
      limit: query.limit,
      ...(query.keyword ? { keyword: query.keyword } : {}),
      ...(query.auth ? { auth: Number(query.auth) } : {}),
      oj: query.oj as 'All',
    },
    { keepPrevious: true, quiet: true },
  )
  const changeAuth = useApiMutation(BankApi.changeAuth, {
    invalidates: [BankApi.problemList],
    onSuccess: () => platform.toast('success', text('problems.admin.list.authChanged')),
  })
  const remove = useApiMutation(BankApi.deleteProblem, {
    invalidates: [BankApi.problemList],
    onSuccess: () => platform.toast('success', text('problems.admin.list.deleted')),
  })
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />
  const failed = text('problems.admin.list.downloadFailed')
  return (
    <Card title={<FormattedMessage id="problems.admin.list.title" />} as="h2">
      <div className={toolbar}>
        <Button onClick={() => platform.navigate('/admin/problem/create')} data-testid="admin-problem-create">
          <FormattedMessage id="problems.admin.list.create" />
        </Button>
        <form
          className={css({ display: 'flex', gap: '2' })}
          onSubmit={(e) => {
            e.preventDefault()
            setQuery({ ...query, keyword: keyword.trim(), currentPage: 1 })
          }}
        >
          <Input
            aria-label={text('problems.admin.list.keyword')}
            placeholder={text('problems.admin.list.keyword')}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            data-testid="admin-problem-keyword"
          />
          <Button type="submit" variant="outline">
            <FormattedMessage id="problems.list.search" />
          </Button>
        </form>
        <Select
          aria-label={text('problems.admin.list.auth')}
          value={query.auth || 'all'}
          onValueChange={(v) => setQuery({ ...query, auth: v === 'all' ? '' : v, currentPage: 1 })}
          options={[
            { value: 'all', label: text('problems.admin.list.allAuth') },
            ...[1, 2, 3].map((a) => ({ value: String(a), label: text(`problems.admin.auth.${a}`) })),
          ]}
        />
        <Select
          aria-label={text('problems.admin.list.source')}
          value={query.oj}
          onValueChange={(v) => setQuery({ ...query, oj: v, currentPage: 1 })}
          options={[
            { value: 'All', label: text('problems.admin.list.allSources') },
            { value: 'Mine', label: text('problems.admin.list.ownSource') },
            ...REMOTE_OJS.map((oj) => ({ value: oj, label: oj })),
          ]}
        />
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
                {row.isRemote ? (
                  <Tag size="sm" color="orange">
                    <FormattedMessage id="problems.admin.list.remote" values={{ oj: row.remoteOj ?? '' }} />
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
            key: 'created',
            header: <FormattedMessage id="problems.admin.list.created" />,
            cell: (row) => <FormattedDate value={row.gmtCreate} dateStyle="medium" />,
            hideOnMobile: true,
          },
          {
            key: 'modified',
            header: <FormattedMessage id="problems.admin.list.modifiedUser" />,
            cell: (row) => row.modifiedUser ?? '',
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
                onValueChange={(v) => changeAuth.mutate({ id: row.id, auth: Number(v) })}
                options={[1, 2, 3].map((a) => ({
                  value: String(a),
                  label: text(`problems.admin.auth.${a}`),
                  // Public only by root and problem admins; contest-only is set by a contest.
                  disabled: (a === 1 && !keeper) || a === 3,
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
                  onClick={() => platform.navigate(`/admin/problem/edit/${row.id}`)}
                  data-testid={`admin-problem-edit-${row.id}`}
                >
                  <FormattedMessage id="problems.admin.list.edit" />
                </Button>
                {row.isRemote ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      void downloadFile(
                        platform,
                        `${BankApi.downloadTestcase.path}?pid=${row.id}`,
                        `problem_${row.id}_testcase.zip`,
                        failed,
                      )
                    }
                    data-testid={`admin-problem-download-${row.id}`}
                  >
                    <FormattedMessage id="problems.admin.list.download" />
                  </Button>
                )}
                {keeper ? (
                  <>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        void downloadFile(
                          platform,
                          `${BankApi.exportProblem.path}?pid=${row.id}`,
                          `problem_${row.id}.zip`,
                          failed,
                        )
                      }
                      data-testid={`admin-problem-export-${row.id}`}
                    >
                      <FormattedMessage id="problems.admin.list.export" />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      tone="danger"
                      onClick={() => setDeleting(row)}
                      data-testid={`admin-problem-delete-${row.id}`}
                    >
                      <FormattedMessage id="problems.admin.list.delete" />
                    </Button>
                  </>
                ) : null}
              </span>
            ),
          },
        ]}
      />
      {list.data && list.data.total > 0 ? (
        <Pagination
          total={list.data.total}
          pageSize={query.limit}
          page={query.currentPage}
          pageSizes={PAGE_SIZES}
          onPageChange={(currentPage) => setQuery({ ...query, currentPage })}
          onPageSizeChange={(limit) => setQuery({ ...query, limit, currentPage: 1 })}
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
        confirmTestId="admin-problem-delete-confirm"
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync({ pid: deleting.id })
          setDeleting(undefined)
        }}
      />
    </Card>
  )
}
