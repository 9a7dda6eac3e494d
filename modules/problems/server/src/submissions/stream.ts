import type { SubmissionStatusEvent } from '@oj/problems-contract'
import { isFinalStatus } from '@oj/sdk'
import { Db, type DbClient } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { visibilityOf } from '../scopes/view.ts'
import { optionalCaller } from './access.ts'
import { findWithProblem } from './detail.ts'
import { Judging } from './signals.ts'
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

/** The submission's state; a final verdict its scope hides reads as Submitted Unknown Result. */
async function readStatus(
  db: DbClient,
  submitId: number,
  verdict: boolean,
): Promise<SubmissionStatusEvent | undefined> {
  const [row] = await db.select(statusColumns).from(submission).where(eq(submission.submitId, submitId))
  if (!row) return undefined
  const final = isFinalStatus(row.status)
  const { oiRankScore: _, ...shown } = verdictOf({ ...row, oiRankScore: null }, verdict || !final)
  return { ...row, ...shown, final }
}

const encoder = new TextEncoder()
const KEEP_ALIVE_MS = 15_000

/**
 * GET /submission-status-stream?submitId=: server-sent events, one `data:` line of
 * SubmissionStatusEvent per change (the current state first), closed after the final status. The
 * row is re-read every streamPollMs, and at once when a report for it is applied in this process.
 */
export const submissionStatusStream = ({ submitId }: { submitId: number }) =>
  Effect.gen(function* () {
    const { client } = yield* Db
    const judging = yield* Judging
    // The stream shows what the detail shows: 404 when absent, the scope's refusal, hidden verdicts.
    const found = yield* findWithProblem(submitId)
    const { verdict } = yield* visibilityOf(yield* optionalCaller, found.row, found)
    let finish = () => {}
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let closed = false
        let reading = false
        let last = ''
        let lastWrite = Date.now()
        const check = async () => {
          if (closed || reading) return
          reading = true
          try {
            const event = await readStatus(client, submitId, verdict)
            if (closed) return
            if (!event) return finish()
            const text = JSON.stringify(event)
            if (text !== last) {
              last = text
              lastWrite = Date.now()
              controller.enqueue(encoder.encode(`data: ${text}\n\n`))
            } else if (Date.now() - lastWrite > KEEP_ALIVE_MS) {
              // A comment line keeps proxies from closing a quiet stream.
              lastWrite = Date.now()
              controller.enqueue(encoder.encode(': keep-alive\n\n'))
            }
            if (event.final) finish()
          } finally {
            reading = false
          }
        }
        const poll = () => void check().catch(() => finish())
        const timer = setInterval(poll, judging.timings.streamPollMs)
        const expiry = setTimeout(() => finish(), judging.timings.streamMaxMs)
        const stopListening = judging.onSubmission(submitId, poll)
        finish = () => {
          if (closed) return
          closed = true
          clearInterval(timer)
          clearTimeout(expiry)
          stopListening()
          try {
            controller.close()
          } catch {
            // Already closed by the client going away.
          }
        }
        poll()
      },
      cancel() {
        finish()
      },
    })
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Accel-Buffering': 'no',
      },
    })
  })
