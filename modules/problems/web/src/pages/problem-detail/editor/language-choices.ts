// The languages the editor offers (spec 1 §2 Code editor): the problem's own list from the server;
// when the server names none (no judge worker has said what it runs yet), the site's list from
// GET /languages, kept in the browser for a day; and without either, the spec's defaults.
import { ProblemsApi } from '@oj/problems-contract'
import { useApiQuery } from '@oj/sdk/web'
import { useEffect, useMemo, useState } from 'react'

import { browserStorage, type DraftStorage } from '../drafts.ts'

export const DEFAULT_LANGUAGES: ReadonlyArray<string> = ['C', 'C++', 'Java', 'Python3', 'Python2']
export const LANGUAGES_KEY = 'oj.problems.languages'
export const LANGUAGES_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** The cached site list when it is there, well formed and not older than a day. */
export function cachedLanguages(
  storage: DraftStorage | undefined,
  now: number,
): ReadonlyArray<string> | undefined {
  try {
    const raw = storage?.getItem(LANGUAGES_KEY)
    if (!raw) return undefined
    const value = JSON.parse(raw) as { at?: unknown; names?: unknown }
    if (typeof value.at !== 'number' || now - value.at > LANGUAGES_MAX_AGE_MS || value.at > now)
      return undefined
    if (!Array.isArray(value.names) || !value.names.every((n) => typeof n === 'string' && n !== ''))
      return undefined
    return value.names.length > 0 ? (value.names as Array<string>) : undefined
  } catch {
    return undefined
  }
}

export function cacheLanguages(
  storage: DraftStorage | undefined,
  names: ReadonlyArray<string>,
  now: number,
): void {
  try {
    storage?.setItem(LANGUAGES_KEY, JSON.stringify({ at: now, names }))
  } catch {
    // A full or refused storage only costs a request next time.
  }
}

/** What to offer: the problem's list, else the site's, else the defaults. */
export function languageChoices(
  offered: ReadonlyArray<string>,
  site: ReadonlyArray<string> | undefined,
): ReadonlyArray<string> {
  if (offered.length > 0) return offered
  if (site && site.length > 0) return site
  return DEFAULT_LANGUAGES
}

/** The languages for a problem whose own list is `offered`; asks GET /languages only when it is empty. */
export function useLanguageChoices(offered: ReadonlyArray<string>): ReadonlyArray<string> {
  const [cached] = useState(() =>
    offered.length > 0 ? undefined : cachedLanguages(browserStorage(), Date.now()),
  )
  // Quiet: without the site's list the defaults are offered, nothing to tell.
  const site = useApiQuery(
    ProblemsApi.languages,
    {},
    { enabled: offered.length === 0 && cached === undefined, quiet: true, staleTime: LANGUAGES_MAX_AGE_MS },
  )
  const names = useMemo(() => site.data?.map((v) => v.name).filter((n) => n !== ''), [site.data])
  useEffect(() => {
    if (names && names.length > 0) cacheLanguages(browserStorage(), names, Date.now())
  }, [names])
  return languageChoices(offered, cached ?? names)
}
