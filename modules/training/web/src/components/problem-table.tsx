import { css } from '@oj/sdk/css'
import { DifficultyTag, StatusTag, Table, type TableColumn, Tag } from '@oj/sdk/ui'
import type { TrainingProblemRow } from '@oj/training-contract'
import type { ReactNode } from 'react'
import { FormattedMessage, FormattedNumber } from 'react-intl'

const tags = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })
const NOT_SUBMITTED = -10

export interface ProblemTableProps {
  readonly problems: ReadonlyArray<TrainingProblemRow>
  readonly loading?: boolean
  /** Shows the caller's status column (logged in). */
  readonly showStatus: boolean
  readonly onOpen: (problem: TrainingProblemRow) => void
}

/** A training's problems in order, with the caller's status on each, level, tags and AC rate. */
export function ProblemTable({ problems, loading, showStatus, onOpen }: ProblemTableProps): ReactNode {
  const columns: Array<TableColumn<TrainingProblemRow>> = [
    ...(showStatus
      ? [
          {
            key: 'status',
            header: <FormattedMessage id="training.problems.status" />,
            width: '7rem',
            cell: (p: TrainingProblemRow) =>
              p.myStatus === NOT_SUBMITTED ? null : <StatusTag status={p.myStatus} short size="sm" />,
          },
        ]
      : []),
    {
      key: 'id',
      header: <FormattedMessage id="training.problems.id" />,
      width: '8rem',
      cell: (p) => p.displayId,
    },
    { key: 'title', header: <FormattedMessage id="training.problems.title" />, cell: (p) => p.title },
    {
      key: 'difficulty',
      header: <FormattedMessage id="training.problems.difficulty" />,
      width: '6rem',
      cell: (p) => <DifficultyTag level={p.difficulty} size="sm" />,
    },
    {
      key: 'tags',
      header: <FormattedMessage id="training.problems.tags" />,
      hideOnMobile: true,
      cell: (p) => (
        <span className={tags}>
          {p.tags.map((t) => (
            <Tag key={t.id} size="sm" {...(t.color ? { customColor: t.color } : { color: 'gray' })}>
              {t.name}
            </Tag>
          ))}
        </span>
      ),
    },
    {
      key: 'total',
      header: <FormattedMessage id="training.problems.total" />,
      width: '5rem',
      align: 'end',
      hideOnMobile: true,
      cell: (p) => p.total,
    },
    {
      key: 'rate',
      header: <FormattedMessage id="training.problems.acRate" />,
      width: '6rem',
      align: 'end',
      cell: (p) => (
        <FormattedNumber value={p.total > 0 ? p.ac / p.total : 0} style="percent" maximumFractionDigits={2} />
      ),
    },
  ]
  return (
    <Table
      columns={columns}
      rows={problems}
      rowKey={(p) => p.pid}
      loading={loading ?? false}
      empty={<FormattedMessage id="training.problems.empty" />}
      onRowClick={onOpen}
      caption={<FormattedMessage id="training.area.problems" />}
    />
  )
}
