import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// A group's contests over HTTP with the real groups module as the scope owner: a member, a stranger,
// a group admin (4), a level-3 member (who may not manage) and a super admin; a private group's
// contests stay invisible to strangers through the group calls and the public contest calls alike.

type Reply = { httpStatus: number; body: { status: number; msg: string; data: any } }

let server: TestServer
const tokens: Record<string, string> = {}
const uids: Record<string, string> = {}
let gid = 0

const api = (method: string, path: string, token: string | undefined, body?: unknown): Promise<Reply> =>
  server.api(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  }) as Promise<Reply>

const ok = async (reply: Promise<Reply>) => {
  const r = await reply
  expect(r.body.msg, JSON.stringify(r.body)).toBe('success')
  return r
}

const form = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  type: 0,
  description: 'A group contest',
  auth: 0,
  startTime: new Date(Date.now() - 3_600_000).toISOString(),
  endTime: new Date(Date.now() + 3_600_000).toISOString(),
  awardType: 0,
  ...extra,
})

/** The id of the group's contest titled `title`, as its admin list shows it. */
const idOf = async (title: string) => {
  const r = await ok(api('GET', `/group/get-admin-contest-list?gid=${gid}&limit=50`, tokens.owner))
  const found = (r.body.data.records as Array<{ id: number; title: string }>).find((c) => c.title === title)
  if (!found) throw new Error(`no contest ${title}`)
  return found.id
}

beforeAll(async () => {
  server = await startTestServer({ env: { OJ_MODULES: 'problems,contests,groups' }, log: () => {} })
  for (const name of ['owner', 'admin4', 'member3', 'stranger'])
    uids[name] = await server.createUser({ username: name, password: `${name}-password` })
  tokens.root = await server.login('root', TEST_ADMIN_PASSWORD)
  for (const name of ['owner', 'admin4', 'member3', 'stranger'])
    tokens[name] = await server.login(name, `${name}-password`)
  await ok(
    api('POST', '/group', tokens.root, {
      name: 'Contest group',
      shortName: 'cgroup',
      brief: 'A private group with contests',
      description: 'Made by the group contests test',
      auth: 3,
      code: 'abcdef',
    }),
  )
  const list = await api('GET', '/get-group-list?onlyMine=true&keyword=cgroup', tokens.root)
  gid = list.body.data.records[0].id
  // root made the group; 'owner' is its root member (5), not a super admin
  for (const [who, auth] of [
    ['owner', 5],
    ['admin4', 4],
    ['member3', 3],
  ] as const) {
    await ok(api('POST', '/group/member', tokens[who], { gid, reason: 'let me in please', code: 'abcdef' }))
    await ok(api('PUT', '/group/member', tokens.root, { gid, uid: uids[who], auth }))
  }
}, 120_000)
afterAll(() => server?.close())

