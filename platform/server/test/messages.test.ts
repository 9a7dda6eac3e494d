// The message center, the super admin's system notices and the Inbox service modules write through.
import type { Page } from '@oj/sdk'
import { endpoint } from '@oj/sdk/contract'
import { defineServerModule, Inbox, type InteractionMessage } from '@oj/sdk/server'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { msgNotice, msgUserNotice } from '../src/messages/tables.ts'
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../src/testing/index.ts'
import { stub } from './stubs.ts'

const schemas = () => import('./fixtures/probe-schemas.ts')
const ProbeApi = {
  notify: endpoint('POST', '/inbox-probe/notify', schemas, (s) => ({ input: s.Notify, output: s.Nothing }), {
    summary: 'Sends a message to a mine box',
  }),
  interaction: endpoint(
    'POST',
    '/inbox-probe/interaction',
    schemas,
    (s) => ({ input: s.AnyMessage, output: s.Nothing }),
    { summary: 'Sends a comment, reply or like message' },
  ),
}

/**
 * A module that writes to users' boxes through the Inbox service, as real modules will; its
 * messages are about discussions, a source it registers with its label.
 */
const inboxProbe = defineServerModule({
  id: 'inbox-probe',
  requires: [],
  messages: {
    'zh-CN': { 'probe.source.discussion': '讨论' },
    en: { 'probe.source.discussion': 'discussion' },
  },
  web: { routes: [], messageSources: [{ type: 'Discussion', label: 'probe.source.discussion' }] },
  routes: (api) => {
    api.handle(ProbeApi.notify, {
      auth: 'anon',
      handler: ({ uid, title, content }) =>
        Effect.gen(function* () {
          yield* (yield* Inbox).notify(uid, { title, content })
          return null
        }).pipe(Effect.orDie),
    })
    api.handle(ProbeApi.interaction, {
      auth: 'anon',
      handler: (message) =>
        Effect.gen(function* () {
          yield* (yield* Inbox).interaction(message as InteractionMessage)
          return null
        }).pipe(Effect.orDie),
    })
  },
})

interface Counts {
  comment: number
  reply: number
  like: number
  sys: number
  mine: number
}
interface NoticeMessage {
  id: number
  state: boolean
  title: string
  content: string
  gmtCreate: string
}
interface Interaction {
  id: number
  state: boolean
  senderId: string
  senderUsername: string
  action: string
  sourceType: string
  sourceId: number
  sourceTitle: string
  quoteId: number | null
  quoteType: string | null
  url: string
}

