import { HomeApi, type RecentAcRankRow } from '@oj/problems-contract'
import { type TableColumn } from '@oj/sdk/ui'
import { useApiQuery, useNavigateTo } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { HomeTable } from './home-table.tsx'

/** Realname and nickname under the username, when the user has them. */
function names(row: RecentAcRankRow): string {
  return [row.nickname, row.realname].filter(Boolean).join(' · ')
}

/** Who accepted the most problems in the last 7 days. */
export function SevenDayRank(): ReactNode {
  const navigate = useNavigateTo()
  const loaded = useApiQuery(HomeApi.recentSevenAcRank, {}, { quiet: true })
  const columns: ReadonlyArray<TableColumn<RecentAcRankRow>> = [
    { key: 'rank', header: '#', cell: (_, index) => index + 1, width: '40px', align: 'center' },
    {
      key: 'user',
      header: <FormattedMessage id="problems.home.rank.user" />,
      cell: (row) => (
        <div className="oj-problems-home-user">
          <a
            href={`/oj/user-home?username=${encodeURIComponent(row.username)}`}
            onClick={(event) => {
              event.preventDefault()
              navigate(`/user-home?username=${encodeURIComponent(row.username)}`)
            }}
          >
            {row.username}
          </a>
          {row.titleName ? (
            <span
              className="oj-problems-home-title-tag"
              style={row.titleColor ? { color: row.titleColor, borderColor: row.titleColor } : undefined}
            >
              {row.titleName}
            </span>
          ) : null}
          {names(row) ? <span className="oj-problems-home-names">{names(row)}</span> : null}
        </div>
      ),
    },
    {
      key: 'ac',
      header: <FormattedMessage id="problems.home.rank.ac" />,
      cell: (row) => row.ac,
      width: '64px',
      align: 'end',
    },
  ]
  return (
    <HomeTable
      testId="home-seven-day-rank"
      heading="problems.home.rank.heading"
      rows={loaded.data}
      loading={loaded.isPending}
      failed={loaded.isError}
      onRetry={() => void loaded.refetch()}
      columns={columns}
      rowKey={(row) => row.uid}
      empty="problems.home.rank.empty"
    />
  )
}
