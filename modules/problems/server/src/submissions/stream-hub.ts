import type { SubmissionStatusEvent } from '@oj/problems-contract'
import { isFinalStatus } from '@oj/sdk'
import type { DbClient } from '@oj/sdk/server'
import { inArray } from 'drizzle-orm'

import { submission } from './tables.ts'
import { verdictOf } from './views.ts'

const statusColumns = {
  submitId: submission.submitId,
  status: submission.status,
  score: submission.score,
  time: submission.time,
  memory: submission.memory,
  caseDone: submission.caseDone,
  caseTotal: submission.caseTotal,
}
type StatusRow = {
  readonly submitId: number
  readonly status: number
  readonly score: number | null
  readonly time: number | null
  readonly memory: number | null
  readonly caseDone: number
  readonly caseTotal: number
}

/**
 * The state a stream shows. A verdict its scope hides reads as Submitted Unknown Result at once,
 * and the stream ends there: its judging's progress, its pace and when it ends would tell of it
 * (an ACM run stops at its first failing case, a slow case is a time limit).
 */
function statusEvent(row: StatusRow, verdict: boolean): SubmissionStatusEvent {
  if (!verdict) {
    const { oiRankScore: _, ...hidden } = verdictOf({ ...row, oiRankScore: null }, false)
    return { submitId: row.submitId, ...hidden, caseDone: 0, caseTotal: row.caseTotal, final: true }
  }
  const final = isFinalStatus(row.status)
  const { oiRankScore: _, ...shown } = verdictOf({ ...row, oiRankScore: null }, true)
  return { ...row, ...shown, final }
}

/**
 * How many status streams one user, and one address, may hold open at once (the address's is the
 * default of the pipeline's `streamsPerAddress`).
 */
// Per address: a lab of contestants behind one NAT address, each watching its submission's verdict.
export const STREAM_LIMITS = { perUser: 8, perAddress: 1024 } as const

const encoder = new TextEncoder()
const KEEP_ALIVE_MS = 15_000

interface Watcher {
  readonly verdict: boolean
  last: string
  lastWrite: number
  show(row: StatusRow): void
  keepAlive(now: number): void
  finish(): void
}

/**
 * The status streams of this process. Nothing polls per connection: a change of a submission (a
 * report applied here, an admin's change, a judged event from the bus) reads its row once and fans
 * the state out to every stream watching it. One query for all watched submissions every
 * `pollMs` catches what this process is not told of (progress applied by another server process).
 */
export class StatusStreams {
  readonly #db: DbClient
  readonly #pollMs: number
  readonly #maxMs: number
  readonly #perAddress: number
  readonly #watchers = new Map<number, Set<Watcher>>()
  readonly #held = new Map<string, number>()
  readonly #reading = new Set<number>()
  readonly #again = new Set<number>()
  #timer: ReturnType<typeof setInterval> | undefined

  constructor(
    db: DbClient,
    timings: {
      readonly streamPollMs: number
      readonly streamMaxMs: number
      readonly streamsPerAddress: number
    },
  ) {
    this.#db = db
    this.#pollMs = timings.streamPollMs
    this.#maxMs = timings.streamMaxMs
    this.#perAddress = timings.streamsPerAddress
  }

  /** How many streams are open now (tests, diagnostics). */
  get open(): number {
    let n = 0
    for (const set of this.#watchers.values()) n += set.size
    return n
  }

  /** A submission changed: the streams watching it get its new state. */
  changed(submitId: number): void {
    if (this.#watchers.has(submitId)) void this.#refresh([submitId])
  }

  /**
   * A stream of the submission's state (the current one first, closed after the final status), or
   * undefined when the user or the address already holds as many streams as allowed.
   */
  stream(
    submitId: number,
    who: { readonly uid: string; readonly ip: string; readonly verdict: boolean },
  ): ReadableStream<Uint8Array> | undefined {
    const keys = [`u:${who.uid}`, `a:${who.ip}`]
    const limits = [STREAM_LIMITS.perUser, this.#perAddress]
    if (keys.some((key, i) => (this.#held.get(key) ?? 0) >= (limits[i] as number))) return undefined
    for (const key of keys) this.#held.set(key, (this.#held.get(key) ?? 0) + 1)
    let watcher: Watcher | undefined
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        let closed = false
        const send = (text: string) => {
          watcher!.lastWrite = Date.now()
          controller.enqueue(encoder.encode(text))
        }
        const expiry = setTimeout(() => watcher?.finish(), this.#maxMs)
        watcher = {
          verdict: who.verdict,
          last: '',
          lastWrite: Date.now(),
          show: (row) => {
            if (closed) return
            const event = statusEvent(row, who.verdict)
            const text = JSON.stringify(event)
            if (text !== watcher!.last) {
              watcher!.last = text
              send(`data: ${text}\n\n`)
            }
            if (event.final) watcher!.finish()
          },
          // A comment line keeps proxies from closing a quiet stream.
          keepAlive: (now) => {
            if (!closed && now - watcher!.lastWrite > KEEP_ALIVE_MS) send(': keep-alive\n\n')
          },
          finish: () => {
            if (closed) return
            closed = true
            clearTimeout(expiry)
            this.#drop(submitId, watcher!, keys)
            try {
              controller.close()
            } catch {
              // Already closed by the client going away.
            }
          },
        }
        const set = this.#watchers.get(submitId) ?? new Set()
        set.add(watcher)
        this.#watchers.set(submitId, set)
        this.#timer ??= setInterval(() => this.#tick(), this.#pollMs)
        this.#timer.unref?.()
        void this.#refresh([submitId])
      },
      cancel: () => watcher?.finish(),
    })
  }

  /** Ends every stream (the server stops). */
  close(): void {
    for (const set of [...this.#watchers.values()]) for (const watcher of [...set]) watcher.finish()
  }

  #drop(submitId: number, watcher: Watcher, keys: ReadonlyArray<string>): void {
    for (const key of keys) {
      const left = (this.#held.get(key) ?? 1) - 1
      if (left > 0) this.#held.set(key, left)
      else this.#held.delete(key)
    }
    const set = this.#watchers.get(submitId)
    set?.delete(watcher)
    if (set?.size === 0) this.#watchers.delete(submitId)
    if (this.#watchers.size === 0 && this.#timer) {
      clearInterval(this.#timer)
      this.#timer = undefined
    }
  }

  #tick(): void {
    const now = Date.now()
    for (const set of this.#watchers.values()) for (const watcher of set) watcher.keepAlive(now)
    void this.#refresh([...this.#watchers.keys()])
  }

  /** Reads the rows of the given submissions in one query and shows them; one read per id at a time. */
  async #refresh(ids: ReadonlyArray<number>): Promise<void> {
    const todo = ids.filter((id) => {
      if (!this.#reading.has(id)) return this.#watchers.has(id)
      this.#again.add(id)
      return false
    })
    if (todo.length === 0) return
    for (const id of todo) this.#reading.add(id)
    try {
      const rows = await this.#db
        .select(statusColumns)
        .from(submission)
        .where(inArray(submission.submitId, todo))
      const byId = new Map(rows.map((row) => [row.submitId, row]))
      for (const id of todo) {
        const row = byId.get(id)
        for (const watcher of [...(this.#watchers.get(id) ?? [])]) {
          if (row) watcher.show(row)
          else watcher.finish()
        }
      }
    } catch {
      // The next change or tick reads again.
    } finally {
      for (const id of todo) this.#reading.delete(id)
      const again = todo.filter((id) => this.#again.delete(id))
      if (again.length > 0) void this.#refresh(again)
    }
  }
}
