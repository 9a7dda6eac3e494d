import { JudgeStatus as S } from '@oj/sdk'
import { describe, expect, it } from 'vitest'

import { boardStreamsOf } from '../src/board/stream-hub.ts'
import { addContest, contestsHarness, HOUR, judged, waitFor } from './harness.ts'

// The live board stream (GET /contest-rank-stream) over HTTP: an event after each judged event that
// changed the view the listener may see; a sealed viewer never hears of a change of the real view.

const { h } = contestsHarness()

interface Listener {
  readonly events: Array<Record<string, unknown>>
  readonly status: number
  close(): Promise<void>
}

/** Opens a stream and collects its `data:` events as they come. */
async function listen(cid: number, token: string | undefined): Promise<Listener> {
  const response = await h.server.request(`/ojapi/contest-rank-stream?cid=${cid}`, {
    headers: token ? { Authorization: token } : {},
  })
  const events: Array<Record<string, unknown>> = []
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    await response.body?.cancel()
    return { events, status: response.status, close: async () => {} }
  }
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }))
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        for (const line of block.split('\n'))
          if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as Record<string, unknown>)
      }
    }
  })()
  return {
    events,
    status: response.status,
    close: async () => {
      await reader.cancel().catch(() => {})
      await pump
    },
  }
}

