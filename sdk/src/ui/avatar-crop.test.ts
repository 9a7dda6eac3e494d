import { describe, expect, it } from 'vitest'

import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, avatarFileError, cropDraw } from './avatar-crop.ts'
import en from './locales/en.json' with { type: 'json' }
import zhCN from './locales/zh-CN.json' with { type: 'json' }

describe('avatar file (spec 1 §9, spec 3 §5)', () => {
  it('takes the six types, by extension and declared type, up to 2 MB', () => {
    for (const [name, type] of [
      ['a.gif', 'image/gif'],
      ['a.JPG', 'image/jpeg'],
      ['a.jpeg', 'image/jpeg'],
      ['me.png', 'image/png'],
      ['old.bmp', 'image/bmp'],
      ['new.webp', 'image/webp'],
      ['no-type.png', ''],
    ] as const)
      expect(avatarFileError({ name, type, size: 1000 })).toBeUndefined()
    expect(avatarFileError({ name: 'a.png', type: 'image/png', size: AVATAR_MAX_BYTES })).toBeUndefined()
  })
  it('refuses other types and larger files', () => {
    expect(avatarFileError({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe('sdk.avatar.type')
    expect(avatarFileError({ name: 'png', type: 'image/png', size: 10 })).toBe('sdk.avatar.type')
    expect(avatarFileError({ name: 'a.png', type: 'text/html', size: 10 })).toBe('sdk.avatar.type')
    expect(avatarFileError({ name: 'a.png', type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'sdk.avatar.size',
    )
    expect(avatarFileError({ name: 'a.png', type: 'image/png', size: 0 })).toBe('sdk.avatar.empty')
  })
  it('offers the six types in the picker', () => {
    expect(AVATAR_ACCEPT).toBe('.gif,.jpg,.jpeg,.png,.bmp,.webp')
  })
  it('names texts the kit holds in both languages', () => {
    for (const id of ['sdk.avatar.type', 'sdk.avatar.size', 'sdk.avatar.empty', 'sdk.avatar.unreadable']) {
      expect(Object.keys(en)).toContain(id)
      expect(Object.keys(zhCN)).toContain(id)
    }
  })
})

describe('crop to 200×200', () => {
  const image = { width: 800, height: 600 }
  it('draws the chosen square at 200×200', () => {
    expect(cropDraw({ x: 100, y: 50, width: 400, height: 400 }, image)).toEqual({
      sx: 100,
      sy: 50,
      sw: 400,
      sh: 400,
      size: 200,
    })
  })
  it('squares an area a little off square around its centre, with whole pixels', () => {
    expect(cropDraw({ x: 100.4, y: 50, width: 401, height: 399.6 }, image)).toEqual({
      sx: 101,
      sy: 50,
      sw: 400,
      sh: 400,
      size: 200,
    })
  })
  it('keeps the square inside the picture', () => {
    expect(cropDraw({ x: -3, y: 590, width: 300, height: 300 }, image)).toMatchObject({
      sx: 0,
      sy: 300,
      sw: 300,
    })
    expect(cropDraw({ x: 0, y: 0, width: 900, height: 900 }, image)).toMatchObject({
      sx: 150,
      sy: 0,
      sw: 600,
    })
    expect(cropDraw({ x: 0, y: 0, width: 0, height: 0 }, { width: 1, height: 1 }, 64)).toEqual({
      sx: 0,
      sy: 0,
      sw: 1,
      sh: 1,
      size: 64,
    })
  })
})
