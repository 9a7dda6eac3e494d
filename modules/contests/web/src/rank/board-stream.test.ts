import { describe, expect, it, vi } from 'vitest'

import { type BoardEvent, followBoard, parseEvents } from './board-stream.ts'

const encoder = new TextEncoder()

/** A reply streaming the given chunks, then staying open until `end()` (or ending at once). */
function sse(chunks: ReadonlyArray<string>, keepOpen = false) {
  let close: () => void = () => {}
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c))
      if (keepOpen) close = () => controller.close()
      else controller.close()
    },
  })
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } }),
    end: () => close(),
  }
}

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms))

describe('parseEvents', () => {
  it.each([
    ['one event', 'data: {"cid":1,"version":2}\n\n', [{ cid: 1, version: 2 }], ''],
    [
      'an unfinished one stays',
      'data: {"cid":1,"version":2}\n\ndata: {"ci',
      [{ cid: 1, version: 2 }],
      'data: {"ci',
    ],
    ['keep-alive comments', ': keep-alive\n\ndata: {"cid":3,"version":0}\n\n', [{ cid: 3, version: 0 }], ''],
    ['CRLF lines', 'data: {"cid":1,"version":5}\r\n\r\n', [{ cid: 1, version: 5 }], ''],
    ['not JSON, or not an event', 'data: nope\n\ndata: {"x":1}\n\n', [], ''],
  ])('%s', (_, text, events, rest) => {
    expect(parseEvents(text)).toEqual({ events, rest })
  })
})

describe('followBoard', () => {
  it('sends the token, reports each event, across chunk boundaries', async () => {
    const seen: BoardEvent[] = []
    const stream = sse(
      ['data: {"cid":7,"ver', 'sion":0}\n\n', ': keep-alive\n\ndata: {"cid":7,"version":1}\n\n'],
      true,
    )
    const fetch = vi.fn(async () => stream.response)
    const stop = followBoard({ cid: 7, token: () => 'T', onEvent: (e) => seen.push(e), fetch, base: '/api' })
    await tick(20)
    expect(seen).toEqual([
      { cid: 7, version: 0 },
      { cid: 7, version: 1 },
    ])
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/contest-rank-stream?cid=7')
    expect((init.headers as Record<string, string>)['Authorization']).toBe('T')
    stop()
  })

  it('opens the stream again after it ends, and stops for good when asked', async () => {
    let n = 0
    const fetch = vi.fn(async () => sse([`data: {"cid":1,"version":${n++}}\n\n`]).response)
    const seen: number[] = []
    const stop = followBoard({
      cid: 1,
      token: () => 'T',
      onEvent: (e) => seen.push(e.version),
      fetch,
      retryMs: 5,
      maxRetryMs: 5,
    })
    await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(3))
    stop()
    const calls = fetch.mock.calls.length
    await tick(30)
    expect(fetch.mock.calls.length).toBe(calls)
    expect(seen.slice(0, 3)).toEqual([0, 1, 2])
  })

  it('waits longer after a refusal, and opens nothing without a login', async () => {
    const refused = vi.fn(async () => new Response('{"status":429}', { status: 429 }))
    const stop = followBoard({
      cid: 1,
      token: () => 'T',
      onEvent: () => {},
      fetch: refused,
      retryMs: 5,
      maxRetryMs: 200,
    })
    await tick(40)
    // After the refusal the pause is at least half the longest: one call so far.
    expect(refused).toHaveBeenCalledTimes(1)
    stop()
    const none = vi.fn(async () => sse([]).response)
    followBoard({ cid: 1, token: () => undefined, onEvent: () => {}, fetch: none })()
    await tick(10)
    expect(none).not.toHaveBeenCalled()
  })

  it('reports nothing after it is stopped', async () => {
    const stream = sse([], true)
    const seen: BoardEvent[] = []
    const stop = followBoard({
      cid: 2,
      token: () => 'T',
      onEvent: (e) => seen.push(e),
      fetch: async () => stream.response,
    })
    await tick(5)
    stop()
    stream.end()
    await tick(5)
    expect(seen).toEqual([])
  })
})
