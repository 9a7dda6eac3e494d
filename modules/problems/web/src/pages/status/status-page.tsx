import './status.css'

import {
  AdminApi,
  type SubmissionListProps,
  type SubmissionListRow,
  SubmissionsApi,
} from '@oj/problems-contract'
import { LoadError, Pagination } from '@oj/sdk/ui'
import { hasRole, useApiMutation, useAuth, usePlatform } from '@oj/sdk/web'
import { useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'

import {
  searchFromStatusFilters,
  type StatusFilters,
  statusFiltersFromSearch,
  SUBMISSION_PAGE_SIZE,
  submissionListQuery,
  withOnlyMine,
  withProblemID,
  withStatus,
  withStatusPage,
  withUsername,
} from './filters.ts'
import { StatusFilterBar } from './status-filter-bar.tsx'
import { SubmissionTable } from './submission-table.tsx'
import { useSubmissionPage } from './use-submissions.ts'

/**
 * The submission list, every filter kept in the page's URL query. The 'submission.list' slot piece: a
 * contest or a group renders it with its own list call and links; /status renders it without a scope
 * (status-route.tsx).
 */
export default function StatusPage(props: SubmissionListProps) {
  const { scope, source, links } = props
  const intl = useIntl()
  const platform = usePlatform()
  const auth = useAuth()
  const [search, setSearch] = useSearchParams()
  const filters = useMemo(() => statusFiltersFromSearch(search), [search])
  const go = (next: StatusFilters) => setSearch((current) => searchFromStatusFilters(next, current))
  const { page, rows } = useSubmissionPage(scope, source.list, submissionListQuery(filters))
  const [busy, setBusy] = useState<ReadonlyArray<number>>([])
  const rejudge = useApiMutation(AdminApi.rejudge)
  const resubmit = useApiMutation(SubmissionsApi.resubmit)
  const isRoot = hasRole(auth.user, 'root')
  const data = page.data

  const onOnlyMine = (onlyMine: boolean) => {
    if (onlyMine && !auth.loggedIn) {
      // The switch stays off (it reads the URL, which does not change).
      platform.toast('error', intl.formatMessage({ id: 'problems.submission.loginFirst' }))
      platform.openLogin()
      return
    }
    go(withOnlyMine(filters, onlyMine))
  }
  const act = (row: SubmissionListRow, mutation: typeof rejudge | typeof resubmit, doneId: string) => {
    setBusy((ids) => [...ids, row.submitId])
    mutation
      .mutateAsync({ submitId: row.submitId })
      .then(
        () => {
          platform.toast('success', intl.formatMessage({ id: doneId }))
          void page.refetch()
        },
        () => undefined,
      )
      .finally(() => setBusy((ids) => ids.filter((id) => id !== row.submitId)))
  }
  const failed = page.isError ? (
    <LoadError
      message={<FormattedMessage id="problems.status.loadFailed" />}
      onRetry={() => void page.refetch()}
      retrying={page.isFetching}
    />
  ) : undefined

  return (
    <section className="oj-status-page" data-testid="status-page">
      <h1 className="oj-status-heading">
        <FormattedMessage id="problems.status.title" />
        {data ? (
          <span className="oj-status-count">
            <FormattedMessage id="problems.status.total" values={{ total: data.total }} />
          </span>
        ) : null}
      </h1>
      <StatusFilterBar
        filters={filters}
        onOnlyMine={onOnlyMine}
        onStatus={(s) => go(withStatus(filters, s))}
        onSearch={(problemID, username) => go(withUsername(withProblemID(filters, problemID), username))}
        onRefresh={() => void page.refetch()}
        refreshing={page.isFetching}
      />
      <SubmissionTable
        rows={rows}
        loading={page.isPending || page.isPlaceholderData}
        canRejudge={isRoot}
        busyIds={busy}
        myUid={auth.user?.uid}
        links={links}
        scoped={scope !== undefined}
        {...(failed ? { empty: failed } : {})}
        onRejudge={(row) => act(row, rejudge, 'problems.submission.rejudged')}
        onResubmit={(row) => act(row, resubmit, 'problems.submission.resubmitted')}
      />
      {failed && rows.length > 0 ? failed : null}
      <div className="oj-status-pager">
        <Pagination
          total={data?.total ?? 0}
          page={filters.currentPage}
          pageSize={SUBMISSION_PAGE_SIZE}
          showTotal={false}
          onPageChange={(p) => go(withStatusPage(filters, p))}
        />
      </div>
    </section>
  )
}
