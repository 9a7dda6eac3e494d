import svgCaptcha from 'svg-captcha'
import { describe, expect, it } from 'vitest'

import { readCaptcha } from './captcha-reader.ts'

describe('readCaptcha', () => {
  it('reads captchas drawn with the server options (platform/server/src/accounts/guards/captcha.ts)', () => {
    for (let i = 0; i < 40; i++) {
      const { data, text } = svgCaptcha.create({ size: 4, noise: 3, color: true, ignoreChars: '0oO1iIlL' })
      const url = `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`
      expect(readCaptcha(url)).toBe(text.toLowerCase())
    }
  })
  it('refuses a picture it cannot read', () => {
    expect(() => readCaptcha('<svg><path fill="#000" d="M0 0L5 5L9 1Z"/></svg>')).toThrow(/matched no glyph/)
  })
})
