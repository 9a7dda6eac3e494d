// The user home (spec 1 §2) with its calls answered from tables (shapes of notes/shapes.md): a busy
// user, a new user with nothing yet, an unknown user and an anonymous visitor.
import { UserHomeApi } from '@oj/sdk/api'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import UserHomePage from '../pages/user-home.tsx'
import { frameStory, StoryRefusal } from '../story-kit.tsx'
import { CalendarCard, DifficultyCard } from './charts.tsx'
import type { CalendarHeatmap, UserHomeInfo } from './user-home-logic.ts'

const END_DATE = '2025-06-30'

/** A year of made-up activity, the same on every run (a fixed seed), busier on weekdays. */
function activity(endDate: string): CalendarHeatmap {
  const end = Date.parse(`${endDate}T00:00:00Z`)
  let seed = 7
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647
  const dataList = Array.from({ length: 365 }, (_, i) => {
    const date = new Date(end - (364 - i) * 86_400_000)
    const weekday = date.getUTCDay() % 6 !== 0
    const count = next() < (weekday ? 0.55 : 0.3) ? Math.floor(next() * (weekday ? 18 : 8)) : 0
    return { date: date.toISOString().slice(0, 10), count }
  }).filter((d) => d.count > 0)
  return { dataList, endDate }
}

const solved = Array.from({ length: 137 }, (_, i) => String(1000 + i * 3))
const problems = (from: number, to: number, difficulty: number) =>
  solved.slice(from, to).map((problemId, i) => ({ id: from + i + 1, problemId, difficulty }))
const alice: UserHomeInfo = {
  uid: 'u-alice',
  username: 'alice',
  nickname: 'Alice',
  realname: null,
  avatar: null,
  gender: 'female',
  signature: 'Dynamic programming every morning.\nGraphs on Sundays.',
  school: 'Campus University',
  blog: 'https://alice.example.com',
  github: 'alice-codes',
  cfUsername: 'alice_cf',
  titleName: 'Contest winner',
  titleColor: '#d4380d',
  recentLoginTime: '2025-06-30T08:15:00.000Z',
  total: 912,
  solvedList: solved,
  scoreList: [100, 100, 85, 1200, 900, 985, 100],
  rating: 1864,
  solvedGroupByDifficulty: { '0': problems(0, 80, 0), '1': problems(80, 120, 1), '2': problems(120, 137, 2) },
}
const newcomer: UserHomeInfo = {
  uid: 'u-bob',
  username: 'bob',
  nickname: null,
  realname: null,
  avatar: null,
  gender: 'secrecy',
  signature: null,
  school: null,
  blog: null,
  github: null,
  cfUsername: null,
  titleName: null,
  titleColor: null,
  recentLoginTime: null,
  total: 0,
  solvedList: [],
  scoreList: [],
  rating: null,
  solvedGroupByDifficulty: {},
}

const answers = {
  [UserHomeApi.info.path]: (query: URLSearchParams) =>
    query.get('username') === 'bob' || query.get('uid') === 'u-bob'
      ? newcomer
      : query.get('username') === 'alice' || query.get('uid') === 'u-alice'
        ? alice
        : new StoryRefusal(400, 'The user does not exist'),
  [UserHomeApi.heatmap.path]: (query: URLSearchParams) =>
    query.get('username') === 'bob' ? { dataList: [], endDate: END_DATE } : activity(END_DATE),
}

const meta = {
  title: 'frame/User home',
  parameters: { layout: 'fullscreen' },
  render: () => <UserHomePage />,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const WithData: Story = {
  name: 'Page, a busy user',
  decorators: [frameStory({ answers, path: '/user-home?username=alice' })],
}
export const OwnPage: Story = {
  name: 'Page, own (no query, logged in)',
  decorators: [
    frameStory({
      answers,
      path: '/user-home',
      user: { uid: 'u-alice', username: 'alice', roleList: ['default_user'] },
    }),
  ],
}
export const EmptyUser: Story = {
  name: 'Page, a new user with nothing yet',
  decorators: [frameStory({ answers, path: '/user-home?username=bob' })],
}
// The stand-in server refuses names it does not know with a 400, as the real one does.
export const UnknownUser: Story = {
  name: 'Page, unknown user',
  decorators: [frameStory({ answers, path: '/user-home?username=nobody' })],
}
export const LoadFailed: Story = {
  name: 'Page, the server fails',
  decorators: [
    frameStory({
      answers: { [UserHomeApi.info.path]: new StoryRefusal(500, 'Server error! Please refresh again!') },
      path: '/user-home?username=alice',
    }),
  ],
}
export const Anonymous: Story = {
  name: 'Page, visitor without a query',
  decorators: [frameStory({ answers, path: '/user-home' })],
}
export const Calendar: Story = {
  decorators: [frameStory()],
  render: () => <CalendarCard heatmap={activity(END_DATE)} />,
}
export const Difficulty: Story = {
  decorators: [frameStory()],
  render: () => <DifficultyCard info={alice} />,
}
