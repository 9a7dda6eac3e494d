import { RequestContext } from '@oj/sdk/server'
import { Effect } from 'effect'

import { requireCaller } from './access.ts'
import { openSubmission } from './detail.ts'
import { JudgeErrors } from './errors.ts'
import { Judging } from './signals.ts'
import { STREAM_LIMITS } from './stream-hub.ts'

/**
 * GET /submission-status-stream?submitId=: server-sent events, one `data:` line of
 * SubmissionStatusEvent per change (the current state first), closed after the final status. It
 * needs a login and shows what the detail shows (404 for a submission the caller may not open, the
 * scope's refusal, hidden verdicts); a user holds at most STREAM_LIMITS streams at once. The
 * process's StatusStreams feed it: no connection polls the database of its own.
 */
export const submissionStatusStream = ({ submitId }: { submitId: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const { ip } = yield* RequestContext
    const judging = yield* Judging
    const { seen } = yield* openSubmission(submitId)
    const body = judging.streams.stream(submitId, { uid: caller.uid, ip, verdict: seen.verdict })
    if (!body) return yield* Effect.fail(JudgeErrors.tooManyStreams(STREAM_LIMITS.perUser))
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Accel-Buffering': 'no',
      },
    })
  })
