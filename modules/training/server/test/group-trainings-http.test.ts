import { offerC, startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// A group's trainings (api-surface [group]: GroupTrainingController) over HTTP, with the groups
// module as the owner of the scope 'gid': a private group's member sees its shown trainings, a
// stranger sees none of them through the group calls or the public ones; the group's admins create
// trainings and manage those they authored, its root (and the super admin) every one; a level-3
// member manages none. Problems come from the bank (public) or from the same group only.

type Reply<T = unknown> = { httpStatus: number; body: { status: number; msg: string; data: T } }
type Page<T> = { records: Array<T>; total: number }
type Training = { id: number; title: string; status: boolean; gid: number | null; author: string }

let server: TestServer
const tokens: Record<string, string> = {}
let gid = 0
let otherGid = 0
let groupPid = 0
let publicPid = 0
let adminsTid = 0
let rootsTid = 0
let hiddenTid = 0

const api = <T = unknown>(method: string, path: string, token?: string, body?: unknown) =>
  server.api<T>(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  }) as Promise<Reply<T>>

const ok = async <T>(reply: Promise<Reply<T>>) => {
  const r = await reply
  expect(r.body.msg, JSON.stringify(r.body)).toBe('success')
  return r.body.data
}

const status = async (reply: Promise<Reply>) => (await reply).httpStatus

const dto = (title: string, extra: Record<string, unknown> = {}, category: unknown = { name: 'Drills' }) => ({
  training: { title, description: `About ${title}`, auth: 'Public', gid, ...extra },
  trainingCategory: category,
})

const adminList = async (who: string) =>
  (await ok(api<Page<Training>>('GET', `/group/get-admin-training-list?gid=${gid}`, tokens[who]))).records

const uidOf = async (username: string) =>
  (
    await ok(
      api<Page<{ uid: string }>>(
        'GET',
        `/group/get-apply-list?gid=${gid}&keyword=${username}`,
        tokens.teacher,
      ),
    )
  ).records[0]!.uid

beforeAll(async () => {
  server = await startTestServer({ env: { OJ_MODULES: 'problems,training,groups' }, log: () => {} })
  for (const name of ['teacher', 'groupAdmin', 'member', 'stranger']) {
    await server.createUser({ username: name, password: `${name}-password` })
    tokens[name] = await server.login(name, `${name}-password`)
  }
  tokens.root = await server.login('root', TEST_ADMIN_PASSWORD)
  await ok(
    api('PUT', '/admin/switch/update', tokens.root, {
      defaultCreateGroupACInitValue: 0,
      defaultSubmitInterval: 0,
      defaultCreateGroupDailyLimit: 100,
      defaultCreateGroupLimit: 100,
    }),
  )
  const makeGroup = (name: string, shortName: string) =>
    ok(
      api('POST', '/group', tokens.teacher, {
        name,
        shortName,
        brief: `The ${name} group`,
        description: 'For the class',
        auth: 3,
        code: 'abc123',
        visible: true,
      }),
    )
  await makeGroup('Secret class', 'SECRT')
  await makeGroup('Other class', 'OTHER')
  const mine = (
    await ok(api<Page<{ id: number; name: string }>>('GET', '/get-group-list?onlyMine=true', tokens.teacher))
  ).records
  gid = mine.find((g) => g.name === 'Secret class')!.id
  otherGid = mine.find((g) => g.name === 'Other class')!.id
  for (const [name, auth] of [
    ['groupAdmin', 4],
    ['member', 3],
  ] as const) {
    await ok(api('POST', '/group/member', tokens[name], { gid, code: 'abc123', reason: 'I am in the class' }))
    await ok(api('PUT', '/group/member', tokens.teacher, { gid, uid: await uidOf(name), auth }))
  }
  groupPid = (
    await ok(
      api<{ pid: number }>('POST', '/group/problem', tokens.teacher, {
        problem: { problemId: '1001', title: 'Group sum', gid },
        samples: [{ input: '1 2', output: '3' }],
      }),
    )
  ).pid
  await ok(
    api('POST', '/group/problem', tokens.teacher, {
      problem: { problemId: 'SECRT1002', title: 'Group draft', gid, auth: 2 },
      samples: [{ input: '1', output: '1' }],
    }),
  )
  await ok(
    api('POST', '/group/problem', tokens.teacher, {
      problem: { problemId: '2001', title: 'Other sum', gid: otherGid },
      samples: [{ input: '1', output: '1' }],
    }),
  )
  await ok(
    api('POST', '/admin/problem', tokens.root, {
      problem: { problemId: 'PUB1', title: 'Public sum', auth: 1 },
      samples: [{ input: '1', output: '1' }],
    }),
  )
  publicPid = (await ok(api<Page<{ pid: number }>>('GET', '/get-problem-list?keyword=PUB1', tokens.root)))
    .records[0]!.pid
  await offerC(server, 'worker-group-training-test')
}, 120_000)

