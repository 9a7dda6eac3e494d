import '../problem-detail.css'

import type { Locale } from '@oj/sdk'
import { uiMessages } from '@oj/sdk/ui'
import { IntlProvider } from 'react-intl'
import type { Decorator, Meta, StoryObj } from 'storybook-react-rsbuild'

import en from '../../../locales/en.json' with { type: 'json' }
import zhCN from '../../../locales/zh-CN.json' with { type: 'json' }
import { ProblemTabs } from './problem-tabs.tsx'

const messages = { 'zh-CN': zhCN, en }

const withModule: Decorator = (Story, context) => {
  const locale = (context.globals['locale'] as Locale | undefined) ?? 'zh-CN'
  return (
    <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...messages[locale] }}>
      <div style={{ maxWidth: 760, padding: 16 }}>
        <Story />
      </div>
    </IntlProvider>
  )
}

const meta = {
  title: 'Problems/Problem page/Tabs',
  component: ProblemTabs,
  decorators: [withModule],
  args: {
    active: 'description',
    onSelect: () => {},
    showAnnex: false,
    discussionHref: '/discussion/P1000',
    onStatistic: () => {},
    leftOnly: false,
    onLeftOnly: () => {},
    focus: false,
  },
} satisfies Meta<typeof ProblemTabs>
export default meta
type Story = StoryObj<typeof meta>

/** A public problem: description, solutions, my submission; the discussion link and statistic. */
export const Public: Story = {}
/** A problem with extra files shows the Annex tab; here it is open, with only the problem shown. */
export const WithAnnex: Story = { args: { showAnnex: true, active: 'annex', leftOnly: true } }
/** A contest problem: no discussion, and the focus-mode switch. */
export const InContest: Story = {
  args: { discussionHref: undefined, focusHref: '/contest/7/problem/A/full-screen' },
}
/** In focus mode the switch leads back. */
export const Focused: Story = {
  args: { discussionHref: undefined, focusHref: '/contest/7/problem/A', focus: true, active: 'mine' },
}
