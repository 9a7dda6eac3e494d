import { JudgeStatus as S } from '@oj/sdk'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { addContest, contestsHarness, HOUR, judged, LANGUAGE, waitFor } from './harness.ts'

// The contest calls over HTTP through the real platform (replies checked against their schemas):
// lifecycle, entering, per-object access, the board kept from judged events, sealing.

const { h, api } = contestsHarness()

type Row = {
  username: string
  rank: number
  ac: number
  totalTime: number
  submissionInfo: Record<string, Record<string, unknown>>
}
type Page = { records: Row[]; total: number }

describe('contests over HTTP', { timeout: 60_000 }, () => {
  it('lists visible contests with their status from the clock, filtered', async () => {
    const scheduled = await addContest(h, { title: 'List scheduled', startIn: HOUR, length: HOUR })
    const running = await addContest(h, { title: 'List running', type: 1, startIn: -HOUR, length: 2 * HOUR })
    const ended = await addContest(h, { title: 'List ended', startIn: -3 * HOUR, length: HOUR })
    await addContest(h, { title: 'List hidden', startIn: -HOUR, length: 2 * HOUR, visible: false })
    const all = await api<{ records: Array<{ id: number; status: number; title: string }> }>(
      'GET',
      '/get-contest-list?keyword=List&limit=10',
    )
    expect(all.httpStatus).toBe(200)
    expect(all.body.data!.records.map((r) => [r.id, r.status])).toEqual([
      [scheduled, -1],
      [running, 0],
      [ended, 1],
    ])
    const oiRunning = await api<{ records: Array<{ id: number }> }>(
      'GET',
      '/get-contest-list?keyword=List&status=0&type=1',
    )
    expect(oiRunning.body.data!.records.map((r) => r.id)).toEqual([running])
    const recent = await api<Array<{ id: number }>>('GET', '/get-recent-contest')
    expect(recent.body.data!.map((r) => r.id)).toEqual(expect.arrayContaining([scheduled, running, ended]))
    const bad = await api('GET', '/get-contest-list?status=7')
    expect(bad.httpStatus).toBe(400)
  })

  it('hides a contest’s problems before its start, but not from its admins', async () => {
    const cid = await addContest(h, { startIn: HOUR, length: HOUR })
    expect((await api('GET', `/get-contest-problem?cid=${cid}`)).httpStatus).toBe(401)
    const early = await api('GET', `/get-contest-problem?cid=${cid}`, h.tokens.alice)
    expect(early.httpStatus).toBe(403)
    expect(early.body.msg).toBe('The contest has not started yet')
    const author = await api<Array<{ displayId: string }>>(
      'GET',
      `/get-contest-problem?cid=${cid}`,
      h.tokens.author,
    )
    expect(author.body.data!.map((p) => p.displayId)).toEqual(['A', 'B'])
    const submit = await api('POST', '/submit-problem-judge', h.tokens.alice, {
      pid: 'A',
      language: LANGUAGE,
      code: 'int main(){}',
      cid,
    })
    expect(submit.httpStatus).toBe(403)
  })

  it('keeps a private contest closed until the password registers the caller', async () => {
    const cid = await addContest(h, { auth: 1, pwd: 'secret', startIn: -HOUR, length: 2 * HOUR })
    expect((await api('GET', `/get-contest-info?cid=${cid}`, h.tokens.bob)).httpStatus).toBe(200)
    expect(
      (await api<{ access: boolean }>('GET', `/get-contest-access?cid=${cid}`, h.tokens.bob)).body.data,
    ).toEqual({
      access: false,
    })
    expect((await api('GET', `/get-contest-problem?cid=${cid}`, h.tokens.bob)).httpStatus).toBe(403)
    expect((await api('POST', '/get-contest-rank', h.tokens.bob, { cid })).httpStatus).toBe(403)
    const none = await api('POST', '/register-contest', h.tokens.bob, { cid })
    expect([none.httpStatus, none.body.msg]).toEqual([400, 'Enter the contest password'])
    const wrong = await api('POST', '/register-contest', h.tokens.bob, { cid, password: 'guess' })
    expect([wrong.httpStatus, wrong.body.msg]).toEqual([400, 'Wrong contest password'])
    expect(
      (await api('POST', '/register-contest', h.tokens.bob, { cid, password: 'secret' })).httpStatus,
    ).toBe(200)
    const again = await api('POST', '/register-contest', h.tokens.bob, { cid, password: 'secret' })
    expect([again.httpStatus, again.body.msg]).toEqual([400, 'You have already registered for this contest'])
    expect(
      (await api<{ access: boolean }>('GET', `/get-contest-access?cid=${cid}`, h.tokens.bob)).body.data,
    ).toEqual({
      access: true,
    })
    expect((await api('GET', `/get-contest-problem?cid=${cid}`, h.tokens.bob)).httpStatus).toBe(200)
    const info = await api<{ count: number; status: number }>(
      'GET',
      `/get-contest-info?cid=${cid}`,
      h.tokens.bob,
    )
    expect(info.body.data).toMatchObject({ count: 1, status: 0 })
    expect(info.body.data).not.toHaveProperty('pwd')
  })

  it('limits password guesses per user and per address, as login does', async () => {
    const cid = await addContest(h, { auth: 1, pwd: 'right', startIn: -HOUR, length: 2 * HOUR })
    const guess = (token: string, password: string, ip: string) =>
      h.server.api('POST', '/ojapi/register-contest', {
        token,
        body: { cid, password },
        headers: { 'Accept-Language': 'en', 'X-Forwarded-For': ip },
      })
    // Per user: 10 tries a minute, from any address; then even the right password waits.
    const tries: number[] = []
    for (let i = 0; i < 10; i++)
      tries.push((await guess(h.tokens.alice, `guess-${i}`, `10.39.1.${i}`)).httpStatus)
    expect(tries).toEqual(Array(10).fill(400))
    const held = await guess(h.tokens.alice, 'right', '10.39.1.200')
    expect([held.httpStatus, held.body.msg]).toEqual([429, expect.stringMatching(/try again in \d+ s/)])
    expect(
      (await api<{ access: boolean }>('GET', `/get-contest-access?cid=${cid}`, h.tokens.alice)).body.data,
    ).toEqual({ access: false })
    // Per address: 60 tries a minute, whoever guesses.
    const guessers: string[] = []
    for (let i = 0; i < 7; i++) {
      const name = `guesser${i}`
      await h.server.createUser({ username: name, password: `${name}-pass` })
      guessers.push(await h.server.login(name, `${name}-pass`))
    }
    const fromOne: number[] = []
    for (const token of guessers)
      for (let i = 0; i < 9; i++) fromOne.push((await guess(token, `no-${i}`, '10.39.2.1')).httpStatus)
    expect(fromOne.slice(0, 60)).toEqual(Array(60).fill(400))
    expect(fromOne.slice(60)).toEqual([429, 429, 429])
    // Wrong guesses per user and hour (30, counted on a wrong one only): spent, the right one waits too.
    const bob = h.uids.bob.toLowerCase()
    await h.server.db.client.execute(sql`
      insert into platform.rate_limits (bucket, hits, window_start)
      values (${`contests.password-wrong:${bob}`}, 30, now())
      on conflict (bucket) do update set hits = 30, window_start = now()`)
    const late = await guess(h.tokens.bob, 'right', '10.39.3.1')
    expect(late.httpStatus).toBe(429)
    await h.server.db.client.execute(
      sql`delete from platform.rate_limits where bucket = ${`contests.password-wrong:${bob}`}`,
    )
    expect((await guess(h.tokens.bob, 'right', '10.39.3.2')).httpStatus).toBe(200)
  })

  it('takes submissions of a running contest through the problems module’s scope', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const submit = await api<{ submitId: number; displayId: string }>(
      'POST',
      '/submit-problem-judge',
      h.tokens.alice,
      {
        pid: 'A',
        language: LANGUAGE,
        code: 'int main(){return 0;}',
        cid,
      },
    )
    expect(submit.httpStatus).toBe(200)
    expect(submit.body.data).toMatchObject({ cid, displayId: 'A' })
    const unknown = await api('POST', '/submit-problem-judge', h.tokens.alice, {
      pid: 'Z',
      language: LANGUAGE,
      code: 'int main(){return 0;}',
      cid,
    })
    expect(unknown.httpStatus).toBe(404)
  })

  it('keeps the board from judged events: penalty, rejudges, and the seal for all but admins', async () => {
    const now = Date.now()
    const start = now - 2 * HOUR
    const cid = await addContest(h, {
      now,
      startIn: -2 * HOUR,
      length: 3 * HOUR,
      sealAt: HOUR,
      openRank: true,
    })
    const at = (minutes: number) => new Date(start + minutes * 60_000)
    await judged(h, { cid, who: 'alice', displayId: 'A', status: S.wrongAnswer, at: at(10) })
    await judged(h, { cid, who: 'alice', displayId: 'A', status: S.accepted, at: at(20) })
    await judged(h, { cid, who: 'alice', displayId: 'B', status: S.compileError, at: at(25) })
    const bobA = await judged(h, { cid, who: 'bob', displayId: 'A', status: S.accepted, at: at(30) })
    // After the seal (minute 60):
    await judged(h, { cid, who: 'bob', displayId: 'B', status: S.accepted, at: at(70) })

    const board = (token: string) => api<Page>('POST', '/get-contest-rank', token, { cid })
    const admin = await waitFor(async () => {
      const page = (await board(h.tokens.author)).body.data
      return page && page.records.some((r) => r.username === 'bob' && r.ac === 2) ? page : undefined
    }, 'the admin board')
    expect(admin.records.map((r) => [r.username, r.rank, r.ac, r.totalTime])).toEqual([
      ['bob', 1, 2, 30 * 60 + 70 * 60],
      ['alice', 2, 1, 20 * 60 + 20 * 60],
    ])
    const sealed = (await board(h.tokens.alice)).body.data!
    // Alice's own row is pinned on top, then the board.
    expect(sealed.records.map((r) => [r.username, r.rank, r.ac])).toEqual([
      ['alice', 2, 1],
      ['bob', 1, 1],
      ['alice', 2, 1],
    ])
    expect(sealed.records[1]!.submissionInfo.B).toMatchObject({ isAC: false, tryNum: 1 })
    expect(sealed.records[0]!.submissionInfo.A).toMatchObject({ isAC: true, errorNum: 1, isFirstAC: true })

    // A rejudge turns Bob's A into a Wrong Answer; an older attempt's late event changes nothing.
    await judged(h, {
      cid,
      who: 'bob',
      displayId: 'A',
      status: S.wrongAnswer,
      at: at(30),
      submitId: bobA,
      attempt: 2,
    })
    await judged(h, {
      cid,
      who: 'bob',
      displayId: 'A',
      status: S.accepted,
      at: at(30),
      submitId: bobA,
      attempt: 1,
    })
    const moved = await waitFor(async () => {
      const page = (await board(h.tokens.author)).body.data
      return page?.records[0]?.username === 'alice' ? page : undefined
    }, 'the rejudged board')
    expect(moved.records.map((r) => [r.username, r.ac])).toEqual([
      ['alice', 1],
      ['bob', 1],
    ])
    await new Promise((r) => setTimeout(r, 300))
    const still = (await board(h.tokens.author)).body.data!
    expect(still.records.find((r) => r.username === 'bob')!.submissionInfo.A).toMatchObject({
      isAC: false,
      errorNum: 1,
    })

    // Force update rebuilds the same board from the records.
    const rebuilt = (
      await api<Page>('POST', '/get-contest-rank', h.tokens.author, { cid, forceRefresh: true })
    ).body.data!
    expect(rebuilt.records).toEqual(still.records)

    // The outside board is open (openRank), sealed for visitors.
    const outside = await api<Page>('POST', '/get-contest-outside-scoreboard', undefined, { cid })
    expect(outside.httpStatus).toBe(200)
    expect(outside.body.data!.records.find((r) => r.username === 'bob')!.submissionInfo.B).toMatchObject({
      tryNum: 1,
    })
    expect((await api('GET', `/get-contest-outsize-info?cid=${cid}`)).httpStatus).toBe(200)
  })

  it('leaves runs before the start off the board, and after the end unless asked', async () => {
    const cid = await addContest(h, { startIn: -2 * HOUR, length: HOUR, openRank: true })
    const start = Date.now() - 2 * HOUR
    await judged(h, { cid, who: 'alice', displayId: 'A', status: S.accepted, at: new Date(start - 60_000) })
    await judged(h, {
      cid,
      who: 'bob',
      displayId: 'A',
      status: S.accepted,
      at: new Date(start + 90 * 60_000),
    })
    const withEnd = await waitFor(async () => {
      const page = (await api<Page>('POST', '/get-contest-rank', h.tokens.author, { cid, containsEnd: true }))
        .body.data
      return page?.total === 1 ? page : undefined
    }, 'the after-contest row')
    expect(withEnd.records[0]).toMatchObject({ username: 'bob', ac: 0 })
    expect(withEnd.records[0]!.submissionInfo.A).toMatchObject({ isAC: true, isAfterContest: true })
    const live = (await api<Page>('POST', '/get-contest-rank', h.tokens.author, { cid })).body.data!
    expect(live.total).toBe(0)
  })

  it('hides AC and total of problems from a sealed viewer', async () => {
    const cid = await addContest(h, { startIn: -2 * HOUR, length: 3 * HOUR, sealAt: HOUR })
    const list = await api<Array<{ ac: number | null; total: number | null }>>(
      'GET',
      `/get-contest-problem?cid=${cid}`,
      h.tokens.alice,
    )
    expect(list.body.data![0]).toMatchObject({ ac: null, total: null })
    const admin = await api<Array<{ ac: number | null }>>(
      'GET',
      `/get-contest-problem?cid=${cid}`,
      h.tokens.author,
    )
    expect(admin.body.data![0]).toMatchObject({ ac: 0, total: 0 })
  })

  it('serves a contest problem’s page only once it runs, to those who may enter', async () => {
    const scheduled = await addContest(h, { startIn: HOUR, length: HOUR })
    const early = await api(
      'GET',
      `/get-contest-problem-details?cid=${scheduled}&displayId=A`,
      h.tokens.alice,
    )
    expect([early.httpStatus, early.body.msg]).toEqual([403, 'The contest has not started yet'])
    const asAuthor = await api<{ problem: { title: string } }>(
      'GET',
      `/get-contest-problem-details?cid=${scheduled}&displayId=A`,
      h.tokens.author,
    )
    expect(asAuthor.body.data?.problem.title).toBe('Problem 1')
    const priv = await addContest(h, { auth: 1, pwd: 'pw', startIn: -HOUR, length: 2 * HOUR })
    expect(
      (await api('GET', `/get-contest-problem-details?cid=${priv}&displayId=A`, h.tokens.alice)).httpStatus,
    ).toBe(403)
    const running = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const page = await api<{ problem: { title: string } }>(
      'GET',
      `/get-contest-problem-details?cid=${running}&displayId=B`,
      h.tokens.alice,
    )
    expect(page.body.data?.problem.title).toBe('Problem 2')
    expect(
      (await api('GET', `/get-contest-problem-details?cid=${running}&displayId=Q`, h.tokens.alice))
        .httpStatus,
    ).toBe(404)
  })

  it('lists one’s own contest submissions while it runs, by display id', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const submit = (token: string, pid: string) =>
      api('POST', '/submit-problem-judge', token, {
        pid,
        language: LANGUAGE,
        code: 'int main(){return 0;}',
        cid,
      })
    expect((await submit(h.tokens.alice, 'A')).httpStatus).toBe(200)
    expect((await submit(h.tokens.bob, 'B')).httpStatus).toBe(200)
    type List = { records: Array<{ username: string; displayId: string; cid: number }>; total: number }
    const bob = await api<List>(
      'GET',
      `/contest-submissions?contestID=${cid}&beforeContestSubmit=false`,
      h.tokens.bob,
    )
    expect(bob.body.data!.records.map((r) => [r.username, r.displayId, r.cid])).toEqual([['bob', 'B', cid]])
    const author = await api<List>(
      'GET',
      `/contest-submissions?contestID=${cid}&beforeContestSubmit=false`,
      h.tokens.author,
    )
    expect(author.body.data!.records.map((r) => r.username).sort()).toEqual(['alice', 'bob'])
    const onlyA = await api<List>(
      'GET',
      `/contest-submissions?contestID=${cid}&beforeContestSubmit=false&problemID=A&completeProblemID=true`,
      h.tokens.author,
    )
    expect(onlyA.body.data!.records.map((r) => r.username)).toEqual(['alice'])
  })

  it('opens the scroll board after the end (to its admins before), oldest run first', async () => {
    const cid = await addContest(h, { startIn: -3 * HOUR, length: 2 * HOUR, stars: ['bob'] })
    const start = Date.now() - 3 * HOUR
    const at = (minutes: number) => new Date(start + minutes * 60_000)
    await judged(h, { cid, who: 'bob', displayId: 'B', status: S.accepted, at: at(30) })
    await judged(h, { cid, who: 'alice', displayId: 'A', status: S.compileError, at: at(5) })
    await judged(h, { cid, who: 'alice', displayId: 'A', status: S.wrongAnswer, at: at(10) })
    type Runs = Array<{ username: string; displayId: string; status: number; submitTime: string }>
    const runs = await waitFor(async () => {
      const reply = await api<Runs>('GET', `/get-contest-scroll-board-submission?cid=${cid}`, h.tokens.alice)
      return reply.body.data?.length === 2 ? reply.body.data : undefined
    }, 'the scroll board runs')
    expect(runs.map((r) => [r.username, r.displayId, r.status])).toEqual([
      ['alice', 'A', S.wrongAnswer],
      ['bob', 'B', S.accepted],
    ])
    expect(runs[0]!.submitTime).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/)
    const noStars = await api<Runs>(
      'GET',
      `/get-contest-scroll-board-submission?cid=${cid}&removeStar=true`,
      h.tokens.bob,
    )
    expect(noStars.body.data!.map((r) => r.username)).toEqual(['alice'])
    const info = await api<{ problemCount: number; starUserList: string[] }>(
      'GET',
      `/get-contest-scroll-board-info?cid=${cid}`,
      h.tokens.alice,
    )
    expect(info.body.data).toMatchObject({ problemCount: 2, starUserList: ['bob'] })

    const running = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    expect(
      (await api('GET', `/get-contest-scroll-board-info?cid=${running}`, h.tokens.alice)).httpStatus,
    ).toBe(403)
    expect(
      (await api('GET', `/get-contest-scroll-board-info?cid=${running}`, h.tokens.author)).httpStatus,
    ).toBe(200)
    const oi = await addContest(h, { type: 1, startIn: -3 * HOUR, length: HOUR })
    expect((await api('GET', `/get-contest-scroll-board-info?cid=${oi}`)).httpStatus).toBe(400)
  })

  it('follows the contest’s access and its seal on the scroll board', async () => {
    const scroll = (cid: number, token?: string) =>
      Promise.all([
        api('GET', `/get-contest-scroll-board-info?cid=${cid}`, token).then((r) => r.httpStatus),
        api('GET', `/get-contest-scroll-board-submission?cid=${cid}`, token).then((r) => r.httpStatus),
      ])
    // The rank closed: whoever may enter, as the contest's pages; anonymous callers are asked to log in.
    const closedRank = await addContest(h, { startIn: -3 * HOUR, length: HOUR })
    expect(await scroll(closedRank)).toEqual([401, 401])
    expect(await scroll(closedRank, h.tokens.bob)).toEqual([200, 200])
    // An ended private contest: its registered users and admins only.
    const privateEnded = await addContest(h, { auth: 1, pwd: 'pw', startIn: -3 * HOUR, length: HOUR })
    expect(await scroll(privateEnded)).toEqual([401, 401])
    expect(await scroll(privateEnded, h.tokens.bob)).toEqual([403, 403])
    expect(await scroll(privateEnded, h.tokens.author)).toEqual([200, 200])
    // An open rank: the public, as the outside board.
    const openRank = await addContest(h, { startIn: -3 * HOUR, length: HOUR, openRank: true })
    expect(await scroll(openRank)).toEqual([200, 200])
    // A board that stays sealed after the end: its runs are its admins' to reveal.
    const sealed = await addContest(h, { startIn: -3 * HOUR, length: HOUR, sealAt: HOUR / 2, openRank: true })
    await h.server.db.client.execute(
      sql`update contests.contest set auto_real_rank = false where id = ${sealed}`,
    )
    expect(await scroll(sealed)).toEqual([200, 403])
    expect(await scroll(sealed, h.tokens.alice)).toEqual([200, 403])
    expect(await scroll(sealed, h.tokens.author)).toEqual([200, 200])
    expect(await scroll(sealed, h.tokens.root)).toEqual([200, 200])
  })

  it('gives the contest’s admins the Accepted runs with first blood, and a checked mark', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const start = Date.now() - HOUR
    const at = (minutes: number) => new Date(start + minutes * 60_000)
    await judged(h, { cid, who: 'alice', displayId: 'A', status: S.accepted, at: at(12) })
    await judged(h, { cid, who: 'bob', displayId: 'A', status: S.accepted, at: at(20) })
    await judged(h, { cid, who: 'bob', displayId: 'B', status: S.wrongAnswer, at: at(21) })
    type Page = {
      records: Array<{
        id: number
        username: string
        displayId: string
        firstBlood: boolean
        checked: boolean
        time: number
      }>
      total: number
    }
    const page = await waitFor(async () => {
      const reply = await api<Page>('GET', `/get-contest-ac-info?cid=${cid}`, h.tokens.author)
      return reply.body.data?.total === 2 ? reply.body.data : undefined
    }, 'the AC list')
    expect(page.records.map((r) => [r.username, r.displayId, r.firstBlood, r.time, r.checked])).toEqual([
      ['bob', 'A', false, 20 * 60, false],
      ['alice', 'A', true, 12 * 60, false],
    ])
    expect((await api('GET', `/get-contest-ac-info?cid=${cid}`, h.tokens.alice)).httpStatus).toBe(403)
    const id = page.records[1]!.id
    expect(
      (await api('PUT', '/check-contest-ac-info', h.tokens.alice, { id, cid, checked: true })).httpStatus,
    ).toBe(403)
    expect(
      (await api('PUT', '/check-contest-ac-info', h.tokens.author, { id, cid, checked: true })).httpStatus,
    ).toBe(200)
    const after = await api<Page>('GET', `/get-contest-ac-info?cid=${cid}`, h.tokens.author)
    expect(after.body.data!.records.map((r) => r.checked)).toEqual([false, true])
    expect(
      (await api('PUT', '/check-contest-ac-info', h.tokens.author, { id: 999_999, cid, checked: true }))
        .httpStatus,
    ).toBe(404)
  })

  it('takes print texts of 50 characters or more where print is open; its admins list, download and check them', async () => {
    const closed = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const text = 'x'.repeat(60)
    expect(
      (await api('POST', '/submit-print-text', h.tokens.alice, { cid: closed, content: text })).httpStatus,
    ).toBe(403)
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR, openPrint: true })
    const empty = await api('POST', '/submit-print-text', h.tokens.alice, { cid, content: '   ' })
    expect([empty.httpStatus, empty.body.msg]).toEqual([400, 'Content cannot be empty'])
    const short = await api('POST', '/submit-print-text', h.tokens.alice, { cid, content: 'short' })
    expect([short.httpStatus, short.body.msg]).toEqual([400, 'The number of content cannot be less than 50'])
    expect((await api('POST', '/submit-print-text', h.tokens.alice, { cid, content: text })).httpStatus).toBe(
      200,
    )
    expect((await api('GET', `/get-contest-print?cid=${cid}`, h.tokens.bob)).httpStatus).toBe(403)
    type Page = { records: Array<{ id: number; username: string; status: number }> }
    const list = await api<Page>('GET', `/get-contest-print?cid=${cid}`, h.tokens.author)
    expect(list.body.data!.records.map((r) => [r.username, r.status])).toEqual([['alice', 0]])
    const id = list.body.data!.records[0]!.id
    const file = await h.server.request(`/ojapi/file/download-contest-print-text?id=${id}`, {
      headers: { Authorization: h.tokens.author },
    })
    expect([file.status, await file.text()]).toEqual([200, text])
    const refused = await h.server.request(`/ojapi/file/download-contest-print-text?id=${id}`, {
      headers: { Authorization: h.tokens.bob },
    })
    expect(refused.status).toBe(403)
    expect(
      (await api('PUT', `/check-contest-print-status?id=${id}&cid=${cid}`, h.tokens.author)).httpStatus,
    ).toBe(200)
    const after = await api<Page>('GET', `/get-contest-print?cid=${cid}`, h.tokens.author)
    expect(after.body.data!.records[0]!.status).toBe(1)
  })

  it('takes a few prints a minute from a contestant, any from its admins', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR, openPrint: true })
    const print = (token: string) =>
      api('POST', '/submit-print-text', token, { cid, content: 'y'.repeat(60) })
    const sent: number[] = []
    for (let i = 0; i < 11; i++) sent.push((await print(h.tokens.bob)).httpStatus)
    expect(sent).toEqual([...Array(10).fill(200), 429])
    const admin: number[] = []
    for (let i = 0; i < 11; i++) admin.push((await print(h.tokens.author)).httpStatus)
    expect(admin).toEqual(Array(11).fill(200))
  })

  it('closes the outside board of a contest without an open rank', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    expect((await api('POST', '/get-contest-outside-scoreboard', undefined, { cid })).httpStatus).toBe(403)
  })
})