afterAll(() => server?.close())

describe('creating group trainings', { timeout: 60_000 }, () => {
  it('lets the group’s admins create, and nobody else', async () => {
    expect(await status(api('POST', '/group/training', tokens.member, dto('By a member')))).toBe(403)
    expect(await status(api('POST', '/group/training', tokens.stranger, dto('By a stranger')))).toBe(403)
    await ok(api('POST', '/group/training', tokens.groupAdmin, dto('Admin drills')))
    await ok(
      api(
        'POST',
        '/group/training',
        tokens.teacher,
        dto('Root drills', { auth: 'Private', privatePwd: 'pw' }),
      ),
    )
    await ok(api('POST', '/group/training', tokens.root, dto('Hidden drills', { status: false })))
    const all = await adminList('teacher')
    adminsTid = all.find((t) => t.title === 'Admin drills')!.id
    rootsTid = all.find((t) => t.title === 'Root drills')!.id
    hiddenTid = all.find((t) => t.title === 'Hidden drills')!.id
    expect(all.every((t) => t.gid === gid)).toBe(true)
    // the new category is the group's, made once and reused by name
    const got = await ok(
      api<{ trainingCategory: { name: string; gid: number } }>(
        'GET',
        `/group/training?tid=${adminsTid}`,
        tokens.teacher,
      ),
    )
    expect(got.trainingCategory).toMatchObject({ name: 'Drills', gid })
  })

  it('refuses bad input with a 4xx', async () => {
    const { gid: _gid, ...noGid } = dto('No group').training
    expect(
      await status(
        api('POST', '/group/training', tokens.teacher, { training: noGid, trainingCategory: { name: 'X' } }),
      ),
    ).toBe(400)
    expect(await status(api('POST', '/group/training', tokens.teacher, dto('')))).toBe(400)
    expect(await status(api('POST', '/group/training', tokens.teacher, dto('No category', {}, {})))).toBe(400)
    expect(
      await status(api('POST', '/group/training', tokens.teacher, dto('Bad auth', { auth: 'Secret' }))),
    ).toBe(400)
    expect(
      await status(api('POST', '/group/training', tokens.teacher, dto('No password', { auth: 'Private' }))),
    ).toBe(400)
    expect(await status(api('GET', '/group/get-training-list', tokens.member))).toBe(400)
    expect(await status(api('GET', '/group/get-training-list?gid=abc', tokens.member))).toBe(400)
    expect(await status(api('GET', '/group/training?tid=0', tokens.teacher))).toBe(400)
    expect(
      await status(api('POST', '/group/add-training-problem-from-group', tokens.teacher, { tid: adminsTid })),
    ).toBe(400)
    expect(
      await status(api('PUT', '/group/change-training-status', tokens.teacher, { tid: adminsTid })),
    ).toBe(400)
    // a category of another group is not this group's to use
    await ok(
      api('POST', '/group/training', tokens.teacher, {
        ...dto('Elsewhere'),
        training: { ...dto('Elsewhere').training, gid: otherGid },
      }),
    )
    const elsewhere = (
      await ok(api<Page<Training>>('GET', `/group/get-admin-training-list?gid=${otherGid}`, tokens.teacher))
    ).records[0]!
    const otherCategory = (
      await ok(
        api<{ trainingCategory: { id: number } }>(
          'GET',
          `/group/training?tid=${elsewhere.id}`,
          tokens.teacher,
        ),
      )
    ).trainingCategory.id
    expect(
      await status(
        api('POST', '/group/training', tokens.teacher, dto('Borrowed', {}, { id: otherCategory })),
      ),
    ).toBe(400)
  })
})

