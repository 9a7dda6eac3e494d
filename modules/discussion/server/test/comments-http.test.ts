import { type CommentAccess, CommentScopes } from '@oj/discussion-contract'
import { contribute, defineServerModule, Errors } from '@oj/sdk/server'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EN, startWorld, type World } from './helpers.ts'

interface Page<T> {
  records: Array<T>
  total: number
}
interface ReplyRow {
  id: number
  content: string
  fromName: string
  toName: string | null
}
interface CommentRow {
  id: number
  content: string
  fromName: string
  likeNum: number
  totalReplyNum: number
  replyList: Array<ReplyRow>
}
interface CommentList {
  commentList: Page<CommentRow>
  commentLikeMap: Record<string, boolean>
}
interface Msg {
  action: string
  senderUsername: string
  sourceId: number
  sourceType: string
  sourceTitle: string
  quoteType: string | null
  quoteContent: string | null
  url: string
}

/** A stand-in contests module: contest 1 is running; site admins administer it. */
const contest = { running: true }
const contestComments = defineServerModule({
  id: 'contest-comments-probe',
  requires: [],
  contributes: [
    contribute(CommentScopes, 'cid', {
      access: ({ scopeId, caller }) => {
        if (scopeId !== 1) return Effect.fail(Errors.notFound())
        if (!caller) return Effect.fail(Errors.loginFirst())
        const admin = caller.roles.includes('root')
        const access: CommentAccess = { admin, ownOnly: contest.running, canPost: true }
        return Effect.succeed(access)
      },
    }),
  ],
})

