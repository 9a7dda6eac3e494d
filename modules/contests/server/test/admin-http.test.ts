import { JudgeStatus as S } from '@oj/sdk'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { contestsHarness, HOUR, judged, waitFor } from './harness.ts'

// The admin area's contest calls over HTTP (api-surface [admin/contest]): the form's checks in spec 3
// §5's order, nothing written on a refusal, roles and the creator-only rule, clone, visibility,
// announcements, problems through the bank's catalogue, and the board after edits.

let other: string // an admin who did not create the contests below
let problemAdmin: string
let publicPid: number
let oiPid: number

const { h, api } = contestsHarness({
  setup: async () => {
    await h.server.createUser({ username: 'other-admin', password: 'other-pass', roles: ['admin'] })
    await h.server.createUser({ username: 'prob-admin', password: 'prob-pass', roles: ['problem_admin'] })
    other = await h.server.login('other-admin', 'other-pass')
    problemAdmin = await h.server.login('prob-admin', 'prob-pass')
    for (const [problemId, type] of [
      ['PUB1', 0],
      ['PUBOI', 1],
    ] as const) {
      const reply = await h.server.api<{ pid: number }>('POST', '/ojapi/admin/problem', {
        token: h.tokens.root,
        body: {
          problem: { problemId, title: `Public ${problemId}`, auth: 1, type },
          samples: [{ input: '1', output: '1', score: 100 }],
        },
      })
      if (!reply.body.data) throw new Error(`problem ${problemId}: ${reply.body.msg}`)
      if (type === 0) publicPid = reply.body.data.pid
      else oiPid = reply.body.data.pid
    }
  },
})

const contestCount = async () => {
  const r = await h.server.db.client.execute(sql`select count(*)::int as n from contests.contest`)
  return Number((r as unknown as { rows: Array<{ n: number }> }).rows[0]!.n)
}

const at = (ms: number) => new Date(Date.now() + ms).toISOString()

const form = (patch: Record<string, unknown> = {}) => ({
  title: 'Admin made',
  description: 'The rules',
  startTime: at(-HOUR),
  endTime: at(2 * HOUR),
  duration: 3 * 3600,
  type: 0,
  auth: 0,
  ...patch,
})

type Row = { id: number; title: string; uid: string; author: string; source: number; visible: boolean }

/** Creates a contest through the API as `token` and answers its id (the newest of that title). */
async function create(token: string, patch: Record<string, unknown> = {}): Promise<number> {
  const title = `C${Math.random().toString(36).slice(2, 10)}`
  const reply = await api('POST', '/admin/contest', token, form({ title, ...patch }))
  expect([reply.httpStatus, reply.body.msg]).toEqual([200, 'success'])
  const list = await api<{ records: Row[] }>('GET', `/admin/contest/get-contest-list?keyword=${title}`, token)
  return list.body.data!.records[0]!.id
}

/** The harness's problems (root's contest-only ones: root adds them, as adding follows the rule of editing). */
async function addProblems(cid: number, token = h.tokens.root) {
  for (const [i, pid] of h.pids.entries()) {
    const reply = await api('POST', '/admin/contest/add-problem-from-public', token, {
      cid,
      pid,
      displayId: String.fromCharCode(65 + i),
    })
    expect(reply.httpStatus).toBe(200)
  }
}

