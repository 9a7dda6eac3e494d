import { describe, expect, it } from 'vitest'

import { addContest, contestsHarness, HOUR } from './harness.ts'

// A contest's comment tab: the discussion module keeps the comments, the contests module says who
// may read and write them (the CommentScopes point, `cid`; spec 2 §2, Contest comments).

const { h, api } = contestsHarness()

type Reply = { id: number; content: string }
type CommentList = {
  commentList: {
    records: Array<{ id: number; content: string; totalReplyNum: number; replyList: Reply[] }>
  }
}

const post = (token: string, cid: number, content: string) => api('POST', '/comment', token, { cid, content })
const seenBy = async (token: string, cid: number) => {
  const reply = await api<CommentList>('GET', `/comments?cid=${cid}`, token)
  expect(reply.httpStatus, JSON.stringify(reply.body)).toBe(200)
  return reply.body.data!.commentList.records.map((c) => c.content)
}

describe('contest comments', { timeout: 60_000 }, () => {
  it('while it runs, each sees their own and the admins’ comments; its admins see all', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    // one each (the comment rate limit is per user)
    expect((await post(h.tokens.alice, cid, 'alice asks')).httpStatus).toBe(200)
    expect((await post(h.tokens.bob, cid, 'bob asks')).httpStatus).toBe(200)
    expect((await post(h.tokens.author, cid, 'author answers')).httpStatus).toBe(200)
    expect(await seenBy(h.tokens.alice, cid)).toEqual(['author answers', 'alice asks'])
    expect(await seenBy(h.tokens.bob, cid)).toEqual(['author answers', 'bob asks'])
    expect(await seenBy(h.tokens.author, cid)).toEqual(['author answers', 'bob asks', 'alice asks'])
    expect(await seenBy(h.tokens.root, cid)).toEqual(['author answers', 'bob asks', 'alice asks'])
    expect((await api('GET', `/comments?cid=${cid}`)).httpStatus).toBe(401)
  })

  it('while it runs, a contestant’s reply under an admin’s comment is theirs and the admins’ only', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const [carol, dave] = await Promise.all(
      ['carol', 'dave'].map(async (name) => {
        await h.server.createUser({ username: `${name}-c`, password: `${name}-pass` })
        return h.server.login(`${name}-c`, `${name}-pass`)
      }),
    )
    const made = await api<{ id: number }>('POST', '/comment', h.tokens.author, { cid, content: 'the rules' })
    const commentId = made.body.data!.id
    const answer = (token: string, content: string) =>
      api<Reply>('POST', '/reply', token, { reply: { commentId, content } })
    const carols = await answer(carol!, 'carol asks')
    expect(carols.httpStatus, carols.body.msg).toBe(200)
    expect((await answer(h.tokens.author, 'author answers')).httpStatus).toBe(200)
    const seen = async (token: string) => {
      const list = await api<CommentList>('GET', `/comments?cid=${cid}`, token)
      const rules = list.body.data!.commentList.records.find((c) => c.id === commentId)!
      const all = await api<Reply[]>('GET', `/reply?commentId=${commentId}`, token)
      expect(all.httpStatus).toBe(200)
      return {
        shown: rules.replyList.map((r) => r.content),
        total: rules.totalReplyNum,
        all: all.body.data!.map((r) => r.content),
      }
    }
    expect(await seen(carol!)).toEqual({
      shown: ['carol asks', 'author answers'],
      total: 2,
      all: ['carol asks', 'author answers'],
    })
    expect(await seen(dave!)).toEqual({ shown: ['author answers'], total: 1, all: ['author answers'] })
    expect(await seen(h.tokens.author)).toEqual({
      shown: ['carol asks', 'author answers'],
      total: 2,
      all: ['carol asks', 'author answers'],
    })
    // Another contestant cannot tell the reply is there: deleting it is as deleting none.
    const removed = await api('DELETE', '/reply', dave!, { reply: { id: carols.body.data!.id } })
    expect(removed.httpStatus).toBe(404)
  })

  it('afterwards everyone who may enter sees them all', async () => {
    const cid = await addContest(h, { startIn: -3 * HOUR, length: HOUR })
    await new Promise((r) => setTimeout(r, 10_500)) // the comment rate limit of the last test
    expect((await post(h.tokens.alice, cid, 'alice after')).httpStatus).toBe(200)
    expect((await post(h.tokens.bob, cid, 'bob after')).httpStatus).toBe(200)
    expect(await seenBy(h.tokens.alice, cid)).toEqual(['bob after', 'alice after'])
  })

  it('keeps them closed before the start, to the unregistered of a private contest, and for a hidden one', async () => {
    const later = await addContest(h, { startIn: HOUR, length: HOUR })
    expect((await api('GET', `/comments?cid=${later}`, h.tokens.alice)).httpStatus).toBe(403)
    const closed = await addContest(h, { auth: 1, pwd: 'secret', startIn: -HOUR, length: 2 * HOUR })
    expect((await api('GET', `/comments?cid=${closed}`, h.tokens.alice)).httpStatus).toBe(403)
    expect((await post(h.tokens.alice, closed, 'let me in')).httpStatus).toBe(403)
    const hidden = await addContest(h, { visible: false, startIn: -HOUR, length: 2 * HOUR })
    expect((await api('GET', `/comments?cid=${hidden}`, h.tokens.alice)).httpStatus).toBe(404)
    expect((await api('GET', `/comments?cid=${hidden}`, h.tokens.author)).httpStatus).toBe(200)
  })
})
