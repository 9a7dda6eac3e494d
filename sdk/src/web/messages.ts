// The SDK's own texts (API errors, error boundaries, loading). Both languages are bundled: the API
// client must produce a message synchronously in whatever locale is current.
import type { Locale } from '../shared/locale.ts'
import en from './locales/en.json' with { type: 'json' }
import zhCN from './locales/zh-CN.json' with { type: 'json' }

export type SdkMessageId = keyof typeof zhCN

export const sdkMessages: { readonly [L in Locale]: Readonly<Record<SdkMessageId, string>> } = {
  'zh-CN': zhCN,
  en,
}

export function sdkText(locale: Locale, id: SdkMessageId): string {
  return sdkMessages[locale][id]
}
