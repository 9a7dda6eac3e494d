import { offerC, startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// A private group's content is invisible to those outside it (issue 36 item 7), through the group
// calls and the public calls alike, for every kind of caller: a stranger, an applicant, the site's
// admin and problem admin; members see it, and a super admin too. Over HTTP with every module the
// group content lives in, the replies checked against their schemas.

type Reply<T = unknown> = { httpStatus: number; body: { status: number; msg: string; data: T } }
type Page<T> = { records: Array<T>; total: number }

let server: TestServer
const tokens: Record<string, string> = {}
let gid = 0
let groupPid = 0
let privatePid = 0
let groupSubmitId = 0

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

const OUTSIDERS = ['stranger', 'applicant', 'siteAdmin', 'problemAdmin'] as const
const INSIDERS = ['member', 'teacher', 'root'] as const

beforeAll(async () => {
  server = await startTestServer({ env: { OJ_MODULES: 'problems,groups' }, log: () => {} })
  const users: Array<[string, Array<'admin' | 'problem_admin'>]> = [
    ['teacher', []],
    ['member', []],
    ['stranger', []],
    ['applicant', []],
    ['siteAdmin', ['admin']],
    ['problemAdmin', ['problem_admin']],
  ]
  for (const [name, roles] of users) {
    await server.createUser({
      username: name,
      password: `${name}-password`,
      ...(roles.length ? { roles } : {}),
    })
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
  await ok(
    api('POST', '/group', tokens.teacher, {
      name: 'Secret class',
      shortName: 'SECRT',
      brief: 'A private class group',
      description: 'Only for the class',
      auth: 3,
      code: 'abc123',
      visible: true,
    }),
  )
  gid = (await ok(api<Page<{ id: number }>>('GET', '/get-group-list?onlyMine=true', tokens.teacher)))
    .records[0]!.id
  // the member applies with the code and is admitted; the applicant applies and waits
  await ok(api('POST', '/group/member', tokens.member, { gid, code: 'abc123', reason: 'I am in the class' }))
  const memberUid = (
    await ok(
      api<Page<{ uid: string }>>('GET', `/group/get-apply-list?gid=${gid}&keyword=member`, tokens.teacher),
    )
  ).records[0]!.uid
  await ok(api('PUT', '/group/member', tokens.teacher, { gid, uid: memberUid, auth: 3 }))
  await ok(api('POST', '/group/member', tokens.applicant, { gid, code: 'abc123', reason: 'Let me in too' }))
  expect(
    (await api('POST', '/group/member', tokens.stranger, { gid, code: 'zzzzzz', reason: 'Guessing here' }))
      .httpStatus,
  ).toBe(400)
  // a problem public in the group, and one private to it
  const made = await ok(
    api<{ pid: number; problemId: string }>('POST', '/group/problem', tokens.teacher, {
      problem: { problemId: '1001', title: 'Group sum', gid },
      samples: [{ input: '1 2', output: '3' }],
    }),
  )
  expect(made.problemId).toBe('SECRT1001')
  groupPid = made.pid
  privatePid = (
    await ok(
      api<{ pid: number }>('POST', '/group/problem', tokens.teacher, {
        problem: { problemId: 'SECRT1002', title: 'Group draft', gid, auth: 2 },
        samples: [{ input: '1', output: '1' }],
      }),
    )
  ).pid
  await ok(
    api('POST', '/group/announcement', tokens.teacher, { gid, title: 'Homework', content: 'Solve it' }),
  )
  // a judge worker offers C (nothing judges: the submission stays pending)
  await offerC(server, 'worker-groups-test')
  groupSubmitId = (
    await ok(
      api<{ submitId: number }>('POST', '/submit-problem-judge', tokens.member, {
        pid: 'SECRT1001',
        gid,
        language: 'C',
        code: 'int main(){return 0;}',
      }),
    )
  ).submitId
}, 120_000)

afterAll(() => server?.close())

/** Every way to reach the group's content; each answers [what an outsider gets, what an insider sees]. */
const probes: Record<string, (who: string) => Promise<'hidden' | 'shown'>> = {
  'group problem list': async (who) => {
    const r = await api<Page<{ pid: number }>>('GET', `/group/get-problem-list?gid=${gid}`, tokens[who])
    return r.body.data?.records.some((p) => p.pid === groupPid) ? 'shown' : 'hidden'
  },
  'group members': async (who) => {
    const r = await api<Page<{ username: string }>>('GET', `/group/get-member-list?gid=${gid}`, tokens[who])
    return r.body.data?.records.some((m) => m.username === 'member') ? 'shown' : 'hidden'
  },
  'group rank': async (who) => {
    const r = await api<Page<{ username: string }>>(
      'GET',
      `/get-group-rank-list?gid=${gid}&type=0`,
      tokens[who],
    )
    return r.body.data?.records.some((m) => m.username === 'member') ? 'shown' : 'hidden'
  },
  'group announcements': async (who) => {
    const r = await api<Page<{ title: string }>>(
      'GET',
      `/group/get-announcement-list?gid=${gid}`,
      tokens[who],
    )
    return r.body.data?.records.some((a) => a.title === 'Homework') ? 'shown' : 'hidden'
  },
  'group submissions': async (who) => {
    const r = await api<Page<{ submitId: number }>>('GET', `/get-submission-list?gid=${gid}`, tokens[who])
    return r.body.data?.records.some((s) => s.submitId === groupSubmitId) ? 'shown' : 'hidden'
  },
  'group problem page (gid scope)': async (who) => {
    const r = await api('GET', `/get-problem-detail?problemId=SECRT1001&gid=${gid}`, tokens[who])
    return r.body.msg === 'success' ? 'shown' : 'hidden'
  },
  'group submission detail': async (who) => {
    const r = await api('GET', `/get-submission-detail?submitId=${groupSubmitId}`, tokens[who])
    return r.body.msg === 'success' ? 'shown' : 'hidden'
  },
  'submission statuses by id (the scope decides)': async (who) => {
    const r = await api<Record<string, unknown>>('POST', '/check-submissions-status', tokens[who], {
      submitIds: [groupSubmitId],
    })
    return r.body.data && String(groupSubmitId) in r.body.data ? 'shown' : 'hidden'
  },
}

/** The public calls: nobody but the super admin sees the group's content through them. */
const publicProbes: Record<string, (who: string) => Promise<'hidden' | 'shown'>> = {
  'public problem list': async (who) => {
    const r = await api<Page<{ pid: number }>>('GET', '/get-problem-list?keyword=Group', tokens[who])
    return r.body.data?.records.some((p) => p.pid === groupPid || p.pid === privatePid) ? 'shown' : 'hidden'
  },
  'public problem detail': async (who) => {
    const r = await api('GET', '/get-problem-detail?problemId=SECRT1001', tokens[who])
    return r.body.msg === 'success' ? 'shown' : 'hidden'
  },
  'public submission list': async (who) => {
    const r = await api<Page<{ submitId: number }>>('GET', '/get-submission-list', tokens[who])
    return r.body.data?.records.some((s) => s.submitId === groupSubmitId) ? 'shown' : 'hidden'
  },
}

describe('a private group’s content', () => {
  for (const [name, probe] of Object.entries(probes)) {
    it(`${name}: hidden from ${OUTSIDERS.join(', ')}; shown to ${INSIDERS.join(', ')}`, async () => {
      const seen: Record<string, string> = {}
      for (const who of [...OUTSIDERS, ...INSIDERS]) seen[who] = await probe(who)
      expect(seen).toEqual({
        ...Object.fromEntries(OUTSIDERS.map((w) => [w, 'hidden'])),
        ...Object.fromEntries(INSIDERS.map((w) => [w, 'shown'])),
      })
    })
  }

  for (const [name, probe] of Object.entries(publicProbes)) {
    it(`${name}: hidden from outsiders and members alike (the group's content is reached in the group)`, async () => {
      const seen: Record<string, string> = {}
      for (const who of [...OUTSIDERS, 'member', 'teacher']) seen[who] = await probe(who)
      expect(
        Object.values(seen).every((v) => v === 'hidden'),
        JSON.stringify(seen),
      ).toBe(true)
    })
  }

  it('anonymous visitors get none of it, and see the group only as a card of the list', async () => {
    expect((await api(`GET`, `/group/get-problem-list?gid=${gid}`)).httpStatus).toBe(401)
    expect((await api(`GET`, `/get-problem-detail?problemId=SECRT1001`)).httpStatus).toBe(404)
    const cards = await ok(api<Page<{ id: number; name: string }>>('GET', '/get-group-list'))
    expect(cards.records.map((g) => g.name)).toEqual(['Secret class'])
  })

  it('the invitation code shows to the group’s admins only', async () => {
    for (const who of ['member', 'stranger', 'applicant'])
      expect(
        (await api<{ code: string | null }>('GET', `/get-group-detail?gid=${gid}`, tokens[who])).body.data
          ?.code,
      ).toBeNull()
    expect(
      (await api<{ code: string | null }>('GET', `/get-group-detail?gid=${gid}`, tokens.teacher)).body.data
        ?.code,
    ).toBe('abc123')
  })

  it('a problem private to the group is the group admins’ only: members neither list nor submit it', async () => {
    const listed = await ok(
      api<Page<{ pid: number }>>('GET', `/group/get-problem-list?gid=${gid}`, tokens.member),
    )
    expect(listed.records.map((p) => p.pid)).toEqual([groupPid])
    const submit = (who: string) =>
      api('POST', '/submit-problem-judge', tokens[who], {
        pid: 'SECRT1002',
        gid,
        language: 'C',
        code: 'int main(){}',
      })
    expect((await submit('member')).httpStatus).toBe(404)
    expect((await submit('stranger')).httpStatus).toBe(403)
    const admin = await ok(
      api<Page<{ id: number }>>('GET', `/group/get-admin-problem-list?gid=${gid}`, tokens.teacher),
    )
    expect(admin.records.map((p) => p.id).sort()).toEqual([groupPid, privatePid].sort())
    expect((await api('GET', `/group/get-admin-problem-list?gid=${gid}`, tokens.member)).httpStatus).toBe(403)
  })

  it('refuses a member’s group submission while group judging is off (openGroupJudge)', async () => {
    const judging = (on: boolean) => api('PUT', '/admin/switch/update', tokens.root, { openGroupJudge: on })
    const submit = () =>
      api('POST', '/submit-problem-judge', tokens.member, {
        pid: 'SECRT1001',
        gid,
        language: 'C',
        code: 'int main(){return 0;}',
      })
    expect((await judging(false)).httpStatus).toBe(200)
    try {
      const refused = await submit()
      expect([refused.httpStatus, refused.body.msg]).toEqual([
        403,
        'Judging of group submissions is closed on this site for now',
      ])
    } finally {
      // on again (the member's submission of beforeAll was made so): the rank below counts it alone
      await judging(true)
    }
  })

  it('a hidden group is not even listed for outsiders', async () => {
    await ok(api('PUT', '/group', tokens.teacher, { id: gid, visible: false }))
    try {
      const names = async (who: string) =>
        (await ok(api<Page<{ name: string }>>('GET', '/get-group-list', tokens[who]))).records.map(
          (g) => g.name,
        )
      expect(await names('stranger')).toEqual([])
      expect(await names('member')).toEqual(['Secret class'])
      expect((await api('GET', `/get-group-detail?gid=${gid}`, tokens.stranger)).httpStatus).toBe(404)
    } finally {
      await ok(api('PUT', '/group', tokens.teacher, { id: gid, visible: true }))
    }
  })

  it('the member’s group submissions count in the group rank', async () => {
    const rank = await ok(
      api<Page<{ username: string; total: number }>>(
        'GET',
        `/get-group-rank-list?gid=${gid}&type=0`,
        tokens.member,
      ),
    )
    expect(rank.records.find((r) => r.username === 'member')?.total).toBe(1)
  })
})
