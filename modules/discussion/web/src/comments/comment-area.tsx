import { COMMENT_PAGE_SIZE, CommentApi, type CommentAreaProps, type Reply } from '@oj/discussion-contract'
import { ADMIN_ROLES } from '@oj/sdk'
import { css } from '@oj/sdk/css'
import { Card, ConfirmDialog, Empty, LoadError, Pagination } from '@oj/sdk/ui'
import { useApi, useApiMutation, useApiQuery, useAuth, usePlatform, useUser } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { CommentItem, ReplyBox } from './comment-item.tsx'

const loginStyle = css({
  color: 'fg.muted',
  cursor: 'pointer',
  textDecoration: 'underline',
  bg: 'transparent',
})

/**
 * The shared comment area (spec 2 §2): a discussion's comments (did) or a contest's (cid), 10 a page,
 * newest first, each showing 3 replies before its expand control. Filled into the
 * `discussion.comments` slot, so contest and problem pages show it too.
 */
export default function CommentArea(props: CommentAreaProps): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const api = useApi()
  const { loggedIn } = useAuth()
  const user = useUser()
  const [currentPage, setPage] = useState(1)
  const [expanded, setExpanded] = useState<ReadonlyMap<number, ReadonlyArray<Reply>>>(new Map())
  const [doomed, setDoomed] = useState<{ kind: 'comment' | 'reply'; id: number } | undefined>()
  const scope = props.did !== undefined ? { did: props.did } : { cid: props.cid ?? 0 }
  const comments = useApiQuery(
    CommentApi.comments,
    { ...scope, currentPage, limit: COMMENT_PAGE_SIZE },
    { keepPrevious: true, quiet: true },
  )
  const refreshing = [CommentApi.comments]
  const add = useApiMutation(CommentApi.add, { invalidates: refreshing })
  const addReply = useApiMutation(CommentApi.addReply, { invalidates: refreshing })
  const viewer = {
    uid: user?.uid,
    admin: user?.roleList.some((r) => (ADMIN_ROLES as ReadonlyArray<string>).includes(r)) ?? false,
  }
  const done = (id: string) => platform.toast('success', intl.formatMessage({ id }))
  const refresh = () => void comments.refetch()
  const loadAll = async (commentId: number) => {
    const all = await api.call(CommentApi.replies, { commentId, ...(props.cid ? { cid: props.cid } : {}) })
    setExpanded((m) => new Map(m).set(commentId, all))
  }
  const toggle = (commentId: number) => {
    if (expanded.has(commentId))
      setExpanded((m) => {
        const next = new Map(m)
        next.delete(commentId)
        return next
      })
    else void loadAll(commentId)
  }
  const like = async (commentId: number, liked: boolean) => {
    if (!loggedIn) return platform.openLogin()
    await api.call(CommentApi.like, {
      cid: commentId,
      toLike: !liked,
      sourceId: props.did ?? props.cid ?? 0,
      sourceType: props.did !== undefined ? 'Discussion' : 'Contest',
    })
    done(liked ? 'discussion.msg.unliked' : 'discussion.msg.liked')
    refresh()
  }
  const remove = async () => {
    if (!doomed) return
    if (doomed.kind === 'comment') await api.call(CommentApi.remove, { id: doomed.id })
    else
      await api.call(CommentApi.removeReply, {
        reply: { id: doomed.id },
        ...(props.did ? { did: props.did } : {}),
      })
    done('discussion.msg.deleted')
    setExpanded(new Map())
    refresh()
  }
  const page = comments.data?.commentList
  return (
    <Card
      title={<FormattedMessage id="discussion.comments.title" values={{ n: page?.total ?? 0 }} />}
      data-testid="discussion-comments"
    >
      {loggedIn ? (
        <ReplyBox
          placeholder={intl.formatMessage({ id: 'discussion.comments.placeholder' })}
          pending={add.isPending}
          submitLabel={<FormattedMessage id="discussion.comments.send" />}
          onSubmit={async (content) => {
            await add.mutateAsync({ ...scope, content })
            done('discussion.msg.sent')
            setPage(1)
          }}
        />
      ) : (
        <button type="button" className={loginStyle} onClick={() => platform.openLogin()}>
          <FormattedMessage id="discussion.comments.login" />
        </button>
      )}
      {comments.isError ? (
        <LoadError onRetry={refresh} />
      ) : page && page.records.length === 0 ? (
        <Empty message={<FormattedMessage id="discussion.comments.empty" />} />
      ) : (
        (page?.records ?? []).map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            liked={comments.data?.commentLikeMap[String(comment.id)] === true}
            viewer={viewer}
            allReplies={expanded.get(comment.id)}
            onToggleReplies={() => toggle(comment.id)}
            onLike={() => void like(comment.id, comments.data?.commentLikeMap[String(comment.id)] === true)}
            onDelete={() => setDoomed({ kind: 'comment', id: comment.id })}
            onDeleteReply={(reply) => setDoomed({ kind: 'reply', id: reply.id })}
            replying={addReply.isPending}
            onReply={async (content, to) => {
              await addReply.mutateAsync({
                reply: { commentId: comment.id, content, ...(to ? { toUid: to.fromUid } : {}) },
                ...(props.did ? { did: props.did } : {}),
                quoteId: to?.id ?? comment.id,
                quoteType: to ? 'Reply' : 'Comment',
              })
              done('discussion.msg.sent')
              if (expanded.has(comment.id)) await loadAll(comment.id)
            }}
          />
        ))
      )}
      {page && page.pages > 1 ? (
        <Pagination total={page.total} pageSize={page.size} page={currentPage} onPageChange={setPage} />
      ) : null}
      <ConfirmDialog
        open={doomed !== undefined}
        onOpenChange={(open) => (open ? undefined : setDoomed(undefined))}
        title={<FormattedMessage id="discussion.comments.delete" />}
        text={<FormattedMessage id="discussion.comments.deleteConfirm" />}
        tone="danger"
        onConfirm={remove}
      />
    </Card>
  )
}
