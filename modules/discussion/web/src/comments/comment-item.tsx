import { type Comment, COMMENT_MAX_LENGTH, type Reply } from '@oj/discussion-contract'
import { css } from '@oj/sdk/css'
import { Button, Markdown, TextField } from '@oj/sdk/ui'
import { type ReactNode, useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'

import { RoleBadge } from '../components/role-badge.tsx'

const itemStyle = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '3',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
})
const avatarStyle = css({
  w: '9',
  h: '9',
  borderRadius: 'full',
  bg: 'bg.muted',
  objectFit: 'cover',
  display: 'grid',
  placeItems: 'center',
  fontWeight: '600',
  color: 'fg.muted',
})
const smallAvatar = css({ w: '6', h: '6', fontSize: 'xs' })
const headStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  alignItems: 'center',
  textStyle: 'bodySm',
})
const nameStyle = css({ fontWeight: '600' })
const mutedStyle = css({ color: 'fg.muted' })
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' })
const repliesStyle = css({
  display: 'grid',
  gap: '2',
  mt: '2',
  ps: '3',
  borderLeftWidth: '2px',
  borderColor: 'border.muted',
})
const replyStyle = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2' })
const boxStyle = css({ display: 'grid', gap: '2', mt: '2' })
const bodyStyle = css({ minW: '0' })

function Avatar(props: {
  readonly src: string | null
  readonly name: string
  readonly small?: boolean
}): ReactNode {
  const className = props.small ? `${avatarStyle} ${smallAvatar}` : avatarStyle
  return props.src ? (
    <img className={className} src={props.src} alt="" loading="lazy" />
  ) : (
    <span className={className} aria-hidden="true">
      {props.name.slice(0, 1).toUpperCase()}
    </span>
  )
}

/** What the viewer may do: their uid (undefined for visitors) and whether they administer the area. */
export interface Viewer {
  readonly uid: string | undefined
  readonly admin: boolean
}

/** A reply box: blank content warns, more than 10,000 characters errors (spec 2 §5). */
export function ReplyBox(props: {
  readonly placeholder: string
  readonly pending: boolean
  readonly submitLabel: ReactNode
  readonly onSubmit: (content: string) => Promise<unknown>
}): ReactNode {
  const intl = useIntl()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | undefined>()
  const submit = async () => {
    if (!text.trim()) return setProblem(intl.formatMessage({ id: 'discussion.comments.blank' }))
    if (text.length > COMMENT_MAX_LENGTH)
      return setProblem(
        intl.formatMessage({ id: 'discussion.comments.tooLong' }, { max: COMMENT_MAX_LENGTH }),
      )
    setProblem(undefined)
    try {
      await props.onSubmit(text)
      setText('')
    } catch {
      // The call's toast says why; the text stays.
    }
  }
  return (
    <div className={boxStyle}>
      <TextField
        multiline
        rows={3}
        value={text}
        placeholder={props.placeholder}
        aria-label={props.placeholder}
        error={problem}
        onChange={(e) => setText(e.target.value)}
      />
      <div>
        <Button size="sm" loading={props.pending} onClick={() => void submit()}>
          {props.submitLabel}
        </Button>
      </div>
    </div>
  )
}

