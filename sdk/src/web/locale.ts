import { DEFAULT_LOCALE, type Locale, LOCALE_COOKIE, normalizeLocale } from '../shared/locale.ts'

export interface LocaleSources {
  /** The `l` query parameter, e.g. from `?l=en`. */
  readonly query?: string | null
  /** The whole `document.cookie` string. */
  readonly cookie?: string | null
  /** `navigator.languages` (most preferred first). */
  readonly languages?: ReadonlyArray<string>
}

/** Spec 1 §1: the `l` query wins, then the Web_Language cookie, then the browser, then zh-CN. */
export function chooseLocale(sources: LocaleSources): Locale {
  const fromQuery = normalizeLocale(sources.query)
  if (fromQuery) return fromQuery
  const fromCookie = normalizeLocale(readCookie(sources.cookie ?? '', LOCALE_COOKIE))
  if (fromCookie) return fromCookie
  for (const language of sources.languages ?? []) {
    const found = normalizeLocale(language)
    if (found) return found
  }
  return DEFAULT_LOCALE
}

export function readCookie(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim())
  }
  return undefined
}

/** The Set-Cookie text that remembers the language for a year, site-wide. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; SameSite=Lax`
}

/** The locale of the page that is loading now (browser only). */
export function detectLocale(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE
  return chooseLocale({
    query: new URLSearchParams(window.location.search).get('l'),
    cookie: document.cookie,
    languages: navigator.languages,
  })
}
