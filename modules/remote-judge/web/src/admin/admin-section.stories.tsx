import { storyRoot, storyWorlds } from '@oj/sdk/stories'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }
import AdminSection from './admin-section.tsx'

const inWorld = storyWorlds({ 'zh-CN': zhCN, en })
const at = '2026-12-02T02:54:00.000Z'
const sites = (keySet: boolean) => () => ({
  keySet,
  sites: [
    { oj: 'HDU', name: 'HDU', baseUrl: 'https://acm.hdu.edu.cn/', languages: ['G++'], accounts: 0 },
    {
      oj: 'CF',
      name: 'Codeforces',
      baseUrl: 'https://codeforces.com/',
      languages: ['GNU G++17 7.3.0'],
      accounts: 1,
    },
  ],
})

const accounts = (query: URLSearchParams) =>
  query.get('oj') === 'CF' ? [{ id: 1, oj: 'CF', username: 'tourist', gmtCreate: at, gmtModified: at }] : []

// Each story has its world (one router each: a second decorator would put a router in a router).
const meta = {
  title: 'remote-judge/admin/AdminSection',
  component: AdminSection,
  args: { path: 'remote-judge' },
} satisfies Meta<typeof AdminSection>
export default meta
type Story = StoryObj<typeof meta>

/** The import and Codeforces' one account. */
export const Accounts: Story = {
  decorators: [
    inWorld({
      url: '/admin/remote-judge',
      user: storyRoot,
      api: { '/admin/remote-judge/sites': sites(true), '/admin/remote-judge/accounts': accounts },
    }),
  ],
}

/** The server has no OJ_REMOTE_JUDGE_KEY: a warning above the accounts. */
export const NoKey: Story = {
  decorators: [
    inWorld({
      url: '/admin/remote-judge',
      user: storyRoot,
      api: { '/admin/remote-judge/sites': sites(false), '/admin/remote-judge/accounts': accounts },
    }),
  ],
}