// The comment area over HTTP: comments and replies with their counts and the first 3 replies, likes,
// deleting, the messages they send (comment, reply, like, @mention; never to oneself) and contest
// comments through the CommentScopes point.
describe('comments over HTTP', { timeout: 120_000 }, () => {
  let w: World
  let bare: World
  beforeAll(async () => {
    w = await startWorld([contestComments])
    bare = await startWorld()
  })
  afterAll(async () => {
    await w?.server.close()
    await bare?.server.close()
  })

  const messages = (box: string, token: string) =>
    w.server.api<Page<Msg>>('GET', `/ojapi/msg/${box}`, { token }).then((r) => r.body.data!.records)

  it('comments, replies, likes and mentions reach the right message boxes', async () => {
    const first = await w.user('first')
    const second = await w.user('second')
    const third = await w.user('third')
    const did = await w.post(first.token, { title: 'Help with P1000', pid: 'P1000' })
    const added = await w.server.api<CommentRow>('POST', '/ojapi/comment', {
      body: { did, content: 'Try reading until EOF, @first and @nobody' },
      token: second.token,
    })
    expect(added.httpStatus).toBe(200)
    expect(added.body.data).toMatchObject({ fromName: 'second', likeNum: 0, totalReplyNum: 0, replyList: [] })
    const commentId = added.body.data!.id
    // The author's reply to a comment on their own discussion goes to the commenter.
    const reply = await w.server.api<ReplyRow>('POST', '/ojapi/reply', {
      body: { reply: { commentId, content: 'Thanks!' }, did, quoteId: commentId, quoteType: 'Comment' },
      token: first.token,
    })
    expect(reply.body.data).toMatchObject({ fromName: 'first', toName: 'second', content: 'Thanks!' })
    // A reply to that reply goes to its author, and mentions a third user.
    await w.age(second.uid)
    const answer = await w.server.api<ReplyRow>('POST', '/ojapi/reply', {
      body: {
        reply: { commentId, content: 'You are welcome @third', toUid: first.uid },
        did,
        quoteId: reply.body.data!.id,
        quoteType: 'Reply',
      },
      token: second.token,
    })
    expect(answer.body.data).toMatchObject({ toName: 'first' })
    const like = await w.server.api(
      'GET',
      `/ojapi/comment-like?cid=${commentId}&toLike=true&sourceId=${did}&sourceType=Discussion`,
      {
        token: first.token,
      },
    )
    expect(like.httpStatus).toBe(200)

    // Unread counts move (reading a box marks it read).
    const unread = await w.server.api<{ comment: number; reply: number; like: number }>(
      'GET',
      '/ojapi/msg/unread',
      {
        token: first.token,
      },
    )
    expect(unread.body.data).toMatchObject({ comment: 1, reply: 1, like: 0 })
    const firstComments = await messages('comment', first.token)
    expect(firstComments).toEqual([
      expect.objectContaining({
        action: 'Discuss',
        senderUsername: 'second',
        sourceId: did,
        sourceType: 'Discussion',
      }),
    ])
    expect(firstComments[0]?.sourceTitle).toBe('[P1000] Help with P1000')
    const firstReplies = await messages('reply', first.token)
    expect(firstReplies).toEqual([
      expect.objectContaining({
        action: 'Reply',
        senderUsername: 'second',
        quoteType: 'Reply',
        quoteContent: 'Thanks!',
      }),
    ])
    const secondReplies = await messages('reply', second.token)
    expect(secondReplies).toEqual([
      expect.objectContaining({
        senderUsername: 'first',
        quoteType: 'Comment',
        url: `/discussion-detail/${did}`,
      }),
    ])
    const secondLikes = await messages('like', second.token)
    expect(secondLikes).toEqual([
      expect.objectContaining({ action: 'Like_Discuss', senderUsername: 'first' }),
    ])
    // The mention: one message to 'third'; 'first' was mentioned too but already told of the comment.
    const thirdReplies = await messages('reply', third.token)
    expect(thirdReplies).toEqual([expect.objectContaining({ senderUsername: 'second', sourceId: did })])
    expect(await messages('reply', first.token)).toHaveLength(1)
    const detail = await w.server.api<{ commentNum: number }>(
      'GET',
      `/ojapi/get-discussion-detail?did=${did}`,
    )
    expect(detail.body.data?.commentNum).toBe(3)
  })

  it('tells a comment’s author of each liker’s first like only, however often it is toggled', async () => {
    const writer = await w.user('like-writer')
    const fan = await w.user('liketoggle')
    const did = await w.post(w.root, { title: 'Toggled' })
    const added = await w.server.api<CommentRow>('POST', '/ojapi/comment', {
      body: { did, content: 'Like me' },
      token: writer.token,
    })
    const id = added.body.data!.id
    for (const toLike of [true, false, true, false, true])
      expect(
        (await w.server.api('GET', `/ojapi/comment-like?cid=${id}&toLike=${toLike}`, { token: fan.token }))
          .httpStatus,
      ).toBe(200)
    expect((await messages('like', writer.token)).map((m) => m.senderUsername)).toEqual(['liketoggle'])
  })

  it('pages comments 10 at a time with their first 3 replies; GET /reply has them all', async () => {
    const did = await w.post(w.root)
    const users = await Promise.all(Array.from({ length: 11 }, (_, i) => w.user(`c${i}`)))
    let commentId = 0
    for (const u of users) {
      const r = await w.server.api<CommentRow>('POST', '/ojapi/comment', {
        body: { did, content: 'hi' },
        token: u.token,
      })
      expect(r.httpStatus).toBe(200)
      commentId = r.body.data!.id
    }
    for (const u of users.slice(0, 5)) {
      await w.age(u.uid)
      const r = await w.server.api('POST', '/ojapi/reply', {
        body: { reply: { commentId, content: 'r' }, did },
        token: u.token,
      })
      expect(r.httpStatus).toBe(200)
    }
    const page = await w.server.api<CommentList>('GET', `/ojapi/comments?did=${did}&currentPage=1&limit=10`)
    expect(page.body.data?.commentList.total).toBe(11)
    expect(page.body.data?.commentList.records).toHaveLength(10)
    const newest = page.body.data!.commentList.records[0]!
    expect(newest.id).toBe(commentId)
    expect(newest.totalReplyNum).toBe(5)
    expect(newest.replyList.map((r) => r.fromName)).toEqual(['c0', 'c1', 'c2'])
    const all = await w.server.api<Array<ReplyRow>>('GET', `/ojapi/reply?commentId=${commentId}`)
    expect(all.body.data?.map((r) => r.fromName)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4'])
  })

  it('deletes by author or admin, with the counts following', async () => {
    const a = await w.user('del-a')
    const b = await w.user('del-b')
    const did = await w.post(a.token)
    const c = await w.server.api<CommentRow>('POST', '/ojapi/comment', {
      body: { did, content: 'x' },
      token: a.token,
    })
    const r = await w.server.api<ReplyRow>('POST', '/ojapi/reply', {
      body: { reply: { commentId: c.body.data!.id, content: 'y' }, did },
      token: b.token,
    })
    expect(
      (
        await w.server.api('DELETE', '/ojapi/reply', {
          body: { reply: { id: r.body.data!.id } },
          token: a.token,
        })
      ).httpStatus,
    ).toBe(403)
    expect(
      (await w.server.api('DELETE', '/ojapi/comment', { body: { id: c.body.data!.id }, token: b.token }))
        .httpStatus,
    ).toBe(403)
    expect(
      (
        await w.server.api('DELETE', '/ojapi/reply', {
          body: { reply: { id: r.body.data!.id } },
          token: b.token,
        })
      ).httpStatus,
    ).toBe(200)
    await w.age(b.uid)
    await w.server.api('POST', '/ojapi/reply', {
      body: { reply: { commentId: c.body.data!.id, content: 'z' }, did },
      token: b.token,
    })
    expect(
      (await w.server.api('DELETE', '/ojapi/comment', { body: { id: c.body.data!.id }, token: w.root }))
        .httpStatus,
    ).toBe(200)
    const detail = await w.server.api<{ commentNum: number }>(
      'GET',
      `/ojapi/get-discussion-detail?did=${did}`,
    )
    expect(detail.body.data?.commentNum).toBe(0)
    const list = await w.server.api<CommentList>('GET', `/ojapi/comments?did=${did}`)
    expect(list.body.data?.commentList.total).toBe(0)
  })

  it('checks content and limits comments', async () => {
    const u = await w.user('chatty')
    const did = await w.post(w.root)
    const blank = await w.server.api('POST', '/ojapi/comment', {
      body: { did, content: ' ' },
      token: u.token,
      headers: EN,
    })
    expect(blank.body.msg).toBe('Content cannot be empty')
    const long = await w.server.api('POST', '/ojapi/comment', {
      body: { did, content: 'x'.repeat(10_001) },
      token: u.token,
      headers: EN,
    })
    expect(long.httpStatus).toBe(400)
    const both = await w.server.api('POST', '/ojapi/comment', {
      body: { did, cid: 1, content: 'x' },
      token: u.token,
    })
    expect(both.httpStatus).toBe(400)
    expect(
      (await w.server.api('POST', '/ojapi/comment', { body: { did, content: 'one' }, token: u.token }))
        .httpStatus,
    ).toBe(200)
    const fast = await w.server.api('POST', '/ojapi/comment', {
      body: { did, content: 'two' },
      token: u.token,
      headers: EN,
    })
    expect(fast.httpStatus).toBe(429)
    expect(fast.body.msg).toMatch(/too fast/)
    const missing = await w.server.api('POST', '/ojapi/comment', {
      body: { did: 999_999, content: 'x' },
      token: u.token,
    })
    expect(missing.httpStatus).toBe(404)
  })

  it('shows contest comments only to their writer and admins while the contest runs', async () => {
    const p = await w.user('contestant1')
    const q = await w.user('contestant2')
    const mine = await w.server.api<CommentRow>('POST', '/ojapi/comment', {
      body: { cid: 1, content: 'p says' },
      token: p.token,
    })
    expect(mine.httpStatus).toBe(200)
    await w.server.api('POST', '/ojapi/comment', { body: { cid: 1, content: 'q says' }, token: q.token })
    const seenBy = async (token: string) =>
      (
        await w.server.api<CommentList>('GET', '/ojapi/comments?cid=1', { token })
      ).body.data!.commentList.records.map((c) => c.content)
    expect(await seenBy(p.token)).toEqual(['p says'])
    expect(await seenBy(w.root)).toEqual(['q says', 'p says'])
    expect(
      (await w.server.api('GET', `/ojapi/reply?commentId=${mine.body.data!.id}&cid=1`, { token: q.token }))
        .httpStatus,
    ).toBe(404)
    expect((await w.server.api('GET', '/ojapi/comments?cid=2', { token: p.token })).httpStatus).toBe(404)
    contest.running = false
    try {
      expect(await seenBy(p.token)).toEqual(['q says', 'p says'])
    } finally {
      contest.running = true
    }
    await w.setting('openContestComment', false)
    try {
      const off = await w.server.api('GET', '/ojapi/comments?cid=1', { token: p.token, headers: EN })
      expect([off.httpStatus, off.body.msg]).toEqual([403, 'No Access'])
    } finally {
      await w.setting('openContestComment', true)
    }
  })

  it("answers 'No Access' for contest comments when no module provides them", async () => {
    const u = await bare.user('lonely')
    const list = await bare.server.api('GET', '/ojapi/comments?cid=1', { token: u.token, headers: EN })
    expect([list.httpStatus, list.body.msg]).toEqual([403, 'No Access'])
    const post = await bare.server.api('POST', '/ojapi/comment', {
      body: { cid: 1, content: 'x' },
      token: u.token,
      headers: EN,
    })
    expect([post.httpStatus, post.body.msg]).toEqual([403, 'No Access'])
  })

  it('seeds demo discussions once, with a comment and a reply on P1000', async () => {
    await bare.server.seedDemo()
    await bare.server.seedDemo()
    const cats = await bare.server.api<Array<{ name: string }>>('GET', '/ojapi/discussion-category')
    expect(cats.body.data?.map((c) => c.name)).toEqual(['Announcements', 'Problem solving', 'Chat'])
    const list = await bare.server.api<Page<{ id: number; topPriority: boolean; pid: string | null }>>(
      'GET',
      '/ojapi/get-discussion-list',
    )
    expect(list.body.data?.total).toBe(3)
    expect(list.body.data?.records[0]?.topPriority).toBe(true)
    const onProblem = list.body.data!.records.find((r) => r.pid === 'P1000')!
    const comments = await bare.server.api<CommentList>('GET', `/ojapi/comments?did=${onProblem.id}`)
    expect(comments.body.data?.commentList.records[0]).toMatchObject({ fromName: 'root', totalReplyNum: 1 })
  })
})
