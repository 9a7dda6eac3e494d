import type { ProblemLinks, SubmissionListRow } from '@oj/problems-contract'
import { Button, Empty, StatusTag, Table, type TableColumn } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl'

import { formatLength, formatMemory, formatScore, formatTime } from './format.ts'
import { AppLink, ContextLink, userHomePath } from './links.tsx'

export interface SubmissionTableProps {
  readonly rows: ReadonlyArray<SubmissionListRow>
  readonly loading: boolean
  /** Super admin: shows the rejudge column. */
  readonly canRejudge: boolean
  readonly onRejudge?: (row: SubmissionListRow) => void
  /** Submitted Failed rows of the caller show a resubmit button. */
  readonly onResubmit?: (row: SubmissionListRow) => void
  /** The ids being rejudged or resubmitted right now (their buttons spin). */
  readonly busyIds?: ReadonlyArray<number>
  readonly myUid?: string | undefined
  /** The context's links (a contest's keep the contest). */
  readonly links: ProblemLinks
  /** Shown in a context: the links cross into the owning module's routes. */
  readonly scoped: boolean
  /** What shows in place of no rows (the failure's notice); "no submissions" by default. */
  readonly empty?: ReactNode
}

/** The problem's id as the submission's context shows it (a contest's 'A'), else its own. */
export const shownId = (row: { readonly displayId: string | null; readonly displayPid: string }): string =>
  row.displayId ?? row.displayPid

export function SubmitTime(props: { readonly iso: string }) {
  return (
    <time dateTime={props.iso}>
      <FormattedDate value={props.iso} year="numeric" month="2-digit" day="2-digit" />{' '}
      <FormattedTime value={props.iso} hour="2-digit" minute="2-digit" second="2-digit" hourCycle="h23" />
    </time>
  )
}

/** The submission list: run id (to the detail), problem, status, score, time, memory, length, language, author, time. */
export function SubmissionTable(props: SubmissionTableProps) {
  const intl = useIntl()
  const busy = props.busyIds ?? []
  const { links, scoped } = props
  const detailOf = (row: SubmissionListRow) => links.submission(row.submitId, shownId(row))
  const columns: Array<TableColumn<SubmissionListRow>> = [
    {
      key: 'runId',
      header: <FormattedMessage id="problems.status.column.runId" />,
      cell: (row) => (
        <ContextLink scoped={scoped} to={detailOf(row)}>
          {row.submitId}
        </ContextLink>
      ),
      width: '80px',
    },
    {
      key: 'problem',
      header: <FormattedMessage id="problems.status.column.problem" />,
      cell: (row) => (
        <ContextLink scoped={scoped} to={links.problem(shownId(row))} title={row.title}>
          {shownId(row)}
        </ContextLink>
      ),
    },
    {
      key: 'status',
      header: <FormattedMessage id="problems.status.column.status" />,
      cell: (row) => (
        <span className="oj-status-cell">
          <ContextLink scoped={scoped} to={detailOf(row)} className="oj-status-tag-link">
            <StatusTag status={row.status} size="sm" />
          </ContextLink>
          {row.isManual ? (
            <span
              className="oj-status-manual"
              title={intl.formatMessage({ id: 'problems.submission.manual' })}
            >
              <FormattedMessage id="problems.submission.manualMark" />
            </span>
          ) : null}
          {row.status === 10 && props.onResubmit && row.uid === props.myUid ? (
            <Button
              size="sm"
              variant="ghost"
              loading={busy.includes(row.submitId)}
              aria-label={intl.formatMessage({ id: 'problems.submission.resubmit' })}
              title={intl.formatMessage({ id: 'problems.submission.resubmit' })}
              onClick={() => props.onResubmit?.(row)}
            >
              ↻
            </Button>
          ) : null}
        </span>
      ),
    },
    {
      key: 'score',
      header: <FormattedMessage id="problems.status.column.score" />,
      cell: (row) => formatScore(row.score),
      align: 'end',
    },
    {
      key: 'time',
      header: <FormattedMessage id="problems.status.column.time" />,
      cell: (row) => formatTime(row.time),
      align: 'end',
    },
    {
      key: 'memory',
      header: <FormattedMessage id="problems.status.column.memory" />,
      cell: (row) => formatMemory(row.memory),
      align: 'end',
    },
    {
      key: 'length',
      header: <FormattedMessage id="problems.status.column.length" />,
      cell: (row) => formatLength(row.length),
      align: 'end',
      hideOnMobile: true,
    },
    {
      key: 'language',
      header: <FormattedMessage id="problems.status.column.language" />,
      cell: (row) => row.language,
      hideOnMobile: true,
    },
    {
      key: 'author',
      header: <FormattedMessage id="problems.status.column.author" />,
      cell: (row) => <AppLink to={userHomePath(row.username)}>{row.username}</AppLink>,
    },
    {
      key: 'submitTime',
      header: <FormattedMessage id="problems.status.column.submitTime" />,
      cell: (row) => <SubmitTime iso={row.submitTime} />,
      hideOnMobile: true,
    },
  ]
  if (props.canRejudge) {
    columns.push({
      key: 'rejudge',
      header: <FormattedMessage id="problems.status.column.option" />,
      cell: (row) => (
        <Button
          size="sm"
          variant="outline"
          tone="danger"
          loading={busy.includes(row.submitId)}
          onClick={() => props.onRejudge?.(row)}
        >
          <FormattedMessage id="problems.submission.rejudge" />
        </Button>
      ),
    })
  }
  return (
    <Table
      className="oj-status-table"
      columns={columns}
      rows={props.rows}
      rowKey={(row) => row.submitId}
      loading={props.loading}
      minWidth="720px"
      empty={props.empty ?? <Empty message={<FormattedMessage id="problems.status.empty" />} />}
    />
  )
}
