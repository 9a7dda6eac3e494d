import type { EndpointOutput } from '@oj/sdk'
import { AnnouncementsApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, Card, ChevronLeftIcon, Empty, LoadError, Markdown, Pagination } from '@oj/sdk/ui'
import { Loading, useApiQuery } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedDate, FormattedMessage } from 'react-intl'

/** Spec 1 §9: five announcements per page on the home page. */
const ANNOUNCEMENT_PAGE_SIZE = 5

type Announcement = EndpointOutput<typeof AnnouncementsApi.shown>['records'][number]

const listStyle = css({ listStyle: 'none', m: '0', p: '0' })
const itemStyle = css({
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
  _last: { borderBottomWidth: '0' },
})
const itemButtonStyle = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'flex-start', md: 'center' },
  justifyContent: 'space-between',
  gap: { base: '0.5', md: '4' },
  w: 'full',
  py: '3',
  px: '1',
  border: 'none',
  bg: 'transparent',
  textAlign: 'start',
  cursor: 'pointer',
  color: 'fg.default',
  _hover: { color: 'accent.fg' },
  _focusVisible: { outline: '2px solid {colors.brand.300}', outlineOffset: '-2px' },
})
const itemTitleStyle = css({ fontWeight: '500', minW: '0', overflowWrap: 'anywhere' })
const metaStyle = css({ color: 'fg.muted', textStyle: 'bodySm', whiteSpace: 'nowrap' })
const detailTitleStyle = css({ textStyle: 'h3', m: '0', mb: '1', overflowWrap: 'anywhere' })
const pagerStyle = css({ display: 'flex', justifyContent: 'center', mt: '3' })

function Meta(props: { readonly item: Announcement }): ReactNode {
  return (
    <span className={metaStyle}>
      <FormattedDate value={props.item.gmtCreate} year="numeric" month="2-digit" day="2-digit" />
      {props.item.username ? ` · ${props.item.username}` : null}
    </span>
  )
}

/** The announcements card (AnnouncementsApi.shown): a list, five a page, and one in full. */
export function Announcements(props: { readonly initialOpen?: number }): ReactNode {
  const [page, setPage] = useState(1)
  const [openId, setOpenId] = useState(props.initialOpen)
  const loaded = useApiQuery(
    AnnouncementsApi.shown,
    { currentPage: page, limit: ANNOUNCEMENT_PAGE_SIZE },
    { keepPrevious: true, quiet: true },
  )
  const records = loaded.data?.records ?? []
  // The detail is read from the loaded page, so Refresh shows the announcement as edited since.
  const open = openId === undefined ? undefined : records.find((a) => a.id === openId)
  const actions = (
    <>
      {open ? (
        <Button variant="ghost" tone="neutral" size="sm" onClick={() => setOpenId(undefined)}>
          <ChevronLeftIcon />
          <FormattedMessage id="frame.home.announcements.back" />
        </Button>
      ) : null}
      <Button
        variant="outline"
        tone="neutral"
        size="sm"
        loading={loaded.isFetching}
        onClick={() => void loaded.refetch()}
      >
        <FormattedMessage id="frame.home.announcements.refresh" />
      </Button>
    </>
  )

  return (
    <Card
      as="h2"
      title={<FormattedMessage id="frame.home.announcements.title" />}
      actions={actions}
      data-testid="home-announcements"
    >
      {open ? (
        <article data-testid="home-announcement-detail">
          <h3 className={detailTitleStyle}>{open.title}</h3>
          <Meta item={open} />
          <Markdown source={open.content} className={css({ mt: '4' })} />
        </article>
      ) : records.length ? (
        <>
          <ul className={listStyle}>
            {records.map((item) => (
              <li key={item.id} className={itemStyle}>
                <button type="button" className={itemButtonStyle} onClick={() => setOpenId(item.id)}>
                  <span className={itemTitleStyle}>{item.title}</span>
                  <Meta item={item} />
                </button>
              </li>
            ))}
          </ul>
          <div className={pagerStyle}>
            <Pagination
              total={loaded.data?.total ?? 0}
              page={page}
              pageSize={ANNOUNCEMENT_PAGE_SIZE}
              showTotal={false}
              onPageChange={setPage}
            />
          </div>
        </>
      ) : loaded.isError ? (
        <LoadError onRetry={() => void loaded.refetch()} retrying={loaded.isFetching} />
      ) : loaded.isPending ? (
        <Loading />
      ) : (
        <Empty message={<FormattedMessage id="frame.home.announcements.empty" />} />
      )}
    </Card>
  )
}
