import { Table, type TableColumn } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import type { Loaded } from './use-get.ts'

export interface HomeTableProps<T> {
  readonly testId: string
  /** Message id of the card's heading. */
  readonly heading: string
  readonly loaded: Loaded<ReadonlyArray<T>>
  readonly columns: ReadonlyArray<TableColumn<T>>
  readonly rowKey: (row: T) => string | number
  /** Message id of what an empty table says (a failed load says so instead). */
  readonly empty: string
}

/** A home card holding one of the kit's tables: its heading, the rows, loading and empty or failed. */
export function HomeTable<T>(props: HomeTableProps<T>): ReactNode {
  const { loaded } = props
  return (
    <section className="oj-problems-home-card" data-testid={props.testId}>
      <h2 className="oj-problems-home-heading">
        <FormattedMessage id={props.heading} />
      </h2>
      <Table
        columns={props.columns}
        rows={loaded.data ?? []}
        rowKey={props.rowKey}
        loading={loaded.state === 'loading'}
        minWidth="0"
        className="oj-problems-home-table"
        empty={<FormattedMessage id={loaded.state === 'failed' ? 'problems.home.failed' : props.empty} />}
      />
    </section>
  )
}
