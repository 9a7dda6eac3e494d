import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { AVATAR_MAX_BYTES } from '../src/accounts/settings/avatar.ts'
import { startTestServer, type TestServer } from '../src/testing/index.ts'
import { stub } from './stubs.ts'

/** A 24-bit bottom-up BMP of w×h filled with one colour (written by hand: sharp writes no BMP). */
function bmp(w: number, h: number, [r, g, b]: [number, number, number]): Buffer {
  const stride = Math.ceil((w * 3) / 4) * 4
  const out = Buffer.alloc(54 + stride * h)
  out.write('BM', 0, 'ascii')
  out.writeUInt32LE(out.length, 2)
  out.writeUInt32LE(54, 10)
  out.writeUInt32LE(40, 14)
  out.writeInt32LE(w, 18)
  out.writeInt32LE(h, 22)
  out.writeUInt16LE(1, 26)
  out.writeUInt16LE(24, 28)
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out.set([b, g, r], 54 + y * stride + x * 3)
  return out
}

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .toFormat(format)
    .toBuffer()

describe('accounts: avatar upload', { timeout: 60_000 }, () => {
  let server: TestServer
  let token: string
  beforeAll(async () => {
    server = await startTestServer({ modules: [stub] })
    await server.createUser({ username: 'hana', password: 'hana-pass' })
    token = await server.login('hana', 'hana-pass')
  })
  afterAll(() => server?.close())

  const upload = async (
    bytes: Uint8Array,
    name: string,
    type = 'image/png',
    field = 'image',
    lang = 'en',
  ) => {
    const form = new FormData()
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name)
    const response = await server.request('/ojapi/file/upload-avatar', {
      method: 'POST',
      body: form,
      headers: { Authorization: token, Cookie: `Web_Language=${lang}` },
    })
    return {
      httpStatus: response.status,
      body: (await response.json()) as { msg: string; data: { avatar: string } | null },
    }
  }

  it.each([
    ['png', 'a.png'],
    ['jpeg', 'a.jpg'],
    ['webp', 'a.webp'],
    ['gif', 'a.gif'],
    ['bmp', 'a.bmp'],
    // By content, not by name: a png called .gif is still taken.
    ['png', 'wrong-name.gif'],
  ] as const)('takes a %s (%s), re-encoded to a 200×200 png served as image/png', async (format, name) => {
    const bytes = format === 'bmp' ? bmp(300, 201, [200, 30, 60]) : await picture(format)
    const reply = await upload(bytes, name, 'application/octet-stream')
    expect(reply.body.msg).toBe('success')
    const avatar = reply.body.data?.avatar ?? ''
    expect(avatar).toMatch(/^\/ojapi\/public\/avatar\/[0-9a-f]{64}\.png$/)
    // HOJ answers the user info with the new avatar.
    expect(reply.body.data).toMatchObject({ username: expect.any(String), roleList: expect.any(Array) })
    const served = await server.request(avatar)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const png = Buffer.from(await served.arrayBuffer())
    const meta = await sharp(png).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 200, 200])
    // Re-encoded: never the bytes that were sent. The colour survives the trip.
    expect(png.equals(bytes)).toBe(false)
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
    expect(Math.abs((data[0] ?? 0) - 200)).toBeLessThan(12)
    const me = await server.api<{ avatar: string }>('POST', '/ojapi/change-userInfo', { token, body: {} })
    expect(me.body.data?.avatar).toBe(avatar)
  })

  it.each([
    ['an HTML page named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'x.png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'x.svg'],
    [
      'a broken png',
      Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(100, 7)]),
      'x.png',
    ],
    ['a broken bmp', Buffer.concat([Buffer.from('BM'), Buffer.alloc(100, 0xff)]), 'x.bmp'],
  ])('refuses %s by its content', async (_what, bytes, name) => {
    const reply = await upload(bytes, name)
    expect([reply.httpStatus, reply.body.msg]).toEqual([
      400,
      'The avatar must be a gif, jpg, jpeg, png, bmp or webp image',
    ])
    expect((await upload(bytes, name, 'image/png', 'image', 'zh-CN')).body.msg).toBe(
      '头像只能是 gif、jpg、jpeg、png、bmp 或 webp 格式的图片',
    )
  })

  it('refuses more than 2 MB (2097152 bytes) and a missing file', async () => {
    const big = Buffer.alloc(AVATAR_MAX_BYTES + 1, 0)
    big.write('\x89PNG\r\n\x1a\n', 0, 'latin1')
    expect((await upload(big, 'big.png')).body.msg).toBe('The avatar may be at most 2 MB')
    expect((await upload(big, 'big.png', 'image/png', 'image', 'zh-CN')).body.msg).toBe(
      '头像大小不能超过 2MB',
    )
    expect((await upload(await picture('png'), 'a.png', 'image/png', 'file')).body.msg).toBe(
      'Please choose an image to upload',
    )
  })

  it('serves only current avatars from its route, never other stored blobs', async () => {
    const first = (await upload(await picture('png'), 'a.png')).body.data?.avatar ?? ''
    const blue = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00f' } })
      .png()
      .toBuffer()
    const second = (await upload(blue, 'b.png')).body.data?.avatar ?? ''
    expect(second).not.toBe(first)
    // The first blob is still in the file store, but nobody's avatar any more.
    expect((await server.request(first)).status).toBe(404)
    expect((await server.request(second)).status).toBe(200)
    expect((await server.request(`/ojapi/public/avatar/${'0'.repeat(64)}.png`)).status).toBe(404)
    expect((await server.request('/ojapi/public/avatar/..%2F..%2Fetc%2Fpasswd')).status).toBe(404)
  })
})
