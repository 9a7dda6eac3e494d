import { DEFAULT_LOCALE, type Locale, LOCALE_COOKIE, LOCALES, normalizeLocale } from '@oj/sdk'
import type { MessageCatalogue } from '@oj/sdk/server'

/** Every server message by locale and id: the platform's own and each enabled module's. */
export type Catalogue = { readonly [L in Locale]: Readonly<Record<string, string>> }

export function mergeCatalogues(catalogues: ReadonlyArray<MessageCatalogue | undefined>): Catalogue {
  const merged = { 'zh-CN': {}, en: {} } as { [L in Locale]: Record<string, string> }
  for (const catalogue of catalogues) {
    if (!catalogue) continue
    for (const locale of LOCALES) Object.assign(merged[locale], catalogue[locale])
  }
  return merged
}

/**
 * The text of a message for a locale: its own translation, else the English one, else the
 * fallback the code gave. `{name}` placeholders are filled from `values`.
 */
export function localise(
  catalogue: Catalogue,
  locale: Locale,
  msgId: string,
  fallback: string,
  values?: Readonly<Record<string, string | number>>,
): string {
  const template = catalogue[locale][msgId] ?? catalogue.en[msgId] ?? fallback
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

export const isMessageId = (catalogue: Catalogue, text: string): boolean =>
  text in catalogue.en || text in catalogue['zh-CN']

/**
 * The caller's language (spec 1 §1): the Web_Language cookie, else the first supported language of
 * Accept-Language, else Chinese.
 */
export function detectLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const fromCookie = normalizeLocale(readCookie(cookieHeader, LOCALE_COOKIE))
  if (fromCookie) return fromCookie
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag, q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const locale = normalizeLocale(tag)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(eq + 1).trim())
    } catch {
      return undefined
    }
  }
  return undefined
}
