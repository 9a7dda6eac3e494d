import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { AnnouncementsApi } from '../api/announcements.ts'
import { endpoint } from '../shared/endpoint.ts'
import { storyRoot, storyWorlds } from '../stories/index.tsx'
import { AdminList } from './admin-list.tsx'
import { AdminSubRouter } from './admin-router.tsx'
import { ProblemBankPicker } from './problem-bank-picker.tsx'

// The admin area's shared pieces, answered by a table: a list page, the problem-bank picker and a
// section's sub-router.

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 8) - minutes * 60_000).toISOString()
const announcements = Array.from({ length: 23 }, (_, i) => ({
  id: 23 - i,
  title: i % 3 ? `Weekly news #${23 - i}` : `比赛通知 ${23 - i}`,
  content: '',
  uid: 'u-0',
  username: 'root',
  status: i % 4 === 0 ? 1 : 0,
  gmtCreate: at(i * 90),
  gmtModified: at(i * 90),
}))
const problems = Array.from({ length: 14 }, (_, i) => ({
  id: i + 1,
  problemId: `P${1000 + i}`,
  title: ['A + B Problem', '最长上升子序列', 'Shortest Paths', '背包问题'][i % 4] as string,
  type: i % 3 === 0 ? 1 : 0,
}))
const page = <T,>(rows: ReadonlyArray<T>, q: URLSearchParams, size = 10) => {
  const current = Number(q.get('currentPage') ?? 1)
  const limit = Number(q.get('limit') ?? size)
  const keyword = (q.get('keyword') ?? '').toLowerCase()
  const kept = rows.filter((r) => !keyword || JSON.stringify(r).toLowerCase().includes(keyword))
  return {
    records: kept.slice((current - 1) * limit, current * limit),
    total: kept.length,
    size: limit,
    current,
    pages: Math.ceil(kept.length / limit),
  }
}

// A problem list of HOJ's admin shape (`problemList`), as a contest's or training's calls answer it.
const bankCall = endpoint(
  'GET',
  '/story/bank',
  async () => ({}) as never,
  () => ({}) as never,
  {
    summary: 'A story bank',
  },
)

const withApi = storyWorlds({ 'zh-CN': {}, en: {} })({
  user: storyRoot,
  api: {
    '/admin/announcement': (q) => page(announcements, q),
    '/story/bank': (q) => ({ problemList: page(problems, q) }),
  },
})

const meta = {
  title: 'sdk/admin pieces',
  component: AdminList,
  decorators: [withApi],
} satisfies Meta<typeof AdminList>
export default meta
type Story = StoryObj<typeof meta>

/** A list page: search, paging, ticking rows, deleting one or the ticked after a confirmation. */
export const ListPage: Story = {
  args: {} as never,
  render: () => (
    <AdminList
      title="Announcements"
      endpoint={AnnouncementsApi.all}
      search={{ placeholder: 'Title' }}
      columns={[
        { key: 'id', header: 'ID', width: '4rem', cell: (a) => a.id },
        { key: 'title', header: 'Title', cell: (a) => a.title },
        { key: 'status', header: 'Shown', width: '6rem', cell: (a) => (a.status === 0 ? 'yes' : 'no') },
      ]}
      rowKey={(a) => a.id}
      remove={{
        endpoint: AnnouncementsApi.remove,
        many: true,
        input: (rows) => ({ aid: rows[0]?.id }),
        confirm: (rows) => `Delete ${rows.length} announcement(s)?`,
      }}
    />
  ),
}

/** The problem-bank picker: a display id per row, problems of another rule disabled. */
export const BankPicker: Story = {
  args: {} as never,
  render: () => (
    <ProblemBankPicker
      endpoint={bankCall}
      displayId={{ suggested: 'C', label: 'Display id' }}
      addable={(p) => (p as { type: number }).type === 0}
      onAdd={() => {}}
    />
  ),
}

/** A section's sub-router: the page of the route, nothing for another section's. */
export const SubRouter: Story = {
  args: {} as never,
  render: () => (
    <AdminSubRouter
      path="contest/7/edit"
      routes={{
        contest: () => <p>the list</p>,
        'contest/:cid/edit': ({ cid }) => <p>editing contest {cid}</p>,
      }}
    />
  ),
}
