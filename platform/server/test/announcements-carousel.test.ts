// Home content: announcements (anonymous list, admin calls) and the carousel; the demo seeds.
import type { Page } from '@oj/sdk'
import { Db } from '@oj/sdk/server'
import { Effect } from 'effect'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedAnnouncements } from '../src/announcements/seed.ts'
import { announcement } from '../src/announcements/tables.ts'
import { CAROUSEL_MAX_BYTES } from '../src/carousel/image.ts'
import { seedWelcomeNotice } from '../src/messages/seed.ts'
import { msgNotice } from '../src/messages/tables.ts'
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../src/testing/index.ts'
import { stub } from './stubs.ts'

interface Announcement {
  id: number
  title: string
  content: string
  status: number
  username: string | null
  gmtCreate: string
  gmtModified: string
}

describe('home content: announcements, carousel, demo seeds', { timeout: 120_000 }, () => {
  let server: TestServer
  const token: Record<string, string> = {}
  const call = <T = unknown>(method: string, path: string, who?: string, body?: unknown, lang = 'en') =>
    server.api<T>(method, `/ojapi${path}`, {
      headers: { 'Accept-Language': lang },
      ...(who ? { token: token[who] as string } : {}),
      ...(body === undefined ? {} : { body }),
    })

  beforeAll(async () => {
    server = await startTestServer({ modules: [stub] })
    token['root'] = await server.login('root', TEST_ADMIN_PASSWORD)
    for (const [name, role] of [
      ['ann', 'default_user'],
      ['adam', 'admin'],
    ] as const) {
      await server.createUser({ username: name, password: `${name}-pass`, roles: [role] })
      token[name] = await server.login(name, `${name}-pass`)
    }
  }, 120_000)
  afterAll(() => server?.close())

  describe('announcements', () => {
    const common = async (query = '') =>
      (await call<Page<Announcement>>('GET', `/get-common-announcement${query}`)).body.data

    it('root posts; anyone reads the shown ones, newest first, paged', async () => {
      for (const [title, status] of [
        ['First', 0],
        ['Hidden', 1],
        ['Third', 0],
      ] as const) {
        const reply = await call<{ id: number }>('POST', '/admin/announcement', 'root', {
          title,
          content: `**${title}**`,
          status,
        })
        expect(reply.body.status).toBe(200)
      }
      const page = await common()
      expect(page?.records.map((r) => r.title)).toEqual(['Third', 'First'])
      expect(page?.total).toBe(2)
      expect(page?.records[0]).toMatchObject({ content: '**Third**', username: 'root' })
      expect(typeof page?.records[0]?.gmtCreate).toBe('string')
      const second = await common('?limit=1&currentPage=2')
      expect([second?.records.map((r) => r.title), second?.current, second?.size]).toEqual([['First'], 2, 1])
      expect((await call('GET', '/get-common-announcement?limit=0')).httpStatus).toBe(400)
    })

    it('admins list every one with its status, change and delete them', async () => {
      const all = await call<Page<Announcement>>('GET', '/admin/announcement', 'adam')
      expect(all.body.data?.records.map((r) => [r.title, r.status])).toEqual([
        ['Third', 0],
        ['Hidden', 1],
        ['First', 0],
      ])
      const hidden = all.body.data?.records.find((r) => r.title === 'Hidden')
      const shown = await call('PUT', '/admin/announcement', 'adam', {
        id: hidden?.id,
        title: 'Shown now',
        content: 'c',
        status: 0,
      })
      expect(shown.body.status).toBe(200)
      expect((await common())?.records.map((r) => r.title)).toContain('Shown now')
      expect((await call('DELETE', `/admin/announcement?aid=${hidden?.id}`, 'adam')).body.status).toBe(200)
      expect((await common())?.records.map((r) => r.title)).not.toContain('Shown now')
      expect((await call('DELETE', `/admin/announcement?aid=${hidden?.id}`, 'adam')).httpStatus).toBe(404)
      const missing = await call('PUT', '/admin/announcement', 'adam', {
        id: 99_999,
        title: 't',
        content: 'c',
      })
      expect(missing.httpStatus).toBe(404)
    })

    it('posting also needs the root role (api-surface); a plain user gets 403, anonymous 401', async () => {
      const body = { title: 't', content: 'c' }
      expect((await call('POST', '/admin/announcement', 'adam', body)).httpStatus).toBe(403)
      for (const [method, path] of [
        ['GET', '/admin/announcement'],
        ['POST', '/admin/announcement'],
        ['PUT', '/admin/announcement'],
        ['DELETE', '/admin/announcement?aid=1'],
      ] as const) {
        const withBody = method === 'POST' || method === 'PUT' ? { ...body, id: 1 } : undefined
        expect((await call(method, path, 'ann', withBody)).httpStatus).toBe(403)
        expect((await call(method, path, undefined, withBody)).httpStatus).toBe(401)
      }
    })

    it.each([
      ['no title', { content: 'c' }, 'The title is required', '标题不能为空'],
      ['blank title', { title: ' ', content: 'c' }, 'The title is required', '标题不能为空'],
      [
        'long title',
        { title: 'x'.repeat(256), content: 'c' },
        'The title can not exceed 255 characters',
        '标题不能超过 255 个字符',
      ],
      ['no content', { title: 't' }, 'The content is required', '内容不能为空'],
      [
        'long content',
        { title: 't', content: 'x'.repeat(65_536) },
        'The content can not exceed 65535 characters',
        '内容不能超过 65535 个字符',
      ],
      [
        'bad status',
        { title: 't', content: 'c', status: 2 },
        'The status must be 0 (shown) or 1 (hidden)',
        '状态只能是 0（显示）或 1（隐藏）',
      ],
    ])('refuses %s in both languages, writing nothing', async (_name, body, en, zh) => {
      const before = (await server.db.client.select().from(announcement)).length
      for (const method of ['POST', 'PUT']) {
        const sent = method === 'PUT' ? { id: 1, ...body } : body
        const reply = await call(method, '/admin/announcement', 'root', sent)
        expect([reply.httpStatus, reply.body.msg]).toEqual([400, en])
        expect((await call(method, '/admin/announcement', 'root', sent, 'zh-CN')).body.msg).toBe(zh)
      }
      expect((await server.db.client.select().from(announcement)).length).toBe(before)
    })

    it('takes a title of exactly 255 characters', async () => {
      const reply = await call('POST', '/admin/announcement', 'root', {
        title: 'x'.repeat(255),
        content: 'c',
      })
      expect(reply.body.status).toBe(200)
    })
  })

  describe('carousel', () => {
    const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 2400, height = 900) =>
      sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
        .toFormat(format)
        .toBuffer()
    const upload = async (bytes: Uint8Array, who?: string, field = 'file', lang = 'en') => {
      const form = new FormData()
      form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'banner.png')
      const response = await server.request('/ojapi/file/upload-carouse-img', {
        method: 'POST',
        body: form,
        headers: { ...(who ? { Authorization: token[who] as string } : {}), 'Accept-Language': lang },
      })
      return {
        httpStatus: response.status,
        body: (await response.json()) as { msg: string; data: { id: number; url: string } | null },
      }
    }
    const carousel = async () =>
      (await call<Array<{ id: number; url: string }>>('GET', '/home-carousel')).body.data ?? []

    it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
      'root uploads a %s: re-encoded, listed for anyone, served as an image',
      async (format) => {
        const reply = await upload(await picture(format), 'root')
        expect(reply.body.msg).toBe('success')
        const { id, url } = reply.body.data ?? { id: 0, url: '' }
        expect(url).toMatch(/^\/ojapi\/public\/carousel\/[0-9a-f]{64}\.webp$/)
        expect(await carousel()).toContainEqual({ id, url })
        const served = await server.request(url)
        expect(served.status).toBe(200)
        expect(served.headers.get('Content-Type')).toBe('image/webp')
        expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
        // Scaled down to fit 1920×1080, keeping its shape.
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1920, 720])
      },
    )

    it('refuses what is not an image, too large or missing, with a message', async () => {
      const text = await upload(new TextEncoder().encode('<svg onload=alert(1)></svg>'), 'root')
      expect([text.httpStatus, text.body.msg]).toEqual([
        400,
        'The carousel image must be a gif, jpg, jpeg, png, bmp or webp image',
      ])
      const broken = await picture('png')
      const truncated = await upload(broken.subarray(0, 100), 'root')
      expect(truncated.httpStatus).toBe(400)
      const big = new Uint8Array(CAROUSEL_MAX_BYTES + 1)
      big.set(await picture('png', 10, 10))
      const tooLarge = await upload(big, 'root', 'file', 'zh-CN')
      expect([tooLarge.httpStatus, tooLarge.body.msg]).toEqual([400, '轮播图大小不能超过 2MB'])
      const missing = await upload(await picture('png'), 'root', 'image')
      expect([missing.httpStatus, missing.body.msg]).toEqual([
        400,
        'Please choose an image to upload (field file)',
      ])
    })

    it('upload is for root only; deleting needs system_info_admin', async () => {
      const bytes = await picture('png', 100, 50)
      expect((await upload(bytes)).httpStatus).toBe(401)
      expect((await upload(bytes, 'ann')).httpStatus).toBe(403)
      expect((await upload(bytes, 'adam')).httpStatus).toBe(403)
      const [first] = await carousel()
      for (const [who, status] of [
        [undefined, 401],
        ['ann', 403],
        ['adam', 403],
      ] as const) {
        expect((await call('DELETE', `/admin/config/home-carousel?id=${first?.id}`, who)).httpStatus).toBe(
          status,
        )
      }
      expect((await call('DELETE', '/admin/config/home-carousel?id=x', 'root')).httpStatus).toBe(400)
      expect((await call('DELETE', `/admin/config/home-carousel?id=${first?.id}`, 'root')).body.status).toBe(
        200,
      )
      expect((await carousel()).map((c) => c.id)).not.toContain(first?.id)
      // Off the carousel, its image is no longer served (unless another entry has the same picture).
      if (!(await carousel()).some((c) => c.url === first?.url)) {
        expect((await server.request(first?.url ?? '')).status).toBe(404)
      }
      expect((await call('DELETE', `/admin/config/home-carousel?id=${first?.id}`, 'root')).httpStatus).toBe(
        404,
      )
    })

    it('serves only carousel hashes', async () => {
      expect((await server.request(`/ojapi/public/carousel/${'0'.repeat(64)}.webp`)).status).toBe(404)
      expect((await server.request('/ojapi/public/carousel/..%2F..%2Fetc.webp')).status).toBe(404)
    })
  })

  describe('demo seeds', () => {
    const run = (effect: Effect.Effect<void, unknown, Db>) =>
      Effect.runPromise(effect.pipe(Effect.provideService(Db, server.db)))

    it('welcome notice: once, reaching root, idempotent', async () => {
      await run(seedWelcomeNotice)
      await run(seedWelcomeNotice)
      const welcomes = (await server.db.client.select().from(msgNotice)).filter((n) => n.title === 'Welcome')
      expect(welcomes.map((n) => n.type)).toEqual(['All'])
      const sys = await call<Page<{ title: string }>>('GET', '/msg/sys', 'root')
      expect(sys.body.data?.records.map((r) => r.title)).toContain('Welcome')
    })

    it('announcements: two on an empty table, nothing when there are some', async () => {
      await server.db.client.delete(announcement)
      await run(seedAnnouncements)
      await run(seedAnnouncements)
      const page = await call<Page<Announcement>>('GET', '/get-common-announcement')
      expect(page.body.data?.records.map((r) => r.title)).toEqual([
        'Weekly practice contest',
        'Welcome to the online judge',
      ])
    })
  })
})
