import {
  DiscussionAdminApi,
  DiscussionApi,
  DiscussionRoutes,
  ScopedDiscussionApi,
} from '@oj/discussion-contract'
import { ADMIN_ROLES } from '@oj/sdk'
import { css } from '@oj/sdk/css'
import { Button, Card, ConfirmDialog, LoadError, Markdown, Tag } from '@oj/sdk/ui'
import {
  useApi,
  useApiMutation,
  useApiQuery,
  useAuth,
  useNavigateTo,
  usePlatform,
  useUser,
} from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'

import CommentArea from '../comments/comment-area.tsx'
import { AppLink } from './app-link.tsx'
import { PostDialog, type PostValues } from './post-dialog.tsx'
import { ReportDialog } from './report-dialog.tsx'
import { RoleBadge } from './role-badge.tsx'

/** A group's discussions: the group (its gid), where its discussion pages live, whether the caller manages them. */
export interface GroupContext {
  readonly gid: number
  /** The section's base path ('/group/7/discussion'): a discussion is `<base>/<did>`. */
  readonly base: string
  /** The caller manages the group's discussions (its admins; the scope owner's rule). */
  readonly manage: boolean
}

const viewStyle = css({ display: 'grid', gap: '4', minW: '0' })
const headStyle = css({ display: 'grid', gap: '2' })
const titleStyle = css({ fontSize: 'xl', fontWeight: '700', wordBreak: 'break-word' })
const metaStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  alignItems: 'center',
  color: 'fg.muted',
  textStyle: 'bodySm',
})
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
const descStyle = css({ color: 'fg.muted' })

/**
 * One discussion (spec 2 §2): like, report, edit (its author), delete (its author or a moderator), pin
 * (moderators) and the comments. Public: the site's admin roles moderate. In a group (`group`): the
 * group's calls, its admins moderate, and deleting goes back to the group's list.
 */
