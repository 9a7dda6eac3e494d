import type { RankRow } from '@oj/problems-contract'
import { RankType } from '@oj/problems-contract'
import { Empty, LoadError, ProgressBar } from '@oj/sdk/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'

export interface RankTableProps {
  /** RankType.acm or RankType.oi. */
  readonly type: number
  readonly rows: ReadonlyArray<RankRow>
  /** The rank of the first row (1 on page 1). */
  readonly firstRank: number
  readonly loading: boolean
  readonly failed: boolean
  readonly onRetry: () => void
}

const MEDALS = ['gold', 'silver', 'bronze'] as const

function UserCell({ row }: { readonly row: RankRow }) {
  const to = `/user-home?username=${encodeURIComponent(row.username)}`
  return (
    <Link className="oj-rank-user" to={to}>
      {row.avatar ? (
        <img className="oj-rank-avatar" src={row.avatar} alt="" width={28} height={28} loading="lazy" />
      ) : (
        <span className="oj-rank-avatar oj-rank-avatar-empty" aria-hidden="true">
          {row.username.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="oj-rank-username">{row.username}</span>
      {row.titleName ? (
        <span className="oj-rank-title" style={{ background: row.titleColor ?? '#909399' }}>
          {row.titleName}
        </span>
      ) : null}
    </Link>
  )
}

function RankCell({ rank, medals }: { readonly rank: number; readonly medals: boolean }) {
  const intl = useIntl()
  const medal = medals ? MEDALS[rank - 1] : undefined
  if (!medal) return <>{rank}</>
  return (
    <span
      className={`oj-rank-medal oj-rank-medal-${medal}`}
      role="img"
      aria-label={intl.formatMessage({ id: `problems.rank.medal.${medal}` }, { rank })}
    >
      {rank}
    </span>
  )
}

/** The rank table; medals for the top three on page 1 of the OI ranks. Scrolls sideways when narrow. */
export function RankTable(props: RankTableProps) {
  const { type, rows, firstRank, loading, failed, onRetry } = props
  const isOi = type === RankType.oi
  const columns = isOi
    ? (['rank', 'user', 'nickname', 'score', 'acTotal', 'rating'] as const)
    : (['rank', 'user', 'nickname', 'ac', 'total', 'rating'] as const)
  return (
    <div className="oj-problems-table-scroll" aria-busy={loading}>
      <table className="oj-problems-table oj-rank-table" data-testid="rank-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={`oj-rank-col-${c}`}>
                <FormattedMessage id={`problems.rank.column.${c}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={loading ? 'oj-problems-stale' : undefined}>
          {rows.map((row, i) => {
            const rank = firstRank + i
            return (
              <tr key={row.uid}>
                <td className="oj-rank-col-rank">
                  <RankCell rank={rank} medals={isOi && firstRank === 1} />
                </td>
                <td className="oj-rank-col-user">
                  <UserCell row={row} />
                </td>
                <td className="oj-rank-col-nickname">{row.nickname ?? ''}</td>
                {isOi ? (
                  <>
                    <td className="oj-rank-col-score">{row.score}</td>
                    <td className="oj-rank-col-acTotal">
                      {row.ac}/{row.total}
                    </td>
                  </>
                ) : (
                  <>
                    <td className="oj-rank-col-ac">{row.ac}</td>
                    <td className="oj-rank-col-total">{row.total}</td>
                  </>
                )}
                <td className="oj-rank-col-rating">
                  <ProgressBar value={row.ac} max={row.total} size="sm" tone="success" />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {failed ? (
        <LoadError message={<FormattedMessage id="problems.rank.loadFailed" />} onRetry={onRetry} />
      ) : rows.length === 0 && loading ? (
        <p className="oj-problems-notice" role="status">
          <FormattedMessage id="problems.rank.loading" />
        </p>
      ) : rows.length === 0 ? (
        <Empty message={<FormattedMessage id="problems.rank.empty" />} />
      ) : null}
    </div>
  )
}
