import { describe, expect, it } from 'vitest'

import { addContest, contestsHarness, HOUR, LANGUAGE } from './harness.ts'

// GET /admin/judge/rejudge-contest-problem (the problems module's call, here with a real contest):
// every submission of the problem in the contest gets a new attempt on the rejudge lane, no other.

const { h, api } = contestsHarness()

type Detail = { submission: { attempt: number; status: number; pid: number; cid: number } }

describe('rejudge of a contest problem', { timeout: 60_000 }, () => {
  it('judges again every submission of the problem in the contest, and only those; root only', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const other = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const submit = async (token: string, contest: number, displayId: string) => {
      const reply = await api<{ submitId: number }>('POST', '/submit-problem-judge', token, {
        pid: displayId,
        language: LANGUAGE,
        code: `int main(){return ${contest};}`,
        cid: contest,
      })
      expect(reply.httpStatus, JSON.stringify(reply.body)).toBe(200)
      return reply.body.data!.submitId
    }
    const chosen = [await submit(h.tokens.alice, cid, 'A'), await submit(h.tokens.bob, cid, 'A')]
    // one submission per user (the submit rate limit): another problem, another contest
    const untouched = [await submit(h.tokens.author, cid, 'B'), await submit(h.tokens.root, other, 'A')]
    const attempt = async (submitId: number) =>
      (await api<Detail>('GET', `/get-submission-detail?submitId=${submitId}`, h.tokens.root)).body.data!
        .submission.attempt
    const before = await Promise.all([...chosen, ...untouched].map(attempt))

    const pid = h.pids[0]!
    const path = `/admin/judge/rejudge-contest-problem?cid=${cid}&pid=${pid}`
    expect((await api('GET', path)).httpStatus).toBe(401)
    expect((await api('GET', path, h.tokens.author)).httpStatus).toBe(403)
    expect((await api('GET', path, h.tokens.alice)).httpStatus).toBe(403)
    expect(await Promise.all(chosen.map(attempt))).toEqual(before.slice(0, 2))
    const bad = await api('GET', `/admin/judge/rejudge-contest-problem?cid=${cid}`, h.tokens.root)
    expect(bad.httpStatus).toBe(400)

    const done = await api('GET', path, h.tokens.root)
    expect(done.httpStatus, JSON.stringify(done.body)).toBe(200)
    expect(done.body).toMatchObject({ status: 200, data: null })
    expect(await Promise.all(chosen.map(attempt))).toEqual(before.slice(0, 2).map((n) => n + 1))
    expect(await Promise.all(untouched.map(attempt))).toEqual(before.slice(2))
  })
})
