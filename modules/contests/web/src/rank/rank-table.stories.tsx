import { uiMessages } from '@oj/sdk/ui'
import { IntlProvider } from 'react-intl'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }
import { acmRows, demoProblems, oiRows } from './rank-fixtures.ts'
import { RankTable } from './rank-table.tsx'

const messages = { 'zh-CN': zhCN, en }

const meta = {
  title: 'contests/RankTable',
  component: RankTable,
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
  args: { rows: acmRows, problems: demoProblems, show: 'username' },
} satisfies Meta<typeof RankTable>
export default meta
type Story = StoryObj<typeof meta>

export const Acm: Story = {}
export const AcmRealNames: Story = { args: { show: 'realname' } }
export const Oi: Story = { args: { rows: oiRows } }
export const Empty: Story = { args: { rows: [] } }