describe('who sees group trainings', { timeout: 60_000 }, () => {
  it('lists the shown ones to members, every one to the group’s admins', async () => {
    const seen = async (who: string) =>
      (await ok(api<Page<Training>>('GET', `/group/get-training-list?gid=${gid}`, tokens[who]))).records
        .map((t) => t.title)
        .sort()
    expect(await seen('member')).toEqual(['Admin drills', 'Root drills'])
    expect(await seen('root')).toEqual(['Admin drills', 'Root drills'])
    expect(await status(api('GET', `/group/get-training-list?gid=${gid}`, tokens.stranger))).toBe(403)
    expect((await adminList('groupAdmin')).map((t) => t.title).sort()).toEqual([
      'Admin drills',
      'Hidden drills',
      'Root drills',
    ])
    expect(await status(api('GET', `/group/get-admin-training-list?gid=${gid}`, tokens.member))).toBe(403)
    expect(await status(api('GET', `/group/get-admin-training-list?gid=${gid}`, tokens.stranger))).toBe(403)
    expect(await status(api('GET', '/group/get-training-list?gid=999999', tokens.member))).toBe(404)
  })

  it('keeps them out of the public list, and their pages from strangers', async () => {
    const pub = await ok(api<Page<Training>>('GET', '/get-training-list', tokens.root))
    expect(pub.records.some((t) => t.gid !== null)).toBe(false)
    for (const path of [
      '/get-training-detail',
      '/get-training-problem-list',
      '/get-training-rank',
      '/get-training-access',
    ])
      expect(await status(api('GET', `${path}?tid=${adminsTid}`, tokens.stranger)), path).toBe(404)
    for (const path of ['/get-training-detail', '/get-training-problem-list', '/get-training-rank'])
      expect(await status(api('GET', `${path}?tid=${adminsTid}`, tokens.member)), path).toBe(200)
    // a hidden one is there only for its managers; a private one needs the registration
    expect(await status(api('GET', `/get-training-detail?tid=${hiddenTid}`, tokens.member))).toBe(404)
    expect(await status(api('GET', `/get-training-detail?tid=${hiddenTid}`, tokens.teacher))).toBe(200)
    expect(await status(api('GET', `/get-training-problem-list?tid=${rootsTid}`, tokens.member))).toBe(403)
    await ok(api('POST', '/register-training', tokens.member, { tid: rootsTid, password: 'pw' }))
    expect(await status(api('GET', `/get-training-problem-list?tid=${rootsTid}`, tokens.member))).toBe(200)
    // and the group's edit calls answer a stranger as if the training were not there
    expect(await status(api('GET', `/group/training?tid=${adminsTid}`, tokens.stranger))).toBe(404)
  })
})

