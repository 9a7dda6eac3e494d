import type { AdminContestRow } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button, type TableColumn, Tag } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'

import { authMessage, ruleMessage, statusColor, statusMessage } from '../pages/contest-format.ts'

// What the admin area's contest list and a group's share: the columns (with the visibility switch)
// and the ways to a contest's form, problems and announcements.

const visibleStyle = css({ display: 'inline-flex', gap: '1', alignItems: 'center' })

/**
 * The contests' columns: id, title, rule, (the auth where `auth`), status, start, author and the
 * visibility switch, which calls `onVisible`.
 */
export function useContestAdminColumns(options: {
  readonly auth: boolean
  readonly onVisible: (contest: AdminContestRow, visible: boolean) => void
}): Array<TableColumn<AdminContestRow>> {
  const intl = useIntl()
  return [
    { key: 'id', header: 'ID', width: '4rem', cell: (c) => c.id },
    { key: 'title', header: <FormattedMessage id="contests.admin.form.title" />, cell: (c) => c.title },
    {
      key: 'rule',
      header: <FormattedMessage id="contests.list.rule" />,
      width: '5rem',
      hideOnMobile: true,
      cell: (c) => <FormattedMessage id={ruleMessage(c.type)} />,
    },
    ...(options.auth
      ? [
          {
            key: 'auth',
            header: <FormattedMessage id="contests.list.auth" />,
            width: '6rem',
            hideOnMobile: true,
            cell: (c: AdminContestRow) => <FormattedMessage id={authMessage(c.auth)} />,
          },
        ]
      : []),
    {
      key: 'status',
      header: <FormattedMessage id="contests.list.status" />,
      width: '7rem',
      cell: (c) => (
        <Tag color={statusColor(c.status)}>
          <FormattedMessage id={statusMessage(c.status)} />
        </Tag>
      ),
    },
    {
      key: 'start',
      header: <FormattedMessage id="contests.list.start" />,
      width: '11rem',
      hideOnMobile: true,
      cell: (c) => <FormattedDate value={c.startTime} dateStyle="medium" timeStyle="short" />,
    },
    {
      key: 'author',
      header: <FormattedMessage id="contests.admin.author" />,
      width: '7rem',
      hideOnMobile: true,
      cell: (c) => c.author,
    },
    {
      key: 'visible',
      header: <FormattedMessage id="contests.admin.form.visible" />,
      width: '6rem',
      cell: (c) => (
        <label className={visibleStyle}>
          <input
            type="checkbox"
            checked={c.visible}
            aria-label={intl.formatMessage({ id: 'contests.admin.form.visible' })}
            onChange={(e) => options.onVisible(c, e.target.checked)}
          />
        </label>
      ),
    },
  ]
}

/** The buttons to a contest's form, problems and announcements (`go` gets 'edit', 'problems' or 'announcement'). */
export function ContestAdminLinks(props: { readonly go: (page: string) => void }): ReactNode {
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => props.go('edit')}>
        <FormattedMessage id="contests.admin.edit" />
      </Button>
      <Button size="sm" variant="outline" onClick={() => props.go('problems')}>
        <FormattedMessage id="contests.admin.problems" />
      </Button>
      <Button size="sm" variant="outline" onClick={() => props.go('announcement')}>
        <FormattedMessage id="contests.admin.announcements" />
      </Button>
    </>
  )
}
