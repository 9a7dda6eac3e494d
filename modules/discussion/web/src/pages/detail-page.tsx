import { DiscussionAdminApi, DiscussionApi, DiscussionRoutes } from '@oj/discussion-contract'
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
import { type ReactNode, useEffect, useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { useParams } from 'react-router'

import CommentArea from '../comments/comment-area.tsx'
import { AppLink } from '../components/app-link.tsx'
import { PostDialog, type PostValues } from '../components/post-dialog.tsx'
import { ReportDialog } from '../components/report-dialog.tsx'
import { RoleBadge } from '../components/role-badge.tsx'
import { usePublicDiscussionOff } from './no-access.ts'

const pageStyle = css({ maxW: '960px', mx: 'auto', p: { base: '3', md: '6' }, display: 'grid', gap: '4' })
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

/** /discussion-detail/:discussionID (spec 2 §2): the discussion, like, report, edit, delete, pin and comments. */
export default function DetailPage(): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const api = useApi()
  const navigate = useNavigateTo()
  const { loggedIn } = useAuth()
  const user = useUser()
  const off = usePublicDiscussionOff()
  const did = Number(useParams()['discussionID'])
  const valid = Number.isInteger(did) && did > 0
  const [dialog, setDialog] = useState<'edit' | 'report' | 'delete' | undefined>()
  useEffect(() => {
    if (!off) return
    platform.toast('error', intl.formatMessage({ id: 'discussion.msg.noAccess' }))
    navigate('/')
  }, [off, platform, intl, navigate])
  const detail = useApiQuery(
    DiscussionApi.detail,
    { did },
    { enabled: valid && !off, quiet: true, staleTime: 60_000 },
  )
  const categories = useApiQuery(DiscussionApi.categories, {}, { enabled: dialog === 'edit' })
  const done = (id: string) => platform.toast('success', intl.formatMessage({ id }))
  const update = useApiMutation(DiscussionApi.update, {
    invalidates: [DiscussionApi.detail, DiscussionApi.list],
    onSuccess: () => {
      setDialog(undefined)
      done('discussion.msg.updated')
    },
  })
  const report = useApiMutation(DiscussionApi.report, {
    onSuccess: () => {
      setDialog(undefined)
      done('discussion.msg.sent')
    },
  })
  const pin = useApiMutation(DiscussionAdminApi.update, {
    invalidates: [DiscussionApi.detail, DiscussionApi.list],
    onSuccess: () => done('discussion.msg.updated'),
  })
  if (off) return null
  if (!valid || detail.isError)
    return (
      <div className={pageStyle}>
        <LoadError onRetry={() => void detail.refetch()} />
      </div>
    )
  const d = detail.data
  if (!d) return <div className={pageStyle} aria-busy="true" />
  const admin = user?.roleList.some((r) => (ADMIN_ROLES as ReadonlyArray<string>).includes(r)) ?? false
  const mine = user?.uid === d.uid
  const like = async () => {
    if (!loggedIn) return platform.openLogin()
    await api.call(DiscussionApi.like, { did, toLike: !d.hasLike })
    done(d.hasLike ? 'discussion.msg.unliked' : 'discussion.msg.liked')
    await detail.refetch()
  }
  const remove = async () => {
    await api.call(DiscussionApi.remove, { did })
    done('discussion.msg.deleted')
    navigate(DiscussionRoutes.list)
  }
  const initial: PostValues = {
    title: d.title,
    description: d.description,
    content: d.content,
    categoryId: d.categoryId,
    topPriority: d.topPriority,
  }
  return (
    <div className={pageStyle}>
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
            {d.pid ? (
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
              <Button variant="outline" onClick={() => pin.mutate({ id: did, topPriority: !d.topPriority })}>
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
        pending={update.isPending}
        onSubmit={(values) =>
          update.mutate({
            id: did,
            title: values.title,
            description: values.description,
            content: values.content,
            ...(admin ? { topPriority: values.topPriority } : {}),
          })
        }
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
