import type { ProblemListRow } from '@oj/problems-contract'
import { Empty, LoadError } from '@oj/sdk/ui'
import { FormattedMessage } from 'react-intl'

import { ProblemRow } from './problem-row.tsx'

export interface ProblemTableProps {
  readonly rows: ReadonlyArray<ProblemListRow>
  readonly loading: boolean
  readonly failed: boolean
  readonly onRetry: () => void
  /** Adds the status column (a logged-in user): each row's status, looked up by pid. */
  readonly statusOf?: (row: ProblemListRow) => number | null
  /** Where a row's title links (a group's page of it); the bank's page by default. */
  readonly hrefOf?: (row: ProblemListRow) => string
}

const COLUMNS = ['id', 'title', 'difficulty', 'tags', 'acRate'] as const

/** The list table; it scrolls sideways on narrow screens, where the tag column is also hidden. */
export function ProblemTable(props: ProblemTableProps) {
  const { rows, loading, failed, onRetry, statusOf, hrefOf } = props
  const columns = statusOf ? (['status', ...COLUMNS] as const) : COLUMNS
  return (
    <div className="oj-problems-table-scroll" aria-busy={loading}>
      <table className="oj-problems-table" data-testid="problem-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={`oj-problems-col-${c === 'acRate' ? 'rate' : c}`}>
                <FormattedMessage id={`problems.list.column.${c}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={loading ? 'oj-problems-stale' : undefined}>
          {rows.map((row) => (
            <ProblemRow
              key={row.pid}
              row={row}
              {...(statusOf ? { status: statusOf(row) } : {})}
              {...(hrefOf ? { href: hrefOf(row) } : {})}
            />
          ))}
        </tbody>
      </table>
      {failed ? (
        <LoadError message={<FormattedMessage id="problems.list.loadFailed" />} onRetry={onRetry} />
      ) : rows.length === 0 && loading ? (
        <p className="oj-problems-notice" role="status">
          <FormattedMessage id="problems.list.loading" />
        </p>
      ) : rows.length === 0 ? (
        <Empty message={<FormattedMessage id="problems.list.empty" />} />
      ) : null}
    </div>
  )
}
