import { BOARD_PAGE_SIZES } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Pagination } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

const barStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mt: '3' })
const totalStyle = css({ color: 'fg.muted', fontSize: '13px' })

/**
 * The pager under a board. The pages run over the list as the server answers it (the pinned copies,
 * then the board: HOJ counts both in `total`); the count shown is of the board's participants,
 * without the copies.
 */
export function BoardPager(props: {
  /** The answer's total: the board's rows and the pinned copies. */
  readonly total: number
  /** The pinned copies at the head of the list (pinnedCopies of the first page). */
  readonly pinned: number
  readonly page: number
  readonly pageSize: number
  readonly onPageChange: (page: number) => void
  readonly onPageSizeChange: (size: number) => void
}): ReactNode {
  return (
    <div className={barStyle}>
      <span className={totalStyle} data-testid="board-total">
        <FormattedMessage
          id="contests.board.participants"
          values={{ count: Math.max(0, props.total - props.pinned) }}
        />
      </span>
      <Pagination
        total={props.total}
        page={props.page}
        pageSize={props.pageSize}
        pageSizes={BOARD_PAGE_SIZES}
        showTotal={false}
        onPageChange={props.onPageChange}
        onPageSizeChange={(size) => {
          props.onPageSizeChange(size)
          props.onPageChange(1)
        }}
      />
    </div>
  )
}
