import { uiMessages } from '@oj/sdk/ui'
import { IntlProvider } from 'react-intl'
import type { Decorator } from 'storybook-react-rsbuild'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }

const messages = { 'zh-CN': zhCN, en }

/** The module's texts in the story's language (the toolbar's locale). */
export const withIntl: Decorator = (Story, context) => {
  const locale = (context.globals['locale'] as 'zh-CN' | 'en' | undefined) ?? 'zh-CN'
  return (
    <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...messages[locale] }}>
      <Story />
    </IntlProvider>
  )
}
