// The ui kit's own texts. Every IntlProvider that renders kit components must merge these in:
// `messages={{ ...uiMessages[locale], ...appMessages }}`.
import type { Locale } from '../shared/locale.ts'
import en from './locales/en.json' with { type: 'json' }
import zhCN from './locales/zh-CN.json' with { type: 'json' }

export const uiMessages: { readonly [L in Locale]: Readonly<Record<string, string>> } = {
  'zh-CN': zhCN,
  en,
}
