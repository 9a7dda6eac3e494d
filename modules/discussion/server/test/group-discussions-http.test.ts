import {
  type Caller,
  contribute,
  defineServerModule,
  NO_ROLE,
  ScopeOwners,
  type ScopeRole,
} from '@oj/sdk/server'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EN, startWorld, type World } from './helpers.ts'

interface Page<T> {
  records: Array<T>
  total: number
}
interface Row {
  id: number
  title: string
  gid: number | null
  pid: string | null
  role: string
  topPriority: boolean
  status: number
  commentNum: number
}

/**
 * A stand-in owner of the scope 'gid' (the groups module's part): group 1 and group 2, each with the
 * levels of its users by username (3 member, 4 admin, 5 root; the super admin counts as root).
 * Group 3 is banned: nobody may know of it. The discussion module asks only this.
 */
const levels: Record<number, Record<string, number>> = {
  1: { member: 3, member2: 3, gadmin: 4, groot: 5 },
  2: { other: 3 },
}
const levelOf = (gid: number, caller: Caller | undefined) =>
  caller?.roles.includes('root') ? 5 : (levels[gid]?.[caller?.username ?? ''] ?? 0)
const groupsProbe = defineServerModule({
  id: 'groups-owner-probe',
  requires: [],
  contributes: [
    contribute(ScopeOwners, 'gid', {
      role: ({ scopeId, caller }) => {
        if (!levels[scopeId]) return Effect.succeed(NO_ROLE)
        const level = levelOf(scopeId, caller)
        const role: ScopeRole = {
          exists: true,
          see: level >= 3,
          admin: level >= 4,
          root: level >= 5,
          problemPrefix: '',
        }
        return Effect.succeed(role)
      },
      visible: ({ scopeIds, caller }) =>
        Effect.succeed(new Set(scopeIds.filter((gid) => levels[gid] && levelOf(gid, caller) >= 3))),
      roots: () => Effect.succeed([]),
    }),
  ],
})

