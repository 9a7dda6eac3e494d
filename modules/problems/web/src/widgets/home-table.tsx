import { Card, Empty, LoadError, Table, type TableColumn } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

export interface HomeTableProps<T> {
  readonly testId: string
  /** Message id of the card's heading. */
  readonly heading: string
  readonly rows: ReadonlyArray<T> | undefined
  readonly loading: boolean
  /** The load failed: the table says so, with Retry. */
  readonly failed: boolean
  readonly onRetry: () => void
  readonly columns: ReadonlyArray<TableColumn<T>>
  readonly rowKey: (row: T) => string | number
  /** Message id of what an empty table says. */
  readonly empty: string
}

/** A home card holding one of the kit's tables: its heading, the rows, loading and empty or failed. */
export function HomeTable<T>(props: HomeTableProps<T>): ReactNode {
  return (
    <Card
      as="h2"
      title={<FormattedMessage id={props.heading} />}
      className="oj-problems-home-card"
      data-testid={props.testId}
    >
      <Table
        columns={props.columns}
        rows={props.rows ?? []}
        rowKey={props.rowKey}
        loading={props.loading}
        minWidth="0"
        className="oj-problems-home-table"
        empty={
          props.failed ? (
            <LoadError onRetry={props.onRetry} />
          ) : (
            <Empty message={<FormattedMessage id={props.empty} />} />
          )
        }
      />
    </Card>
  )
}
