import { uiMessages } from '@oj/sdk/ui'
import type { JSX } from 'react'
import { IntlProvider } from 'react-intl'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }

const messages = { 'zh-CN': zhCN, en }

/** The module's texts around a story, in the language the toolbar picks (zh-CN by default). */
export function withIntl(
  Story: () => JSX.Element,
  context: { readonly globals: Record<string, unknown> },
): JSX.Element {
  const locale = (context.globals['locale'] as 'zh-CN' | 'en' | undefined) ?? 'zh-CN'
  return (
    <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...messages[locale] }}>
      <Story />
    </IntlProvider>
  )
}
