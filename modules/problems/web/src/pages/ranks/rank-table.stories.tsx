import '../problem-list/problem-list.css'
import './ranks.css'

import { type RankRow, RankType } from '@oj/problems-contract'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../../stories/kit.tsx'
import { RankTable } from './rank-table.tsx'

const user = (
  n: number,
  ac: number,
  total: number,
  score: number,
  extra: Partial<RankRow> = {},
): RankRow => ({
  uid: `u${n}`,
  username: `user${n}`,
  realname: null,
  nickname: n % 2 === 0 ? `Nick ${n}` : null,
  avatar: null,
  titleName: null,
  titleColor: null,
  gender: null,
  signature: null,
  ac,
  total,
  score,
  rating: null,
  ...extra,
})

const rows: ReadonlyArray<RankRow> = [
  user(1, 42, 60, 512, { titleName: 'Legend', titleColor: '#e6a23c' }),
  user(2, 40, 80, 498),
  user(3, 33, 41, 401),
  user(4, 20, 95, 260),
  user(5, 1, 1, 12),
  user(6, 0, 7, 0),
]

const meta = {
  title: 'problems/RankTable',
  component: RankTable,
  decorators: [withModule()],
  args: { type: RankType.acm, rows, firstRank: 1, loading: false, failed: false, onRetry: () => {} },
} satisfies Meta<typeof RankTable>
export default meta
type Story = StoryObj<typeof meta>

export const Acm: Story = {}
export const OiFirstPageWithMedals: Story = { args: { type: RankType.oi } }
export const OiSecondPage: Story = { args: { type: RankType.oi, firstRank: 31 } }
export const Empty: Story = { args: { rows: [] } }
export const LoadFailed: Story = { args: { rows: [], failed: true } }