function ReplyRow(props: {
  readonly reply: Reply
  readonly viewer: Viewer
  readonly onReply: (reply: Reply) => void
  readonly onDelete: (reply: Reply) => void
}): ReactNode {
  const { reply, viewer } = props
  return (
    <div className={replyStyle} data-testid="discussion-reply">
      <Avatar src={reply.fromAvatar} name={reply.fromName} small />
      <div className={bodyStyle}>
        <div className={headStyle}>
          <span className={nameStyle}>{reply.fromName}</span>
          <RoleBadge role={reply.fromRole} />
          {reply.toName && reply.toUid !== reply.fromUid ? (
            <span className={mutedStyle}>
              <FormattedMessage id="discussion.comments.replyTo" values={{ name: reply.toName }} />
            </span>
          ) : null}
          <span className={mutedStyle}>
            <FormattedDate value={reply.gmtCreate} dateStyle="medium" timeStyle="short" />
          </span>
        </div>
        <Markdown source={reply.content} />
        <div className={actionsStyle}>
          {viewer.uid ? (
            <Button size="sm" variant="ghost" onClick={() => props.onReply(reply)}>
              <FormattedMessage id="discussion.comments.reply" />
            </Button>
          ) : null}
          {viewer.uid === reply.fromUid || viewer.admin ? (
            <Button size="sm" variant="ghost" tone="danger" onClick={() => props.onDelete(reply)}>
              <FormattedMessage id="discussion.comments.delete" />
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  )
}

/**
 * One comment with its replies: the first 3 (as GET /comments gives them) until expanded, then all of
 * them; like, reply (to the comment or to one of its replies) and delete for its author or admins.
 */
export function CommentItem(props: {
  readonly comment: Comment
  readonly liked: boolean
  readonly viewer: Viewer
  /** Every reply, once loaded (expanded). */
  readonly allReplies: ReadonlyArray<Reply> | undefined
  readonly onToggleReplies: () => void
  readonly onLike: () => void
  readonly onDelete: () => void
  readonly onDeleteReply: (reply: Reply) => void
  readonly onReply: (content: string, to: Reply | undefined) => Promise<unknown>
  readonly replying: boolean
}): ReactNode {
  const intl = useIntl()
  const { comment, viewer } = props
  const [target, setTarget] = useState<{ to: Reply | undefined } | undefined>()
  const replies = props.allReplies ?? comment.replyList
  return (
    <article className={itemStyle} data-testid="discussion-comment">
      <Avatar src={comment.fromAvatar} name={comment.fromName} />
      <div className={bodyStyle}>
        <div className={headStyle}>
          <span className={nameStyle}>{comment.fromName}</span>
          <RoleBadge role={comment.fromRole} />
          <span className={mutedStyle}>
            <FormattedDate value={comment.gmtCreate} dateStyle="medium" timeStyle="short" />
          </span>
        </div>
        <Markdown source={comment.content} />
        <div className={actionsStyle}>
          <Button
            size="sm"
            variant={props.liked ? 'solid' : 'ghost'}
            aria-pressed={props.liked}
            onClick={props.onLike}
          >
            <FormattedMessage id="discussion.comments.like" values={{ n: comment.likeNum }} />
          </Button>
          {viewer.uid ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setTarget(target ? undefined : { to: undefined })}
            >
              <FormattedMessage id="discussion.comments.reply" />
            </Button>
          ) : null}
          {viewer.uid === comment.fromUid || viewer.admin ? (
            <Button size="sm" variant="ghost" tone="danger" onClick={props.onDelete}>
              <FormattedMessage id="discussion.comments.delete" />
            </Button>
          ) : null}
        </div>
        {replies.length > 0 ? (
          <div className={repliesStyle}>
            {replies.map((reply) => (
              <ReplyRow
                key={reply.id}
                reply={reply}
                viewer={viewer}
                onReply={(to) => setTarget({ to })}
                onDelete={props.onDeleteReply}
              />
            ))}
            {comment.totalReplyNum > comment.replyList.length ? (
              <div>
                <Button size="sm" variant="ghost" onClick={props.onToggleReplies}>
                  {props.allReplies ? (
                    <FormattedMessage id="discussion.comments.less" />
                  ) : (
                    <FormattedMessage id="discussion.comments.more" values={{ n: comment.totalReplyNum }} />
                  )}
                </Button>
              </div>
            ) : null}
          </div>
        ) : null}
        {target ? (
          <ReplyBox
            placeholder={intl.formatMessage(
              { id: 'discussion.comments.replyTo' },
              { name: target.to?.fromName ?? comment.fromName },
            )}
            pending={props.replying}
            submitLabel={<FormattedMessage id="discussion.comments.sendReply" />}
            onSubmit={async (content) => {
              await props.onReply(content, target.to)
              setTarget(undefined)
            }}
          />
        ) : null}
      </div>
    </article>
  )
}
