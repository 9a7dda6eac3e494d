import { GroupAnnouncementApi, type GroupAnnouncementVO, HOME_ANNOUNCEMENT_LIMIT } from '@oj/groups-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, Empty, LoadError, Markdown, Pagination } from '@oj/sdk/ui'
import { useApiQuery } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'

import { day } from '../components/side-card.tsx'
import { useGroup } from '../group-context.ts'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column' })
const item = css({
  display: 'flex',
  gap: '3',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  py: '2.5',
  border: 'none',
  borderBottom: '1px solid',
  borderBottomColor: 'border.default',
  cursor: 'pointer',
  bg: 'transparent',
  w: 'full',
  textAlign: 'start',
  fontSize: 'sm',
  _hover: { color: 'accent.fg' },
})
const meta = css({ color: 'fg.muted', fontSize: 'xs', whiteSpace: 'nowrap' })
const muted = css({ color: 'fg.muted' })

/** One announcement opened from the list, with a way back (math and code highlighted). */
function AnnouncementView(props: {
  readonly item: GroupAnnouncementVO
  readonly onBack: () => void
}): ReactNode {
  return (
    <div className={stack}>
      <div>
        <Button size="sm" variant="outline" onClick={props.onBack} data-testid="announcement-back">
          <FormattedMessage id="groups.home.back" />
        </Button>
      </div>
      <h3>{props.item.title}</h3>
      <span className={meta}>
        {props.item.username} · {day(props.item.gmtCreate)}
      </span>
      <Markdown source={props.item.content} math />
    </div>
  )
}

function Announcements(props: { readonly gid: number }): ReactNode {
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<GroupAnnouncementVO | undefined>()
  const query = useApiQuery(
    GroupAnnouncementApi.list,
    { gid: props.gid, currentPage: page, limit: HOME_ANNOUNCEMENT_LIMIT },
    { keepPrevious: true, quiet: true },
  )
  if (open) return <AnnouncementView item={open} onBack={() => setOpen(undefined)} />
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />
  const rows = query.data?.records ?? []
  return rows.length === 0 && query.data ? (
    <Empty message={<FormattedMessage id="groups.home.noAnnouncements" />} />
  ) : (
    <>
      <ul className={list}>
        {rows.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              className={item}
              onClick={() => setOpen(a)}
              data-testid="group-announcement"
            >
              <span>{a.title}</span>
              <span className={meta}>
                {a.username} · {day(a.gmtCreate)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {query.data && query.data.total > HOME_ANNOUNCEMENT_LIMIT ? (
        <Pagination
          total={query.data.total}
          pageSize={HOME_ANNOUNCEMENT_LIMIT}
          page={page}
          onPageChange={setPage}
        />
      ) : null}
    </>
  )
}

/** The Home tab: the group's description, and for its members its announcements (5 a page). */
export function HomeTab(): ReactNode {
  const { group, rights } = useGroup()
  return (
    <div className={stack}>
      <Card title={<FormattedMessage id="groups.home.description" />} as="h3">
        {group.description ? (
          <Markdown source={group.description} math />
        ) : (
          <p className={muted}>
            <FormattedMessage id="groups.home.noDescription" />
          </p>
        )}
      </Card>
      {rights.member ? (
        <Card title={<FormattedMessage id="groups.home.announcements" />} as="h3">
          <Announcements gid={group.id} />
        </Card>
      ) : null}
    </div>
  )
}
