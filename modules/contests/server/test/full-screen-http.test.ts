import { describe, expect, it } from 'vitest'

import { addContest, contestsHarness, HOUR, LANGUAGE } from './harness.ts'

// The focus-mode strip of a contest (HOJ's get-full-screen-problem-list with a cid), served by the
// problems module from the contest scope: the contest's problems in its order with its display ids
// and titles, the caller's status on each as the contest lets them see it.

const { h, api } = contestsHarness()

type Strip = Array<{
  pid: number
  problemId: string
  title: string
  status: number | null
  score: number | null
}>
const strip = (cid: number, token: string | undefined) =>
  api<Strip>('GET', `/get-full-screen-problem-list?cid=${cid}`, token)

describe('the focus-mode strip of a contest', { timeout: 60_000 }, () => {
  it('lists the contest’s problems with the caller’s own status on each', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const before = await strip(cid, h.tokens.bob)
    expect(before.httpStatus).toBe(200)
    expect(before.body.data!.map((p) => [p.pid, p.problemId, p.title, p.status])).toEqual([
      [h.pids[0], 'A', 'Problem 1', null],
      [h.pids[1], 'B', 'Problem 2', null],
    ])
    const sent = await api('POST', '/submit-problem-judge', h.tokens.bob, {
      pid: 'A',
      language: LANGUAGE,
      code: 'int main(){return 0;}',
      cid,
    })
    expect(sent.httpStatus).toBe(200)
    const after = (await strip(cid, h.tokens.bob)).body.data!
    expect(after[0]!.status).not.toBeNull()
    expect(after[1]!.status).toBeNull()
    // another contestant's strip does not carry bob's submission
    expect((await strip(cid, h.tokens.alice)).body.data!.map((p) => p.status)).toEqual([null, null])
  })

  it('shows -5 for one’s own OI runs while the board is sealed, and the real status to its admins', async () => {
    const cid = await addContest(h, { type: 1, startIn: -HOUR, length: 2 * HOUR, sealAt: 0 })
    const sent = await api('POST', '/submit-problem-judge', h.tokens.bob, {
      pid: 'B',
      language: LANGUAGE,
      code: 'int main(){return 0;}',
      cid,
    })
    expect(sent.httpStatus).toBe(200)
    const own = (await strip(cid, h.tokens.bob)).body.data!
    expect(own.map((p) => [p.problemId, p.status, p.score])).toEqual([
      ['A', null, null],
      ['B', -5, null],
    ])
    const root = (await strip(cid, h.tokens.root)).body.data!
    expect(root.map((p) => p.status)).toEqual([null, null])
  })

  it('refuses what the caller may not open: a contest not started, a private one, no login', async () => {
    const later = await addContest(h, { startIn: HOUR, length: HOUR })
    expect((await strip(later, h.tokens.bob)).httpStatus).toBe(403)
    const locked = await addContest(h, { auth: 1, pwd: 'secret', startIn: -HOUR, length: 2 * HOUR })
    expect((await strip(locked, h.tokens.bob)).httpStatus).toBe(403)
    expect((await strip(locked, undefined)).httpStatus).toBe(401)
    expect((await strip(999_999, h.tokens.bob)).httpStatus).toBe(404)
  })
})
