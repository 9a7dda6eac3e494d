import type { Discussion } from '@oj/discussion-contract'
import { Button, type TableColumn, Tag } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedDate, FormattedMessage } from 'react-intl'

import { AppLink } from '../components/app-link.tsx'

// What the admin area's discussions and a group's admin table share: the columns (the title with its
// pinned and hidden tags) and the pin and hide buttons. The calls are the caller's.

/** A pin or a hide (status 1) or show (status 0) of one discussion. */
export type ModerationPatch =
  { readonly id: number; readonly topPriority: boolean } | { readonly id: number; readonly status: number }

/**
 * Id, title (a link to `linkOf(id)`, with its tags), author, created; on a phone the id and the title
 * ('title-only': the title alone).
 */
export function moderationColumns(
  linkOf: (id: number) => string,
  phone: 'id-and-title' | 'title-only' = 'id-and-title',
): Array<TableColumn<Discussion>> {
  return [
    {
      key: 'id',
      header: <FormattedMessage id="discussion.admin.id" />,
      cell: (row) => row.id,
      width: '70px',
      ...(phone === 'title-only' ? { hideOnMobile: true } : {}),
    },
    {
      key: 'title',
      header: <FormattedMessage id="discussion.admin.title" />,
      cell: (row) => (
        <>
          <AppLink to={linkOf(row.id)}>{row.title}</AppLink>{' '}
          {row.topPriority ? (
            <Tag size="sm" color="red">
              <FormattedMessage id="discussion.list.pinned" />
            </Tag>
          ) : null}{' '}
          {row.status === 1 ? (
            <Tag size="sm">
              <FormattedMessage id="discussion.admin.hidden" />
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      key: 'author',
      header: <FormattedMessage id="discussion.admin.author" />,
      cell: (row) => row.author,
      hideOnMobile: true,
    },
    {
      key: 'created',
      header: <FormattedMessage id="discussion.admin.created" />,
      cell: (row) => <FormattedDate value={row.gmtCreate} dateStyle="medium" />,
      hideOnMobile: true,
    },
  ]
}

/** Pin or unpin, hide or show one discussion. */
export function ModerationButtons(props: {
  readonly row: Discussion
  readonly update: (patch: ModerationPatch) => void
}): ReactNode {
  const { row, update } = props
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => update({ id: row.id, topPriority: !row.topPriority })}>
        <FormattedMessage id={row.topPriority ? 'discussion.detail.unpin' : 'discussion.detail.pin'} />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => update({ id: row.id, status: row.status === 1 ? 0 : 1 })}
      >
        <FormattedMessage id={row.status === 1 ? 'discussion.admin.show' : 'discussion.admin.hide'} />
      </Button>
    </>
  )
}