describe('managing group trainings', { timeout: 60_000 }, () => {
  it('lets a group admin manage their own, the group root and the super admin any', async () => {
    const edit = (who: string, tid: number, title: string) =>
      status(
        api('PUT', '/group/training', tokens[who], {
          ...dto(title),
          training: { ...dto(title).training, id: tid },
        }),
      )
    expect(await edit('groupAdmin', adminsTid, 'Admin drills')).toBe(200)
    expect(await edit('groupAdmin', rootsTid, 'Taken over')).toBe(403)
    expect(await edit('member', adminsTid, 'Taken over')).toBe(403)
    expect(await edit('teacher', adminsTid, 'Admin drills')).toBe(200)
    expect(await edit('root', adminsTid, 'Admin drills')).toBe(200)
    expect(await status(api('GET', `/group/training?tid=${rootsTid}`, tokens.groupAdmin))).toBe(403)
    expect(
      await status(
        api('PUT', '/group/change-training-status', tokens.member, { tid: adminsTid, status: false }),
      ),
    ).toBe(403)
    // a public training is not the group calls' to change
    const publicTraining = (
      await ok(api<Page<Training>>('GET', '/admin/training/get-training-list', tokens.root))
    ).records[0]
    if (publicTraining)
      expect(await status(api('GET', `/group/training?tid=${publicTraining.id}`, tokens.root))).toBe(404)
    // the super admin's training is not a group admin's to show; their own is, and members see it go
    const setStatus = (who: string, tid: number, shown: boolean) =>
      api('PUT', '/group/change-training-status', tokens[who], { tid, status: shown })
    expect(await status(setStatus('groupAdmin', hiddenTid, true))).toBe(403)
    await ok(setStatus('groupAdmin', adminsTid, false))
    const shown = await ok(api<Page<Training>>('GET', `/group/get-training-list?gid=${gid}`, tokens.member))
    expect(shown.records.map((t) => t.title)).toEqual(['Root drills'])
    await ok(setStatus('groupAdmin', adminsTid, true))
  })

  it('adds problems from the bank and from the same group only', async () => {
    const fromGroup = (problemId: string, who = 'groupAdmin') =>
      api('POST', '/group/add-training-problem-from-group', tokens[who], { problemId, tid: adminsTid })
    expect(await status(fromGroup('SECRT1001', 'member'))).toBe(403)
    await ok(fromGroup('SECRT1001'))
    expect(await status(fromGroup('SECRT1001'))).toBe(400) // already there
    expect(await status(fromGroup('SECRT1002'))).toBe(400) // private in the group
    expect(await status(fromGroup('OTHER2001'))).toBe(400) // another group's
    expect(await status(fromGroup('PUB1'))).toBe(400) // the bank's
    expect(await status(fromGroup('NOPE9'))).toBe(404)
    const fromPublic = (pid: number) =>
      api('POST', '/group/add-training-problem-from-public', tokens.groupAdmin, { pid, tid: adminsTid })
    expect(await status(fromPublic(groupPid))).toBe(400)
    await ok(fromPublic(publicPid))
    type Problems = { problemList: Page<{ id: number }>; trainingProblemMap: Record<string, { id: number }> }
    const existing = await ok(
      api<Problems>(
        'GET',
        `/group/get-training-problem-list?tid=${adminsTid}&queryExisted=true`,
        tokens.groupAdmin,
      ),
    )
    expect(existing.problemList.records.map((p) => p.id).sort()).toEqual([groupPid, publicPid].sort())
    const candidates = await ok(
      api<Problems>('GET', `/group/get-training-problem-list?tid=${adminsTid}`, tokens.groupAdmin),
    )
    expect(candidates.problemList.records).toEqual([]) // the group's only addable one is in already
    expect(await status(api('GET', `/group/get-training-problem-list?tid=${adminsTid}`, tokens.member))).toBe(
      403,
    )
    // change and take out
    const place = existing.trainingProblemMap[String(publicPid)]!
    expect(
      await status(api('PUT', '/group/training-problem', tokens.member, { id: place.id, displayId: 'A' })),
    ).toBe(403)
    await ok(
      api('PUT', '/group/training-problem', tokens.groupAdmin, { id: place.id, displayId: 'A', rank: 5 }),
    )
    expect(
      await status(api('DELETE', `/group/training-problem?pid=${publicPid}&tid=${adminsTid}`, tokens.member)),
    ).toBe(403)
    await ok(api('DELETE', `/group/training-problem?pid=${publicPid}&tid=${adminsTid}`, tokens.groupAdmin))
    expect(
      await status(
        api('DELETE', `/group/training-problem?pid=${publicPid}&tid=${adminsTid}`, tokens.groupAdmin),
      ),
    ).toBe(404)
  })

  it('judges submissions in the training scope for members, not for strangers', async () => {
    const submit = (who: string) =>
      api<{ submitId: number }>('POST', '/submit-problem-judge', tokens[who], {
        pid: 'SECRT1001',
        tid: adminsTid,
        language: 'C',
        code: 'int main(){return 0;}',
      })
    const mine = await ok(submit('member'))
    expect(mine.submitId).toBeGreaterThan(0)
    expect(await status(submit('stranger'))).toBe(404)
    const list = await ok(
      api<Page<{ submitId: number }>>('GET', `/get-submission-list?tid=${adminsTid}`, tokens.member),
    )
    expect(list.records.map((s) => s.submitId)).toContain(mine.submitId)
  })

  it('deletes for the group root, not for a level-3 member', async () => {
    expect(await status(api('DELETE', `/group/training?tid=${hiddenTid}`, tokens.member))).toBe(403)
    await ok(api('DELETE', `/group/training?tid=${hiddenTid}`, tokens.teacher))
    expect(await status(api('DELETE', `/group/training?tid=${hiddenTid}`, tokens.teacher))).toBe(404)
  })
})
