export const LOCALES = ['zh-CN', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh-CN'
/** The cookie that keeps the chosen interface language (spec 1 §1). */
export const LOCALE_COOKIE = 'Web_Language'

/** Maps anything a browser or a query string may say ("en-US", "zh", "EN") to a supported locale. */
export function normalizeLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined
  const v = value.trim().toLowerCase()
  if (v.startsWith('zh')) return 'zh-CN'
  if (v.startsWith('en')) return 'en'
  return undefined
}
