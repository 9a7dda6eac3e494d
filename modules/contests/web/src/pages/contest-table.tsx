import type { ContestView } from '@oj/contests-contract'
import { Table, type TableColumn, Tag } from '@oj/sdk/ui'
import { BASE_PATH } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'

import {
  authMessage,
  formatDuration,
  ruleMessage,
  ruleTipMessage,
  statusColor,
  statusMessage,
} from './contest-format.ts'
import { useOpenContest } from './open-contest.ts'

/**
 * The contest list's rows: title (a link), rule, auth, start, duration, participants, status. Opening
 * a contest needs a login: a visitor is warned and gets the login dialog (spec 2 §2).
 */
export function ContestTable(props: {
  readonly contests: ReadonlyArray<ContestView>
  readonly loading?: boolean
  /** The table's minimum width before it scrolls sideways (the kit's default when absent). */
  readonly minWidth?: string
}): ReactNode {
  const open = useOpenContest()
  const intl = useIntl()
  const columns: ReadonlyArray<TableColumn<ContestView>> = [
    {
      key: 'title',
      header: <FormattedMessage id="contests.list.title" />,
      cell: (c) => (
        <a
          href={`${BASE_PATH}/contest/${c.id}`}
          onClick={(event) => {
            event.preventDefault()
            open(c.id)
          }}
        >
          {c.title}
        </a>
      ),
    },
    {
      key: 'rule',
      header: <FormattedMessage id="contests.list.rule" />,
      cell: (c) => {
        const tip = ruleTipMessage(c)
        return (
          <span title={tip ? intl.formatMessage({ id: tip }) : undefined}>
            <Tag size="sm" color={c.type === 1 ? 'purple' : 'blue'}>
              <FormattedMessage id={ruleMessage(c.type)} />
            </Tag>
          </span>
        )
      },
    },
    {
      key: 'auth',
      header: <FormattedMessage id="contests.list.auth" />,
      hideOnMobile: true,
      cell: (c) => (
        <Tag size="sm" color={c.auth === 1 ? 'red' : c.auth === 2 ? 'orange' : 'green'}>
          <FormattedMessage id={authMessage(c.auth)} />
        </Tag>
      ),
    },
    {
      key: 'start',
      header: <FormattedMessage id="contests.list.start" />,
      cell: (c) => <FormattedDate value={c.startTime} dateStyle="medium" timeStyle="short" />,
    },
    {
      key: 'duration',
      header: <FormattedMessage id="contests.list.duration" />,
      hideOnMobile: true,
      cell: (c) => formatDuration(c.duration),
    },
    {
      key: 'count',
      header: <FormattedMessage id="contests.list.count" />,
      hideOnMobile: true,
      align: 'end',
      cell: (c) => c.count,
    },
    {
      key: 'status',
      header: <FormattedMessage id="contests.list.status" />,
      cell: (c) => (
        <Tag size="sm" color={statusColor(c.status)}>
          <FormattedMessage id={statusMessage(c.status)} />
        </Tag>
      ),
    },
  ]
  return (
    <Table
      columns={columns}
      rows={props.contests}
      rowKey={(c) => c.id}
      loading={props.loading ?? false}
      empty={<FormattedMessage id="contests.list.empty" />}
      {...(props.minWidth ? { minWidth: props.minWidth } : {})}
    />
  )
}
