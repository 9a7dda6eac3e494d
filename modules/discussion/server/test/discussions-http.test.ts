import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EN, startWorld, type World } from './helpers.ts'

interface Page<T> {
  records: Array<T>
  total: number
  size: number
  current: number
  pages: number
}
interface Row {
  id: number
  title: string
  pid: string | null
  topPriority: boolean
  likeNum: number
  commentNum: number
  status: number
}

// Discussions over HTTP through the real platform (replies checked against their schemas): categories,
// posting with spec 2 §5's checks, per-object access, likes, reports, the site switch and the limits.
describe('discussions over HTTP', { timeout: 120_000 }, () => {
  let w: World
  beforeAll(async () => {
    w = await startWorld()
  })
  afterAll(() => w?.server.close())

  it('lets only the super admin edit the categories, and keeps used ones', async () => {
    const { token } = await w.user('catuser')
    const refused = await w.server.api('POST', '/ojapi/discussion-category', { body: [{ name: 'x' }], token })
    expect(refused.httpStatus).toBe(403)
    const saved = await w.server.api<Array<{ id: number; name: string }>>(
      'POST',
      '/ojapi/discussion-category',
      {
        body: [{ name: ' Alpha ' }, { name: 'Beta' }],
        token: w.root,
      },
    )
    expect(saved.body.data?.map((c) => c.name)).toEqual(['Alpha', 'Beta'])
    const [alpha, beta] = saved.body.data!
    await w.post(w.root, { categoryId: alpha!.id })
    const dropUsed = await w.server.api('POST', '/ojapi/discussion-category', {
      body: [{ id: beta!.id, name: 'Beta' }],
      token: w.root,
      headers: EN,
    })
    expect(dropUsed.httpStatus).toBe(400)
    expect(dropUsed.body.msg).toBe('A category that discussions still use cannot be removed')
    const renamed = await w.server.api<Array<{ name: string }>>('POST', '/ojapi/discussion-category', {
      body: [{ id: alpha!.id, name: 'Alpha 2' }],
      token: w.root,
    })
    expect(renamed.body.data?.map((c) => c.name)).toEqual(['Alpha 2'])
    const anyone = await w.server.api<Array<{ name: string }>>('GET', '/ojapi/discussion-category')
    expect(anyone.body.data?.map((c) => c.name)).toEqual(['Alpha 2'])
  })

  it('checks a post in the spec order, prefixes a problem id and lists 10 a page', async () => {
    const { token } = await w.user('poster')
    const categoryId = await w.category()
    const send = (body: Record<string, unknown>) =>
      w.server.api('POST', '/ojapi/discussion', { body, token, headers: EN })
    expect((await send({ title: ' ', description: '', content: '' })).body.msg).toBe('title is required')
    expect((await send({ title: 't', content: '' })).body.msg).toBe('description is required')
    expect((await send({ title: 't', description: 'd', content: '' })).body.msg).toBe('category is required')
    expect((await send({ title: 't', description: 'd', categoryId, content: '  ' })).body.msg).toBe(
      'content is required',
    )
    expect(
      (await send({ title: 'x'.repeat(256), description: 'd', categoryId, content: 'c' })).body.msg,
    ).toBe('title Can not exceed 255')
    expect((await send({ title: 't', description: 'd', categoryId: 999_999, content: 'c' })).httpStatus).toBe(
      400,
    )
    const id = await w.post(token, { title: 'Why WA?', pid: 'P1000', topPriority: true })
    const detail = await w.server.api<Row & { hasLike: boolean; content: string; categoryName: string }>(
      'GET',
      `/ojapi/get-discussion-detail?did=${id}`,
    )
    expect(detail.body.data).toMatchObject({
      title: '[P1000] Why WA?',
      pid: 'P1000',
      hasLike: false,
      content: 'Some content',
      topPriority: false,
    })
    const byProblem = await w.server.api<Page<Row>>('GET', '/ojapi/get-discussion-list?pid=P1000')
    expect(byProblem.body.data?.records.map((r) => r.id)).toEqual([id])
    const searched = await w.server.api<Page<Row>>('GET', '/ojapi/get-discussion-list?keyword=why%20wa')
    expect(searched.body.data?.records.map((r) => r.id)).toEqual([id])
    const mine = await w.server.api<Page<Row>>('GET', '/ojapi/get-discussion-list?onlyMine=true', { token })
    expect(mine.body.data?.records.map((r) => r.id)).toEqual([id])
    expect((await w.server.api('GET', '/ojapi/get-discussion-list?onlyMine=true')).httpStatus).toBe(401)
    const all = await w.server.api<Page<Row>>('GET', '/ojapi/get-discussion-list')
    expect(all.body.data?.size).toBe(10)
  })

  it('lets the author edit, the author or an admin delete, and admins pin or hide', async () => {
    const author = await w.user('author1')
    const other = await w.user('other1')
    const id = await w.post(author.token)
    const edit = (token: string) =>
      w.server.api('PUT', '/ojapi/discussion', {
        body: { id, title: 'Edited', description: 'd', content: 'new' },
        token,
        headers: EN,
      })
    expect((await edit(other.token)).httpStatus).toBe(403)
    expect((await edit(author.token)).httpStatus).toBe(200)
    const removeByOther = await w.server.api('DELETE', `/ojapi/discussion?did=${id}`, { token: other.token })
    expect(removeByOther.httpStatus).toBe(403)
    // Pinned by an admin: first in the list.
    const pin = await w.server.api('PUT', '/ojapi/admin/discussion', {
      body: { id, topPriority: true },
      token: w.root,
    })
    expect(pin.httpStatus).toBe(200)
    const first = await w.server.api<Page<Row>>('GET', '/ojapi/get-discussion-list')
    expect(first.body.data?.records[0]).toMatchObject({ id, title: 'Edited', topPriority: true })
    // Hidden: gone for others, still there for its author and admins.
    await w.server.api('PUT', '/ojapi/admin/discussion', { body: { id, status: 1 }, token: w.root })
    expect((await w.server.api('GET', `/ojapi/get-discussion-detail?did=${id}`)).httpStatus).toBe(404)
    expect(
      (await w.server.api('GET', `/ojapi/get-discussion-detail?did=${id}`, { token: author.token }))
        .httpStatus,
    ).toBe(200)
    const adminList = await w.server.api<Page<Row>>('GET', '/ojapi/get-discussion-list?admin=true', {
      token: w.root,
    })
    expect(adminList.body.data?.records.some((r) => r.id === id)).toBe(true)
    const publicList = await w.server.api<Page<Row>>('GET', '/ojapi/get-discussion-list?admin=true', {
      token: other.token,
    })
    expect(publicList.body.data?.records.some((r) => r.id === id)).toBe(false)
    const removed = await w.server.api('DELETE', `/ojapi/discussion?did=${id}`, { token: w.root })
    expect(removed.httpStatus).toBe(200)
    expect(
      (await w.server.api('GET', `/ojapi/get-discussion-detail?did=${id}`, { token: w.root })).httpStatus,
    ).toBe(404)
  })

  it('counts one like per user and sends the author one message', async () => {
    const author = await w.user('liked')
    const fan = await w.user('fan')
    const id = await w.post(author.token)
    for (let i = 0; i < 2; i++)
      expect(
        (await w.server.api('GET', `/ojapi/discussion-like?did=${id}&toLike=true`, { token: fan.token }))
          .httpStatus,
      ).toBe(200)
    await w.server.api('GET', `/ojapi/discussion-like?did=${id}&toLike=true`, { token: author.token })
    const detail = await w.server.api<Row & { hasLike: boolean }>(
      'GET',
      `/ojapi/get-discussion-detail?did=${id}`,
      {
        token: fan.token,
      },
    )
    expect(detail.body.data).toMatchObject({ likeNum: 2, hasLike: true })
    const likes = await w.server.api<
      Page<{ action: string; sourceId: number; url: string; senderUsername: string }>
    >('GET', '/ojapi/msg/like', { token: author.token })
    // The fan's like (once, though sent twice); the author's own like gives no message.
    expect(likes.body.data?.records).toEqual([
      expect.objectContaining({
        action: 'Like_Post',
        sourceId: id,
        url: `/discussion-detail/${id}`,
        senderUsername: 'fan',
      }),
    ])
    await w.server.api('GET', `/ojapi/discussion-like?did=${id}&toLike=false`, { token: fan.token })
    const after = await w.server.api<Row & { hasLike: boolean }>(
      'GET',
      `/ojapi/get-discussion-detail?did=${id}`,
      {
        token: fan.token,
      },
    )
    expect(after.body.data).toMatchObject({ likeNum: 1, hasLike: false })
  })

  it('tells the author of a liker’s first like only, and limits the toggles and reports per user', async () => {
    const author = await w.user('toggled')
    const fan = await w.user('toggler')
    const id = await w.post(author.token)
    const toggle = (toLike: boolean) =>
      w.server.api('GET', `/ojapi/discussion-like?did=${id}&toLike=${toLike}`, {
        token: fan.token,
        headers: EN,
      })
    const statuses: number[] = []
    for (let i = 0; i < 15; i++) {
      statuses.push((await toggle(true)).httpStatus)
      statuses.push((await toggle(false)).httpStatus)
    }
    expect(statuses).toEqual(Array(30).fill(200))
    const likes = await w.server.api<Page<{ senderUsername: string }>>('GET', '/ojapi/msg/like', {
      token: author.token,
    })
    expect(likes.body.data?.records.map((r) => r.senderUsername)).toEqual(['toggler'])
    // 30 toggles a minute: the next waits.
    const held = await toggle(true)
    expect([held.httpStatus, held.body.msg]).toEqual([429, expect.stringMatching(/try again in \d+ s/)])
    // Reports: 10 an hour per user.
    const reporter = await w.user('reporter2')
    const sent: number[] = []
    for (let i = 0; i < 11; i++)
      sent.push(
        (
          await w.server.api('POST', '/ojapi/discussion-report', {
            body: { did: id, content: `#spam# ${i}` },
            token: reporter.token,
          })
        ).httpStatus,
      )
    expect(sent).toEqual([...Array(10).fill(200), 429])
  })

  it('takes reports with a label or reason, and shows them to admins only', async () => {
    const reporter = await w.user('reporter')
    const id = await w.post(w.root, { title: 'Reported one' })
    const empty = await w.server.api('POST', '/ojapi/discussion-report', {
      body: { did: id, content: '  ' },
      token: reporter.token,
      headers: EN,
    })
    expect(empty.body.msg).toBe('The report label and reason cannot be empty')
    const sent = await w.server.api('POST', '/ojapi/discussion-report', {
      body: { did: id, content: '#spam# buy now', reporter: 'someone-else' },
      token: reporter.token,
    })
    expect(sent.httpStatus).toBe(200)
    expect(
      (await w.server.api('GET', '/ojapi/admin/discussion-report', { token: reporter.token })).httpStatus,
    ).toBe(403)
    const reports = await w.server.api<
      Page<{ id: number; reporter: string; discussionTitle: string; status: boolean }>
    >('GET', '/ojapi/admin/discussion-report', { token: w.root })
    const report = reports.body.data?.records[0]
    expect(report).toMatchObject({ reporter: 'reporter', discussionTitle: 'Reported one', status: false })
    await w.server.api('PUT', '/ojapi/admin/discussion-report', {
      body: { id: report!.id, status: true },
      token: w.root,
    })
    const handled = await w.server.api<Page<{ status: boolean }>>('GET', '/ojapi/admin/discussion-report', {
      token: w.root,
    })
    expect(handled.body.data?.records[0]?.status).toBe(true)
  })

  it("limits posting: one per 10 s, the site's daily limit, with a clear message", async () => {
    const { token, uid } = await w.user('hasty')
    await w.post(token)
    const again = await w.server.api('POST', '/ojapi/discussion', {
      body: { title: 't', description: 'd', content: 'c', categoryId: await w.category() },
      token,
      headers: EN,
    })
    expect(again.httpStatus).toBe(429)
    expect(again.body.msg).toMatch(/^You are posting too fast: please wait \d+ s$/)
    await w.setting('defaultCreateDiscussionDailyLimit', 2)
    await w.age(uid)
    await w.post(token)
    await w.age(uid)
    const third = await w.server.api('POST', '/ojapi/discussion', {
      body: { title: 't', description: 'd', content: 'c', categoryId: await w.category() },
      token,
      headers: EN,
    })
    expect(third.httpStatus).toBe(429)
    expect(third.body.msg).toBe('You may post at most 2 of these a day')
    await w.setting('defaultCreateDiscussionDailyLimit', 20)
  })

  it("answers 'No Access' while public discussion is off", async () => {
    const { token } = await w.user('switchy')
    const id = await w.post(w.root)
    await w.setting('openPublicDiscussion', false)
    try {
      for (const [method, path] of [
        ['GET', '/ojapi/get-discussion-list'],
        ['GET', `/ojapi/get-discussion-detail?did=${id}`],
        ['GET', `/ojapi/comments?did=${id}`],
        ['GET', `/ojapi/discussion-like?did=${id}&toLike=true`],
      ] as const) {
        const reply = await w.server.api(method, path, { token, headers: EN })
        expect([path, reply.httpStatus, reply.body.msg]).toEqual([path, 403, 'No Access'])
      }
      const posted = await w.server.api('POST', '/ojapi/discussion', {
        body: { title: 't', description: 'd', content: 'c', categoryId: await w.category() },
        token,
        headers: EN,
      })
      expect(posted.body.msg).toBe('No Access')
      const menu = await w.server.api<Array<{ id: string; nav: Array<{ visible?: unknown }> }>>(
        'GET',
        '/ojapi/modules',
      )
      expect(menu.body.data?.find((m) => m.id === 'discussion')?.nav[0]?.visible).toEqual({
        site: 'openPublicDiscussion',
      })
    } finally {
      await w.setting('openPublicDiscussion', true)
    }
    expect((await w.server.api('GET', '/ojapi/get-discussion-list')).httpStatus).toBe(200)
  })

  it('refuses restricted roles and visitors', async () => {
    const muted = await w.user('quiet', ['no_discuss'])
    const reply = await w.server.api('POST', '/ojapi/discussion', {
      body: { title: 't', description: 'd', content: 'c', categoryId: await w.category() },
      token: muted.token,
    })
    expect(reply.httpStatus).toBe(403)
    expect((await w.server.api('GET', '/ojapi/discussion-like?did=1&toLike=true')).httpStatus).toBe(401)
  })
})
