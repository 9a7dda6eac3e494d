// The home page and its parts, with the calls answered from tables (shapes of notes/shapes.md).
import type { EndpointOutput } from '@oj/sdk'
import { AnnouncementsApi, CarouselApi, UserHomeApi } from '@oj/sdk/api'
import { usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import HomePage from '../pages/home.tsx'
import { frameStory, StoryRefusal } from '../story-kit.tsx'
import { Toasts } from '../toasts.tsx'
import { Announcements } from './announcements.tsx'
import { Carousel } from './carousel.tsx'
import { StatsCard } from './stats-card.tsx'

const user = { uid: 'u-1', username: 'alice', nickname: 'Alice', roleList: ['default_user'] }

/** A picture made here, so the story needs no network. */
function picture(from: string, to: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="300" fill="url(#g)"/><text x="60" y="170" font-size="56" font-family="sans-serif" fill="white">${label}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
type AnnouncementPage = EndpointOutput<typeof AnnouncementsApi.shown>
type Announcement = AnnouncementPage['records'][number]

const images: EndpointOutput<typeof CarouselApi.list> = [
  { id: 1, url: picture('#1d4ed8', '#06b6d4', 'Spring contest') },
  { id: 2, url: picture('#7c3aed', '#ec4899', 'New problems every week') },
  { id: 3, url: picture('#047857', '#84cc16', 'Training: dynamic programming') },
]

const announcements: ReadonlyArray<Announcement> = Array.from({ length: 12 }, (_, i) => ({
  id: 12 - i,
  title: i === 0 ? 'Judge maintenance on Saturday night, 22:00 to 23:30' : `Announcement number ${12 - i}`,
  content:
    i === 0
      ? '## Maintenance\n\nThe judge will be **offline** from 22:00 to 23:30.\n\n- Submissions wait in the queue\n- Contests are not affected\n\n```cpp\nint main() { return 0; }\n```'
      : `Text of announcement ${12 - i}.`,
  uid: 'u-root',
  username: 'root',
  status: 0,
  gmtCreate: new Date(Date.UTC(2025, 5, 20 - i)).toISOString(),
  gmtModified: new Date(Date.UTC(2025, 5, 20 - i)).toISOString(),
}))
const announcementPage = (query: URLSearchParams): AnnouncementPage => {
  const current = Number(query.get('currentPage') ?? 1)
  const size = Number(query.get('limit') ?? 5)
  return {
    records: announcements.slice((current - 1) * size, current * size),
    total: announcements.length,
    pages: Math.ceil(announcements.length / size),
    current,
    size,
  }
}

/** 14 weeks of made-up activity ending today, busier on weekdays. */
function heatmap() {
  const end = new Date()
  const day = (offset: number) => new Date(end.getTime() - offset * 86_400_000).toISOString().slice(0, 10)
  const dataList = Array.from({ length: 100 }, (_, i) => ({ date: day(i), count: (i * 7 + 3) % 17 }))
  return { dataList: dataList.filter((d) => d.count > 0), endDate: day(0) }
}
const userHome = {
  uid: 'u-1',
  username: 'alice',
  total: 287,
  solvedList: Array.from({ length: 96 }, (_, i) => `P${1000 + i}`),
}

const answers = {
  [CarouselApi.list.path]: images,
  [AnnouncementsApi.shown.path]: announcementPage,
  [UserHomeApi.info.path]: userHome,
  [UserHomeApi.heatmap.path]: heatmap(),
}

/** The page with a module that fills its slots switched on (the remote is not loaded: they stay empty). */
function HomeWithModule(): ReactNode {
  const platform = usePlatform()
  if (!platform.modules.get().length)
    platform.modules.set([
      {
        id: 'notes',
        routes: ['/notes'],
        manifest: '',
        container: 'oj_notes',
        nav: [],
        areas: [],
        slots: ['home.widgets', 'home.side'],
        userMenu: [],
        messageSources: [],
      },
    ])
  return (
    <>
      <HomePage />
      <Toasts />
    </>
  )
}

const meta = {
  title: 'frame/Home',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const PageLoggedIn: Story = {
  name: 'Page, logged in',
  decorators: [frameStory({ answers, user, path: '/home' })],
  render: () => <HomeWithModule />,
}
export const PageVisitor: Story = {
  name: 'Page, visitor, no images',
  decorators: [frameStory({ answers: { ...answers, [CarouselApi.list.path]: [] }, path: '/home' })],
  render: () => <HomeWithModule />,
}
export const CarouselImages: Story = {
  decorators: [frameStory({ answers })],
  render: () => <Carousel />,
}
export const CarouselDefault: Story = {
  name: 'Carousel, no images',
  decorators: [frameStory({ answers: { [CarouselApi.list.path]: [] } })],
  render: () => <Carousel />,
}
export const AnnouncementList: Story = {
  decorators: [frameStory({ answers })],
  render: () => <Announcements />,
}
export const AnnouncementDetail: Story = {
  decorators: [frameStory({ answers })],
  render: () => <Announcements initialOpen={12} />,
}
export const AnnouncementsEmpty: Story = {
  decorators: [
    frameStory({
      answers: { [AnnouncementsApi.shown.path]: { records: [], total: 0, current: 1, size: 5, pages: 0 } },
    }),
  ],
  render: () => <Announcements />,
}
export const AnnouncementsFailed: Story = {
  name: 'Announcements, the server fails',
  decorators: [
    frameStory({
      answers: {
        [AnnouncementsApi.shown.path]: new StoryRefusal(500, 'Server error! Please refresh again!'),
      },
    }),
  ],
  render: () => <Announcements />,
}
export const StatsAndHeatGrid: Story = {
  name: 'Stats card and heat grid',
  decorators: [frameStory({ answers, user })],
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <StatsCard />
    </div>
  ),
}
export const StatsNewUser: Story = {
  name: 'Stats card, no submissions yet',
  decorators: [
    frameStory({
      answers: {
        [UserHomeApi.info.path]: { ...userHome, total: 0, solvedList: [] },
        [UserHomeApi.heatmap.path]: { dataList: [], endDate: new Date().toISOString().slice(0, 10) },
      },
      user,
    }),
  ],
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <StatsCard />
    </div>
  ),
}
