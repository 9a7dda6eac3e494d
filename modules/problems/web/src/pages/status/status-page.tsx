import './status.css'

import type { SubmissionListRow } from '@oj/problems-contract'
import { Routes } from '@oj/problems-contract'
import { Button, Pagination } from '@oj/sdk/ui'
import { hasRole, useApi, useAuth, usePlatform } from '@oj/sdk/web'
import { useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useParams, useSearchParams } from 'react-router'

import { contextFromParams } from '../problem-detail/context.ts'
import {
  searchFromStatusFilters,
  type StatusFilters,
  statusFiltersFromSearch,
  SUBMISSION_PAGE_SIZE,
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
 * /status: the submission list, every filter kept in the URL. Also the 'submission.list' slot piece:
 * inside /contest/:contestID/… or /group/:groupID/… it lists that contest's or group's submissions.
 */
export default function StatusPage() {
  const intl = useIntl()
  const api = useApi()
  const platform = usePlatform()
  const auth = useAuth()
  const { contestID, groupID } = useParams()
  const context = useMemo(() => contextFromParams({ contestID, groupID }), [contestID, groupID])
  const [search, setSearch] = useSearchParams()
  const filters = useMemo(() => statusFiltersFromSearch(search), [search])
  const go = (next: StatusFilters) => setSearch((current) => searchFromStatusFilters(next, current))
  const { page, reload } = useSubmissionPage(filters, context)
  const [busy, setBusy] = useState<ReadonlyArray<number>>([])
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

  const act = (row: SubmissionListRow, path: string, doneId: string) => {
    setBusy((ids) => [...ids, row.submitId])
    api
      .get(path, { submitId: row.submitId })
      .then(
        () => {
          platform.toast('success', intl.formatMessage({ id: doneId }))
          reload()
        },
        () => undefined,
      )
      .finally(() => setBusy((ids) => ids.filter((id) => id !== row.submitId)))
  }

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
        onRefresh={reload}
        refreshing={page.state === 'loading'}
      />
      <SubmissionTable
        rows={data?.records ?? []}
        loading={page.state === 'loading'}
        canRejudge={isRoot}
        busyIds={busy}
        myUid={auth.user?.uid}
        context={context}
        onRejudge={(row) => act(row, Routes.rejudge, 'problems.submission.rejudged')}
        onResubmit={(row) => act(row, Routes.resubmit, 'problems.submission.resubmitted')}
      />
      {page.state === 'failed' ? (
        <div className="oj-status-notice" role="alert">
          <FormattedMessage id="problems.status.loadFailed" />{' '}
          <Button size="sm" variant="outline" onClick={reload}>
            <FormattedMessage id="problems.status.retry" />
          </Button>
        </div>
      ) : null}
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
