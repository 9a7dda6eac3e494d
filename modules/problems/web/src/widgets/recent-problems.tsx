import { HomeApi, ProblemType, type RecentUpdatedProblem } from '@oj/problems-contract'
import { Button, type TableColumn } from '@oj/sdk/ui'
import { useApiQuery, useNavigateTo } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedDate, FormattedMessage } from 'react-intl'

import { HomeTable } from './home-table.tsx'

/** The latest-updated public problems, each with a 'challenge' button to its page. */
export function RecentProblems(): ReactNode {
  const navigate = useNavigateTo()
  const loaded = useApiQuery(HomeApi.recentUpdatedProblems, {}, { quiet: true })
  const open = (row: RecentUpdatedProblem) => navigate(`/problem/${encodeURIComponent(row.problemId)}`)
  const columns: ReadonlyArray<TableColumn<RecentUpdatedProblem>> = [
    {
      key: 'id',
      header: <FormattedMessage id="problems.home.recent.id" />,
      cell: (row) => row.problemId,
      width: '96px',
    },
    {
      key: 'title',
      header: <FormattedMessage id="problems.home.recent.title" />,
      cell: (row) => <span className="oj-problems-home-title">{row.title}</span>,
    },
    {
      key: 'type',
      header: <FormattedMessage id="problems.home.recent.type" />,
      cell: (row) => (row.type === ProblemType.oi ? 'OI' : 'ACM'),
      width: '64px',
      hideOnMobile: true,
    },
    {
      key: 'updated',
      header: <FormattedMessage id="problems.home.recent.updated" />,
      cell: (row) => <FormattedDate value={row.gmtModified} year="numeric" month="2-digit" day="2-digit" />,
      width: '120px',
      hideOnMobile: true,
    },
    {
      key: 'challenge',
      header: <FormattedMessage id="problems.home.recent.action" />,
      cell: (row) => (
        <Button size="sm" variant="outline" onClick={() => open(row)} data-testid="home-challenge">
          <FormattedMessage id="problems.home.recent.challenge" />
        </Button>
      ),
      width: '96px',
      align: 'center',
    },
  ]
  return (
    <HomeTable
      testId="home-recent-problems"
      heading="problems.home.recent.heading"
      rows={loaded.data}
      loading={loaded.isPending}
      failed={loaded.isError}
      onRetry={() => void loaded.refetch()}
      columns={columns}
      rowKey={(row) => row.id}
      empty="problems.home.recent.empty"
    />
  )
}