describe('messages: boxes, notices, Inbox', { timeout: 120_000 }, () => {
  let server: TestServer
  const logged: Array<string> = []
  const uid: Record<string, string> = {}
  const token: Record<string, string> = {}

  const call = <T = unknown>(method: string, path: string, who?: string, body?: unknown, lang = 'en') =>
    server.api<T>(method, `/ojapi${path}`, {
      headers: { 'Accept-Language': lang },
      ...(who ? { token: token[who] as string } : {}),
      ...(body === undefined ? {} : { body }),
    })
  const unread = async (who: string) => (await call<Counts>('GET', '/msg/unread', who)).body.data
  const box = async <T>(who: string, name: string, query = '') =>
    (await call<Page<T>>('GET', `/msg/${name}${query}`, who)).body
  const notice = (body: unknown, who = 'root') => call<{ id: number }>('POST', '/admin/msg/notice', who, body)
  const interaction = (message: Partial<InteractionMessage>) =>
    call('POST', '/inbox-probe/interaction', undefined, {
      category: 'comment',
      sourceType: 'Discussion',
      sourceId: 7,
      sourceTitle: 'How to solve A+B?',
      sourceContent: 'Nice question',
      url: '/discussion-detail/7',
      ...message,
    })

  beforeAll(async () => {
    server = await startTestServer({ modules: [stub, inboxProbe], log: (m) => logged.push(m) })
    token['root'] = await server.login('root', TEST_ADMIN_PASSWORD)
    uid['root'] = (await call<{ uid: string }>('GET', '/get-user-info', 'root')).body.data?.uid as string
    for (const [name, roles] of [
      ['alice', ['default_user']],
      ['bob', ['default_user']],
      ['carol', ['default_user']],
      ['dave', ['default_user']],
      ['adam', ['admin']],
    ] as const) {
      uid[name] = await server.createUser({ username: name, password: `${name}-pass`, roles })
      token[name] = await server.login(name, `${name}-pass`)
    }
  }, 120_000)
  afterAll(() => server?.close())

  describe('who may call', () => {
    const userCalls = [
      ['GET', '/msg/unread'],
      ['GET', '/msg/comment'],
      ['GET', '/msg/reply'],
      ['GET', '/msg/like'],
      ['GET', '/msg/sys'],
      ['GET', '/msg/mine'],
      ['DELETE', '/msg/clean?type=mine'],
    ] as const
    const rootCalls = [
      ['GET', '/admin/msg/notice'],
      ['POST', '/admin/msg/notice'],
      ['PUT', '/admin/msg/notice'],
      ['DELETE', '/admin/msg/notice?id=1'],
    ] as const
    it.each([...userCalls, ...rootCalls])('%s %s needs a login', async (method, path) => {
      const reply = await call(
        method,
        path,
        undefined,
        method === 'POST' || method === 'PUT' ? {} : undefined,
      )
      expect([reply.httpStatus, reply.body.msg]).toEqual([401, 'Please login first'])
    })
    it.each(rootCalls)('%s %s is for root only (a user and an admin get 403)', async (method, path) => {
      const body = { id: 1, title: 't', content: 'c', type: 'All' }
      for (const who of ['alice', 'adam']) {
        const reply = await call(method, path, who, method === 'POST' || method === 'PUT' ? body : undefined)
        expect(reply.httpStatus).toBe(403)
      }
    })
  })

  describe('Inbox.notify and the mine box', () => {
    it("puts a message in the user's 'mine' box; a page answers the earlier state, then marks read", async () => {
      await call('POST', '/inbox-probe/notify', undefined, {
        uid: uid['alice'],
        title: 'Hi',
        content: '**one**',
      })
      await call('POST', '/inbox-probe/notify', undefined, { uid: uid['alice'], title: 'Ho', content: 'two' })
      expect(await unread('alice')).toMatchObject({ mine: 2, sys: 0, comment: 0 })
      expect((await unread('bob'))?.mine).toBe(0)

      const first = await box<NoticeMessage>('alice', 'mine')
      expect(first.status).toBe(200)
      expect(first.data?.total).toBe(2)
      expect(first.data?.size).toBe(8)
      expect(first.data?.pages).toBe(1)
      // HOJ's SysMsgVO: a module's message is of type Mine, from no administrator.
      expect(first.data?.records[0]).toMatchObject({ type: 'Mine', adminId: null })
      expect(first.data?.records.map((r) => [r.title, r.content, r.state])).toEqual([
        ['Ho', 'two', false],
        ['Hi', '**one**', false],
      ])
      expect((await unread('alice'))?.mine).toBe(0)
      const again = await box<NoticeMessage>('alice', 'mine')
      expect(again.data?.records.map((r) => r.state)).toEqual([true, true])
    })

    it('marks only the page it answered', async () => {
      for (const n of [1, 2, 3]) {
        await call('POST', '/inbox-probe/notify', undefined, {
          uid: uid['carol'],
          title: `m${n}`,
          content: 'x',
        })
      }
      const page = await box<NoticeMessage>('carol', 'mine', '?limit=2&currentPage=1')
      expect(page.data?.records.map((r) => r.title)).toEqual(['m3', 'm2'])
      expect((await unread('carol'))?.mine).toBe(1)
    })

    it('a message to an unknown user is dropped quietly', async () => {
      const reply = await call('POST', '/inbox-probe/notify', undefined, {
        uid: 'nobody',
        title: 't',
        content: 'c',
      })
      expect(reply.body.status).toBe(200)
    })

    it('cleans one message, then all; never another user’s', async () => {
      await call('POST', '/inbox-probe/notify', undefined, { uid: uid['dave'], title: 'd1', content: 'x' })
      await call('POST', '/inbox-probe/notify', undefined, { uid: uid['dave'], title: 'd2', content: 'x' })
      const daves = (await box<NoticeMessage>('dave', 'mine')).data?.records ?? []
      const d1 = daves.find((r) => r.title === 'd1')?.id
      // Alice cannot delete Dave's message.
      await call('DELETE', `/msg/clean?type=mine&id=${d1}`, 'alice')
      expect((await box<NoticeMessage>('dave', 'mine')).data?.total).toBe(2)

      expect((await call('DELETE', `/msg/clean?type=mine&id=${d1}`, 'dave')).body.status).toBe(200)
      expect((await box<NoticeMessage>('dave', 'mine')).data?.records.map((r) => r.title)).toEqual(['d2'])
      await call('DELETE', '/msg/clean?type=mine', 'dave')
      expect((await box<NoticeMessage>('dave', 'mine')).data?.total).toBe(0)
      expect((await box<NoticeMessage>('alice', 'mine')).data?.total).toBe(2)
    })

    it('refuses an unknown or missing type with a clear 400', async () => {
      for (const path of ['/msg/clean?type=spam', '/msg/clean', '/msg/clean?type=mine&id=abc']) {
        const reply = await call('DELETE', path, 'alice')
        expect(reply.httpStatus).toBe(400)
      }
      const bad = await call('DELETE', '/msg/clean?type=spam', 'alice')
      expect(bad.body.msg).toBe('The message type must be comment, reply, like, sys or mine')
      const zh = await call('DELETE', '/msg/clean?type=spam', 'alice', undefined, 'zh-CN')
      expect(zh.body.msg).toBe('消息类型 type 只能是 comment、reply、like、sys 或 mine')
    })

    it('refuses bad paging with a 400', async () => {
      for (const query of ['?limit=0', '?limit=101', '?currentPage=0', '?currentPage=x']) {
        const reply = await call('GET', `/msg/mine${query}`, 'alice')
        expect([reply.httpStatus, reply.body.msg]).toEqual([
          400,
          expect.stringContaining('Invalid parameter'),
        ])
      }
    })
  })

  describe('Inbox.interaction and the comment, reply and like boxes', () => {
    it('reaches the recipient’s box of that category, with the sender', async () => {
      await interaction({ category: 'comment', recipientUid: uid['bob'], senderUid: uid['alice'] })
      await interaction({
        category: 'reply',
        recipientUid: uid['bob'],
        senderUid: uid['carol'],
        quoteId: 3,
        quoteType: 'Comment',
        quoteContent: 'my comment',
      })
      await interaction({ category: 'like', recipientUid: uid['bob'], senderUid: uid['alice'] })
      await interaction({ category: 'like', recipientUid: uid['bob'], senderUid: uid['carol'], quoteId: 3 })
      expect(await unread('bob')).toMatchObject({ comment: 1, reply: 1, like: 2, mine: 0 })

      const comments = await box<Interaction>('bob', 'comment')
      expect(comments.data?.size).toBe(6)
      expect(comments.data?.records).toEqual([
        expect.objectContaining({
          state: false,
          senderId: uid['alice'],
          senderUsername: 'alice',
          action: 'Discuss',
          sourceType: 'Discussion',
          sourceId: 7,
          sourceTitle: 'How to solve A+B?',
          quoteId: null,
          url: '/discussion-detail/7',
        }),
      ])
      const replies = await box<Interaction>('bob', 'reply')
      expect(replies.data?.records.map((r) => [r.senderUsername, r.action, r.quoteId, r.quoteType])).toEqual([
        ['carol', 'Reply', 3, 'Comment'],
      ])
      const likes = await box<Interaction>('bob', 'like')
      expect(likes.data?.records.map((r) => r.action)).toEqual(['Like_Discuss', 'Like_Post'])
      expect(await unread('bob')).toMatchObject({ comment: 0, reply: 0, like: 0 })
      expect((await box<Interaction>('bob', 'like')).data?.records.map((r) => r.state)).toEqual([true, true])
    })

    it('refuses, as a defect naming it, a source type no enabled module registers', async () => {
      logged.length = 0
      const reply = await interaction({
        category: 'comment',
        recipientUid: uid['bob'],
        senderUid: uid['alice'],
        sourceType: 'Contest',
      })
      expect(reply.httpStatus).toBe(500)
      expect(logged.join('\n')).toMatch(/'Contest', a source type no enabled module registers/)
      expect(logged.join('\n')).toMatch(/registered: Discussion/)
      expect((await unread('bob'))?.comment).toBe(0)
    })

    it('never tells users about their own actions', async () => {
      await interaction({ category: 'comment', recipientUid: uid['dave'], senderUid: uid['dave'] })
      await interaction({ category: 'like', recipientUid: uid['dave'], senderUid: 'nobody' })
      expect(await unread('dave')).toMatchObject({ comment: 0, like: 0 })
    })

    it('cleans one, then all of a box, leaving the other boxes', async () => {
      const likes = (await box<Interaction>('bob', 'like')).data?.records ?? []
      await call('DELETE', `/msg/clean?type=comment&id=${likes[0]?.id}`, 'bob')
      expect((await box<Interaction>('bob', 'like')).data?.total).toBe(2)
      await call('DELETE', `/msg/clean?type=like&id=${likes[0]?.id}`, 'bob')
      expect((await box<Interaction>('bob', 'like')).data?.records.map((r) => r.id)).toEqual([likes[1]?.id])
      await call('DELETE', '/msg/clean?type=like', 'bob')
      expect((await box<Interaction>('bob', 'like')).data?.total).toBe(0)
      expect((await box<Interaction>('bob', 'comment')).data?.total).toBe(1)
    })
  })

  describe('system notices', () => {
    const sysTitles = async (who: string) =>
      ((await box<NoticeMessage>(who, 'sys', '?limit=100')).data?.records ?? []).map((r) => r.title)

    it('Single reaches exactly its one recipient (usernames in any case)', async () => {
      const reply = await notice({ title: 'For Bob', content: 'hello', type: 'Single', recipients: ['BOB'] })
      expect(reply.body.status).toBe(200)
      expect((await unread('bob'))?.sys).toBe(1)
      for (const who of ['alice', 'carol', 'dave', 'root'])
        expect(await sysTitles(who)).not.toContain('For Bob')
      expect(await sysTitles('bob')).toContain('For Bob')
      expect((await unread('bob'))?.sys).toBe(0)
      const [copy] =
        (await box<NoticeMessage & { type: string; adminId: string }>('bob', 'sys')).data?.records ?? []
      expect(copy).toMatchObject({ title: 'For Bob', type: 'Sys', adminId: uid['root'] })
    })

    it("Single takes HOJ's recipientId (a uid) too", async () => {
      const reply = await notice({ title: 'By uid', content: 'x', type: 'Single', recipientId: uid['dave'] })
      expect(reply.body.status).toBe(200)
      expect(await sysTitles('dave')).toContain('By uid')
      expect(await sysTitles('carol')).not.toContain('By uid')
      const unknown = await notice({ title: 'Lost', content: 'x', type: 'Single', recipientId: 'nobody' })
      expect([unknown.httpStatus, unknown.body.msg]).toEqual([400, 'No such users: nobody'])
    })

    it('Nominated reaches exactly the named users', async () => {
      await notice({
        title: 'Team',
        content: 'x',
        type: 'Nominated',
        recipients: ['alice', 'carol', 'alice'],
      })
      expect(await sysTitles('alice')).toContain('Team')
      expect(await sysTitles('carol')).toContain('Team')
      for (const who of ['bob', 'dave', 'root']) expect(await sysTitles(who)).not.toContain('Team')
    })

    it('All reaches every user registered before it, not those who register later', async () => {
      await notice({ title: 'Everyone', content: 'maintenance tonight', type: 'All' })
      const late = await server.createUser({ username: 'latecomer', password: 'late-pass' })
      token['latecomer'] = await server.login('latecomer', 'late-pass')
      for (const who of ['alice', 'bob', 'carol', 'dave', 'adam', 'root']) {
        expect((await unread(who))?.sys).toBeGreaterThanOrEqual(1)
        expect(await sysTitles(who)).toContain('Everyone')
      }
      expect(await unread('latecomer')).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 })
      expect(await sysTitles('latecomer')).toEqual([])
      expect(late).toBeTruthy()
    })

    it("deleting one's copy of an All notice sticks", async () => {
      const records = (await box<NoticeMessage>('dave', 'sys')).data?.records ?? []
      const copy = records.find((r) => r.title === 'Everyone')
      await call('DELETE', `/msg/clean?type=sys&id=${copy?.id}`, 'dave')
      expect(await sysTitles('dave')).not.toContain('Everyone')
      expect((await unread('dave'))?.sys).toBe(0)
      expect(await sysTitles('dave')).not.toContain('Everyone')
      // A new All notice still reaches Dave; Clean All takes it too, and for good.
      await notice({ title: 'Second', content: 'x', type: 'All' })
      expect((await unread('dave'))?.sys).toBe(1)
      await call('DELETE', '/msg/clean?type=sys', 'dave')
      expect((await unread('dave'))?.sys).toBe(0)
      expect(await sysTitles('dave')).toEqual([])
      expect(await sysTitles('alice')).toContain('Second')
    })

    it('refuses unknown usernames, naming them, and writes nothing', async () => {
      const before = (await server.db.client.select().from(msgNotice)).length
      const copies = (await server.db.client.select().from(msgUserNotice)).length
      const reply = await notice({
        title: 'x',
        content: 'y',
        type: 'Nominated',
        recipients: ['bob', 'ghost', 'nobody'],
      })
      expect([reply.httpStatus, reply.body.msg]).toEqual([400, 'No such users: ghost, nobody'])
      expect((await server.db.client.select().from(msgNotice)).length).toBe(before)
      expect((await server.db.client.select().from(msgUserNotice)).length).toBe(copies)
    })

    it.each([
      [{ content: 'c', type: 'All' }, 'The title is required'],
      [{ title: '   ', content: 'c', type: 'All' }, 'The title is required'],
      [{ title: 'x'.repeat(256), content: 'c', type: 'All' }, 'The title can not exceed 255 characters'],
      [{ title: 't', type: 'All' }, 'The content is required'],
      [
        { title: 't', content: 'x'.repeat(65_536), type: 'All' },
        'The content can not exceed 65535 characters',
      ],
      [{ title: 't', content: 'c', type: 'Everybody' }, 'The notice type must be All, Single or Nominated'],
      [{ title: 't', content: 'c' }, 'The notice type must be All, Single or Nominated'],
      [
        { title: 't', content: 'c', type: 'Single', recipients: ['bob', 'carol'] },
        'A Single notice needs exactly one recipient',
      ],
      [{ title: 't', content: 'c', type: 'Nominated', recipients: [] }, 'Name at least one recipient'],
      [
        { title: 't', content: 'c', type: 'Nominated', recipients: 'bob' },
        'The recipients must be a list of usernames',
      ],
    ])('refuses bad notice %#: %s', async (body, message) => {
      const reply = await notice(body)
      expect([reply.httpStatus, reply.body.msg]).toEqual([400, message])
    })

    it('lists notices for root, newest first, with recipients and type filter', async () => {
      const all = await call<Page<{ title: string; type: string; recipients: string[] }>>(
        'GET',
        '/admin/msg/notice?limit=100',
        'root',
      )
      const byTitle = new Map(all.body.data?.records.map((r) => [r.title, r]))
      expect(all.body.data?.records[0]?.title).toBe('Second')
      expect(byTitle.get('Team')?.recipients).toEqual(['alice', 'carol'])
      expect(byTitle.get('For Bob')?.recipients).toEqual(['bob'])
      expect(byTitle.get('Everyone')?.recipients).toEqual([])
      const singles = await call<Page<{ type: string }>>('GET', '/admin/msg/notice?type=Single', 'root')
      // 'By uid' and 'For Bob'.
      expect(singles.body.data?.records.map((r) => r.type)).toEqual(['Single', 'Single'])
      expect((await call('GET', '/admin/msg/notice?type=Bad', 'root')).httpStatus).toBe(400)
    })

    it('PUT changes the text every copy shows and the audience; DELETE takes every copy', async () => {
      const { id } = (
        await notice({ title: 'Old', content: 'c', type: 'Nominated', recipients: ['alice', 'bob'] })
      ).body.data as { id: number }
      const changed = await call('PUT', '/admin/msg/notice', 'root', {
        id,
        title: 'New',
        content: 'c2',
        type: 'Nominated',
        recipients: ['bob', 'carol'],
      })
      expect(changed.body.status).toBe(200)
      expect(await sysTitles('alice')).not.toContain('New')
      expect(await sysTitles('alice')).not.toContain('Old')
      expect(await sysTitles('bob')).toContain('New')
      expect(await sysTitles('carol')).toContain('New')
      const unknown = await call('PUT', '/admin/msg/notice', 'root', {
        id,
        title: 'New',
        content: 'c2',
        type: 'Single',
        recipients: ['ghost'],
      })
      expect([unknown.httpStatus, unknown.body.msg]).toEqual([400, 'No such users: ghost'])
      expect(await sysTitles('carol')).toContain('New')
      const missing = await call('PUT', '/admin/msg/notice', 'root', {
        id: 99_999,
        title: 't',
        content: 'c',
        type: 'All',
      })
      expect(missing.httpStatus).toBe(404)

      expect((await call('DELETE', `/admin/msg/notice?id=${id}`, 'root')).body.status).toBe(200)
      expect(await sysTitles('bob')).not.toContain('New')
      expect((await call('DELETE', `/admin/msg/notice?id=${id}`, 'root')).httpStatus).toBe(404)
    })
  })
})
