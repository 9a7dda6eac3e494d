import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { addContest, contestsHarness, HOUR } from './harness.ts'

// A contest's own problems (HOJ's /admin/contest/problem): created contest-only (auth 3) through the
// problems module's editor seam and placed in the contest in the same transaction; read and changed
// by the contest's admin; hidden from the public bank and its pages; nothing written on a refusal.

let other: string // an admin who did not create the contest
let otherUid: string
let problemAdmin: string
let cid: number
let oiCid: number
let publicPid: number

const { h, api } = contestsHarness({
  setup: async () => {
    otherUid = await h.server.createUser({
      username: 'other-admin',
      password: 'other-pass',
      roles: ['admin'],
    })
    await h.server.createUser({ username: 'prob-admin', password: 'prob-pass', roles: ['problem_admin'] })
    other = await h.server.login('other-admin', 'other-pass')
    problemAdmin = await h.server.login('prob-admin', 'prob-pass')
    cid = await addContest(h, { startIn: -HOUR, length: 3 * HOUR })
    oiCid = await addContest(h, { startIn: -HOUR, length: 3 * HOUR, type: 1 })
    const reply = await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
      problem: { problemId: 'BANK1', title: 'Bank one', auth: 1 },
      samples: [{ input: '1', output: '1' }],
    })
    publicPid = reply.body.data!.pid
  },
})

const count = async (query: ReturnType<typeof sql>) => {
  const r = await h.server.db.client.execute(query)
  return Number((r as unknown as { rows: Array<{ n: number }> }).rows[0]!.n)
}
const problemCount = () => count(sql`select count(*)::int as n from problems.problem`)
const placeCount = (c: number) =>
  count(sql`select count(*)::int as n from contests.contest_problem where cid = ${c}`)

/** A new running contest of the other admin's (as if they had created it); answers its id. */
async function othersContest(): Promise<number> {
  const made = await addContest(h, { startIn: -HOUR, length: 3 * HOUR })
  await h.server.db.client.execute(sql`
    update contests.contest set uid = ${otherUid}, author = 'other-admin' where id = ${made}`)
  return made
}

