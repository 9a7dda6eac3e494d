import { HomeRoutes, type RecentAcRankRow } from '@oj/problems-contract'
import { Table, type TableColumn } from '@oj/sdk/ui'
import { useNavigateTo } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { useGet } from './use-get.ts'

/** Realname and nickname under the username, when the user has them. */
function names(row: RecentAcRankRow): string {
  return [row.nickname, row.realname].filter(Boolean).join(' · ')
}

/** Who accepted the most problems in the last 7 days. */
export function SevenDayRank(): ReactNode {
  const navigate = useNavigateTo()
  const loaded = useGet<ReadonlyArray<RecentAcRankRow>>(HomeRoutes.recentSevenAcRank)
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
    <section className="oj-problems-home-card" data-testid="home-seven-day-rank">
      <h2 className="oj-problems-home-heading">
        <FormattedMessage id="problems.home.rank.heading" />
      </h2>
      <Table
        columns={columns}
        rows={loaded.data ?? []}
        rowKey={(row) => row.uid}
        loading={loaded.state === 'loading'}
        minWidth="0"
        className="oj-problems-home-table"
        empty={
          <FormattedMessage
            id={loaded.state === 'failed' ? 'problems.home.failed' : 'problems.home.rank.empty'}
          />
        }
      />
    </section>
  )
}