describe('contest admin over HTTP', { timeout: 60_000 }, () => {
  it('checks the form in spec 3 §5’s order and writes nothing on a refusal', async () => {
    const before = await contestCount()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Title is required'],
      [{ title: '  ' }, 'Title is required'],
      [{ title: 'T' }, 'Description is required'],
      [{ title: 'T', description: 'D' }, 'Start Time is required'],
      [{ title: 'T', description: 'D', startTime: at(HOUR) }, 'End Time is required'],
      [form({ endTime: at(-2 * HOUR) }), 'The contest duration must be greater than 0'],
      [form({ duration: 0 }), 'The contest duration must be greater than 0'],
      [form({ auth: 1, pwd: '' }), 'Contest Password is required'],
      [form({ auth: 2 }), 'Contest Password is required'],
      [form({ starAccount: ['bob', ' bob'] }), 'The star user bob is listed twice'],
      [
        form({ sealRank: true, sealRankTime: at(5 * HOUR) }),
        'The board can only be sealed between the start and the end',
      ],
      [form({ startTime: 'soon' }), 'A time of the contest is not a valid date'],
      [form({ openAccountLimit: true, accountLimitRule: 'x' }), 'The account limit rule is not valid'],
    ]
    for (const [body, msg] of cases) {
      const reply = await api('POST', '/admin/contest', h.tokens.author, body)
      expect([reply.httpStatus, reply.body.msg], JSON.stringify(body)).toEqual([400, msg])
    }
    for (const body of [form({ type: 7 }), form({ auth: 'x' }), form({ starAccount: 'bob' }), [1], 'x']) {
      expect((await api('POST', '/admin/contest', h.tokens.author, body)).httpStatus).toBe(400)
    }
    // A time past year 9999 (its ISO text `+010000-…` reads as a time zone to Postgres, 22009): a
    // 400 with the refused value's message, for a new contest and an edit, nothing written.
    for (const patch of [{ endTime: '+010000-01-01T00:00:00.000Z' }, { endTime: '10000-01-01 00:00:00' }]) {
      const reply = await api('POST', '/admin/contest', h.tokens.author, form(patch))
      expect([reply.httpStatus, reply.body.msg], JSON.stringify(patch)).toEqual([
        400,
        'A value of the request is out of range or not valid text',
      ])
    }
    expect(await contestCount()).toBe(before)
    const made = await create(h.tokens.author)
    const far = await api('PUT', '/admin/contest', h.tokens.author, {
      ...form(),
      id: made,
      endTime: '+010000-01-01T00:00:00.000Z',
    })
    expect(far.httpStatus).toBe(400)
    const stored = await api<{ endTime: string }>('GET', `/admin/contest?cid=${made}`, h.tokens.author)
    expect(new Date(stored.body.data!.endTime).getUTCFullYear()).toBeLessThan(10000)
    const zh = await h.server.api('POST', '/ojapi/admin/contest', {
      token: h.tokens.author,
      body: { title: 'T' },
      headers: { 'Accept-Language': 'zh-CN' },
    })
    expect(zh.body.msg).toBe('比赛描述不能为空')
  })

  it('creates a contest owned by the caller and gives every field back to its admins', async () => {
    const cid = await create(h.tokens.author, {
      uid: 'someone-else',
      author: 'someone-else',
      auth: 1,
      pwd: 'pw',
      sealRank: true,
      sealRankTime: at(HOUR),
      autoRealRank: false,
      openPrint: true,
      openRank: true,
      rankShowName: 'nickname',
      oiRankScoreType: 'Highest',
      starAccount: [' star1 ', '', 'star2'],
      awardType: 1,
      awardConfigList: [],
      allowEndSubmit: true,
      openAccountLimit: true,
      accountLimitRule: '<prefix>team</prefix><suffix></suffix><start>1</start><end>20</end>',
    })
    const got = await api<Record<string, unknown>>('GET', `/admin/contest?cid=${cid}`, h.tokens.author)
    expect(got.httpStatus).toBe(200)
    expect(got.body.data).toMatchObject({
      id: cid,
      uid: h.uids.author,
      author: 'author',
      auth: 1,
      pwd: 'pw',
      sealRank: true,
      autoRealRank: false,
      openPrint: true,
      openRank: true,
      rankShowName: 'nickname',
      oiRankScoreType: 'Highest',
      starAccount: ['star1', 'star2'],
      awardType: 1,
      allowEndSubmit: true,
      openAccountLimit: true,
      status: 0,
      duration: 3 * 3600,
      visible: true,
    })
    expect((got.body.data!.awardConfigList as Array<{ num: number }>).map((a) => a.num)).toEqual([10, 20, 30])
    const list = await api<{ records: Array<Record<string, unknown>> }>(
      'GET',
      `/admin/contest/get-contest-list?keyword=${cid}`,
      h.tokens.author,
    )
    const row = list.body.data!.records.find((r) => r.id === cid)!
    // HOJ's Contest with its password: the list holds only contests the caller administers
    expect(row['pwd']).toBe('pw')
    expect(JSON.parse(row.starAccount as string)).toEqual({ star_account: ['star1', 'star2'] })
    // The public side sees it too (visible), without the password.
    const info = await api<Record<string, unknown>>('GET', `/get-contest-info?cid=${cid}`, h.tokens.alice)
    expect(info.body.data).toMatchObject({ id: cid, auth: 1 })
    expect(info.body.data).not.toHaveProperty('pwd')
  })

  it('admits the admin roles, and per contest only root and its creator', async () => {
    const cid = await create(h.tokens.author)
    expect((await api('GET', `/admin/contest?cid=${cid}`)).httpStatus).toBe(401)
    expect((await api('GET', `/admin/contest?cid=${cid}`, h.tokens.alice)).httpStatus).toBe(403)
    expect((await api('GET', `/admin/contest/get-contest-list`, h.tokens.alice)).httpStatus).toBe(403)
    expect((await api('GET', `/admin/contest?cid=${cid}`, other)).httpStatus).toBe(403)
    expect((await api('GET', `/admin/contest?cid=${cid}`, problemAdmin)).httpStatus).toBe(403)
    expect((await api('GET', `/admin/contest?cid=${cid}`, h.tokens.root)).httpStatus).toBe(200)
    expect((await api('GET', `/admin/contest?cid=999999`, h.tokens.root)).httpStatus).toBe(404)
    for (const [method, path, body] of [
      ['PUT', '/admin/contest', { id: cid, title: 'Stolen' }],
      [
        'PUT',
        `/admin/contest/change-contest-visible?cid=${cid}&uid=${h.uids.author}&visible=false`,
        undefined,
      ],
      ['GET', `/admin/contest/clone?cid=${cid}`, undefined],
      ['GET', `/admin/contest/announcement?cid=${cid}`, undefined],
      ['POST', '/admin/contest/announcement', { cid, announcement: { title: 'x', content: 'y' } }],
      ['GET', `/admin/contest/get-problem-list?cid=${cid}`, undefined],
      ['POST', '/admin/contest/add-problem-from-public', { cid, pid: publicPid, displayId: 'Z' }],
    ] as const) {
      const reply = await api(method, path, other, body)
      expect(reply.httpStatus, `${method} ${path}`).toBe(403)
    }
    // The lists: others' contests are not in a non-root admin's list; root sees every one.
    const mine = await api<{ records: Row[] }>('GET', '/admin/contest/get-contest-list?limit=100', other)
    expect(mine.body.data!.records.some((r) => r.id === cid)).toBe(false)
    const all = await api<{ records: Row[] }>(
      'GET',
      `/admin/contest/get-contest-list?keyword=${cid}`,
      h.tokens.root,
    )
    expect(all.body.data!.records.map((r) => r.id)).toContain(cid)
    expect((await api<Row>('GET', `/admin/contest?cid=${cid}`, h.tokens.author)).body.data!.title).not.toBe(
      'Stolen',
    )
    // Deleting: root only.
    expect((await api('DELETE', `/admin/contest?cid=${cid}`, h.tokens.author)).httpStatus).toBe(403)
    expect((await api('DELETE', `/admin/contest?cid=${cid}`, h.tokens.root)).httpStatus).toBe(200)
    expect((await api('GET', `/admin/contest?cid=${cid}`, h.tokens.root)).httpStatus).toBe(404)
  })

  it('edits over the stored contest: the rule is locked, a new password drops registrations', async () => {
    const cid = await create(h.tokens.author, { auth: 1, pwd: 'one' })
    expect((await api('POST', '/register-contest', h.tokens.bob, { cid, password: 'one' })).httpStatus).toBe(
      200,
    )
    const typeChange = await api('PUT', '/admin/contest', h.tokens.author, { id: cid, type: 1 })
    expect([typeChange.httpStatus, typeChange.body.msg]).toEqual([
      400,
      'The rule of a contest cannot be changed when editing it',
    ])
    const blank = await api('PUT', '/admin/contest', h.tokens.author, { id: cid, description: '' })
    expect([blank.httpStatus, blank.body.msg]).toEqual([400, 'Description is required'])
    expect((await api('PUT', '/admin/contest', h.tokens.author, { title: 'x' })).httpStatus).toBe(400)
    expect(
      (await api('PUT', '/admin/contest', h.tokens.author, { id: cid, title: 'Renamed' })).httpStatus,
    ).toBe(200)
    expect(
      (await api<{ access: boolean }>('GET', `/get-contest-access?cid=${cid}`, h.tokens.bob)).body.data,
    ).toEqual({ access: true })
    expect((await api('PUT', '/admin/contest', h.tokens.author, { id: cid, pwd: 'two' })).httpStatus).toBe(
      200,
    )
    expect(
      (await api<{ access: boolean }>('GET', `/get-contest-access?cid=${cid}`, h.tokens.bob)).body.data,
    ).toEqual({ access: false })
    const got = await api<Row & { pwd: string }>('GET', `/admin/contest?cid=${cid}`, h.tokens.root)
    expect([got.body.data!.title, got.body.data!.pwd]).toEqual(['Renamed', 'two'])
  })

  it('clones a contest for the caller and toggles visibility', async () => {
    const cid = await create(h.tokens.author, { auth: 2, pwd: 'p', starAccount: ['s'] })
    await addProblems(cid)
    expect((await api('GET', `/admin/contest/clone?cid=${cid}`, h.tokens.root)).httpStatus).toBe(200)
    const original = await api<Row>('GET', `/admin/contest?cid=${cid}`, h.tokens.root)
    const list = await api<{ records: Array<Row & { starAccount: string }> }>(
      'GET',
      `/admin/contest/get-contest-list?keyword=${encodeURIComponent(`${original.body.data!.title} [Cloned]`)}`,
      h.tokens.root,
    )
    const copy = list.body.data!.records[0]!
    expect(copy).toMatchObject({
      author: 'root',
      source: cid,
      title: `${original.body.data!.title} [Cloned]`,
    })
    expect(JSON.parse(copy.starAccount)).toEqual({ star_account: ['s'] })
    const problems = await api<{ problemList: { total: number } }>(
      'GET',
      `/admin/contest/get-problem-list?cid=${copy.id}`,
      h.tokens.root,
    )
    expect(problems.body.data!.problemList.total).toBe(0)
    // Visibility: a hidden contest leaves the public list, its admins still find it.
    const hide = await api(
      'PUT',
      `/admin/contest/change-contest-visible?cid=${cid}&uid=someone&visible=false`,
      h.tokens.author,
    )
    expect(hide.httpStatus).toBe(200)
    expect((await api('GET', `/get-contest-info?cid=${cid}`, h.tokens.alice)).httpStatus).toBe(404)
    expect((await api<Row>('GET', `/admin/contest?cid=${cid}`, h.tokens.author)).body.data!.visible).toBe(
      false,
    )
    await api('PUT', `/admin/contest/change-contest-visible?cid=${cid}&visible=true`, h.tokens.author)
    expect((await api('GET', `/get-contest-info?cid=${cid}`, h.tokens.alice)).httpStatus).toBe(200)
  })

  it('keeps announcements: add, list (hidden ones too), edit, delete', async () => {
    const cid = await create(h.tokens.author)
    const empty = await api('POST', '/admin/contest/announcement', h.tokens.author, {
      cid,
      announcement: { title: ' ', content: 'x' },
    })
    expect([empty.httpStatus, empty.body.msg]).toEqual([400, 'Title is required'])
    for (const [title, status] of [
      ['First', 0],
      ['Second', 1],
    ] as const) {
      const reply = await api('POST', '/admin/contest/announcement', h.tokens.author, {
        cid,
        announcement: { title, content: `${title} text`, status },
      })
      expect(reply.httpStatus).toBe(200)
    }
    type Ann = {
      records: Array<{ id: number; title: string; status: number; username: string }>
      total: number
    }
    const list = await api<Ann>('GET', `/admin/contest/announcement?cid=${cid}`, h.tokens.author)
    expect(list.body.data!.records.map((a) => [a.title, a.status, a.username])).toEqual([
      ['Second', 1, 'author'],
      ['First', 0, 'author'],
    ])
    // Contestants see the visible one only; the contest's admins both.
    const seen = await api<Ann>('GET', `/get-contest-announcement?cid=${cid}`, h.tokens.alice)
    expect(seen.body.data!.records.map((a) => a.title)).toEqual(['First'])
    const unread = await api<Array<{ title: string }>>(
      'POST',
      '/get-contest-not-read-announcement',
      h.tokens.alice,
      {
        cid,
      },
    )
    expect(unread.body.data!.map((a) => a.title)).toEqual(['First'])
    const adminSeen = await api<Ann>('GET', `/get-contest-announcement?cid=${cid}`, h.tokens.author)
    expect(adminSeen.body.data!.total).toBe(2)
    const first = list.body.data!.records[1]!.id
    const edit = await api('PUT', '/admin/contest/announcement', h.tokens.author, {
      cid,
      announcement: { id: first, title: 'First, edited', content: 'new', status: 1 },
    })
    expect(edit.httpStatus).toBe(200)
    const foreign = await api('PUT', '/admin/contest/announcement', h.tokens.author, {
      cid: cid + 100_000,
      announcement: { id: first, title: 'x', content: 'y' },
    })
    expect(foreign.httpStatus).toBe(404)
    expect((await api('DELETE', `/admin/contest/announcement?aid=${first}`, other)).httpStatus).toBe(403)
    // named with another contest (as the contests.announcements slot names it): not that contest's
    const elsewhere = await api(
      'DELETE',
      `/admin/contest/announcement?aid=${first}&cid=${cid + 1}`,
      h.tokens.root,
    )
    expect(elsewhere.httpStatus).toBe(404)
    expect(
      (await api('DELETE', `/admin/contest/announcement?aid=${first}&cid=${cid}`, h.tokens.author))
        .httpStatus,
    ).toBe(200)
    const after = await api<Ann>('GET', `/admin/contest/announcement?cid=${cid}`, h.tokens.root)
    expect(after.body.data!.records.map((a) => a.title)).toEqual(['Second'])
    expect((await api('DELETE', `/admin/contest/announcement?aid=${first}`, h.tokens.root)).httpStatus).toBe(
      404,
    )
  })

  it('imports a remote judge’s problem the bank holds (NAME-problemId), after the contest’s check', async () => {
    const made = await h.server.api<{ pid: number }>('POST', '/ojapi/admin/problem', {
      token: h.tokens.root,
      body: {
        problem: { problemId: 'HDU-1000', title: 'A + B (HDU)', auth: 1, type: 0 },
        samples: [{ input: '1 2', output: '3', score: 100 }],
      },
    })
    expect(made.body.msg).toBe('success')
    const cid = await create(h.tokens.author)
    const path = (query: string) => `/admin/contest/import-remote-oj-problem?cid=${cid}&${query}`
    // Refusals, each with its message, and nothing added by any of them.
    for (const [query, token, status, msg] of [
      ['name=HDU&problemId=1000&displayId=R', other, 403, undefined],
      [
        // not in the bank: imported first (the bank's RemoteImports), which fails here with the
        // site's answer (no network in tests: unreachable; with one, HDU has no problem 9999)
        'name=HDU&problemId=9999&displayId=R',
        h.tokens.author,
        400,
        /^HDU (could not be reached|has no problem 9999)/,
      ],
      [
        'name=&problemId=1000&displayId=R',
        h.tokens.author,
        400,
        'The remote judge (at most 20 characters) and the problem id (at most 100) are required',
      ],
      ['name=HDU&problemId=1000&displayId=', h.tokens.author, 400, 'Display ID is required'],
    ] as const) {
      const reply = await api('GET', path(query), token)
      expect(reply.httpStatus, query).toBe(status)
      if (typeof msg === 'string') expect(reply.body.msg, query).toBe(msg)
      else if (msg) expect(reply.body.msg, query).toMatch(msg)
    }
    type List = { contestProblemMap: Record<string, { displayId: string; displayTitle: string }> }
    const none = await api<List>('GET', `/admin/contest/get-problem-list?cid=${cid}`, h.tokens.author)
    expect(none.body.data!.contestProblemMap).toEqual({})
    // The judge's name in any case (HOJ keys it in capitals); then the same problem again is refused.
    const imported = await api('GET', path('name=hdu&problemId=1000&displayId=R'), h.tokens.author)
    expect([imported.httpStatus, imported.body.msg]).toEqual([200, 'success'])
    const list = await api<List>('GET', `/admin/contest/get-problem-list?cid=${cid}`, h.tokens.author)
    expect(list.body.data!.contestProblemMap[String(made.body.data!.pid)]).toMatchObject({
      displayId: 'R',
      displayTitle: 'A + B (HDU)',
    })
    const again = await api('GET', path('name=HDU&problemId=1000&displayId=S'), h.tokens.author)
    expect([again.httpStatus, again.body.msg]).toEqual([
      400,
      'The problem is already in the contest, or its display id is taken',
    ])
  })

  it('manages the contest’s problems through the bank’s catalogue', async () => {
    const cid = await create(h.tokens.author)
    await addProblems(cid)
    type List = {
      problemList: { records: Array<{ id: number; problemId: string; type: number }>; total: number }
      contestProblemMap: Record<string, { displayId: string; displayTitle: string; color: string | null }>
    }
    const list = await api<List>('GET', `/admin/contest/get-problem-list?cid=${cid}`, h.tokens.author)
    expect(list.body.data!.problemList.records.map((p) => p.id)).toEqual([...h.pids])
    expect(list.body.data!.contestProblemMap[String(h.pids[0])]).toMatchObject({
      displayId: 'A',
      displayTitle: 'Contest CT1',
    })
    // The public bank, without the contest's problems.
    const bank = await api<List>(
      'GET',
      `/admin/contest/get-problem-list?cid=${cid}&problemType=0&keyword=PUB`,
      h.tokens.author,
    )
    expect(bank.body.data!.problemList.records.map((p) => p.problemId)).toEqual(['PUB1', 'PUBOI'])
    const taken = await api('POST', '/admin/contest/add-problem-from-public', h.tokens.author, {
      cid,
      pid: publicPid,
      displayId: 'A',
    })
    expect([taken.httpStatus, taken.body.msg]).toEqual([
      400,
      'The problem is already in the contest, or its display id is taken',
    ])
    const mismatch = await api('POST', '/admin/contest/add-problem-from-public', h.tokens.author, {
      cid,
      pid: oiPid,
      displayId: 'D',
    })
    expect(mismatch.httpStatus).toBe(400)
    const missing = await api('POST', '/admin/contest/add-problem-from-public', h.tokens.author, {
      cid,
      pid: 999_999,
      displayId: 'E',
    })
    expect(missing.httpStatus).toBe(404)
    expect(
      (
        await api('POST', '/admin/contest/add-problem-from-public', h.tokens.author, {
          cid,
          pid: publicPid,
          displayId: ' C ',
        })
      ).httpStatus,
    ).toBe(200)
    const c = await api<{ displayId: string; displayTitle: string }>(
      'GET',
      `/admin/contest/contest-problem?cid=${cid}&pid=${publicPid}`,
      h.tokens.author,
    )
    expect(c.body.data).toMatchObject({ displayId: 'C', displayTitle: 'Public PUB1' })
    // Display id, title, colour.
    const set = await api<{ displayId: string; color: string }>(
      'PUT',
      '/admin/contest/contest-problem',
      h.tokens.author,
      {
        cid,
        pid: publicPid,
        displayId: 'C2',
        displayTitle: 'Easy one',
        color: '#ff0000',
      },
    )
    expect(set.httpStatus).toBe(200)
    expect(set.body.data).toMatchObject({ displayId: 'C2', color: '#ff0000' })
    const clash = await api('PUT', '/admin/contest/contest-problem', h.tokens.author, {
      cid,
      pid: publicPid,
      displayId: 'A',
      displayTitle: 'x',
    })
    expect([clash.httpStatus, clash.body.msg]).toEqual([
      400,
      'Another problem of the contest has this display id',
    ])
    const badColor = await api('PUT', '/admin/contest/contest-problem', h.tokens.author, {
      cid,
      pid: publicPid,
      displayId: 'C2',
      displayTitle: 'x',
      color: 'url(javascript:1)',
    })
    expect(badColor.httpStatus).toBe(400)
    const shown = await api<Array<{ displayId: string; displayTitle: string; color: string }>>(
      'GET',
      `/get-contest-problem?cid=${cid}`,
      h.tokens.alice,
    )
    expect(shown.body.data!.map((p) => [p.displayId, p.displayTitle])).toEqual([
      ['A', 'Contest CT1'],
      ['B', 'Contest CT2'],
      ['C2', 'Easy one'],
    ])
    // Removing: root and problem_admin by the route table, and only from contests they administer.
    expect(
      (await api('DELETE', `/admin/contest/problem?pid=${publicPid}&cid=${cid}`, h.tokens.author)).httpStatus,
    ).toBe(403)
    expect(
      (await api('DELETE', `/admin/contest/problem?pid=${publicPid}&cid=${cid}`, problemAdmin)).httpStatus,
    ).toBe(403)
    expect((await api('DELETE', `/admin/contest/problem?pid=${publicPid}`, h.tokens.root)).httpStatus).toBe(
      400,
    )
    expect(
      (await api('DELETE', `/admin/contest/problem?pid=${publicPid}&cid=${cid}`, h.tokens.root)).httpStatus,
    ).toBe(200)
    expect(
      (await api('DELETE', `/admin/contest/problem?pid=${publicPid}&cid=${cid}`, h.tokens.root)).httpStatus,
    ).toBe(404)
    const left = await api<List>('GET', `/admin/contest/get-problem-list?cid=${cid}`, h.tokens.author)
    expect(left.body.data!.problemList.total).toBe(2)
    // A problem_admin's own contest: theirs to remove from.
    const own = await create(problemAdmin)
    await addProblems(own, problemAdmin)
    expect(
      (await api('DELETE', `/admin/contest/problem?pid=${h.pids[1]}&cid=${own}`, problemAdmin)).httpStatus,
    ).toBe(200)
  })

  it('lets only the accounts of the account-limit rule take part', async () => {
    const cid = await create(h.tokens.author, {
      auth: 2,
      pwd: 'team-pass',
      openAccountLimit: true,
      accountLimitRule:
        '<prefix>team</prefix><suffix></suffix><start>1</start><end>3</end><extra>alice</extra>',
    })
    await addProblems(cid)
    // bob matches neither team1..team3 nor the extra account alice.
    const refused = await api('POST', '/register-contest', h.tokens.bob, { cid, password: 'team-pass' })
    expect([refused.httpStatus, refused.body.msg]).toEqual([
      403,
      'Only accounts the contest’s account rule allows may take part',
    ])
    expect((await api('GET', `/get-contest-problem?cid=${cid}`, h.tokens.bob)).httpStatus).toBe(403)
    expect(
      (await api('POST', '/register-contest', h.tokens.alice, { cid, password: 'team-pass' })).httpStatus,
    ).toBe(200)
    expect((await api('GET', `/get-contest-problem?cid=${cid}`, h.tokens.alice)).httpStatus).toBe(200)
    // Turned off, the rule no longer decides.
    expect(
      (await api('PUT', '/admin/contest', h.tokens.author, { id: cid, openAccountLimit: false })).httpStatus,
    ).toBe(200)
    expect((await api('GET', `/get-contest-problem?cid=${cid}`, h.tokens.bob)).httpStatus).toBe(200)
  })

  type Board = {
    records: Array<{
      username: string
      rank: number
      submissionInfo: Record<string, { isAC: boolean; tryNum: number }>
    }>
  }
  const board = (cid: number, token: string) => api<Board>('POST', '/get-contest-rank', token, { cid })

  it('closes the board at once when a public contest becomes private, and when it is deleted', async () => {
    const cid = await create(h.tokens.author)
    await addProblems(cid)
    // bob reads the board: this process keeps the contest's row for its next readers
    expect((await board(cid, h.tokens.bob)).httpStatus).toBe(200)
    const closed = await api('PUT', '/admin/contest', h.tokens.author, { id: cid, auth: 1, pwd: 'secret' })
    expect(closed.httpStatus).toBe(200)
    expect((await board(cid, h.tokens.bob)).httpStatus).toBe(403)
    expect((await board(cid, h.tokens.root)).httpStatus).toBe(200)
    expect((await api('DELETE', `/admin/contest?cid=${cid}`, h.tokens.root)).httpStatus).toBe(200)
    expect((await board(cid, h.tokens.root)).httpStatus).toBe(404)
  })

  it('leaves the board right after the star users, the seal or a display id change', async () => {
    const start = Date.now() - 2 * HOUR
    const cid = await create(h.tokens.author, { startTime: new Date(start).toISOString(), endTime: at(HOUR) })
    await addProblems(cid)
    const minute = (m: number) => new Date(start + m * 60_000)
    await judged(h, { cid, who: 'alice', displayId: 'A', status: S.accepted, at: minute(10) })
    await judged(h, { cid, who: 'bob', displayId: 'A', status: S.accepted, at: minute(20) })
    await judged(h, { cid, who: 'bob', displayId: 'B', status: S.accepted, at: minute(90) })
    const ranks = (b: Board) =>
      b.records.filter((r) => r.username !== 'root').map((r) => [r.username, r.rank])
    // The events arrive in any order: wait for all three on the board.
    await waitFor(async () => {
      const b = (await board(cid, h.tokens.root)).body.data!
      const cells = b.records.reduce((n, r) => n + Object.keys(r.submissionInfo).length, 0)
      return b.records.length === 2 && cells === 3 ? b : undefined
    }, 'the board')
    expect(ranks((await board(cid, h.tokens.root)).body.data!)).toEqual([
      ['bob', 1],
      ['alice', 2],
    ])
    // A star user takes no place.
    expect(
      (await api('PUT', '/admin/contest', h.tokens.author, { id: cid, starAccount: [' bob '] })).httpStatus,
    ).toBe(200)
    expect(ranks((await board(cid, h.tokens.root)).body.data!)).toEqual([
      ['bob', -1],
      ['alice', 1],
    ])
    // Sealing from minute 60: bob's B becomes a pending try for the contestants, not for the admin.
    const seal = await api('PUT', '/admin/contest', h.tokens.author, {
      id: cid,
      sealRank: true,
      sealRankTime: minute(60).toISOString(),
    })
    expect(seal.httpStatus).toBe(200)
    const sealed = (await board(cid, h.tokens.alice)).body.data!
    const bobSealed = sealed.records.find((r) => r.username === 'bob' && r.rank === -1)!
    expect(bobSealed.submissionInfo.B).toMatchObject({ isAC: false, tryNum: 1 })
    const real = (await board(cid, h.tokens.author)).body.data!
    expect(real.records.find((r) => r.username === 'bob')!.submissionInfo.B).toMatchObject({ isAC: true })
    // A new display id moves the cells with it.
    const rename = await api('PUT', '/admin/contest/contest-problem', h.tokens.author, {
      cid,
      pid: h.pids[0],
      displayId: 'X',
      displayTitle: 'Renamed',
    })
    expect(rename.httpStatus).toBe(200)
    const moved = (await board(cid, h.tokens.author)).body.data!
    const alice = moved.records.find((r) => r.username === 'alice')!
    expect(Object.keys(alice.submissionInfo)).toEqual(['X'])
    expect(alice.submissionInfo.X).toMatchObject({ isAC: true })
    // A removed problem takes its cells off the board at once (no cell left is newer than before).
    const removed = await api('DELETE', `/admin/contest/problem?cid=${cid}&pid=${h.pids[0]}`, h.tokens.root)
    expect(removed.httpStatus).toBe(200)
    const without = (await board(cid, h.tokens.author)).body.data!
    expect(without.records.map((r) => [r.username, Object.keys(r.submissionInfo)])).toEqual([['bob', ['B']]])
  })
})
