import { css, cx } from '@oj/sdk/css'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'

export interface TableColumn<T> {
  readonly key: string
  readonly header: ReactNode
  readonly cell: (row: T, index: number) => ReactNode
  /** A CSS width, e.g. '80px' or '20%'. */
  readonly width?: string
  readonly align?: 'start' | 'center' | 'end'
  /** Hides the column on narrow screens (under 768 px) to save the horizontal scroll. */
  readonly hideOnMobile?: boolean
}

export interface TableProps<T> {
  readonly columns: ReadonlyArray<TableColumn<T>>
  readonly rows: ReadonlyArray<T>
  readonly rowKey: (row: T, index: number) => string | number
  /** Shows a loading line instead of the rows (the previous rows are kept dimmed). */
  readonly loading?: boolean
  /** What an empty table says; defaults to the kit's "No data". */
  readonly empty?: ReactNode
  readonly onRowClick?: (row: T) => void
  /** The table's minimum width before it scrolls sideways (default 640px). */
  readonly minWidth?: string
  readonly caption?: ReactNode
  readonly className?: string
}

// The wrapper scrolls sideways on narrow screens instead of squeezing the columns.
const scrollStyle = css({
  w: 'full',
  overflowX: 'auto',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
})
const tableStyle = css({ w: 'full', borderCollapse: 'collapse', fontSize: '14px' })
// No text-align here: a header takes its column's (alignStyle), as its cells do. Two atomic
// text-align classes on one element would be decided by their order in the style sheet.
const headStyle = css({
  bg: 'bg.subtle',
  color: 'fg.muted',
  fontWeight: '600',
  whiteSpace: 'nowrap',
  px: '3',
  py: '2.5',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})
const cellStyle = css({ px: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'border.muted' })
const rowStyle = css({ _hover: { bg: 'bg.subtle' }, '&:last-child > td': { borderBottomWidth: '0' } })
const clickableStyle = css({ cursor: 'pointer' })
const mobileHidden = css({ display: { base: 'none', md: 'table-cell' } })
const messageStyle = css({ textAlign: 'center', color: 'fg.muted', py: '8' })
const dimStyle = css({ opacity: 0.5 })
const captionStyle = css({ captionSide: 'top', textAlign: 'start', p: '3', fontWeight: '600' })
const alignStyle = {
  start: css({ textAlign: 'start' }),
  center: css({ textAlign: 'center' }),
  end: css({ textAlign: 'end' }),
}

/** A styled data table: columns say how to render each cell. */
export function Table<T>(props: TableProps<T>) {
  const { columns, rows, rowKey, loading, onRowClick, minWidth = '640px' } = props
  const intl = useIntl()
  const colClass = (c: TableColumn<T>) =>
    cx(alignStyle[c.align ?? 'start'], c.hideOnMobile ? mobileHidden : undefined)
  const message = (text: ReactNode) => (
    <tr>
      <td colSpan={columns.length} className={messageStyle}>
        {text}
      </td>
    </tr>
  )
  return (
    <div className={cx(scrollStyle, props.className)}>
      <table className={tableStyle} style={{ minWidth }} aria-busy={loading || undefined}>
        {props.caption ? <caption className={captionStyle}>{props.caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cx(headStyle, colClass(c))} style={{ width: c.width }}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={loading && rows.length > 0 ? dimStyle : undefined}>
          {loading && rows.length === 0
            ? message(intl.formatMessage({ id: 'sdk.table.loading' }))
            : rows.length === 0
              ? message(props.empty ?? intl.formatMessage({ id: 'sdk.table.empty' }))
              : rows.map((row, i) => (
                  <tr
                    key={rowKey(row, i)}
                    className={cx(rowStyle, onRowClick ? clickableStyle : undefined)}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                  >
                    {columns.map((c) => (
                      <td key={c.key} className={cx(cellStyle, colClass(c))}>
                        {c.cell(row, i)}
                      </td>
                    ))}
                  </tr>
                ))}
        </tbody>
      </table>
    </div>
  )
}
