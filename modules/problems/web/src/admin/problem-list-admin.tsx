import { BankApi, type BankProblemRow, REMOTE_OJS } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, Input, LoadError, Select, Tag } from '@oj/sdk/ui'
import { hasRole, useApiMutation, useApiQuery, usePlatform, useUser } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'

import { ProblemAdminTable } from './problem-admin-table.tsx'
import { downloadFile } from './upload.ts'

// /admin/problems: every problem the caller may manage (root and problem admins all; an admin their
// own), searched by id or title and filtered by auth and source, with the auth switch, edit,
// test-data download, export and delete (root and problem admins; after a confirmation).

const toolbar = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center', mb: '3' })
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
  const downloadButton = (row: BankProblemRow, kind: 'download' | 'export', path: string, file: string) => (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => void downloadFile(platform, `${path}?pid=${row.id}`, file, failed)}
      data-testid={`admin-problem-${kind}-${row.id}`}
    >
      <FormattedMessage id={`problems.admin.list.${kind}`} />
    </Button>
  )
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
      <ProblemAdminTable
        page={list.data}
        loading={list.isPending}
        paging={query}
        pageSizes={PAGE_SIZES}
        onPaging={(paging) => setQuery({ ...query, ...paging })}
        testId="admin-problem"
        titleTag={(row) =>
          row.isRemote ? (
            <Tag size="sm" color="orange">
              <FormattedMessage id="problems.admin.list.remote" values={{ oj: row.remoteOj ?? '' }} />
            </Tag>
          ) : null
        }
        moreColumns={[
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
        ]}
        auth={{
          label: (a) => text(`problems.admin.auth.${a}`),
          // Public only by root and problem admins; contest-only is set by a contest.
          disabled: (a) => (a === 1 && !keeper) || a === 3,
          change: (row, auth) => changeAuth.mutate({ id: row.id, auth }),
        }}
        editTo={(row) => platform.navigate(`/admin/problem/edit/${row.id}`)}
        actions={(row) => (
          <>
            {row.isRemote
              ? null
              : downloadButton(
                  row,
                  'download',
                  BankApi.downloadTestcase.path,
                  `problem_${row.id}_testcase.zip`,
                )}
            {keeper
              ? downloadButton(row, 'export', BankApi.exportProblem.path, `problem_${row.id}.zip`)
              : null}
          </>
        )}
        canDelete={keeper}
        remove={(row) => remove.mutateAsync({ pid: row.id })}
      />
    </Card>
  )
}
