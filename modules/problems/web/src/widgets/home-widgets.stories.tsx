// The problems module's home widgets, with a stand-in for the three home calls, in the toolbar's language.
import {
  HomeApi,
  type LastWeekSubmissionStatistics,
  type RecentAcRankRow,
  type RecentUpdatedProblem,
} from '@oj/problems-contract'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { type Answers, withModule } from '../stories/kit.tsx'
import HomeWidgets from './home-widgets.tsx'

const problems: ReadonlyArray<RecentUpdatedProblem> = [
  'A+B Problem',
  'Point Update, Range Sum',
  'Longest Increasing Subsequence',
  'Shortest Paths with Negative Edges',
  'Knapsack',
].map((title, i) => ({
  id: i + 1,
  problemId: `P${1000 + i}`,
  title,
  type: i % 3 === 2 ? 1 : 0,
  gmtCreate: '2025-05-01T08:00:00.000Z',
  gmtModified: new Date(Date.UTC(2025, 5, 20 - i)).toISOString(),
}))

const rank: ReadonlyArray<RecentAcRankRow> = [
  ['alice', 'Alice', '王小明', 'Legend', '#e6a23c', 31],
  ['bob', null, null, null, null, 24],
  ['carol', 'Carol', null, 'Expert', '#409eff', 17],
  ['a-very-long-username-indeed', 'Dave', '李雷', null, null, 9],
].map(([username, nickname, realname, titleName, titleColor, ac], i) => ({
  uid: `u-${i}`,
  username: username as string,
  nickname: nickname as string | null,
  realname: realname as string | null,
  avatar: null,
  titleName: titleName as string | null,
  titleColor: titleColor as string | null,
  gender: null,
  signature: null,
  ac: ac as number,
  total: (ac as number) * 2,
  rating: null,
}))

const week = (scale: number): LastWeekSubmissionStatistics => ({
  dateStrList: ['06-14', '06-15', '06-16', '06-17', '06-18', '06-19', '06-20'],
  totalCountList: [12, 40, 33, 8, 0, 57, 21].map((n) => n * scale),
  acCountList: [5, 18, 20, 3, 0, 30, 9].map((n) => n * scale),
})

const full: Answers = {
  [HomeApi.recentUpdatedProblems.path]: () => problems,
  [HomeApi.recentSevenAcRank.path]: () => rank,
  // A forced refresh answers other numbers, so the button visibly does something.
  [HomeApi.lastWeekSubmissionStatistics.path]: (q) => week(q.get('forceRefresh') === 'true' ? 2 : 1),
}
const empty: Answers = {
  [HomeApi.recentUpdatedProblems.path]: () => [],
  [HomeApi.recentSevenAcRank.path]: () => [],
  [HomeApi.lastWeekSubmissionStatistics.path]: () => week(0),
}

const meta = {
  title: 'problems/Home widgets',
  component: HomeWidgets,
} satisfies Meta<typeof HomeWidgets>
export default meta
type Story = StoryObj<typeof meta>

/** Refresh on the statistics asks with forceRefresh=true (the stand-in then doubles the numbers). */
export const Filled: Story = { decorators: [withModule({ api: full })] }
export const Empty: Story = { decorators: [withModule({ api: empty })] }
