import { uiMessages } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'

import { CommentItem } from '../comments/comment-item.tsx'
import GroupSection from '../group/group-section.tsx'
import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }
import { categories, comment, discussion } from '../stories/fixtures.ts'
import { DiscussionList } from './discussion-list.tsx'
import { firstProblem } from './post-dialog.tsx'
import { reportContent } from './report-dialog.tsx'

const render = (node: ReactNode, locale: 'en' | 'zh-CN' = 'en') =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...(locale === 'en' ? en : zhCN) }}>
      {node}
    </IntlProvider>,
  )

describe('discussion web pieces', () => {
  it('has every text in both languages', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(en).sort())
  })

  it('checks a post in the spec order', () => {
    const ok = { title: 't', description: 'd', content: 'c', categoryId: 1, topPriority: false }
    expect(firstProblem({ ...ok, title: ' ', description: '' }, false)?.field).toBe('title')
    expect(firstProblem({ ...ok, description: '' }, false)?.field).toBe('description')
    expect(firstProblem({ ...ok, categoryId: undefined, content: '' }, false)?.field).toBe('category')
    expect(firstProblem({ ...ok, categoryId: undefined }, true)).toBeUndefined()
    expect(firstProblem({ ...ok, content: ' ' }, false)?.field).toBe('content')
    expect(firstProblem({ ...ok, title: 'x'.repeat(256) }, false)).toMatchObject({ field: 'title', max: 255 })
    expect(firstProblem(ok, false)).toBeUndefined()
  })

  it('writes a report as #label# marks and the reason', () => {
    expect(reportContent(['Spam', 'Abuse'], ' buy now ')).toBe('#Spam# #Abuse# buy now')
    expect(reportContent([], 'why')).toBe('why')
  })

  it('links each discussion to its page, pinned first mark and role badge', () => {
    const html = render(
      <DiscussionList
        records={[discussion(9, { topPriority: true })]}
        categories={new Map(categories.map((c) => [c.id, c.name]))}
      />,
    )
    expect(html).toContain('href="/oj/discussion-detail/9"')
    expect(html).toContain('Top')
    expect(html).toContain('SPA')
    expect(html).toContain('Problem solving')
  })

  it("links a group's discussions under the section's base", () => {
    const html = render(
      <DiscussionList
        records={[discussion(9, { gid: 7 })]}
        categories={new Map()}
        linkOf={(id) => `/group/7/discussion/${id}`}
      />,
    )
    expect(html).toContain('href="/oj/group/7/discussion/9"')
    expect(html).not.toContain('discussion-detail')
  })

  it('fills the scope section for discussions only', () => {
    const section = {
      scope: { param: 'gid', id: 7 },
      base: '/group/7/discussion',
      rest: '',
      manage: false,
    } as const
    expect(render(<GroupSection {...section} section="training" />)).toBe('')
  })

  it('shows 3 replies with the control for the rest, and delete only to the author or admins', () => {
    const props = {
      comment: comment(1),
      liked: false,
      allReplies: undefined,
      onToggleReplies: () => {},
      onLike: () => {},
      onDelete: () => {},
      onDeleteReply: () => {},
      onReply: async () => {},
      replying: false,
    }
    const visitor = render(<CommentItem {...props} viewer={{ uid: undefined, admin: false }} />)
    expect(visitor.match(/data-testid="discussion-reply"/g)).toHaveLength(3)
    expect(visitor).toContain('Show all 5 replies')
    expect(visitor).not.toContain('Delete')
    const author = render(<CommentItem {...props} viewer={{ uid: 'uid-alice', admin: false }} />, 'zh-CN')
    expect(author).toContain('删除')
    expect(author).toContain('查看全部 5 条回复')
  })
})
