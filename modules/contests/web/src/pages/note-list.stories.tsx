import { uiMessages } from '@oj/sdk/ui'
import { IntlProvider } from 'react-intl'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }
import { NoteList } from './note-list.tsx'

const messages = { 'zh-CN': zhCN, en }

const meta = {
  title: 'contests/NoteList',
  component: NoteList,
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
  args: {
    notes: [
      { id: 1, title: 'Welcome', author: 'root', gmtCreate: '2026-01-02T03:04:05.000Z' },
      {
        id: 2,
        title: 'A rather long title that has to wrap on a narrow phone screen',
        author: 'alice',
        gmtCreate: '2026-02-03T04:05:06.000Z',
      },
    ],
  },
} satisfies Meta<typeof NoteList>
export default meta
type Story = StoryObj<typeof meta>

export const Notes: Story = {}
export const None: Story = { args: { notes: [] } }
