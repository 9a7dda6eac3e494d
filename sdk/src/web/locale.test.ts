import { describe, expect, it } from 'vitest'

import { chooseLocale, localeCookie, readCookie } from './locale.ts'
import { sdkMessages } from './messages.ts'

describe('chooseLocale (spec 1 §1)', () => {
  it('prefers the l query', () => {
    expect(chooseLocale({ query: 'en', cookie: 'Web_Language=zh-CN', languages: ['zh-CN'] })).toBe('en')
  })
  it('then the Web_Language cookie', () => {
    expect(chooseLocale({ query: 'fr', cookie: 'a=1; Web_Language=en-US', languages: ['zh-CN'] })).toBe('en')
  })
  it('then the first supported browser language', () => {
    expect(chooseLocale({ languages: ['fr-FR', 'en-GB', 'zh-CN'] })).toBe('en')
  })
  it('defaults to zh-CN', () => {
    expect(chooseLocale({ languages: ['de'] })).toBe('zh-CN')
    expect(chooseLocale({})).toBe('zh-CN')
  })
})

describe('cookies', () => {
  it('reads one cookie by name', () => {
    expect(readCookie('x=1; Web_Language=en; y=2', 'Web_Language')).toBe('en')
    expect(readCookie('x=1', 'Web_Language')).toBeUndefined()
  })
  it('writes a site-wide, year-long cookie', () => {
    expect(localeCookie('en')).toBe('Web_Language=en; path=/; max-age=31536000; SameSite=Lax')
  })
})

describe('sdk messages', () => {
  it('has the same ids in both languages', () => {
    expect(Object.keys(sdkMessages.en).sort()).toEqual(Object.keys(sdkMessages['zh-CN']).sort())
  })
})
