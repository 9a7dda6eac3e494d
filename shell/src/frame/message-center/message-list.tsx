import { css } from '@oj/sdk/css'
import { Button, ConfirmDialog, Pagination } from '@oj/sdk/ui'
import { Loading } from '@oj/sdk/web'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { useShell } from '../shell-context.tsx'
import { NoticeItem, SenderItem } from './message-items.tsx'
import {
  type AnyMessage,
  CLEAN_PATH,
  cleanQuery,
  isSenderMessage,
  listPath,
  type MessagePage,
  pageAfterDelete,
} from './messages.ts'
import { clearUnread, lowerUnread, type MessageCategory } from './unread.ts'

const toolbarStyle = css({ display: 'flex', alignItems: 'center', gap: '2', mb: '2' })
const listStyle = css({ listStyle: 'none', m: '0', p: '0' })
const emptyStyle = css({ py: '12', textAlign: 'center', color: 'fg.muted' })
const pagerStyle = css({ display: 'flex', justifyContent: 'center', mt: '4' })

type Pending = { readonly kind: 'one'; readonly message: AnyMessage } | { readonly kind: 'all' }

/**
 * One category's messages (spec 2 §2 Message center): a page of 6 or 8, delete one, Clean All. A page
 * comes with the messages' earlier state and the server then marks them read, so the unread count is
 * lowered locally by the page's unread messages, once per message.
 */
export function MessageList(props: { readonly category: MessageCategory }): ReactNode {
  const { type, pageSize } = props.category
  const { platform } = useShell()
  const intl = useIntl()
  const [page, setPage] = useState(1)
  const [reply, setReply] = useState<MessagePage | undefined>(undefined)
  const [failed, setFailed] = useState(false)
  const [reloads, setReloads] = useState(0)
  const [pending, setPending] = useState<Pending | undefined>(undefined)
  // Messages that were unread when a page brought them (already taken off the count).
  const counted = useRef(new Set<number>())

  useEffect(() => {
    let live = true
    platform.api.get<MessagePage>(listPath(type), { currentPage: page, limit: pageSize }).then(
      (data) => {
        // Counted even if this answer came too late to show: the server has marked them read.
        const fresh = data.records.filter((m) => !m.state && !counted.current.has(m.id))
        for (const m of fresh) counted.current.add(m.id)
        lowerUnread(type, fresh.length)
        // Shown as unread: what was unread when this list first brought it.
        const records = data.records.map((m) => ({ ...m, state: m.state && !counted.current.has(m.id) }))
        if (live) {
          setFailed(false)
          setReply({ ...data, records })
        }
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [platform, type, page, pageSize, reloads])

  const records = reply?.records ?? []
  const reload = () => setReloads((n) => n + 1)

  const remove = async (target: Pending) => {
    try {
      if (target.kind === 'one') {
        await platform.api.delete(CLEAN_PATH, cleanQuery(type, target.message.id))
        // Only if no list has counted it yet (spec 2 §4: deleting an unread message lowers the count).
        if (!target.message.state && !counted.current.has(target.message.id)) lowerUnread(type, 1)
        setPage(pageAfterDelete(page, records.length, 1))
      } else {
        await platform.api.delete(CLEAN_PATH, cleanQuery(type))
        clearUnread(type)
        setPage(1)
      }
      platform.toast('success', intl.formatMessage({ id: 'frame.msg.deleted' }))
      reload()
    } catch {
      // The failed call was already reported by the platform.
    }
  }

  return (
    <section data-testid={`message-list-${type}`}>
      <div className={toolbarStyle}>
        <span className={css({ color: 'fg.muted', textStyle: 'caption' })}>
          {reply ? <FormattedMessage id="frame.msg.total" values={{ total: reply.total }} /> : null}
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
      {failed ? (
        <div className={emptyStyle}>
          <p>
            <FormattedMessage id="frame.msg.failed" />
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setFailed(false)
              reload()
            }}
          >
            <FormattedMessage id="frame.msg.retry" />
          </Button>
        </div>
      ) : !reply ? (
        <Loading />
      ) : records.length === 0 ? (
        <p className={emptyStyle} data-testid="message-empty">
          <FormattedMessage id="frame.msg.empty" />
        </p>
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
      {reply && reply.total > pageSize ? (
        <Pagination
          className={pagerStyle}
          total={reply.total}
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
