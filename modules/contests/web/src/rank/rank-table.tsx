import type { AcmRankRow, ContestProblemView, OiRankRow } from '@oj/contests-contract'
import { css, cx } from '@oj/sdk/css'
import { Table, type TableColumn } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import {
  type AcmCellClass,
  acmCellClass,
  acmCellText,
  isAcmRow,
  type OiScoreClass,
  oiScoreClass,
  penaltyText,
  shownName,
} from './rank-format.ts'

type Row = AcmRankRow | OiRankRow

const acmStyles: Record<AcmCellClass, string> = {
  firstAc: css({ bg: '#1b8a3a', color: 'white' }),
  ac: css({ bg: '#c6f0d0', color: '#14532d' }),
  afterAc: css({ bg: '#dbeafe', color: '#1e3a8a' }),
  try: css({ bg: '#fef3c7', color: '#78350f' }),
  wrong: css({ bg: '#fde2e2', color: '#7f1d1d' }),
  none: css({}),
}
const oiStyles: Record<OiScoreClass, string> = {
  zero: css({ color: '#b91c1c' }),
  partial: css({ color: '#b45309' }),
  full: css({ color: '#15803d', fontWeight: '600' }),
}
const cellStyle = css({
  textAlign: 'center',
  lineHeight: '1.2',
  px: '1',
  py: '1',
  borderRadius: 'sm',
  minW: '12',
})
const smallStyle = css({ display: 'block', fontSize: '12px' })
const virtualStyle = css({ color: '#c2410c', fontSize: '12px', ml: '1', fontWeight: '600' })
const pinnedStyle = css({ fontStyle: 'italic', color: 'fg.muted', fontSize: '12px', ml: '1' })
const followStyle = css({ color: '#d97706', bg: 'transparent', cursor: 'pointer', mr: '1', fontSize: '15px' })
const awardStyle = css({ display: 'inline-block', px: '2', borderRadius: 'sm', fontWeight: '600' })

export interface RankTableProps {
  readonly rows: ReadonlyArray<Row>
  readonly problems: ReadonlyArray<Pick<ContestProblemView, 'displayId' | 'displayTitle' | 'color'>>
  /** The contest's rankShowName. */
  readonly show: string
  readonly loading?: boolean
  /** The users the viewer follows (their rows are copied on top); with `onToggleFollow`, a star toggles it. */
  readonly followed?: ReadonlySet<string>
  readonly onToggleFollow?: (uid: string) => void
  /** How many leading rows are pinned copies (pinnedCopies), marked as such. */
  readonly pinned?: number
}

/** A virtual participant's row (the virtual board marks it). */
const isVirtual = (row: Row) => 'virtual' in row && row.virtual === true

function rankCell(row: Row): ReactNode {
  const rank = row.rank === -1 ? '*' : String(row.rank)
  if (!row.isWinAward) return rank
  return (
    <span
      className={awardStyle}
      style={{ background: row.awardBackground ?? undefined, color: row.awardColor ?? undefined }}
      title={row.awardName ?? undefined}
    >
      {rank}
    </span>
  )
}

/** A contest's board, ACM or OI by its rows (rank -1: a star user, shown '*'). */
export function RankTable(props: RankTableProps): ReactNode {
  const intl = useIntl()
  const acm = props.rows.length > 0 ? isAcmRow(props.rows[0] as Row) : true
  const pinned = props.pinned ?? 0
  const problemColumns: ReadonlyArray<TableColumn<Row>> = props.problems.map((p) => ({
    key: `p-${p.displayId}`,
    align: 'center',
    header: (
      <span title={p.displayTitle}>
        <span style={{ color: p.color ?? undefined }}>●</span> {p.displayId}
      </span>
    ),
    cell: (row) => {
      if (isAcmRow(row)) {
        const cell = row.submissionInfo[p.displayId]
        const text = acmCellText(cell)
        return (
          <div className={cx(cellStyle, acmStyles[acmCellClass(cell)])}>
            {text.time}
            <span className={smallStyle}>{text.tries}</span>
          </div>
        )
      }
      const score = row.submissionInfo[p.displayId]
      if (score === undefined) return null
      const time = row.timeInfo[p.displayId]
      return (
        <div className={cx(cellStyle, oiStyles[oiScoreClass(score)])}>
          {score}
          {time === undefined ? null : <span className={smallStyle}>{time}ms</span>}
        </div>
      )
    },
  }))
  const columns: ReadonlyArray<TableColumn<Row>> = [
    { key: 'rank', header: <FormattedMessage id="contests.rank.rank" />, width: '64px', cell: rankCell },
    {
      key: 'user',
      header: <FormattedMessage id="contests.rank.user" />,
      cell: (r, i) => (
        <>
          {props.onToggleFollow ? (
            <button
              type="button"
              className={followStyle}
              aria-pressed={props.followed?.has(r.uid) ?? false}
              aria-label={intl.formatMessage({ id: 'contests.board.follow' })}
              title={intl.formatMessage({ id: 'contests.board.follow' })}
              onClick={() => props.onToggleFollow?.(r.uid)}
            >
              {props.followed?.has(r.uid) ? '★' : '☆'}
            </button>
          ) : null}
          {isVirtual(r) ? '# ' : null}
          {shownName(r, props.show)}
          {isVirtual(r) ? ' ' : null}
          {isVirtual(r) ? (
            <span className={virtualStyle}>
              <FormattedMessage id="contests.rank.virtual" />
            </span>
          ) : null}
          {i < pinned ? (
            <span className={pinnedStyle}>
              <FormattedMessage id="contests.rank.pinned" />
            </span>
          ) : null}
        </>
      ),
    },
    acm
      ? {
          key: 'ac',
          header: <FormattedMessage id="contests.rank.solved" />,
          align: 'center',
          cell: (r) => (isAcmRow(r) ? r.ac : null),
        }
      : {
          key: 'score',
          header: <FormattedMessage id="contests.rank.score" />,
          align: 'center',
          cell: (r) => (isAcmRow(r) ? null : r.totalScore),
        },
    {
      key: 'time',
      header: <FormattedMessage id={acm ? 'contests.rank.penalty' : 'contests.rank.time'} />,
      align: 'center',
      hideOnMobile: true,
      cell: (r) => (isAcmRow(r) ? penaltyText(r.totalTime) : `${r.totalTime}ms`),
    },
    ...problemColumns,
  ]
  return (
    <Table
      columns={columns}
      rows={props.rows}
      rowKey={(r, i) => `${r.uid}-${i}`}
      loading={props.loading ?? false}
      minWidth="720px"
      empty={<FormattedMessage id="contests.rank.empty" />}
    />
  )
}
