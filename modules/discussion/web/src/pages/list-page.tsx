import { DISCUSSION_PAGE_SIZE, DiscussionApi, discussionUrl } from '@oj/discussion-contract'
import { ADMIN_ROLES } from '@oj/sdk'
import { css } from '@oj/sdk/css'
import { Button, Card, Input, LoadError, Pagination } from '@oj/sdk/ui'
import { useApiMutation, useApiQuery, useAuth, useNavigateTo, usePlatform, useUser } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useParams, useSearchParams } from 'react-router'

import { CategorySidebar } from '../components/category-sidebar.tsx'
import { DiscussionList } from '../components/discussion-list.tsx'
import { PostDialog, type PostValues } from '../components/post-dialog.tsx'
import { usePublicDiscussionOff } from './no-access.ts'

const pageStyle = css({
  maxW: '1200px',
  mx: 'auto',
  p: { base: '3', md: '6' },
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: '1fr 260px' },
  alignItems: 'start',
})
const toolbarStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', mb: '3' })
const searchStyle = css({ display: 'flex', gap: '2', flex: '1', minW: '200px' })
const checkStyle = css({ display: 'flex', gap: '1', alignItems: 'center', textStyle: 'bodySm' })

const positive = (value: string | null) => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n : undefined
}

/**
 * /discussion and /discussion/:problemID (spec 2 §2): search, category sidebar, only-mine, 10 a page,
 * and the post dialog. The query keeps the filters (cid: the category, keyword, onlyMine, currentPage).
 */
export default function ListPage(): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const navigate = useNavigateTo()
  const { loggedIn } = useAuth()
  const user = useUser()
  const off = usePublicDiscussionOff()
  const pid = useParams()['problemID']
  const [search, setSearch] = useSearchParams()
  const categoryId = positive(search.get('cid'))
  const currentPage = positive(search.get('currentPage')) ?? 1
  const keyword = search.get('keyword') ?? ''
  const onlyMine = search.get('onlyMine') === 'true' && loggedIn
  const [typed, setTyped] = useState(keyword)
  const [posting, setPosting] = useState(false)
  const admin = user?.roleList.some((r) => (ADMIN_ROLES as ReadonlyArray<string>).includes(r)) ?? false
  const root = user?.roleList.includes('root') ?? false

  useEffect(() => {
    if (!off) return
    platform.toast('error', intl.formatMessage({ id: 'discussion.msg.noAccess' }))
    navigate('/')
  }, [off, platform, intl, navigate])

  const categories = useApiQuery(DiscussionApi.categories, {}, { enabled: !off })
  const list = useApiQuery(
    DiscussionApi.list,
    {
      limit: DISCUSSION_PAGE_SIZE,
      currentPage,
      ...(categoryId ? { cid: categoryId } : {}),
      ...(pid ? { pid } : {}),
      ...(keyword ? { keyword } : {}),
      ...(onlyMine ? { onlyMine: true } : {}),
    },
    { keepPrevious: true, quiet: true, enabled: !off },
  )
  const saveCategories = useApiMutation(DiscussionApi.saveCategories, {
    invalidates: [DiscussionApi.categories],
  })
  const add = useApiMutation(DiscussionApi.add, {
    invalidates: [DiscussionApi.list],
    onSuccess: (row) => {
      setPosting(false)
      platform.toast('success', intl.formatMessage({ id: 'discussion.msg.posted' }))
      navigate(discussionUrl(row.id))
    },
  })
  const names = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.id, c.name] as const)),
    [categories.data],
  )
  const setQuery = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search)
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key)
      else next.set(key, value)
    }
    if (!('currentPage' in changes)) next.delete('currentPage')
    setSearch(next)
  }
  const submitSearch = (event: FormEvent) => {
    event.preventDefault()
    setQuery({ keyword: typed.trim() })
  }
  const post = (values: PostValues) =>
    add.mutate({
      title: values.title,
      description: values.description,
      content: values.content,
      ...(values.categoryId !== undefined ? { categoryId: values.categoryId } : {}),
      ...(pid ? { pid } : {}),
      topPriority: values.topPriority,
    })
  if (off) return null
  return (
    <div className={pageStyle}>
      <Card
        as="h2"
        title={
          pid ? (
            <FormattedMessage id="discussion.list.problemTitle" values={{ pid }} />
          ) : (
            <FormattedMessage id="discussion.list.title" />
          )
        }
      >
        <div className={toolbarStyle}>
          <form className={searchStyle} onSubmit={submitSearch} role="search">
            <Input
              value={typed}
              maxLength={100}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={intl.formatMessage({ id: 'discussion.list.search' })}
              aria-label={intl.formatMessage({ id: 'discussion.list.search' })}
            />
          </form>
          {loggedIn ? (
            <label className={checkStyle}>
              <input
                type="checkbox"
                checked={onlyMine}
                onChange={(e) => setQuery({ onlyMine: e.target.checked ? 'true' : undefined })}
              />
              <FormattedMessage id="discussion.list.onlyMine" />
            </label>
          ) : null}
          <Button
            onClick={() => (loggedIn ? setPosting(true) : platform.openLogin())}
            data-testid="discussion-post"
          >
            <FormattedMessage id="discussion.list.post" />
          </Button>
        </div>
        {list.isError ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : (
          <DiscussionList records={list.data?.records ?? []} categories={names} />
        )}
        {list.data && list.data.pages > 1 ? (
          <Pagination
            total={list.data.total}
            pageSize={list.data.size}
            page={currentPage}
            onPageChange={(page) => setQuery({ currentPage: String(page) })}
          />
        ) : null}
      </Card>
      <CategorySidebar
        categories={categories.data ?? []}
        selected={categoryId}
        onSelect={(id) => setQuery({ cid: id === undefined ? undefined : String(id) })}
        {...(root ? { onSave: (list) => saveCategories.mutateAsync([...list]) } : {})}
      />
      <PostDialog
        open={posting}
        onOpenChange={setPosting}
        categories={categories.data ?? []}
        {...(pid ? { pid } : {})}
        admin={admin}
        pending={add.isPending}
        onSubmit={post}
      />
    </div>
  )
}
