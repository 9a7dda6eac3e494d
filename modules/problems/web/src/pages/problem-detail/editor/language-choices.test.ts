import { describe, expect, it } from 'vitest'

import {
  cachedLanguages,
  cacheLanguages,
  DEFAULT_LANGUAGES,
  languageChoices,
  LANGUAGES_KEY,
  LANGUAGES_MAX_AGE_MS,
} from './language-choices.ts'

const storage = () => {
  const items = new Map<string, string>()
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  }
}

describe('the languages the editor offers', () => {
  it("prefers the problem's list, then the site's, then the defaults", () => {
    expect(languageChoices(['Go'], ['C', 'Java'])).toEqual(['Go'])
    expect(languageChoices([], ['C', 'Java'])).toEqual(['C', 'Java'])
    expect(languageChoices([], undefined)).toEqual(DEFAULT_LANGUAGES)
    expect(languageChoices([], [])).toEqual(['C', 'C++', 'Java', 'Python3', 'Python2'])
  })

  it('keeps the site list for a day', () => {
    const s = storage()
    cacheLanguages(s, ['C', 'Rust'], 1_000)
    expect(cachedLanguages(s, 1_000 + LANGUAGES_MAX_AGE_MS)).toEqual(['C', 'Rust'])
    expect(cachedLanguages(s, 1_001 + LANGUAGES_MAX_AGE_MS)).toBeUndefined()
    // A clock set back does not keep a list forever.
    expect(cachedLanguages(s, 999)).toBeUndefined()
  })

  it('ignores what it did not write', () => {
    const s = storage()
    for (const raw of [
      'not json',
      '[]',
      '{"at":"1","names":["C"]}',
      '{"at":1,"names":"C"}',
      '{"at":1,"names":[1,2]}',
      '{"at":1,"names":[""]}',
      '{"at":1,"names":[]}',
    ]) {
      s.setItem(LANGUAGES_KEY, raw)
      expect(cachedLanguages(s, 2), raw).toBeUndefined()
    }
    expect(cachedLanguages(undefined, 2)).toBeUndefined()
  })

  it('survives a storage that refuses to write', () => {
    const refusing = {
      ...storage(),
      setItem: () => {
        throw new Error('quota')
      },
    }
    expect(() => cacheLanguages(refusing, ['C'], 1)).not.toThrow()
  })
})