// A group's discussions over HTTP (ScopedDiscussionApi) against a stand-in scope owner: members see and
// post, the group's admins (4+) manage every one, a member their own; strangers see nothing of them
// through the group calls or the public ones (detail, comments, replies, likes, reports); the public
// list leaves them out; the openGroupDiscussion switch closes them.
describe('group discussions over HTTP', { timeout: 120_000 }, () => {
  let w: World
  const t: Record<string, string> = {}
  const uids = new Map<string, string>()
  beforeAll(async () => {
    w = await startWorld([groupsProbe])
    for (const name of ['member', 'member2', 'gadmin', 'groot', 'stranger', 'other']) {
      const { token, uid } = await w.user(name)
      t[name] = token
      uids.set(token, uid)
    }
    t['siteAdmin'] = (await w.user('siteadmin', ['admin'])).token
  })
  /** Lets this user post again at once (the 10 s between two posts have passed). */
  const rested = async (token: string) => {
    const uid = uids.get(token)
    if (uid) await w.age(uid)
  }
  afterAll(() => w?.server.close())

  const call = <T = unknown>(method: string, path: string, token: string | undefined, body?: unknown) =>
    w.server.api<T>(method as 'GET', `/ojapi${path}`, {
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { body }),
      headers: EN,
    })
  const post = async (token: string, fields: Record<string, unknown> = {}) => {
    await rested(token)
    const reply = await call<Row>('POST', '/group/discussion', token, {
      title: 'Group title',
      description: 'Group description',
      content: 'Group content',
      categoryId: await w.category(),
      gid: 1,
      ...fields,
    })
    expect(reply.httpStatus, JSON.stringify(reply.body)).toBe(200)
    return reply.body.data!
  }
  const groupList = (token: string, query = 'gid=1') =>
    call<Page<Row>>('GET', `/group/get-discussion-list?${query}`, token)

  it('lets members post and see, strangers neither, and keeps them out of the public list', async () => {
    const mine = await post(t['member']!, { pid: 'G1001', topPriority: true })
    expect(mine).toMatchObject({ gid: 1, role: 'user', topPriority: false, title: '[G1001] Group title' })
    const byAdmin = await post(t['gadmin']!, { topPriority: true })
    expect(byAdmin).toMatchObject({ role: 'admin', topPriority: true })
    expect((await post(t['groot']!)).role).toBe('root')

    const seen = await groupList(t['member2']!)
    expect(seen.httpStatus).toBe(200)
    expect(seen.body.data!.records[0]!.id).toBe(byAdmin.id)
    expect(seen.body.data!.records.map((r) => r.id)).toEqual(expect.arrayContaining([mine.id, byAdmin.id]))
    const onProblem = await groupList(t['member2']!, 'gid=1&pid=G1001')
    expect(onProblem.body.data!.records.map((r) => r.id)).toEqual([mine.id])

    expect((await groupList(t['stranger']!)).httpStatus).toBe(403)
    expect((await groupList(t['other']!)).httpStatus).toBe(403)
    expect((await groupList(t['stranger']!, 'gid=99')).httpStatus).toBe(404)
    const strangerPost = await call('POST', '/group/discussion', t['stranger']!, {
      title: 't',
      description: 'd',
      content: 'c',
      categoryId: await w.category(),
      gid: 1,
    })
    expect(strangerPost.httpStatus).toBe(403)

    const publicIds = async (query = '') =>
      (await call<Page<Row>>('GET', `/get-discussion-list?limit=50${query}`, w.root)).body.data!.records.map(
        (r) => r.id,
      )
    expect(await publicIds()).not.toContain(mine.id)
    expect(await publicIds('&admin=true')).not.toContain(byAdmin.id)
    expect(await publicIds('&pid=G1001')).toEqual([])
  })

  it('hides a group discussion, its comments and replies from non-members through the public calls', async () => {
    const d = await post(t['member']!)
    const comment = await call<{ id: number }>('POST', '/comment', t['member2']!, {
      did: d.id,
      content: 'a member comments',
    })
    expect(comment.httpStatus).toBe(200)
    await rested(t['member']!)
    const reply = await call('POST', '/reply', t['member']!, {
      reply: { commentId: comment.body.data!.id, content: 'and a reply' },
      did: d.id,
    })
    expect(reply.httpStatus).toBe(200)
    const detail = await call<Row & { content: string }>(
      'GET',
      `/get-discussion-detail?did=${d.id}`,
      t['member2']!,
    )
    expect(detail.body.data).toMatchObject({ gid: 1, content: 'Group content', commentNum: 2 })

    for (const who of ['stranger', 'other', 'siteAdmin'] as const) {
      const token = t[who]!
      for (const [method, path, body] of [
        ['GET', `/get-discussion-detail?did=${d.id}`],
        ['GET', `/comments?did=${d.id}`],
        ['GET', `/reply?commentId=${comment.body.data!.id}`],
        ['GET', `/discussion-like?did=${d.id}&toLike=true`],
        ['GET', `/comment-like?cid=${comment.body.data!.id}&toLike=true`],
        ['POST', '/discussion-report', { did: d.id, content: '#spam' }],
        ['POST', '/comment', { did: d.id, content: 'let me in' }],
        ['POST', '/reply', { reply: { commentId: comment.body.data!.id, content: 'me too' }, did: d.id }],
        ['PUT', '/discussion', { id: d.id, title: 't', description: 'd', content: 'c' }],
        ['DELETE', `/discussion?did=${d.id}`],
        ['PUT', '/group/discussion', { id: d.id, title: 't', description: 'd', content: 'c' }],
        ['DELETE', `/group/discussion?did=${d.id}`],
      ] as const) {
        const answer = await call(method, path, token, body)
        expect([who, path, answer.httpStatus]).toEqual([who, path, 404])
      }
    }
    expect((await call('GET', `/get-discussion-detail?did=${d.id}`, undefined)).httpStatus).toBe(404)
    // a member likes and reports it through the ordinary calls
    expect((await call('GET', `/discussion-like?did=${d.id}&toLike=true`, t['member2']!)).httpStatus).toBe(
      200,
    )
    const reported = await call('POST', '/discussion-report', t['member2']!, { did: d.id, content: '#spam' })
    expect(reported.httpStatus).toBe(200)
    const reports = await call<Page<{ did: number; gid: number | null }>>(
      'GET',
      '/admin/discussion-report',
      w.root,
    )
    expect(reports.body.data!.records.find((r) => r.did === d.id)?.gid).toBe(1)
  })

  it('lets group admins manage every discussion, members only their own', async () => {
    const d = await post(t['member']!)
    const edit = (token: string, fields: Record<string, unknown>) =>
      call('PUT', '/group/discussion', token, { id: d.id, ...fields })
    const text = { title: 'Edited', description: 'Edited d', content: 'Edited c' }
    // another member (level 3) may neither edit, pin nor delete it
    expect((await edit(t['member2']!, text)).httpStatus).toBe(403)
    expect((await edit(t['member2']!, { topPriority: true })).httpStatus).toBe(403)
    expect((await call('DELETE', `/group/discussion?did=${d.id}`, t['member2']!)).httpStatus).toBe(403)
    // the author edits but may not pin or hide; unchanged marks (HOJ's whole row) are fine
    expect((await edit(t['member']!, { ...text, topPriority: false, status: 0 })).httpStatus).toBe(200)
    expect((await edit(t['member']!, { topPriority: true })).httpStatus).toBe(403)
    expect((await edit(t['member']!, { status: 1 })).httpStatus).toBe(403)
    // a group admin (4) pins and hides anyone's
    expect((await edit(t['gadmin']!, { topPriority: true })).httpStatus).toBe(200)
    expect((await edit(t['gadmin']!, { status: 1 })).httpStatus).toBe(200)
    const hidden = await call<Row>('GET', `/get-discussion-detail?did=${d.id}`, t['member']!)
    expect(hidden.body.data).toMatchObject({ title: 'Edited', topPriority: true, status: 1 })
    // hidden: gone from the members' list and from other members, still in the admin list
    expect((await groupList(t['member2']!)).body.data!.records.map((r) => r.id)).not.toContain(d.id)
    expect((await call('GET', `/get-discussion-detail?did=${d.id}`, t['member2']!)).httpStatus).toBe(404)
    const admin = await call<Page<Row>>(
      'GET',
      '/group/get-admin-discussion-list?gid=1&limit=50',
      t['gadmin']!,
    )
    expect(admin.body.data!.records.find((r) => r.id === d.id)?.status).toBe(1)
    expect((await call('GET', '/group/get-admin-discussion-list?gid=1', t['member']!)).httpStatus).toBe(403)
    expect((await call('GET', '/group/get-admin-discussion-list?gid=1', t['stranger']!)).httpStatus).toBe(403)
    // the group's admins delete others' comments in it
    const shown = await post(t['member']!)
    await rested(t['member']!)
    const comment = await call<{ id: number }>('POST', '/comment', t['member']!, {
      did: shown.id,
      content: 'mine',
    })
    expect((await call('DELETE', `/comment?id=${comment.body.data!.id}`, t['member2']!)).httpStatus).toBe(403)
    expect((await call('DELETE', `/comment?id=${comment.body.data!.id}`, t['gadmin']!)).httpStatus).toBe(200)
    // an admin deletes anyone's; the author their own
    expect((await call('DELETE', `/group/discussion?did=${d.id}`, t['gadmin']!)).httpStatus).toBe(200)
    expect((await call('DELETE', `/group/discussion?did=${shown.id}`, t['member']!)).httpStatus).toBe(200)
    expect((await call('GET', `/get-discussion-detail?did=${shown.id}`, t['member']!)).httpStatus).toBe(404)
  })

  it('lets the super admin see and manage any group’s discussions', async () => {
    const d = await post(t['member']!)
    expect((await groupList(w.root)).httpStatus).toBe(200)
    const admin = await call<Page<Row>>('GET', '/group/get-admin-discussion-list?gid=1&limit=50', w.root)
    expect(admin.body.data!.records.map((r) => r.id)).toContain(d.id)
    expect((await call('PUT', '/group/discussion', w.root, { id: d.id, status: 1 })).httpStatus).toBe(200)
    expect((await call('DELETE', `/group/discussion?did=${d.id}`, w.root)).httpStatus).toBe(200)
    // a public discussion is no group's: the group calls answer as missing
    const open = await w.post(w.root)
    expect((await call('DELETE', `/group/discussion?did=${open}`, w.root)).httpStatus).toBe(404)
  })

  it('answers bad input with 4xx', async () => {
    const categoryId = await w.category()
    const body = { title: 't', description: 'd', content: 'c', categoryId }
    const noGid = await call('POST', '/group/discussion', t['member']!, body)
    expect([noGid.httpStatus, noGid.body.msg]).toEqual([400, 'gid is required'])
    const noTitle = await call('POST', '/group/discussion', t['member']!, { ...body, gid: 1, title: ' ' })
    expect([noTitle.httpStatus, noTitle.body.msg]).toEqual([400, 'title is required'])
    const badCategory = await call('POST', '/group/discussion', t['member']!, {
      ...body,
      gid: 1,
      categoryId: 999_999,
    })
    expect(badCategory.httpStatus).toBe(400)
    expect((await call('POST', '/group/discussion', t['member']!, { ...body, gid: 'one' })).httpStatus).toBe(
      400,
    )
    expect((await call('GET', '/group/get-discussion-list', t['member']!)).httpStatus).toBe(400)
    expect((await call('GET', '/group/get-discussion-list?gid=abc', t['member']!)).httpStatus).toBe(400)
    expect((await call('GET', '/group/get-admin-discussion-list?gid=0', t['gadmin']!)).httpStatus).toBe(400)
    expect((await call('DELETE', '/group/discussion', t['member']!)).httpStatus).toBe(400)
    const d = await post(t['gadmin']!)
    expect((await call('PUT', '/group/discussion', t['gadmin']!, { title: 'x' })).httpStatus).toBe(400)
    const badStatus = await call('PUT', '/group/discussion', t['gadmin']!, { id: d.id, status: 7 })
    expect([badStatus.httpStatus, badStatus.body.msg]).toEqual([400, 'The status is 0 (shown) or 1 (hidden)'])
    const partial = await call('PUT', '/group/discussion', t['gadmin']!, { id: d.id, title: 'only a title' })
    expect([partial.httpStatus, partial.body.msg]).toEqual([400, 'description is required'])
    expect((await call('GET', '/group/get-discussion-list?gid=1', undefined)).httpStatus).toBe(401)
  })

  it("answers 'No Access' while group discussion is off, and leaves public ones open", async () => {
    const d = await post(t['member']!)
    await w.setting('openGroupDiscussion', false)
    try {
      for (const [method, path, body] of [
        ['GET', '/group/get-discussion-list?gid=1'],
        ['GET', '/group/get-admin-discussion-list?gid=1'],
        ['POST', '/group/discussion', { gid: 1, title: 't', description: 'd', content: 'c', categoryId: 1 }],
        ['PUT', '/group/discussion', { id: d.id, status: 1 }],
        ['DELETE', `/group/discussion?did=${d.id}`],
        ['GET', `/get-discussion-detail?did=${d.id}`],
        ['GET', `/comments?did=${d.id}`],
      ] as const) {
        const reply = await call(method, path, t['gadmin']!, body)
        expect([path, reply.httpStatus, reply.body.msg]).toEqual([path, 403, 'No Access'])
      }
      const open = await w.post(w.root)
      expect((await call('GET', `/get-discussion-detail?did=${open}`, t['member']!)).httpStatus).toBe(200)
    } finally {
      await w.setting('openGroupDiscussion', true)
    }
    await w.setting('openPublicDiscussion', false)
    try {
      // a group's discussion follows the group switch only
      expect((await call('GET', `/get-discussion-detail?did=${d.id}`, t['member']!)).httpStatus).toBe(200)
      expect((await groupList(t['member']!)).httpStatus).toBe(200)
    } finally {
      await w.setting('openPublicDiscussion', true)
    }
  })
})
