import { DiscussionAdminApi, DiscussionApi, discussionUrl, type ReportRow } from '@oj/discussion-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, LoadError, Pagination, Table } from '@oj/sdk/ui'
import { AdminList, AdminSubRouter, useApiMutation, useApiQuery } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { AppLink } from '../components/app-link.tsx'
import { ModerationButtons, moderationColumns } from './moderation.tsx'

const rowActions = css({ display: 'flex', flexWrap: 'wrap', gap: '1' })

/**
 * The admin area's discussions: every one (hidden ones too), to pin, hide or delete (one or the ticked
 * ones, after a confirmation).
 */
function DiscussionsAdmin(): ReactNode {
  const intl = useIntl()
  const update = useApiMutation(DiscussionAdminApi.update, { invalidates: [DiscussionApi.list] })
  const columns = moderationColumns(discussionUrl)
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
          <ModerationButtons row={row} update={(patch) => update.mutate(patch)} />
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