const count = (l: Listener, n: number, what: string) =>
  waitFor(async () => (l.events.length >= n ? true : undefined), what, 10_000)

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('the live board stream', { timeout: 60_000 }, () => {
  it('tells listeners of judged events, and sealed viewers only of what the sealed view shows', async () => {
    const now = Date.now()
    const start = now - 2 * HOUR
    const cid = await addContest(h, { now, startIn: -2 * HOUR, length: 3 * HOUR, sealAt: HOUR })
    const at = (minutes: number) => new Date(start + minutes * 60_000)
    const alice = await listen(cid, h.tokens.alice)
    const admin = await listen(cid, h.tokens.author)
    expect([alice.status, admin.status]).toEqual([200, 200])
    // The first event at once: the stream is there.
    await count(alice, 1, 'alice’s first event')
    await count(admin, 1, 'the admin’s first event')

    // Before the seal time: both views change, both hear of it.
    await judged(h, { cid, who: 'bob', displayId: 'A', status: S.accepted, at: at(10) })
    await count(alice, 2, 'alice hears of the verdict')
    await count(admin, 2, 'the admin hears of the verdict')

    // After the seal: a wrong answer is a pending try in the sealed view, so both hear of it...
    const late = await judged(h, { cid, who: 'bob', displayId: 'B', status: S.wrongAnswer, at: at(70) })
    await count(alice, 3, 'alice hears of the pending try')
    await count(admin, 3, 'the admin hears of the verdict after the seal')

    // ...but its rejudge to Accepted changes only the real view: the admin hears of it, alice never.
    await judged(h, {
      cid,
      who: 'bob',
      displayId: 'B',
      status: S.accepted,
      at: at(70),
      submitId: late,
      attempt: 2,
    })
    await count(admin, 4, 'the admin hears of the rejudge')
    await settle(800)
    expect(alice.events).toHaveLength(3)
    // Events carry a version only: no cell, no verdict.
    for (const e of [...alice.events, ...admin.events])
      expect(Object.keys(e).sort()).toEqual(['cid', 'version'])
    expect(alice.events.map((e) => e['cid'])).toEqual([cid, cid, cid])
    const versions = admin.events.map((e) => e['version'] as number)
    expect(versions).toEqual([...versions].sort((a, b) => a - b))

    // What alice would have learnt from the stream is what her board shows: B still pending.
    const board = await h.server.api<{
      records: Array<{ username: string; submissionInfo: Record<string, { isAC: boolean; tryNum: number }> }>
    }>('POST', '/ojapi/get-contest-rank', { token: h.tokens.alice, body: { cid } })
    const bob = board.body.data!.records.find((r) => r.username === 'bob')!
    expect(bob.submissionInfo['B']).toMatchObject({ isAC: false, tryNum: 1 })
    await alice.close()
    await admin.close()
  })

  it('tells listeners of an admin’s edit of the contest and of a removed problem', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const admin = await listen(cid, h.tokens.author)
    await count(admin, 1, 'the first event')
    await judged(h, {
      cid,
      who: 'alice',
      displayId: 'A',
      status: S.accepted,
      at: new Date(Date.now() - 60_000),
    })
    await count(admin, 2, 'the verdict')
    // A star user: no cell changes, the contest's row does (alice's rank becomes '*').
    const starred = await h.server.api('PUT', '/ojapi/admin/contest', {
      token: h.tokens.author,
      body: { id: cid, description: 'Rules', starAccount: ['alice'] },
    })
    expect([starred.httpStatus, starred.body.msg]).toEqual([200, 'success'])
    await count(admin, 3, 'the edit')
    // A removed problem: its cells are deleted, which no "changed since" read sees.
    const removed = await h.server.api('DELETE', `/ojapi/admin/contest/problem?cid=${cid}&pid=${h.pids[0]}`, {
      token: h.tokens.root,
    })
    expect([removed.httpStatus, removed.body.msg]).toEqual([200, 'success'])
    await count(admin, 4, 'the removal')
    await admin.close()
  })

  it('needs a login and the right to see the board', async () => {
    const scheduled = await addContest(h, { startIn: HOUR, length: HOUR })
    expect((await listen(scheduled, undefined)).status).toBe(401)
    expect((await listen(scheduled, h.tokens.alice)).status).toBe(403)
    const hidden = await addContest(h, { startIn: -HOUR, length: 2 * HOUR, visible: false })
    expect((await listen(hidden, h.tokens.bob)).status).toBe(404)
    const early = await listen(scheduled, h.tokens.author)
    expect(early.status).toBe(200)
    await early.close()
  })

  it('holds at most 4 streams per user', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const open = [] as Listener[]
    for (let i = 0; i < 4; i++) open.push(await listen(cid, h.tokens.bob))
    expect(open.map((l) => l.status)).toEqual([200, 200, 200, 200])
    expect((await listen(cid, h.tokens.bob)).status).toBe(429)
    await open[0]!.close()
    await waitFor(async () => {
      const again = await listen(cid, h.tokens.bob)
      if (again.status !== 200) return undefined
      open.push(again)
      return true
    }, 'a stream freed')
    for (const l of open.slice(1)) await l.close()
  })

  it('spreads the events of a change over its many watchers, each hearing of the newest version', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    // 100 watchers (one user each: a user may hold only 4 streams), as the route opens them.
    const hub = boardStreamsOf(h.server.db.client)
    const arrivals: Array<Array<{ at: number; version: number }>> = []
    const readers = Array.from({ length: 100 }, (_, i) => {
      const caller = { uid: `spread-${i}`, username: `spread-${i}`, roles: [], permissions: [] }
      const stream = hub.stream(cid, caller, `10.0.0.${i}`, false)
      if ('limit' in stream) throw new Error('refused')
      const seen: Array<{ at: number; version: number }> = []
      arrivals.push(seen)
      const reader = stream.getReader()
      const decoder = new TextDecoder()
      void (async () => {
        for (;;) {
          const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }))
          if (done) return
          for (const line of decoder.decode(value).split('\n'))
            if (line.startsWith('data: '))
              seen.push({
                at: performance.now(),
                version: (JSON.parse(line.slice(6)) as { version: number }).version,
              })
        }
      })()
      return reader
    })
    try {
      await waitFor(
        async () => (arrivals.every((a) => a.length === 1) ? true : undefined),
        'the first events',
      )
      // The first event of each stream comes at once, at version 0.
      expect(arrivals.every((a) => a[0]!.version === 0)).toBe(true)

      await judged(h, {
        cid,
        who: 'bob',
        displayId: 'A',
        status: S.accepted,
        at: new Date(Date.now() - 60_000),
      })
      await waitFor(
        async () => (arrivals.every((a) => a.length >= 2) ? true : undefined),
        'every watcher hears',
      )
      const times = arrivals.map((a) => a[1]!.at).sort((x, y) => x - y)
      // 100 watchers × 4 ms: within 400 ms at random, not in one burst (all in 100 ms: odds of 4^-99).
      expect(times.at(-1)! - times[0]!).toBeGreaterThan(100)
      expect(times.at(-1)! - times[0]!).toBeLessThan(2_000)

      // Two changes in a row: a watcher whose event was still due hears of the newer version only,
      // and everyone ends on the newest.
      await judged(h, {
        cid,
        who: 'alice',
        displayId: 'A',
        status: S.accepted,
        at: new Date(Date.now() - 50_000),
      })
      await judged(h, {
        cid,
        who: 'alice',
        displayId: 'B',
        status: S.wrongAnswer,
        at: new Date(Date.now() - 40_000),
      })
      await waitFor(
        async () => (arrivals.every((a) => a.at(-1)!.version === 3) ? true : undefined),
        'every watcher at the newest version',
      )
      await settle(500)
      for (const seen of arrivals) {
        const versions = seen.map((e) => e.version)
        expect(versions).toEqual([...versions].sort((x, y) => x - y))
        expect(new Set(versions).size).toBe(versions.length)
        expect(versions.length).toBeLessThanOrEqual(4)
      }
    } finally {
      for (const reader of readers) await reader.cancel().catch(() => {})
    }
  })
})