describe('group contests', () => {
  it('group admins create; level-3 members and strangers may not', async () => {
    await ok(api('POST', '/group/contest', tokens.owner, { ...form('Owner contest'), gid }))
    await ok(api('POST', '/group/contest', tokens.admin4, { ...form('Admin contest'), gid }))
    expect((await api('POST', '/group/contest', tokens.member3, { ...form('No'), gid })).httpStatus).toBe(403)
    expect((await api('POST', '/group/contest', tokens.stranger, { ...form('No'), gid })).httpStatus).toBe(
      403,
    )
    expect((await api('POST', '/group/contest', undefined, { ...form('No'), gid })).httpStatus).toBe(401)
  })

  it('bad input is a 4xx', async () => {
    expect((await api('POST', '/group/contest', tokens.owner, form('No gid'))).httpStatus).toBe(400)
    const bad = await api('POST', '/group/contest', tokens.owner, { ...form(''), gid })
    expect(bad.httpStatus).toBe(400)
    expect((await api('GET', '/group/get-contest-list?gid=abc', tokens.owner)).httpStatus).toBe(400)
    expect((await api('GET', '/group/contest?cid=-1', tokens.owner)).httpStatus).toBe(400)
    expect((await api('PUT', '/group/change-contest-visible?cid=1', tokens.owner)).httpStatus).toBe(400)
  })

  it('members see the visible contests; strangers neither the list nor the contest', async () => {
    const hidden = await idOf('Admin contest')
    await ok(api('PUT', `/group/change-contest-visible?cid=${hidden}&visible=false`, tokens.admin4))
    const mine = await ok(api('GET', `/group/get-contest-list?gid=${gid}`, tokens.member3))
    expect(mine.body.data.records.map((c: { title: string }) => c.title)).toEqual(['Owner contest'])
    expect((await api('GET', `/group/get-contest-list?gid=${gid}`, tokens.stranger)).httpStatus).toBe(403)
    const cid = await idOf('Owner contest')
    const info = await ok(api('GET', `/get-contest-info?cid=${cid}`, tokens.member3))
    expect(info.body.data.gid).toBe(gid)
    await ok(api('GET', `/get-contest-problem?cid=${cid}`, tokens.member3))
    expect((await api('GET', `/get-contest-info?cid=${cid}`, tokens.stranger)).httpStatus).toBe(404)
    expect((await api('GET', `/get-contest-problem?cid=${cid}`, tokens.stranger)).httpStatus).toBe(404)
    expect((await api('POST', '/get-contest-rank', tokens.stranger, { cid })).httpStatus).toBe(404)
    expect((await api('GET', `/get-contest-info?cid=${hidden}`, tokens.member3)).httpStatus).toBe(404)
    await ok(api('GET', `/get-contest-info?cid=${hidden}`, tokens.admin4))
    const open = await ok(api('GET', '/get-contest-list?limit=50', tokens.member3))
    expect(open.body.data.records.filter((c: { gid: number | null }) => c.gid !== null)).toEqual([])
  })

  it('admins manage their own, the group root and super admins every one', async () => {
    const ownerContest = await idOf('Owner contest')
    const adminContest = await idOf('Admin contest')
    expect((await api('GET', `/group/contest?cid=${ownerContest}`, tokens.admin4)).httpStatus).toBe(403)
    expect((await api('GET', `/group/contest?cid=${adminContest}`, tokens.member3)).httpStatus).toBe(403)
    expect((await api('GET', `/group/get-admin-contest-list?gid=${gid}`, tokens.member3)).httpStatus).toBe(
      403,
    )
    const got = await ok(api('GET', `/group/contest?cid=${adminContest}`, tokens.admin4))
    expect(got.body.data.gid).toBe(gid)
    await ok(
      api('PUT', '/group/contest', tokens.admin4, { ...form('Admin contest edited'), id: adminContest }),
    )
    await ok(api('GET', `/group/contest?cid=${adminContest}`, tokens.owner))
    await ok(api('GET', `/group/contest?cid=${ownerContest}`, tokens.root))
    const put = await api('PUT', '/group/contest', tokens.member3, { ...form('x'), id: ownerContest })
    expect(put.httpStatus).toBe(403)
    expect((await api('DELETE', `/group/contest?cid=${ownerContest}`, tokens.admin4)).httpStatus).toBe(403)
    await ok(api('DELETE', `/group/contest?cid=${adminContest}`, tokens.owner))
    expect((await api('GET', `/group/contest?cid=${adminContest}`, tokens.owner)).httpStatus).toBe(404)
  })

  it('a public contest is not one of the group calls', async () => {
    await ok(api('POST', '/admin/contest', tokens.root, form('Public one')))
    const list = await ok(api('GET', '/admin/contest/get-contest-list?keyword=Public%20one', tokens.root))
    const cid = list.body.data.records[0].id
    expect((await api('GET', `/group/contest?cid=${cid}`, tokens.root)).httpStatus).toBe(404)
  })

  it('a group contest’s problems: from the public bank, from its own group only, removed', async () => {
    await ok(api('POST', '/group/contest', tokens.owner, { ...form('Problems contest'), gid }))
    const cid = await idOf('Problems contest')
    const bank = await ok(
      api('POST', '/admin/problem', tokens.root, {
        problem: { problemId: 'GCBANK1', title: 'Bank one', auth: 1 },
        samples: [{ input: '1', output: '1' }],
      }),
    )
    const publicPid = bank.body.data.pid as number
    const mine = await ok(
      api('POST', '/group/problem', tokens.owner, {
        problem: { problemId: '2001', title: 'Group one', gid },
        samples: [{ input: '1', output: '1' }],
      }),
    )
    const groupProblemId = mine.body.data.problemId as string
    // another group's problem, which this group's contest may not take
    await ok(
      api('POST', '/group', tokens.root, {
        name: 'Other group',
        shortName: 'ogroup',
        brief: 'Another group',
        description: 'Made by the group contests test',
        auth: 1,
      }),
    )
    const others = await api('GET', '/get-group-list?onlyMine=true&keyword=ogroup', tokens.root)
    const otherGid = others.body.data.records[0].id as number
    const theirs = await ok(
      api('POST', '/group/problem', tokens.root, {
        problem: { problemId: '3001', title: 'Their one', gid: otherGid },
        samples: [{ input: '1', output: '1' }],
      }),
    )
    const theirProblemId = theirs.body.data.problemId as string

    // Only who manages the contest: not a level-3 member, a stranger, another admin of the group.
    for (const who of ['member3', 'stranger', 'admin4'])
      expect(
        (await api('GET', `/group/get-contest-problem-list?cid=${cid}`, tokens[who])).httpStatus,
        who,
      ).toBe(403)
    expect((await api('GET', `/group/get-contest-problem-list?cid=${cid}`, undefined)).httpStatus).toBe(401)
    const add = (who: string, body: Record<string, unknown>, path = 'from-public') =>
      api('POST', `/group/add-contest-problem-${path}`, tokens[who], body)
    expect((await add('admin4', { pid: publicPid, cid, displayId: 'A' })).httpStatus).toBe(403)
    expect(
      (await add('member3', { problemId: groupProblemId, cid, displayId: 'B' }, 'from-group')).httpStatus,
    ).toBe(403)
    // bad input is a 400
    expect((await add('owner', { pid: publicPid, cid, displayId: '' })).httpStatus).toBe(400)
    expect((await add('owner', { cid, displayId: 'B' }, 'from-group')).httpStatus).toBe(400)
    expect((await api('DELETE', `/group/contest-problem?pid=${publicPid}`, tokens.owner)).httpStatus).toBe(
      400,
    )

    await ok(add('owner', { pid: publicPid, cid, displayId: 'A' }))
    await ok(add('owner', { problemId: groupProblemId, cid, displayId: 'B' }, 'from-group'))
    const refused = await add('owner', { problemId: theirProblemId, cid, displayId: 'C' }, 'from-group')
    expect(refused.httpStatus).toBe(400)
    expect(refused.body.msg).toBe('Only problems of the contest’s group may be added')
    // a public problem is not the group's own
    expect((await add('owner', { problemId: 'GCBANK1', cid, displayId: 'C' }, 'from-group')).httpStatus).toBe(
      400,
    )
    // the group's problem is not the public bank's
    expect((await add('owner', { pid: mine.body.data.pid, cid, displayId: 'C' })).httpStatus).toBe(400)

    const list = await ok(api('GET', `/group/get-contest-problem-list?cid=${cid}`, tokens.owner))
    expect(
      (list.body.data.problemList.records as Array<{ problemId: string }>).map((p) => p.problemId),
    ).toEqual(['GCBANK1', groupProblemId])
    expect(Object.keys(list.body.data.contestProblemMap).sort()).toEqual(
      [String(publicPid), String(mine.body.data.pid)].sort(),
    )
    // the contest's members see its problems
    const seen = await ok(api('GET', `/get-contest-problem?cid=${cid}`, tokens.member3))
    expect(seen.body.data.map((p: { displayId: string }) => p.displayId)).toEqual(['A', 'B'])
    // the bank to add from leaves the contest's problems out
    const pool = await ok(
      api('GET', `/group/get-contest-problem-list?cid=${cid}&problemType=0&limit=50`, tokens.owner),
    )
    const poolIds = (pool.body.data.problemList.records as Array<{ id: number }>).map((p) => p.id)
    expect(poolIds).not.toContain(publicPid)

    const place = { cid, pid: publicPid, displayId: 'Z', displayTitle: 'Renamed' }
    expect((await api('PUT', '/group/contest-problem', tokens.admin4, place)).httpStatus).toBe(403)
    await ok(api('PUT', '/group/contest-problem', tokens.owner, place))
    const renamed = await ok(api('GET', `/get-contest-problem?cid=${cid}`, tokens.member3))
    expect(renamed.body.data.map((p: { displayId: string }) => p.displayId).sort()).toEqual(['B', 'Z'])
    expect(
      (await api('DELETE', `/group/contest-problem?pid=${publicPid}&cid=${cid}`, tokens.admin4)).httpStatus,
    ).toBe(403)
    await ok(api('DELETE', `/group/contest-problem?pid=${publicPid}&cid=${cid}`, tokens.owner))
    const after = await ok(api('GET', `/group/get-contest-problem-list?cid=${cid}`, tokens.root))
    expect(
      (after.body.data.problemList.records as Array<{ problemId: string }>).map((p) => p.problemId),
    ).toEqual([groupProblemId])
    // removed, it is no longer the contest's
    const gone = await api('DELETE', `/group/contest-problem?pid=${publicPid}&cid=${cid}`, tokens.owner)
    expect(gone.httpStatus).toBe(404)
  })

  it('a group contest’s own problem: made by its manager under the group’s prefix, contest-only, read back', async () => {
    await ok(api('POST', '/group/contest', tokens.owner, { ...form('Own problem contest'), gid }))
    const cid = await idOf('Own problem contest')
    const body = (extra: Record<string, unknown> = {}) => ({
      problem: { problemId: '4001', title: 'Made in the contest', gid },
      samples: [{ input: '1', output: '1' }],
      cid,
      displayId: 'A',
      ...extra,
    })
    // who may not: a level-3 member, a stranger, nobody logged in, an admin not managing this contest
    for (const who of ['member3', 'stranger', 'admin4'])
      expect((await api('POST', '/group/contest-problem', tokens[who], body())).httpStatus, who).toBe(403)
    expect((await api('POST', '/group/contest-problem', undefined, body())).httpStatus).toBe(401)
    // bad input is a 400 and makes nothing
    expect((await api('POST', '/group/contest-problem', tokens.owner, { cid })).httpStatus).toBe(400)
    expect(
      (await api('POST', '/group/contest-problem', tokens.owner, body({ displayId: undefined }))).httpStatus,
    ).toBe(400)
    // naming another group than the contest's
    const other = await api('POST', '/group/contest-problem', tokens.owner, {
      ...body(),
      problem: { problemId: '4002', title: 'Elsewhere', gid: gid + 1000 },
    })
    expect(other.httpStatus).toBe(400)

    const made = await ok(api('POST', '/group/contest-problem', tokens.owner, body()))
    const pid = made.body.data.pid as number
    expect(made.body.data.problemId).toBe('CGROUP4001')
    expect(made.body.data.displayId).toBe('A')
    // the group's, contest-only: in the group's admin list with auth 3, not in its members' list
    const admin = await ok(api('GET', `/group/get-admin-problem-list?gid=${gid}&limit=50`, tokens.owner))
    const row = (admin.body.data.records as Array<{ id: number; auth: number }>).find((p) => p.id === pid)
    expect(row?.auth).toBe(3)
    const members = await ok(api('GET', `/group/get-problem-list?gid=${gid}&limit=50`, tokens.member3))
    expect((members.body.data.records as Array<{ pid: number }>).map((p) => p.pid)).not.toContain(pid)
    // the display id is taken now: a second one there is refused, and nothing is made
    const again = await api('POST', '/group/contest-problem', tokens.owner, {
      ...body(),
      problem: { problemId: '4003', title: 'Twice', gid },
    })
    expect(again.httpStatus).toBe(400)
    const still = await ok(api('GET', `/group/get-admin-problem-list?gid=${gid}&limit=50`, tokens.owner))
    expect((still.body.data.records as Array<{ problemId: string }>).map((p) => p.problemId)).not.toContain(
      'CGROUP4003',
    )

    // its place, read back by its managers only
    const place = await ok(api('GET', `/group/contest-problem?cid=${cid}&pid=${pid}`, tokens.owner))
    expect(place.body.data).toMatchObject({ cid, pid, displayId: 'A', displayTitle: 'Made in the contest' })
    await ok(api('GET', `/group/contest-problem?cid=${cid}&pid=${pid}`, tokens.root))
    for (const who of ['member3', 'stranger', 'admin4'])
      expect(
        (await api('GET', `/group/contest-problem?cid=${cid}&pid=${pid}`, tokens[who])).httpStatus,
        who,
      ).toBe(403)
    expect((await api('GET', `/group/contest-problem?cid=${cid}`, tokens.owner)).httpStatus).toBe(400)
    expect((await api('GET', `/group/contest-problem?cid=${cid}&pid=999999`, tokens.owner)).httpStatus).toBe(
      404,
    )
    // contestants see it in the contest
    const seen = await ok(api('GET', `/get-contest-problem?cid=${cid}`, tokens.member3))
    expect(seen.body.data.map((p: { displayId: string }) => p.displayId)).toEqual(['A'])
    // without a contest: a problem of the group, for its admins only
    const loose = await ok(
      api('POST', '/group/contest-problem', tokens.admin4, {
        problem: { problemId: '4004', title: 'Loose', gid },
        samples: [{ input: '1', output: '1' }],
      }),
    )
    expect(loose.body.data).toMatchObject({ problemId: 'CGROUP4004', displayId: null })
    expect(
      (
        await api('POST', '/group/contest-problem', tokens.member3, {
          problem: { problemId: '4005', title: 'No', gid },
          samples: [{ input: '1', output: '1' }],
        })
      ).httpStatus,
    ).toBe(403)
  })

  it('a group contest’s announcements: its managers list, add, edit and delete them', async () => {
    await ok(api('POST', '/group/contest', tokens.owner, { ...form('Announced contest'), gid }))
    const cid = await idOf('Announced contest')
    const list = (who: string) => api('GET', `/group/get-contest-announcement-list?cid=${cid}`, tokens[who])
    for (const who of ['member3', 'stranger', 'admin4']) expect((await list(who)).httpStatus, who).toBe(403)
    const note = { title: 'Problem A clarified', content: 'Read it again', status: 1 }
    const added = await api('POST', '/group/contest-announcement', tokens.admin4, { cid, announcement: note })
    expect(added.httpStatus).toBe(403)
    expect(
      (await api('POST', '/group/contest-announcement', tokens.owner, { cid, announcement: { title: '' } }))
        .httpStatus,
    ).toBe(400)
    await ok(api('POST', '/group/contest-announcement', tokens.owner, { cid, announcement: note }))
    const page = await ok(list('owner'))
    expect(page.body.data.records.map((a: { title: string }) => a.title)).toEqual(['Problem A clarified'])
    const aid = page.body.data.records[0].id as number
    await ok(
      api('PUT', '/group/contest-announcement', tokens.root, {
        cid,
        announcement: { ...note, id: aid, title: 'Problem A, again' },
      }),
    )
    expect((await ok(list('owner'))).body.data.records[0].title).toBe('Problem A, again')
    // the announcement must be the named contest's
    const other = await idOf('Owner contest')
    expect(
      (await api('DELETE', `/group/contest-announcement?aid=${aid}&cid=${other}`, tokens.owner)).httpStatus,
    ).toBe(404)
    expect((await api('DELETE', `/group/contest-announcement?aid=${aid}`, tokens.owner)).httpStatus).toBe(400)
    expect(
      (await api('DELETE', `/group/contest-announcement?aid=${aid}&cid=${cid}`, tokens.admin4)).httpStatus,
    ).toBe(403)
    await ok(api('DELETE', `/group/contest-announcement?aid=${aid}&cid=${cid}`, tokens.owner))
    expect((await ok(list('owner'))).body.data.records).toEqual([])
  })
})
