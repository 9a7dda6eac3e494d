import { uiMessages } from '@oj/sdk/ui'
import { IntlProvider } from 'react-intl'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }
import { ContestTabs } from './contest-tabs.tsx'

const messages = { 'zh-CN': zhCN, en }

const meta = {
  title: 'contests/ContestTabs',
  component: ContestTabs,
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
  args: { cid: 7, active: 'rank', locked: false },
} satisfies Meta<typeof ContestTabs>
export default meta
type Story = StoryObj<typeof meta>

export const Running: Story = {}
export const LockedBeforeStart: Story = { args: { active: '', locked: true } }
export const WithToolsForAnAdmin: Story = {
  args: { active: 'ac-info', tools: ['print', 'admin-print', 'ac-info', 'scroll-board'] },
}
export const WithPrintForAContestant: Story = { args: { active: 'print', tools: ['print'] } }
