import { uiMessages } from '@oj/sdk/ui'
import { IntlProvider } from 'react-intl'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }
import { demoContests } from './contest-fixtures.ts'
import { ContestTable } from './contest-table.tsx'

const messages = { 'zh-CN': zhCN, en }

const meta = {
  title: 'contests/ContestTable',
  component: ContestTable,
  decorators: [
    (Story, context) => {
      const locale = (context.globals['locale'] as 'zh-CN' | 'en' | undefined) ?? 'zh-CN'
      return (
        <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...messages[locale] }}>
          <Story />
        </IntlProvider>
      )
    },
  ],
  args: { contests: demoContests },
} satisfies Meta<typeof ContestTable>
export default meta
type Story = StoryObj<typeof meta>

export const Contests: Story = {}
export const Loading: Story = { args: { loading: true } }
export const None: Story = { args: { contests: [] } }
