import { describe, expect, it } from 'vitest'

import { detectLocale, localise, mergeCatalogues } from './messages.ts'

describe('detectLocale', () => {
  it.each([
    [undefined, undefined, 'zh-CN'],
    ['Web_Language=en', 'zh-CN', 'en'],
    ['a=1; Web_Language=zh-CN', 'en-US', 'zh-CN'],
    ['Web_Language=fr', 'en', 'en'],
    [undefined, 'fr;q=1, en;q=0.5, zh;q=0.8', 'zh-CN'],
    [undefined, 'en-GB,en;q=0.9', 'en'],
    [undefined, 'de, fr', 'zh-CN'],
    [undefined, 'en;q=0', 'zh-CN'],
  ] as const)('cookie %j, Accept-Language %j → %s', (cookie, accept, locale) => {
    expect(detectLocale(cookie, accept)).toBe(locale)
  })
})

describe('localise', () => {
  const catalogue = mergeCatalogues([
    { 'zh-CN': { a: '甲 {n}' }, en: { a: 'A {n}', b: 'B only in English' } },
    undefined,
    { 'zh-CN': { a: '甲（模块） {n}' }, en: {} },
  ])

  it('prefers the locale, then English, then the fallback; fills placeholders', () => {
    expect(localise(catalogue, 'zh-CN', 'a', 'fallback', { n: 3 })).toBe('甲（模块） 3')
    expect(localise(catalogue, 'en', 'a', 'fallback', { n: 3 })).toBe('A 3')
    expect(localise(catalogue, 'zh-CN', 'b', 'fallback')).toBe('B only in English')
    expect(localise(catalogue, 'zh-CN', 'c', 'fallback {x}', {})).toBe('fallback {x}')
  })
})