export function DiscussionView(props: { readonly did: number; readonly group?: GroupContext }): ReactNode {
  const { did, group } = props
  const intl = useIntl()
  const platform = usePlatform()
  const api = useApi()
  const navigate = useNavigateTo()
  const { loggedIn } = useAuth()
  const user = useUser()
  const valid = Number.isInteger(did) && did > 0
  const [dialog, setDialog] = useState<'edit' | 'report' | 'delete' | undefined>()
  const detail = useApiQuery(
    DiscussionApi.detail,
    { did },
    { enabled: valid, quiet: true, staleTime: 60_000 },
  )
  const categories = useApiQuery(DiscussionApi.categories, {}, { enabled: dialog === 'edit' })
  const done = (id: string) => platform.toast('success', intl.formatMessage({ id }))
  const lists = [
    DiscussionApi.detail,
    DiscussionApi.list,
    ScopedDiscussionApi.list,
    ScopedDiscussionApi.adminList,
  ]
  const edited = {
    invalidates: lists,
    onSuccess: () => {
      setDialog(undefined)
      done('discussion.msg.updated')
    },
  }
  const update = useApiMutation(DiscussionApi.update, edited)
  const groupUpdate = useApiMutation(ScopedDiscussionApi.update, edited)
  const report = useApiMutation(DiscussionApi.report, {
    onSuccess: () => {
      setDialog(undefined)
      done('discussion.msg.sent')
    },
  })
  const pinned = { invalidates: lists, onSuccess: () => done('discussion.msg.updated') }
  const pin = useApiMutation(DiscussionAdminApi.update, pinned)
  const groupPin = useApiMutation(ScopedDiscussionApi.update, pinned)
  if (!valid || detail.isError)
    return (
      <div className={viewStyle}>
        <LoadError onRetry={() => void detail.refetch()} />
      </div>
    )
  const d = detail.data
  if (!d) return <div className={viewStyle} aria-busy="true" />
  const admin = group
    ? group.manage
    : (user?.roleList.some((r) => (ADMIN_ROLES as ReadonlyArray<string>).includes(r)) ?? false)
  const mine = user?.uid === d.uid
  const like = async () => {
    if (!loggedIn) return platform.openLogin()
    await api.call(DiscussionApi.like, { did, toLike: !d.hasLike })
    done(d.hasLike ? 'discussion.msg.unliked' : 'discussion.msg.liked')
    await detail.refetch()
  }
  const remove = async () => {
    if (group) await api.call(ScopedDiscussionApi.remove, { did })
    else await api.call(DiscussionApi.remove, { did })
    done('discussion.msg.deleted')
    navigate(group ? group.base : DiscussionRoutes.list)
  }
  const togglePin = () => (group ? groupPin : pin).mutate({ id: did, topPriority: !d.topPriority })
  const initial: PostValues = {
    title: d.title,
    description: d.description,
    content: d.content,
    categoryId: d.categoryId,
    topPriority: d.topPriority,
  }
  return (
    <div className={viewStyle}>
      <Card>
        <div className={headStyle}>
          <h1 className={titleStyle}>{d.title}</h1>
          <div className={metaStyle}>
            {d.topPriority ? (
              <Tag size="sm" color="red" variant="solid">
                <FormattedMessage id="discussion.list.pinned" />
              </Tag>
            ) : null}
            <span>
              <FormattedMessage
                id="discussion.detail.meta"
                values={{ author: d.author, category: d.categoryName ?? '—', views: d.viewNum }}
              />
            </span>
            <RoleBadge role={d.role} />
            <FormattedDate value={d.gmtCreate} dateStyle="medium" timeStyle="short" />
            {d.pid && group ? (
              <AppLink to={`${group.base}/${encodeURIComponent(d.pid)}`}>
                <FormattedMessage id="discussion.detail.problemDiscussions" values={{ pid: d.pid }} />
              </AppLink>
            ) : d.pid ? (
              <AppLink to={`/problem/${encodeURIComponent(d.pid)}`}>
                <FormattedMessage id="discussion.detail.problem" values={{ pid: d.pid }} />
              </AppLink>
            ) : null}
          </div>
          <p className={descStyle}>{d.description}</p>
          <Markdown source={d.content} math />
          <div className={actionsStyle}>
            <Button
              variant={d.hasLike ? 'solid' : 'outline'}
              aria-pressed={d.hasLike}
              onClick={() => void like()}
            >
              <FormattedMessage id={d.hasLike ? 'discussion.detail.unlike' : 'discussion.detail.like'} /> ·{' '}
              {d.likeNum}
            </Button>
            <Button
              variant="outline"
              onClick={() => (loggedIn ? setDialog('report') : platform.openLogin())}
              data-testid="discussion-report"
            >
              <FormattedMessage id="discussion.detail.report" />
            </Button>
            {mine ? (
              <Button variant="outline" onClick={() => setDialog('edit')}>
                <FormattedMessage id="discussion.detail.edit" />
              </Button>
            ) : null}
            {admin ? (
              <Button variant="outline" onClick={togglePin}>
                <FormattedMessage id={d.topPriority ? 'discussion.detail.unpin' : 'discussion.detail.pin'} />
              </Button>
            ) : null}
            {mine || admin ? (
              <Button variant="outline" tone="danger" onClick={() => setDialog('delete')}>
                <FormattedMessage id="discussion.detail.delete" />
              </Button>
            ) : null}
          </div>
        </div>
      </Card>
      <CommentArea did={did} />
      <PostDialog
        open={dialog === 'edit'}
        onOpenChange={(open) => setDialog(open ? 'edit' : undefined)}
        categories={
          categories.data ?? [
            { id: d.categoryId, name: d.categoryName ?? '', gmtCreate: '', gmtModified: '' },
          ]
        }
        initial={initial}
        admin={admin}
        pending={update.isPending || groupUpdate.isPending}
        onSubmit={(values) => {
          const changes = {
            id: did,
            title: values.title,
            description: values.description,
            content: values.content,
            ...(admin ? { topPriority: values.topPriority } : {}),
          }
          if (group) groupUpdate.mutate(changes)
          else update.mutate(changes)
        }}
      />
      <ReportDialog
        open={dialog === 'report'}
        onOpenChange={(open) => setDialog(open ? 'report' : undefined)}
        pending={report.isPending}
        onSubmit={(content) => report.mutate({ did, content, reporter: user?.username ?? '' })}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : undefined)}
        title={<FormattedMessage id="discussion.detail.delete" />}
        text={<FormattedMessage id="discussion.detail.deleteConfirm" />}
        tone="danger"
        onConfirm={remove}
      />
    </div>
  )
}
