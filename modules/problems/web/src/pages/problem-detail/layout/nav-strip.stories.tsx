import '../problem-detail.css'

import type { Locale } from '@oj/sdk'
import { uiMessages } from '@oj/sdk/ui'
import { IntlProvider } from 'react-intl'
import type { Decorator, Meta, StoryObj } from 'storybook-react-rsbuild'

import en from '../../../locales/en.json' with { type: 'json' }
import zhCN from '../../../locales/zh-CN.json' with { type: 'json' }
import { NavStrip } from './nav-strip.tsx'
import type { StripItem } from './use-nav-strip.ts'

const messages = { 'zh-CN': zhCN, en }

const withModule: Decorator = (Story, context) => {
  const locale = (context.globals['locale'] as Locale | undefined) ?? 'zh-CN'
  return (
    <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...messages[locale] }}>
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    </IntlProvider>
  )
}

const items: ReadonlyArray<StripItem> = [
  { pid: 1, problemId: 'A', title: 'Sum of Two', status: 0, score: null },
  { pid: 2, problemId: 'B', title: 'Shortest Path on a Grid', status: -1, score: null },
  { pid: 3, problemId: 'C', title: 'Hidden Until the End', status: -5, score: null },
  { pid: 4, problemId: 'D', title: 'Not Tried Yet', status: -10, score: null },
  { pid: 5, problemId: 'E', title: 'Partial Credit', status: 8, score: 40 },
]

const meta = {
  title: 'Problems/Problem page/Navigation strip',
  component: NavStrip,
  decorators: [withModule],
  args: {
    items,
    current: 'B',
    hrefOf: (item: StripItem) => `/contest/7/problem/${item.problemId}/full-screen`,
  },
} satisfies Meta<typeof NavStrip>
export default meta
type Story = StoryObj<typeof meta>

/** A contest in focus mode: accepted, tried, hidden (-5 shows '?'), not tried, an OI score; B is open. */
export const Contest: Story = {}
/** Many problems: the strip scrolls on its own, the page does not. */
export const Long: Story = {
  args: {
    items: Array.from({ length: 26 }, (_, i) => ({
      pid: i + 1,
      problemId: String.fromCharCode(65 + i),
      title: `Problem ${String.fromCharCode(65 + i)}`,
      status: [0, -1, -5, -10][i % 4] ?? null,
      score: null,
    })),
    current: 'M',
  },
}
