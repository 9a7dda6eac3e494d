import { type Discussion, discussionUrl } from '@oj/discussion-contract'
import { css } from '@oj/sdk/css'
import { Empty, Tag } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedDate, FormattedMessage } from 'react-intl'

import { AppLink } from './app-link.tsx'
import { RoleBadge } from './role-badge.tsx'

const listStyle = css({ listStyle: 'none', m: '0', p: '0', display: 'grid' })
const itemStyle = css({
  display: 'grid',
  gap: '1',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
  _last: { borderBottomWidth: '0' },
})
const headStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })
const titleStyle = css({ fontWeight: '600', fontSize: 'md', color: 'fg.default', wordBreak: 'break-word' })
const descStyle = css({ color: 'fg.muted', textStyle: 'bodySm', wordBreak: 'break-word' })
const metaStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  color: 'fg.muted',
  textStyle: 'bodySm',
  alignItems: 'center',
})

/** Discussions as rows (a group's too): pinned mark, title (a link to the discussion), description, author, counts, date. */
export function DiscussionList(props: {
  readonly records: ReadonlyArray<Discussion>
  /** Category names by id. */
  readonly categories: ReadonlyMap<number, string>
  /** A discussion's page (default: the public one, /discussion-detail/<id>). */
  readonly linkOf?: (id: number) => string
}): ReactNode {
  const linkOf = props.linkOf ?? discussionUrl
  if (props.records.length === 0) return <Empty message={<FormattedMessage id="discussion.list.empty" />} />
  return (
    <ul className={listStyle} data-testid="discussion-list">
      {props.records.map((row) => (
        <li key={row.id} className={itemStyle}>
          <div className={headStyle}>
            {row.topPriority ? (
              <Tag size="sm" color="red" variant="solid">
                <FormattedMessage id="discussion.list.pinned" />
              </Tag>
            ) : null}
            {props.categories.has(row.categoryId) ? (
              <Tag size="sm" color="blue">
                {props.categories.get(row.categoryId)}
              </Tag>
            ) : null}
            <AppLink to={linkOf(row.id)} className={titleStyle}>
              {row.title}
            </AppLink>
          </div>
          <div className={descStyle}>{row.description}</div>
          <div className={metaStyle}>
            <span>
              <FormattedMessage id="discussion.list.by" values={{ author: row.author }} />
            </span>
            <RoleBadge role={row.role} />
            <span>
              <FormattedMessage id="discussion.list.views" values={{ n: row.viewNum }} />
            </span>
            <span>
              <FormattedMessage id="discussion.list.likes" values={{ n: row.likeNum }} />
            </span>
            <span>
              <FormattedMessage id="discussion.list.comments" values={{ n: row.commentNum }} />
            </span>
            <FormattedDate value={row.gmtCreate} dateStyle="medium" timeStyle="short" />
          </div>
        </li>
      ))}
    </ul>
  )
}
