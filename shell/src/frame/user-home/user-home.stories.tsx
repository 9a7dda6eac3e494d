// The user home (spec 1 §2) with its calls answered from tables (shapes of notes/shapes.md): a busy
// user, a new user with nothing yet, an unknown user and an anonymous visitor.
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import UserHomePage from '../pages/user-home.tsx'
import { frameStory } from '../story-kit.tsx'
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
  score: 3470,
  rating: 1864,
  solvedGroupByDifficulty: { '0': solved.slice(0, 80), '1': solved.slice(80, 120), '2': solved.slice(120) },
}
const newcomer: UserHomeInfo = {
  uid: 'u-bob',
  username: 'bob',
  nickname: null,
  avatar: null,
  gender: 'secrecy',
  signature: null,
  school: null,
  blog: null,
  github: null,
  titleName: null,
  titleColor: null,
  recentLoginTime: null,
  total: 0,
  solvedList: [],
  score: 0,
  rating: null,
  solvedGroupByDifficulty: { '0': [], '1': [], '2': [] },
}

const answers = {
  '/get-user-home-info': (query: URLSearchParams) =>
    query.get('username') === 'bob' || query.get('uid') === 'u-bob'
      ? newcomer
      : query.get('username') === 'alice' || query.get('uid') === 'u-alice'
        ? alice
        : null,
  '/get-user-calendar-heatmap': (query: URLSearchParams) =>
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
// The stand-in server answers null for names it does not know; the real one refuses with a 400.
export const UnknownUser: Story = {
  name: 'Page, unknown user',
  decorators: [frameStory({ answers, path: '/user-home?username=nobody' })],
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
