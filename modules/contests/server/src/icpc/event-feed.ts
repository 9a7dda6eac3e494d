import type { IcpcFeedQuery } from '@oj/contests-contract'
import { dbQuery } from '@oj/sdk/server'
import { Effect } from 'effect'

import { icpcReader } from './access.ts'
import { type FeedServices, IcpcErrors, maskFor, syncFeed } from './http.ts'
import { eventsAfter, newestToken, thawToken } from './store.ts'

// GET /api/contests/{id}/event-feed: NDJSON, one {type, id, data, token} a line, from the start or
// after `since_token`; with `stream=false` it ends after the current events, else it stays open,
// sends new events as they are appended (verdicts, the clock's state changes) and a newline when
// nothing was sent for a while.

const PAGE = 1000
/** How often an open feed looks for new events, and brings the state and teams up to date. */
const FEED_TIMING = { pollMs: 1000, syncEvery: 5, keepAliveMs: 60_000 }

export const icpcEventFeed = (query: IcpcFeedQuery) =>
  Effect.gen(function* () {
    const { row, admin } = yield* icpcReader(query.id)
    const since = query.since_token === undefined ? 0 : Number(query.since_token)
    if (since > 0 && since > (yield* dbQuery(newestToken))) return yield* Effect.fail(IcpcErrors.badToken())
    yield* syncFeed(row, Date.now(), true)
    const run = Effect.runPromiseWith(yield* Effect.context<FeedServices>())
    const streaming = query.stream !== 'false'
    const encoder = new TextEncoder()
    let last = since
    let closed = false

    /** Sends every event after `last`; answers whether any was sent. */
    const pump = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
      let sent = false
      for (;;) {
        const [page, thaw] = await run(
          dbQuery((db) =>
            Promise.all([
              eventsAfter(db, row.id, last, PAGE),
              admin ? Promise.resolve(null) : thawToken(db, row.id),
            ]),
          ),
        )
        const mask = maskFor(row, admin, thaw)
        const lines = page.map(
          (e) =>
            `${JSON.stringify({ type: e.type, id: e.objectId, data: mask(e), token: String(e.token) })}\n`,
        )
        if (lines.length > 0 && !closed) {
          controller.enqueue(encoder.encode(lines.join('')))
          sent = true
        }
        last = page.at(-1)?.token ?? last
        if (page.length < PAGE || closed) return sent
      }
    }

    const send = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
      try {
        await pump(controller)
        if (!streaming) return controller.close()
        let quiet = Date.now()
        for (let tick = 1; !closed; tick++) {
          await new Promise((r) => setTimeout(r, FEED_TIMING.pollMs))
          if (closed) break
          if (tick % FEED_TIMING.syncEvery === 0) await run(syncFeed(row, Date.now(), true))
          if (await pump(controller)) quiet = Date.now()
          else if (Date.now() - quiet >= FEED_TIMING.keepAliveMs) {
            controller.enqueue(encoder.encode('\n'))
            quiet = Date.now()
          }
        }
      } catch (error) {
        if (!closed) controller.error(error)
      }
    }
    const body = new ReadableStream<Uint8Array>({
      // Detached: the reader gets each line as it is enqueued.
      start: (controller) => void send(controller),
      cancel: () => {
        closed = true
      },
    })
    return new Response(body, {
      headers: {
        'Content-Type': 'application/x-ndjson',
        'Cache-Control': 'no-cache',
        'X-Accel-Buffering': 'no',
      },
    })
  })
