import { ContestsApi } from '@oj/contests-contract'
import { API_PREFIX, AUTH_HEADER, usePlatform } from '@oj/sdk/web'
import { useEffect, useRef } from 'react'

// The live board stream (GET /contest-rank-stream): server-sent events read with fetch (the login
// travels in a header, which EventSource cannot send). Each event says the board view the caller may
// see changed; the page fetches the board again. A stream that ends or fails is opened again after a
// pause growing to a minute; the page's own 30 s refresh stays the fallback.

export interface BoardEvent {
  readonly cid: number
  readonly version: number
}

export interface FollowOptions {
  readonly cid: number
  readonly token: () => string | undefined
  readonly onEvent: (event: BoardEvent) => void
  readonly fetch?: typeof globalThis.fetch
  readonly base?: string
  /** The first pause before opening again (ms); it doubles up to `maxRetryMs`. */
  readonly retryMs?: number
  readonly maxRetryMs?: number
}

/** The `data:` events of an SSE text, and what is left of an unfinished event. */
export function parseEvents(buffer: string): {
  readonly events: ReadonlyArray<BoardEvent>
  readonly rest: string
} {
  const events: BoardEvent[] = []
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n')
  const rest = blocks.pop() ?? ''
  for (const block of blocks) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n')
    if (!data) continue
    try {
      const value = JSON.parse(data) as Partial<BoardEvent>
      if (typeof value.cid === 'number' && typeof value.version === 'number')
        events.push({ cid: value.cid, version: value.version })
    } catch {
      // Not ours: skipped.
    }
  }
  return { events, rest }
}

/** Follows a contest's board until the returned function is called. */
export function followBoard(options: FollowOptions): () => void {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const base = options.base ?? API_PREFIX
  const maxRetry = options.maxRetryMs ?? 60_000
  let retry = options.retryMs ?? 2_000
  let stopped = false
  let controller: AbortController | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const again = () => {
    if (stopped) return
    timer = setTimeout(() => void open(), retry)
    retry = Math.min(retry * 2, maxRetry)
  }

  const open = async () => {
    const token = options.token()
    if (stopped || !token) return
    controller = new AbortController()
    try {
      const response = await doFetch(`${base}${ContestsApi.rankStream.path}?cid=${options.cid}`, {
        headers: { [AUTH_HEADER]: token, Accept: 'text/event-stream' },
        signal: controller.signal,
        credentials: 'same-origin',
      })
      const type = response.headers.get('Content-Type') ?? ''
      if (!response.ok || !type.includes('text/event-stream') || !response.body) {
        await response.body?.cancel().catch(() => {})
        // Refused (no right, too many streams): try again much later, the refresh covers it.
        retry = Math.max(retry, maxRetry / 2)
        return again()
      }
      const reader = response.body.getReader()
      const decoder = new TextDecoder()
      let buffer = ''
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        const { events, rest } = parseEvents(buffer)
        buffer = rest
        for (const event of events) {
          retry = options.retryMs ?? 2_000
          if (!stopped) options.onEvent(event)
        }
      }
    } catch {
      // A network failure or our own abort.
    }
    again()
  }

  void open()
  return () => {
    stopped = true
    if (timer) clearTimeout(timer)
    controller?.abort()
  }
}

/** Calls `onChange` each time the contest's board changed (and when the stream opens: the page may have missed some). */
export function useBoardStream(cid: number, enabled: boolean, onChange: () => void): void {
  const platform = usePlatform()
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  })
  useEffect(() => {
    if (!enabled) return
    return followBoard({
      cid,
      token: () => platform.auth.get().token,
      onEvent: () => latest.current(),
    })
  }, [cid, enabled, platform])
}
