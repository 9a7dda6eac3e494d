import {
  type Discussion,
  DiscussionAdminApi,
  DiscussionApi,
  discussionUrl,
  type ReportRow,
} from '@oj/discussion-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, LoadError, Pagination, Table, type TableColumn, Tag } from '@oj/sdk/ui'
import { AdminList, AdminSubRouter, useApiMutation, useApiQuery } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'

import { AppLink } from '../components/app-link.tsx'

const rowActions = css({ display: 'flex', flexWrap: 'wrap', gap: '1' })

/**
 * The admin area's discussions: every one (hidden ones too), to pin, hide or delete (one or the ticked
 * ones, after a confirmation).
 */
function DiscussionsAdmin(): ReactNode {
  const intl = useIntl()
  const update = useApiMutation(DiscussionAdminApi.update, { invalidates: [DiscussionApi.list] })
  const columns: Array<TableColumn<Discussion>> = [
    {
      key: 'id',
      header: <FormattedMessage id="discussion.admin.id" />,
      cell: (row) => row.id,
      width: '70px',
    },
    {
      key: 'title',
      header: <FormattedMessage id="discussion.admin.title" />,
      cell: (row) => (
        <>
          <AppLink to={discussionUrl(row.id)}>{row.title}</AppLink>{' '}
          {row.topPriority ? (
            <Tag size="sm" color="red">
              <FormattedMessage id="discussion.list.pinned" />
            </Tag>
          ) : null}{' '}
          {row.status === 1 ? (
            <Tag size="sm">
              <FormattedMessage id="discussion.admin.hidden" />
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      key: 'author',
      header: <FormattedMessage id="discussion.admin.author" />,
      cell: (row) => row.author,
      hideOnMobile: true,
    },
    {
      key: 'created',
      header: <FormattedMessage id="discussion.admin.created" />,
      cell: (row) => <FormattedDate value={row.gmtCreate} dateStyle="medium" />,
      hideOnMobile: true,
    },
  ]
  return (
    <AdminList
      title={<FormattedMessage id="discussion.admin.discussions" />}
      endpoint={DiscussionApi.list}
      query={{ admin: true }}
      pageSize={15}
      columns={columns}
      rowKey={(row) => row.id}
      empty={<FormattedMessage id="discussion.admin.empty" />}
      rowActions={(row) => (
        <span className={rowActions}>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => update.mutate({ id: row.id, topPriority: !row.topPriority })}
          >
            <FormattedMessage id={row.topPriority ? 'discussion.detail.unpin' : 'discussion.detail.pin'} />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => update.mutate({ id: row.id, status: row.status === 1 ? 0 : 1 })}
          >
            <FormattedMessage id={row.status === 1 ? 'discussion.admin.show' : 'discussion.admin.hide'} />
          </Button>
        </span>
      )}
      remove={{
        endpoint: DiscussionAdminApi.remove,
        many: true,
        input: (rows) => rows.map((row) => row.id),
        confirm: (rows) =>
          intl.formatMessage(
            { id: 'discussion.admin.confirmDelete' },
            { count: rows.length, title: rows[0]?.title ?? '' },
          ),
      }}
    />
  )
}

/** The admin area's reports, newest first, each marked handled or not. */
function ReportsAdmin(): ReactNode {
  const [currentPage, setPage] = useState(1)
  const list = useApiQuery(
    DiscussionAdminApi.reports,
    { currentPage, limit: 15 },
    { keepPrevious: true, quiet: true },
  )
  const update = useApiMutation(DiscussionAdminApi.updateReport, {
    invalidates: [DiscussionAdminApi.reports],
  })
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />
  return (
    <Card title={<FormattedMessage id="discussion.admin.reports" />} as="h2">
      <Table<ReportRow>
        rows={list.data?.records ?? []}
        rowKey={(row) => row.id}
        loading={list.isPending}
        empty={<FormattedMessage id="discussion.admin.empty" />}
        columns={[
          {
            key: 'discussion',
            header: <FormattedMessage id="discussion.admin.title" />,
            cell: (row) => <AppLink to={discussionUrl(row.did)}>{row.discussionTitle ?? row.did}</AppLink>,
          },
          {
            key: 'reporter',
            header: <FormattedMessage id="discussion.admin.reporter" />,
            cell: (row) => row.reporter,
          },
          {
            key: 'content',
            header: <FormattedMessage id="discussion.admin.content" />,
            cell: (row) => row.content,
          },
          {
            key: 'status',
            header: <FormattedMessage id="discussion.admin.handled" />,
            cell: (row) => (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => update.mutate({ id: row.id, status: !row.status })}
              >
                <FormattedMessage
                  id={row.status ? 'discussion.admin.markOpen' : 'discussion.admin.markHandled'}
                />
              </Button>
            ),
          },
        ]}
      />
      {list.data && list.data.pages > 1 ? (
        <Pagination
          total={list.data.total}
          pageSize={list.data.size}
          page={currentPage}
          onPageChange={setPage}
        />
      ) : null}
    </Card>
  )
}

/** The module's admin sections: `discussion` (the discussions) and `discussion-report` (the reports). */
export default function AdminSection(props: { readonly path: string }): ReactNode {
  return (
    <AdminSubRouter
      path={props.path}
      routes={{ discussion: () => <DiscussionsAdmin />, 'discussion-report': () => <ReportsAdmin /> }}
    />
  )
}