const dto = (patch: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  problem: {
    problemId: `OWN${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    title: 'Own problem',
    description: 'Add two numbers',
    input: 'a b',
    output: 'a+b',
    timeLimit: 1000,
    memoryLimit: 256,
    ...patch,
  },
  samples: [
    { input: '1 2', output: '3' },
    { input: '2 2', output: '4' },
  ],
  ...extra,
})

describe('a contest’s own problems over HTTP', { timeout: 60_000 }, () => {
  it('creates a contest-only problem and places it in the contest, in one go', async () => {
    // a group named in the body is not taken: a group's problem is POST /group/contest-problem's
    const body = dto({ auth: 1, gid: 7 }, { cid, displayId: ' C ', color: '#00ff00' })
    const reply = await api<{ pid: number; problemId: string; caseCount: number; displayId: string }>(
      'POST',
      '/admin/contest/problem',
      h.tokens.author,
      body,
    )
    expect([reply.httpStatus, reply.body.msg]).toEqual([200, 'success'])
    const created = reply.body.data!
    expect(created).toMatchObject({ problemId: body.problem.problemId, caseCount: 2, displayId: 'C' })
    const list = await api<{
      problemList: { records: Array<{ id: number; auth: number }> }
      contestProblemMap: Record<string, { displayId: string; displayTitle: string; color: string }>
    }>('GET', `/admin/contest/get-problem-list?cid=${cid}`, h.tokens.author)
    expect(list.body.data!.problemList.records.find((p) => p.id === created.pid)?.auth).toBe(3)
    expect(list.body.data!.contestProblemMap[String(created.pid)]).toMatchObject({
      displayId: 'C',
      displayTitle: 'Own problem',
      color: '#00ff00',
    })
    // Its editor reads it back whole; another admin may not.
    const read = await api<{ id: number; auth: number; title: string; author: string }>(
      'GET',
      `/admin/contest/problem?pid=${created.pid}`,
      h.tokens.author,
    )
    expect(read.body.data).toMatchObject({
      id: created.pid,
      auth: 3,
      gid: null,
      title: 'Own problem',
      author: 'author',
    })
    expect((await api('GET', `/admin/contest/problem?pid=${created.pid}`, other)).httpStatus).toBe(403)
    expect((await api('GET', `/admin/contest/problem?pid=${created.pid}`, problemAdmin)).httpStatus).toBe(200)
    expect((await api('GET', `/admin/contest/problem?pid=${created.pid}`, h.tokens.root)).httpStatus).toBe(
      200,
    )
    expect((await api('GET', '/admin/contest/problem?pid=999999', h.tokens.root)).httpStatus).toBe(404)
  })

  it('writes nothing when the body, the contest or the caller is refused', async () => {
    const problems = await problemCount()
    const places = await placeCount(cid)
    const refused: Array<[string, unknown, number, string?]> = [
      [h.tokens.author, dto({ title: '' }, { cid, displayId: 'D' }), 400, 'Title is required'],
      [h.tokens.author, dto({ timeLimit: 'x' }, { cid, displayId: 'D' }), 400],
      [h.tokens.author, dto({}, { cid }), 400, 'Display ID is required'],
      [
        h.tokens.author,
        dto({}, { cid, displayId: 'A' }),
        400,
        'Another problem of the contest has this display id',
      ],
      [
        h.tokens.author,
        dto({ problemId: 'BANK1' }, { cid, displayId: 'D' }),
        400,
        'The problem ID BANK1 already exists',
      ],
      [h.tokens.author, dto({ type: 1 }, { cid, displayId: 'D' }), 400],
      [other, dto({}, { cid, displayId: 'D' }), 403],
      [h.tokens.author, dto({}, { cid: 999999, displayId: 'D' }), 404],
      [h.tokens.alice, dto({}, { cid, displayId: 'D' }), 403],
    ]
    for (const [token, body, status, msg] of refused) {
      const reply = await api('POST', '/admin/contest/problem', token, body)
      expect(reply.httpStatus, JSON.stringify(body)).toBe(status)
      if (msg) expect(reply.body.msg).toBe(msg)
    }
    expect(await problemCount()).toBe(problems)
    expect(await placeCount(cid)).toBe(places)
  })

  it('takes the contest’s rule when the body names none (an OI contest makes an OI problem)', async () => {
    const reply = await api<{ pid: number }>(
      'POST',
      '/admin/contest/problem',
      h.tokens.author,
      dto({}, { cid: oiCid, displayId: 'C', samples: [{ input: '1 2', output: '3', score: 100 }] }),
    )
    expect([reply.httpStatus, reply.body.msg]).toEqual([200, 'success'])
    const read = await api<{ type: number }>(
      'GET',
      `/admin/contest/problem?pid=${reply.body.data!.pid}`,
      h.tokens.author,
    )
    expect(read.body.data!.type).toBe(1)
  })

  it('keeps it out of the public bank, its list and its page, but shows it in the contest', async () => {
    const body = dto({ title: 'Secret one' }, { cid, displayId: 'E' })
    const { pid } = (await api<{ pid: number }>('POST', '/admin/contest/problem', h.tokens.author, body)).body
      .data!
    const bank = await api<{ problemList: { records: Array<{ id: number }> } }>(
      'GET',
      `/admin/contest/get-problem-list?cid=${oiCid}&problemType=0&limit=100`,
      h.tokens.author,
    )
    expect(bank.body.data!.problemList.records.map((p) => p.id)).not.toContain(pid)
    expect(bank.body.data!.problemList.records.map((p) => p.id)).toContain(publicPid)
    const publicList = await api<{ records: Array<{ pid: number }> }>(
      'GET',
      `/get-problem-list?limit=100&keyword=Secret`,
      h.tokens.alice,
    )
    expect(publicList.body.data!.records.map((p) => p.pid)).not.toContain(pid)
    // Hidden answers as unknown (the problems module's rule for what a caller may not see).
    const page = await api('GET', `/get-problem-detail?problemId=${body.problem.problemId}`, h.tokens.alice)
    expect(page.httpStatus).toBe(404)
    const asAdmin = await api(
      'GET',
      `/get-problem-detail?problemId=${body.problem.problemId}`,
      h.tokens.author,
    )
    expect(asAdmin.httpStatus).toBe(200)
    const inContest = await api<{ problem: { title: string } }>(
      'GET',
      `/get-contest-problem-details?cid=${cid}&displayId=E`,
      h.tokens.alice,
    )
    expect([inContest.httpStatus, inContest.body.data?.problem.title]).toEqual([200, 'Secret one'])
  })

  it('changes it for the contest’s admin, and nobody else’s', async () => {
    const body = dto({ title: 'Before' }, { cid, displayId: 'F' })
    const { pid } = (await api<{ pid: number }>('POST', '/admin/contest/problem', h.tokens.author, body)).body
      .data!
    const change = (
      token: string,
      patch: Record<string, unknown>,
      extra: Record<string, unknown> = { cid },
    ) =>
      api('PUT', '/admin/contest/problem', token, {
        ...dto({ ...body.problem, id: pid, ...patch }),
        ...extra,
      })
    const title = async () =>
      (await api<{ title: string }>('GET', `/admin/contest/problem?pid=${pid}`, h.tokens.root)).body.data!
        .title
    expect((await change(other, { title: 'Theirs' })).httpStatus).toBe(403)
    expect((await change(other, { title: 'Theirs' }, {})).httpStatus).toBe(403)
    expect((await change(h.tokens.author, { title: 'Bad', timeLimit: -1 })).httpStatus).toBe(400)
    expect((await change(h.tokens.author, { title: 'Bad', type: 1 })).httpStatus).toBe(400)
    expect((await change(h.tokens.author, { title: 'Bad' }, { cid: oiCid })).httpStatus).toBe(404)
    expect(await title()).toBe('Before')
    const ok = await change(h.tokens.author, { title: 'After' })
    expect([ok.httpStatus, ok.body.data]).toEqual([200, null])
    expect(await title()).toBe('After')
    // Without the contest: HOJ's rule (root, problem_admin, the author).
    expect((await change(problemAdmin, { title: 'By the problem admin' }, {})).httpStatus).toBe(200)
    expect(await title()).toBe('By the problem admin')
    // A problem of the bank added to the contest is not the contest admin's to change.
    await api('POST', '/admin/contest/add-problem-from-public', h.tokens.author, {
      cid,
      pid: publicPid,
      displayId: 'G',
    })
    const bankChange = await api('PUT', '/admin/contest/problem', h.tokens.author, {
      problem: { id: publicPid, title: 'Hijacked' },
      cid,
    })
    expect(bankChange.httpStatus).toBe(403)
    // Another admin may not add it to their own contest (adding follows the rule of editing).
    const otherCid = await othersContest()
    const added = await api('POST', '/admin/contest/add-problem-from-public', other, {
      cid: otherCid,
      pid,
      displayId: 'C',
    })
    expect([added.httpStatus, added.body.msg]).toEqual([403, expect.stringMatching(/permission/)])
    expect(await placeCount(otherCid)).toBe(2)
    expect((await change(other, { title: 'Theirs' }, { cid: otherCid })).httpStatus).toBe(404)
    expect((await api('GET', `/admin/contest/problem?pid=${pid}`, other)).httpStatus).toBe(403)
    expect(await title()).toBe('By the problem admin')
    // Its author still may (HOJ's rule).
    expect((await change(h.tokens.author, { title: 'Still mine' })).httpStatus).toBe(200)
    expect(await title()).toBe('Still mine')
  })

  it('creates an unplaced contest-only problem for HOJ’s own client (no cid), placed by a second call', async () => {
    const body = dto({ auth: 1 })
    const reply = await api<{ pid: number; displayId: string | null }>(
      'POST',
      '/admin/contest/problem',
      other,
      body,
    )
    expect([reply.httpStatus, reply.body.msg, reply.body.data?.displayId]).toEqual([200, 'success', null])
    const read = await api<{ auth: number }>(
      'GET',
      `/admin/contest/problem?pid=${reply.body.data!.pid}`,
      other,
    )
    expect(read.body.data!.auth).toBe(3)
    // HOJ's client then places it by PUT /admin/contest/contest-problem (no id: not placed yet), in
    // a contest of its creator's: neither another admin's contest, nor by that contest's admin (an
    // unreleased problem is its creator's).
    const pid = reply.body.data!.pid
    const placesBefore = await placeCount(cid)
    const foreign = { cid, pid, displayId: 'H', displayTitle: 'Placed later', color: '#123456' }
    expect((await api('PUT', '/admin/contest/contest-problem', other, foreign)).httpStatus).toBe(403)
    expect((await api('PUT', '/admin/contest/contest-problem', h.tokens.author, foreign)).httpStatus).toBe(
      403,
    )
    expect(await placeCount(cid)).toBe(placesBefore)
    const place = { ...foreign, cid: await othersContest() }
    const taken = await api('PUT', '/admin/contest/contest-problem', other, {
      ...place,
      displayId: 'A',
    })
    expect([taken.httpStatus, taken.body.msg]).toEqual([
      400,
      'Another problem of the contest has this display id',
    ])
    const placed = await api<{ displayId: string; displayTitle: string }>(
      'PUT',
      '/admin/contest/contest-problem',
      other,
      place,
    )
    expect([placed.httpStatus, placed.body.data]).toMatchObject([
      200,
      { displayId: 'H', displayTitle: 'Placed later' },
    ])
    const unknown = await api('PUT', '/admin/contest/contest-problem', other, {
      ...place,
      pid: 999999,
      displayId: 'I',
    })
    expect(unknown.httpStatus).toBe(404)
  })

  it('adds a public problem for anyone, without the right to read it for edit; lists HOJ’s whole Problem', async () => {
    const made = await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
      problem: { problemId: 'BANK2', title: 'Bank two', auth: 1, description: 'Root wrote it' },
      samples: [{ input: '1', output: '1' }],
    })
    const bankPid = made.body.data!.pid
    const otherCid = await othersContest()
    const added = await api('POST', '/admin/contest/add-problem-from-public', other, {
      cid: otherCid,
      pid: bankPid,
      displayId: 'C',
    })
    expect(added.httpStatus).toBe(200)
    // In no other contest, it is still not the contest admin's: no editor's copy, no change.
    expect((await api('GET', `/admin/contest/problem?pid=${bankPid}`, other)).httpStatus).toBe(403)
    const change = await api('PUT', '/admin/contest/problem', other, {
      ...dto({ problemId: 'BANK2', title: 'Hijacked', id: bankPid }),
      cid: otherCid,
    })
    expect(change.httpStatus).toBe(403)
    expect((await api('GET', `/admin/contest/problem?pid=${bankPid}`, h.tokens.root)).httpStatus).toBe(200)
    // The contest's list: HOJ's Problem (author, times, every field), never the judge's files.
    type Listed = { problemList: { records: Array<Record<string, unknown>> } }
    const list = await api<Listed>('GET', `/admin/contest/get-problem-list?cid=${otherCid}`, other)
    const row = list.body.data!.problemList.records.find((r) => r['id'] === bankPid)!
    expect(row).toMatchObject({
      problemId: 'BANK2',
      title: 'Bank two',
      author: 'root',
      description: 'Root wrote it',
      auth: 1,
      isGroup: false,
      spjCode: null,
      judgeExtraFile: null,
    })
    expect(new Date(row['gmtCreate'] as string).getTime()).toBeGreaterThan(Date.now() - HOUR)
    expect(row).toHaveProperty('modifiedUser')
    const bank = await api<Listed>(
      'GET',
      `/admin/contest/get-problem-list?cid=${otherCid}&problemType=0`,
      other,
    )
    const inBank = bank.body.data!.problemList.records.find((r) => r['id'] === publicPid)
    expect(inBank).toMatchObject({ author: 'root', title: 'Bank one', spjCode: null })
    // Another admin's unreleased contest-only problem (in no contest yet) is not to be added by anyone
    // else but root and the problem admins.
    const unplaced = await api<{ pid: number }>('POST', '/admin/contest/problem', h.tokens.author, dto())
    const hidden = unplaced.body.data!.pid
    const refused = await api('POST', '/admin/contest/add-problem-from-public', other, {
      cid: otherCid,
      pid: hidden,
      displayId: 'D',
    })
    expect(refused.httpStatus).toBe(403)
    expect(await placeCount(otherCid)).toBe(3)
    const byRoot = await api('POST', '/admin/contest/add-problem-from-public', h.tokens.root, {
      cid,
      pid: hidden,
      displayId: 'R',
    })
    expect(byRoot.httpStatus).toBe(200)
  })
})
