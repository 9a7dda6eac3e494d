import type { IcpcFeedQuery } from '@oj/contests-contract'
import { Db, dbQuery, RequestContext, tooMany } from '@oj/sdk/server'
import { Effect } from 'effect'

import { icpcReader } from './access.ts'
import { feedCacheOf } from './feed-cache.ts'
import { feedHubOf } from './feed-hub.ts'
import { type FeedServices, IcpcErrors, syncedFeed } from './http.ts'
import { maskFor } from './mask.ts'
import { eventsAfter, newestToken } from './store.ts'

// GET /api/contests/{id}/event-feed: NDJSON, one {type, id, data, token} a line, from the start or
// after `since_token`; with `stream=false` it ends after the current events, else it stays open,
// sends new events as they are appended (verdicts, the clock's state changes) and a newline when
// nothing was sent for a while. An open feed waits on the contest's news (feed-hub.ts), not on a
// poll of its own; a user holds a few at most. The contest's audience reads the lines the process
// keeps (feed-cache.ts: each event encoded once); its admins read the table.

const PAGE = 1000

const tooManyFeeds = (limit: number) =>
  tooMany(
    'contests.error.tooManyFeeds',
    `You may keep at most ${limit} event feeds open at once; close another one first`,
    { limit },
  )

export const icpcEventFeed = (query: IcpcFeedQuery) =>
  Effect.gen(function* () {
    const { row, admin, caller } = yield* icpcReader(query.id)
    const since = query.since_token === undefined ? 0 : Number(query.since_token)
    if (since > 0 && since > (yield* dbQuery(newestToken))) return yield* Effect.fail(IcpcErrors.badToken())
    yield* syncedFeed(row, true)
    const streaming = query.stream !== 'false'
    const { client } = yield* Db
    const hub = feedHubOf(client)
    const kept = feedCacheOf(client)
    const place = streaming ? hub.take(caller, (yield* RequestContext).ip) : undefined
    if (place && 'limit' in place) return yield* Effect.fail(tooManyFeeds(place.limit))
    const run = Effect.runPromiseWith(yield* Effect.context<FeedServices>())
    const encoder = new TextEncoder()
    let last = since
    let closed = false

    /** Sends every event after `last`; answers whether any was sent. */
    const pump = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
      if (!admin) {
        const { lines, last: newest } = await kept.linesAfter(row, last)
        if (lines.length === 0 || closed) return false
        controller.enqueue(Buffer.concat(lines))
        last = newest
        return true
      }
      let sent = false
      for (;;) {
        const page = await run(dbQuery((db) => eventsAfter(db, row.id, last, PAGE)))
        const mask = maskFor(row, true, null)
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

    const waiter = streaming ? hub.waiter(row.id) : undefined
    const finish = () => {
      closed = true
      waiter?.stop()
      place?.release()
    }

    const send = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
      try {
        await pump(controller)
        if (!waiter) return controller.close()
        let quiet = Date.now()
        while (!closed) {
          // Woken by news, or after the fallback: then the clock's state and the teams are synced too.
          const news = await waiter.next()
          if (closed) break
          if (!news) await run(syncedFeed(row, true))
          if (await pump(controller)) quiet = Date.now()
          else if (Date.now() - quiet >= hub.timings.keepAliveMs) {
            controller.enqueue(encoder.encode('\n'))
            quiet = Date.now()
          }
        }
      } catch (error) {
        if (!closed) controller.error(error)
      } finally {
        finish()
      }
    }
    const body = new ReadableStream<Uint8Array>({
      // Detached: the reader gets each line as it is enqueued.
      start: (controller) => void send(controller),
      cancel: finish,
    })
    return new Response(body, {
      headers: {
        'Content-Type': 'application/x-ndjson',
        'Cache-Control': 'no-cache',
        'X-Accel-Buffering': 'no',
      },
    })
  })
