import { css } from '@oj/sdk/css'
import { Table, type TableColumn } from '@oj/sdk/ui'
import type { TrainingRankRow } from '@oj/training-contract'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

const cellBase = css({
  display: 'inline-block',
  minW: '3.5rem',
  px: '1',
  py: '0.5',
  borderRadius: 'sm',
  fontSize: 'xs',
  textAlign: 'center',
})
const cellAc = css({ bg: 'green.100', color: 'green.900', _dark: { bg: 'green.900', color: 'green.100' } })
const cellTried = css({ bg: 'red.100', color: 'red.900', _dark: { bg: 'red.900', color: 'red.100' } })
const user = css({ display: 'flex', flexDirection: 'column' })
const nick = css({ color: 'fg.muted', fontSize: 'xs' })

export interface RankTableProps {
  readonly rows: ReadonlyArray<TrainingRankRow>
  /** The training's problem ids in order, one column each. */
  readonly problemIds: ReadonlyArray<string>
  /** The caller administers the training: the real name column shows. */
  readonly showRealname: boolean
  readonly loading?: boolean
}

/**
 * A training's rank: place, user, solved problems, total run time and one cell per problem. The card
 * around it carries the heading.
 */
export function RankTable({ rows, problemIds, showRealname, loading }: RankTableProps): ReactNode {
  const columns: Array<TableColumn<TrainingRankRow>> = [
    { key: 'rank', header: <FormattedMessage id="training.rank.rank" />, width: '4rem', cell: (r) => r.rank },
    {
      key: 'user',
      header: <FormattedMessage id="training.rank.user" />,
      cell: (r) => (
        <span className={user}>
          <span>{r.username}</span>
          {r.nickname ? <span className={nick}>{r.nickname}</span> : null}
        </span>
      ),
    },
    ...(showRealname
      ? [
          {
            key: 'realname',
            header: <FormattedMessage id="training.rank.realname" />,
            cell: (r: TrainingRankRow) => r.realname ?? '',
          },
        ]
      : []),
    {
      key: 'ac',
      header: <FormattedMessage id="training.rank.ac" />,
      width: '4rem',
      align: 'end',
      cell: (r) => r.ac,
    },
    {
      key: 'time',
      header: <FormattedMessage id="training.rank.runTime" />,
      width: '8rem',
      align: 'end',
      cell: (r) => <FormattedMessage id="training.rank.ms" values={{ ms: r.totalRunTime }} />,
    },
    ...problemIds.map((id): TableColumn<TrainingRankRow> => ({
      key: `p-${id}`,
      header: id,
      align: 'center',
      hideOnMobile: true,
      cell: (r) => {
        const info = r.submissionInfo[id]
        if (!info) return null
        return (
          <span className={`${cellBase} ${info.isAC ? cellAc : cellTried}`}>
            {info.isAC ? <FormattedMessage id="training.rank.ms" values={{ ms: info.runTime ?? 0 }} /> : '✕'}
          </span>
        )
      },
    })),
  ]
  return (
    <Table
      columns={columns}
      rows={rows}
      rowKey={(r) => r.uid}
      loading={loading ?? false}
      empty={<FormattedMessage id="training.rank.empty" />}
    />
  )
}
