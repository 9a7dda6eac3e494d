import { JudgeStatus as S } from '@oj/sdk'
import type { Caller } from '@oj/sdk/server'
import { describe, expect, it } from 'vitest'

import { FEED_LIMITS, feedHubOf } from '../src/icpc/feed-hub.ts'
import { addContest, contestsHarness, HOUR, judged, waitFor } from './harness.ts'

// The open ICPC event feed over HTTP: a verdict reaches it on the board's news, not on a poll of its
// own (the fallback poll set far beyond the wait), and a user holds at most FEED_LIMITS.perUser open
// feeds (429 beyond; a feed read to its end is no open one).

const { h } = contestsHarness()

interface Feed {
  readonly status: number
  readonly body: unknown
  text(): string
  close(): Promise<void>
}

/** Opens the streaming feed and collects its text as it comes. */
async function openFeed(cid: number, token: string, query = ''): Promise<Feed> {
  const response = await h.server.request(`/api/contests/${cid}/event-feed${query}`, {
    headers: { Authorization: token, 'Accept-Language': 'en' },
  })
  if (!(response.headers.get('content-type') ?? '').includes('ndjson')) {
    const body = await response.json()
    return { status: response.status, body, text: () => '', close: async () => {} }
  }
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }))
      if (done) return
      text += decoder.decode(value, { stream: true })
    }
  })()
  return {
    status: response.status,
    body: null,
    text: () => text,
    close: async () => {
      await reader.cancel().catch(() => {})
      await pump
    },
  }
}

describe('the ICPC event feed’s wake-ups and limits', { timeout: 60_000 }, () => {
  it('sends a verdict on the open feed at once, with no poll of its own', async () => {
    const timings = feedHubOf(h.server.db.client).timings
    const fallback = timings.fallbackMs
    timings.fallbackMs = 120_000
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const feed = await openFeed(cid, h.tokens.alice)
    try {
      expect(feed.status).toBe(200)
      await waitFor(
        async () => (feed.text().includes('"type":"state"') ? true : undefined),
        'the first events',
      )
      const submitId = await judged(h, {
        cid,
        who: 'bob',
        displayId: 'A',
        status: S.accepted,
        at: new Date(),
      })
      await waitFor(
        async () => (feed.text().includes(`"submission_id":"${submitId}"`) ? true : undefined),
        'the verdict on the open feed',
        5_000,
      )
    } finally {
      timings.fallbackMs = fallback
      await feed.close()
    }
  })

  it(`holds at most ${FEED_LIMITS.perUser} open feeds per user`, async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const open: Feed[] = []
    for (let i = 0; i < FEED_LIMITS.perUser; i++) open.push(await openFeed(cid, h.tokens.bob))
    expect(open.map((f) => f.status)).toEqual(Array(FEED_LIMITS.perUser).fill(200))
    const refused = await openFeed(cid, h.tokens.bob)
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({
      code: 429,
      message: `You may keep at most ${FEED_LIMITS.perUser} event feeds open at once; close another one first`,
    })
    // the same hub the server's handler counts in
    const bob = { uid: h.uids.bob, username: 'bob', roles: [] } as unknown as Caller
    expect(feedHubOf(h.server.db.client).take(bob, '192.0.2.1')).toEqual({
      limit: FEED_LIMITS.perUser,
      of: 'user',
    })
    // a feed read to its current end holds no place; another user is not limited by bob's
    const once = await h.server.request(`/api/contests/${cid}/event-feed?stream=false`, {
      headers: { Authorization: h.tokens.bob },
    })
    expect(once.status).toBe(200)
    await once.text()
    const alice = await openFeed(cid, h.tokens.alice)
    expect(alice.status).toBe(200)
    await alice.close()
    // closing one gives its place back
    await open[0]!.close()
    await waitFor(async () => {
      const again = await openFeed(cid, h.tokens.bob)
      if (again.status !== 200) return undefined
      open.push(again)
      return true
    }, 'a feed freed')
    for (const f of open.slice(1)) await f.close()
  })
})
