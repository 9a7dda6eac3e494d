// Decoding an uploaded picture never holds the event loop (a 2 MB 1-bit BMP is millions of pixels).
import { longestStall } from '@oj/platform-judge/testing'
import { describe, expect, it } from 'vitest'

import { reencodeAvatar } from './avatar-png.ts'
import { decodeBmp } from './bmp.ts'

/** A 1-bit BMP of side `side`, striped, bottom-up. */
function bmp1(side: number): Uint8Array {
  const stride = Math.ceil(side / 32) * 4
  const offset = 14 + 40 + 8
  const bytes = new Uint8Array(offset + stride * side)
  const view = new DataView(bytes.buffer)
  bytes.set([0x42, 0x4d])
  view.setUint32(2, bytes.length, true)
  view.setUint32(10, offset, true)
  view.setUint32(14, 40, true)
  view.setInt32(18, side, true)
  view.setInt32(22, side, true)
  view.setUint16(26, 1, true)
  view.setUint16(28, 1, true)
  view.setUint32(46, 2, true)
  bytes.set([0, 0, 0, 0, 255, 255, 255, 0], 54)
  for (let i = offset; i < bytes.length; i++) bytes[i] = 0b10101010
  return bytes
}

describe('image decoding', () => {
  it('decodes a large BMP off the event loop', { timeout: 60_000 }, async () => {
    const bytes = bmp1(2048)
    const started = performance.now()
    expect(decodeBmp(bytes)?.width).toBe(2048)
    const onLoop = performance.now() - started
    expect(onLoop, 'the decoding must take long enough to be seen').toBeGreaterThan(50)
    let png: Buffer | undefined
    const stall = await longestStall(async () => (png = await reencodeAvatar(bytes, 'bmp')))
    expect(png?.subarray(1, 4).toString()).toBe('PNG')
    expect(stall).toBeLessThan(onLoop / 2)
  })

  it('refuses a broken BMP as before', async () => {
    const bytes = bmp1(64).slice(0, 200)
    await expect(reencodeAvatar(bytes, 'bmp')).rejects.toThrow(/unreadable bmp/)
  })
})
