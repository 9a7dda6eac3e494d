import { JudgeStatus as S } from '@oj/sdk'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import {
  addContest,
  bobsVirtualRun,
  contestsHarness,
  HOUR,
  judged,
  LANGUAGE,
  MINUTE,
  virtualStartedAgo,
  waitFor,
} from './harness.ts'

// Virtual participation over HTTP through the real platform: starting a run (and what refuses it),
// submitting in it through the problems module's contest scope, the virtual board against the real
// runs at the same elapsed time, and the real board, scroll board and AC helper never seeing it.

const { h, api } = contestsHarness()

type Run = {
  id: number
  status: number
  elapsed: number
  attempt: number
  startTime: string
  endTime: string
}
type Info = { run: Run | null; canStart: boolean; reason: string | null }
type Row = { username: string; rank: number; ac: number; totalTime: number; virtual: boolean }
type Board = { records: Row[]; total: number; sealed: boolean; run: Run }

describe('virtual participation over HTTP', { timeout: 60_000 }, () => {
  it('refuses a run on a scheduled or running contest, without access, and to its admins', async () => {
    const scheduled = await addContest(h, { startIn: HOUR, length: HOUR })
    const running = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const privateEnded = await addContest(h, { auth: 1, pwd: 'pw', startIn: -3 * HOUR, length: HOUR })
    const hidden = await addContest(h, { startIn: -3 * HOUR, length: HOUR, visible: false })
    const ended = await addContest(h, { startIn: -3 * HOUR, length: HOUR })
    const start = (cid: number, token = h.tokens.bob) => api('POST', '/start-virtual-contest', token, { cid })

    expect((await start(scheduled)).httpStatus).toBe(403)
    const early = await start(running)
    expect(early.httpStatus).toBe(400)
    expect(early.body.msg).toBe('Virtual participation opens once the contest has ended')
    expect((await start(privateEnded)).body.msg).toBe('Please register for the contest first')
    expect((await start(privateEnded)).httpStatus).toBe(403)
    expect((await start(hidden)).httpStatus).toBe(404)
    expect((await api('POST', '/start-virtual-contest', undefined, { cid: ended })).httpStatus).toBe(401)
    expect((await api('POST', '/start-virtual-contest', h.tokens.bob, { cid: 'x' })).httpStatus).toBe(400)
    for (const admin of [h.tokens.author, h.tokens.root]) {
      const refused = await start(ended, admin)
      expect(refused.httpStatus).toBe(400)
      expect(refused.body.msg).toContain('virtual participation is for contestants')
    }
    const info = await api<Info>('GET', `/get-virtual-contest-info?cid=${running}`, h.tokens.bob)
    expect(info.body.data).toEqual({ run: null, canStart: false, reason: 'notEnded' })
    // a protected contest: entering is open, submitting (so a virtual run) needs the password
    const protectedEnded = await addContest(h, { auth: 2, pwd: 'pw2', startIn: -3 * HOUR, length: HOUR })
    const unregistered = await api<Info>(
      'GET',
      `/get-virtual-contest-info?cid=${protectedEnded}`,
      h.tokens.bob,
    )
    expect(unregistered.body.data).toEqual({ run: null, canStart: false, reason: 'register' })
    expect((await start(protectedEnded)).httpStatus).toBe(403)
    // a private contest opens to a registered user
    expect(
      (await api('POST', '/register-contest', h.tokens.bob, { cid: privateEnded, password: 'pw' }))
        .httpStatus,
    ).toBe(200)
    expect((await start(privateEnded)).httpStatus).toBe(200)
  })

  it('runs one at a time, refuses real participants, and allows a new run once the last has finished', async () => {
    const cid = await addContest(h, { startIn: -3 * HOUR, length: HOUR })
    await judged(h, {
      cid,
      who: 'alice',
      displayId: 'A',
      status: S.accepted,
      at: new Date(Date.now() - 3 * HOUR + MINUTE),
    })
    await waitFor(async () => {
      const info = await api<Info>('GET', `/get-virtual-contest-info?cid=${cid}`, h.tokens.alice)
      return info.body.data?.reason === 'participant' ? true : undefined
    }, 'alice counted as a participant')
    const alice = await api('POST', '/start-virtual-contest', h.tokens.alice, { cid })
    expect(alice.httpStatus).toBe(400)
    expect(alice.body.msg).toBe('You took part in this contest: its board already has your real result')

    expect((await api('POST', '/get-virtual-contest-rank', h.tokens.bob, { cid })).httpStatus).toBe(400)
    const first = await api<Run>('POST', '/start-virtual-contest', h.tokens.bob, { cid })
    expect(first.httpStatus).toBe(200)
    expect(first.body.data).toMatchObject({ cid, attempt: 1, status: 0, elapsed: 0 })
    const run = first.body.data!
    expect(new Date(run.endTime).getTime() - new Date(run.startTime).getTime()).toBe(HOUR)
    const again = await api('POST', '/start-virtual-contest', h.tokens.bob, { cid })
    expect(again.httpStatus).toBe(409)
    expect(again.body.msg).toBe(
      'Your virtual participation in this contest is still running: finish it first',
    )
    const info = await api<Info>('GET', `/get-virtual-contest-info?cid=${cid}`, h.tokens.bob)
    expect(info.body.data).toMatchObject({
      canStart: false,
      reason: 'running',
      run: { id: run.id, status: 0 },
    })

    await virtualStartedAgo(h, run.id, 2 * HOUR)
    const finished = await api<Info>('GET', `/get-virtual-contest-info?cid=${cid}`, h.tokens.bob)
    expect(finished.body.data).toMatchObject({
      canStart: true,
      reason: null,
      run: { status: 1, elapsed: 3600 },
    })
    const second = await api<Run>('POST', '/start-virtual-contest', h.tokens.bob, { cid })
    expect(second.body.data).toMatchObject({ attempt: 2, status: 0 })
  })

  it('lets one of two simultaneous starts through', async () => {
    const cid = await addContest(h, { startIn: -3 * HOUR, length: HOUR })
    const replies = await Promise.all(
      [1, 2, 3].map(() => api('POST', '/start-virtual-contest', h.tokens.bob, { cid })),
    )
    expect(replies.map((r) => r.httpStatus).sort()).toEqual([200, 409, 409])
  })

  it('keeps the virtual runs off the real board and ranks them against the real runs at the same elapsed time', async () => {
    const now = Date.now()
    const contestStart = now - 5 * HOUR
    const cid = await addContest(h, { now, startIn: -5 * HOUR, length: 2 * HOUR, sealAt: HOUR + 30 * MINUTE })
    const real = (minutes: number) => new Date(contestStart + minutes * MINUTE)
    await judged(h, { cid, who: 'alice', displayId: 'A', status: S.accepted, at: real(10) })
    await judged(h, { cid, who: 'alice', displayId: 'B', status: S.accepted, at: real(50) })
    await judged(h, { cid, who: 'chief', displayId: 'A', status: S.accepted, at: real(1) })

    // bob's run, then 30 minutes into it: a rejected try on A 5 minutes in, Accepted 20 minutes in
    const { runId, start: vStart } = await bobsVirtualRun(h, cid, async () => {
      // bob submits through the problems module's contest scope (closed to him otherwise: no allowEndSubmit)
      const submit = await api('POST', '/submit-problem-judge', h.tokens.bob, {
        pid: 'A',
        language: LANGUAGE,
        code: 'int main(){return 0;}',
        cid,
      })
      expect(submit.httpStatus).toBe(200)
      const outside = await api('POST', '/submit-problem-judge', h.tokens.alice, {
        pid: 'A',
        language: LANGUAGE,
        code: 'int main(){return 0;}',
        cid,
      })
      expect(outside.httpStatus).toBe(400)
      // during the run he sees his own submissions only
      const list = await api<{ records: Array<{ username: string }> }>(
        'GET',
        `/contest-submissions?contestID=${cid}`,
        h.tokens.bob,
      )
      expect(list.httpStatus).toBe(200)
      expect(new Set(list.body.data!.records.map((r) => r.username))).toEqual(new Set(['bob']))
    })
    const board = () => api<Board>('POST', '/get-virtual-contest-rank', h.tokens.bob, { cid })
    const early = await waitFor(async () => {
      const reply = await board()
      return reply.body.data?.records.some((r) => r.virtual && r.ac === 1) ? reply.body.data : undefined
    }, 'bob’s virtual Accepted')
    // his row pinned on top, then the board: alice's 10-minute AC is in, her 50-minute one not yet;
    // the super admin is off the board as on the real one
    expect(early.records.map((r) => [r.username, r.rank, r.ac, r.totalTime, r.virtual])).toEqual([
      ['bob', 2, 1, 20 * 60 + 20 * 60, true],
      ['alice', 1, 1, 10 * 60, false],
      ['bob', 2, 1, 40 * 60, true],
    ])
    expect(early.sealed).toBe(false)
    expect(early.run.elapsed).toBeGreaterThanOrEqual(30 * 60)

    // a rejudge of his Accepted (a newer attempt) turns it into a rejected try; an older one's late event changes nothing
    const rejudged = await judged(h, {
      cid,
      who: 'bob',
      displayId: 'B',
      status: S.accepted,
      at: new Date(vStart + 25 * MINUTE),
    })
    await waitFor(async () => ((await board()).body.data?.records[0]?.ac === 2 ? true : undefined), 'bob’s B')
    await judged(h, {
      cid,
      who: 'bob',
      displayId: 'B',
      status: S.wrongAnswer,
      at: new Date(vStart + 25 * MINUTE),
      submitId: rejudged,
      attempt: 2,
    })
    await judged(h, {
      cid,
      who: 'bob',
      displayId: 'B',
      status: S.accepted,
      at: new Date(vStart + 25 * MINUTE),
      submitId: rejudged,
      attempt: 1,
    })
    await waitFor(
      async () => ((await board()).body.data?.records[0]?.ac === 1 ? true : undefined),
      'the rejudge',
    )
    await new Promise((r) => setTimeout(r, 300))
    expect((await board()).body.data!.records[0]).toMatchObject({ ac: 1, totalTime: 40 * 60 })

    // 100 minutes in: past the seal at 90 minutes, alice's 50-minute AC is in
    await virtualStartedAgo(h, runId, 100 * MINUTE)
    const later = (await board()).body.data!
    expect(later.sealed).toBe(true)
    expect(later.records.slice(1).map((r) => [r.username, r.ac])).toEqual([
      ['alice', 2],
      ['bob', 1],
    ])

    // the real board, the scroll board and the AC helper never saw bob
    for (const containsEnd of [false, true]) {
      const realBoard = await api<{ records: Row[] }>('POST', '/get-contest-rank', h.tokens.author, {
        cid,
        containsEnd,
        forceRefresh: true,
      })
      expect(realBoard.body.data!.records.map((r) => r.username)).toEqual(['alice'])
    }
    const stored = await h.server.db.client.execute(
      sql`select count(*)::int as n from contests.contest_record where cid = ${cid} and uid = ${h.uids.bob}`,
    )
    expect((stored as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0)
    const scroll = await api<Array<{ username: string }>>(
      'GET',
      `/get-contest-scroll-board-submission?cid=${cid}`,
      h.tokens.author,
    )
    expect(scroll.body.data!.map((r) => r.username)).not.toContain('bob')
    const helper = await api<{ records: Array<{ username: string }> }>(
      'GET',
      `/get-contest-ac-info?cid=${cid}`,
      h.tokens.author,
    )
    expect(helper.body.data!.records.map((r) => r.username)).toEqual(['alice', 'alice'])
    // another user's virtual board is their own: alice has none
    expect((await api('POST', '/get-virtual-contest-rank', h.tokens.alice, { cid })).httpStatus).toBe(400)
  })

  it('moves a virtual run’s cells with its problem’s display id, and drops them with the problem', async () => {
    const cid = await addContest(h, { startIn: -5 * HOUR, length: 2 * HOUR })
    const started = await api<Run>('POST', '/start-virtual-contest', h.tokens.bob, { cid })
    const runId = started.body.data!.id
    const vStart = await virtualStartedAgo(h, runId, 30 * MINUTE)
    await judged(h, { cid, who: 'bob', displayId: 'A', status: S.accepted, at: new Date(vStart + MINUTE) })
    type Cells = { records: Array<Row & { submissionInfo: Record<string, unknown> }> }
    const cells = async () =>
      Object.keys(
        (await api<Cells>('POST', '/get-virtual-contest-rank', h.tokens.bob, { cid })).body.data?.records[0]
          ?.submissionInfo ?? {},
      )
    await waitFor(async () => ((await cells()).includes('A') ? true : undefined), 'bob’s A')

    const moved = await api('PUT', '/admin/contest/contest-problem', h.tokens.author, {
      cid,
      pid: h.pids[0],
      displayId: 'Z',
      displayTitle: 'Problem 1',
    })
    expect(moved.httpStatus).toBe(200)
    expect(await cells()).toEqual(['Z'])

    const removed = await api('DELETE', `/admin/contest/problem?cid=${cid}&pid=${h.pids[0]}`, h.tokens.root)
    expect(removed.httpStatus).toBe(200)
    expect(await cells()).toEqual([])
  })
})
