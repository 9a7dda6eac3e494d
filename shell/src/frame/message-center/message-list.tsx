import { MessagesApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, ConfirmDialog, Empty, LoadError, Pagination } from '@oj/sdk/ui'
import { Loading, useApiMutation, useApiQuery, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { NoticeItem, SenderItem } from './message-items.tsx'
import { type AnyMessage, isSenderMessage, LIST_CALLS, pageAfterDelete, unreadIn } from './messages.ts'
import { clearUnread, lowerUnread, type MessageCategory } from './unread.ts'

const toolbarStyle = css({ display: 'flex', alignItems: 'center', gap: '2', mb: '2' })
const listStyle = css({ listStyle: 'none', m: '0', p: '0' })
const pagerStyle = css({ display: 'flex', justifyContent: 'center', mt: '4' })

type Pending = { readonly kind: 'one'; readonly message: AnyMessage } | { readonly kind: 'all' }

/**
 * One category's messages (spec 2 §2 Message center): a page of 6 or 8, delete one, Clean All. A page
 * comes with the messages' earlier state and the server then marks them read, so the unread count is
 * lowered locally by the page's unread messages, once per page fetched.
 */
export function MessageList(props: { readonly category: MessageCategory }): ReactNode {
  const { type, pageSize } = props.category
  const platform = usePlatform()
  const intl = useIntl()
  const [page, setPage] = useState(1)
  const [pending, setPending] = useState<Pending | undefined>(undefined)
  // The page is read once: asked again, it would answer its messages read and lose the marks.
  const list = useApiQuery(
    LIST_CALLS[type],
    { currentPage: page, limit: pageSize },
    { quiet: true, keepPrevious: true, staleTime: Number.POSITIVE_INFINITY },
  )
  const clean = useApiMutation(MessagesApi.clean)

  // Each page fetched lowers the count by what it brought unread (once, also under StrictMode).
  const counted = useRef<unknown>(undefined)
  useEffect(() => {
    if (!list.data || counted.current === list.data) return
    counted.current = list.data
    lowerUnread(platform, type, unreadIn(list.data.records))
  }, [list.data, platform, type])

  const records: ReadonlyArray<AnyMessage> = list.data?.records ?? []

  const remove = async (target: Pending) => {
    try {
      if (target.kind === 'one') {
        await clean.mutateAsync({ type, id: target.message.id })
        setPage(pageAfterDelete(page, records.length, 1))
      } else {
        await clean.mutateAsync({ type })
        clearUnread(platform, type)
        setPage(1)
      }
      platform.toast('success', intl.formatMessage({ id: 'frame.msg.deleted' }))
      await list.refetch()
    } catch {
      // The failed call was already reported by the platform.
    }
  }

  return (
    <section data-testid={`message-list-${type}`}>
      <div className={toolbarStyle}>
        <span className={css({ color: 'fg.muted', textStyle: 'caption' })}>
          {list.data ? <FormattedMessage id="frame.msg.total" values={{ total: list.data.total }} /> : null}
        </span>
        <Button
          variant="outline"
          tone="danger"
          size="sm"
          className={css({ ms: 'auto' })}
          disabled={!records.length}
          onClick={() => setPending({ kind: 'all' })}
          data-testid="clean-all"
        >
          <FormattedMessage id="frame.msg.cleanAll" />
        </Button>
      </div>
      {list.isError && !list.data ? (
        <LoadError
          message={<FormattedMessage id="frame.msg.failed" />}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <Loading />
      ) : records.length === 0 ? (
        <div data-testid="message-empty">
          <Empty message={<FormattedMessage id="frame.msg.empty" />} />
        </div>
      ) : (
        <ul className={listStyle}>
          {records.map((m) =>
            isSenderMessage(m) ? (
              <SenderItem
                key={m.id}
                type={type}
                message={m}
                onDelete={() => setPending({ kind: 'one', message: m })}
              />
            ) : (
              <NoticeItem key={m.id} message={m} onDelete={() => setPending({ kind: 'one', message: m })} />
            ),
          )}
        </ul>
      )}
      {list.data && list.data.total > pageSize ? (
        <Pagination
          className={pagerStyle}
          total={list.data.total}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
        />
      ) : null}
      <ConfirmDialog
        open={pending !== undefined}
        onOpenChange={(open) => !open && setPending(undefined)}
        title={
          <FormattedMessage
            id={pending?.kind === 'all' ? 'frame.msg.cleanAllTitle' : 'frame.msg.deleteTitle'}
          />
        }
        text={
          <FormattedMessage
            id={pending?.kind === 'all' ? 'frame.msg.cleanAllText' : 'frame.msg.deleteText'}
          />
        }
        onConfirm={() => (pending ? remove(pending) : Promise.resolve())}
        tone="danger"
        confirmLabel={<FormattedMessage id="frame.msg.confirm" />}
        confirmTestId="confirm-delete"
      />
    </section>
  )
}
