import { css } from '@oj/sdk/css'
import { Button, Markdown } from '@oj/sdk/ui'
import { useLocale, useModules } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'

import { Avatar } from '../layout/account-menu.tsx'
import { actionMessageId, type NoticeMessage, type SenderMessage, sourceLabel } from './messages.ts'
import type { MessageType } from './unread.ts'

const itemStyle = css({
  display: 'flex',
  gap: '3',
  py: '4',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
  _last: { borderBottomWidth: '0' },
})
const bodyStyle = css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '1.5' })
const headStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '1.5' })
const nameStyle = css({
  fontWeight: '600',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { color: 'accent.fg' },
})
const sourceStyle = css({ color: 'accent.fg', fontWeight: '500', wordBreak: 'break-word' })
const contentStyle = css({ color: 'fg.default', whiteSpace: 'pre-wrap', wordBreak: 'break-word' })
const quoteStyle = css({
  borderLeftWidth: '3px',
  borderColor: 'border.default',
  bg: 'bg.muted',
  ps: '3',
  py: '1.5',
  pe: '2',
  color: 'fg.muted',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  borderRadius: 'sm',
})
const footStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  color: 'fg.muted',
  textStyle: 'caption',
})
const unreadDot = css({ w: '2', h: '2', borderRadius: 'pill', bg: 'danger.default', flexShrink: 0 })
const titleStyle = css({
  fontWeight: '600',
  fontSize: '16px',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
})

function UnreadMark(): ReactNode {
  const intl = useIntl()
  return <span className={unreadDot} role="img" aria-label={intl.formatMessage({ id: 'frame.msg.unread' })} />
}

function Time(props: { readonly iso: string }): ReactNode {
  const intl = useIntl()
  const date = new Date(props.iso)
  if (Number.isNaN(date.getTime())) return null
  return (
    <time dateTime={props.iso}>{intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' })}</time>
  )
}

function DeleteButton(props: { readonly onDelete: () => void }): ReactNode {
  return (
    <Button variant="ghost" tone="danger" size="sm" onClick={props.onDelete} className={css({ ms: 'auto' })}>
      <FormattedMessage id="frame.msg.delete" />
    </Button>
  )
}

/** An internal url is followed inside the app; anything else is an ordinary link. */
function SourceLink(props: { readonly url: string; readonly children: ReactNode }): ReactNode {
  if (props.url.startsWith('/') && !props.url.startsWith('//'))
    return (
      <Link to={props.url} className={sourceStyle}>
        {props.children}
      </Link>
    )
  return (
    <a href={props.url} className={sourceStyle} rel="noopener noreferrer">
      {props.children}
    </a>
  )
}

/** A comment, reply or like: who, did what, on which source, quoting what, when. */
export function SenderItem(props: {
  readonly type: MessageType
  readonly message: SenderMessage
  readonly onDelete: () => void
}): ReactNode {
  const { message } = props
  const source = sourceLabel(message.sourceType, useModules(), useLocale())
  const home = `/user-home?username=${encodeURIComponent(message.senderUsername)}`
  return (
    <li className={itemStyle} data-testid="message-item" data-unread={!message.state || undefined}>
      <Link to={home} aria-hidden tabIndex={-1}>
        <Avatar name={message.senderUsername} src={message.senderAvatar} />
      </Link>
      <div className={bodyStyle}>
        <div className={headStyle}>
          {message.state ? null : <UnreadMark />}
          <Link to={home} className={nameStyle}>
            {message.senderUsername}
          </Link>
          <span className={css({ color: 'fg.muted' })}>
            <FormattedMessage id={actionMessageId(props.type, message)} values={{ source }} />
          </span>
          <SourceLink url={message.url}>{message.sourceTitle}</SourceLink>
        </div>
        {message.sourceContent ? <div className={contentStyle}>{message.sourceContent}</div> : null}
        {message.quoteContent ? <blockquote className={quoteStyle}>{message.quoteContent}</blockquote> : null}
        <div className={footStyle}>
          <Time iso={message.gmtCreate} />
          <DeleteButton onDelete={props.onDelete} />
        </div>
      </div>
    </li>
  )
}

/** A system or personal notice: title, Markdown content, time. */
export function NoticeItem(props: {
  readonly message: NoticeMessage
  readonly onDelete: () => void
}): ReactNode {
  const { message } = props
  return (
    <li className={itemStyle} data-testid="message-item" data-unread={!message.state || undefined}>
      <div className={bodyStyle}>
        <div className={titleStyle}>
          {message.state ? null : <UnreadMark />}
          {message.title}
        </div>
        <Markdown source={message.content} />
        <div className={footStyle}>
          <Time iso={message.gmtCreate} />
          <DeleteButton onDelete={props.onDelete} />
        </div>
      </div>
    </li>
  )
}
