import type { Envelope, Locale } from '@oj/sdk'
import { type ApiError, Errors, isBadValue } from '@oj/sdk/server'
import { Cause, Exit } from 'effect'

import { isApiError } from './input.ts'
import { type Catalogue, localise } from './messages.ts'

export interface Reply {
  readonly status: number
  readonly body: Envelope
}

export interface ReplyContext {
  readonly catalogue: Catalogue
  readonly locale: Locale
  /** Where a defect is reported; the caller only ever sees the generic 500 text. */
  readonly logDefect: (cause: Cause.Cause<unknown>) => void
}

const successReply = (data: unknown): Reply => ({
  status: 200,
  body: { status: 200, msg: 'success', data: data === undefined ? null : data },
})

export function errorReply(error: ApiError, context: ReplyContext): Reply {
  const msg = localise(context.catalogue, context.locale, error.msgId, error.message, error.values)
  return { status: error.status, body: { status: error.status, msg, data: error.data ?? null } }
}

/**
 * The one reply mapper: success → 200 envelope; an ApiError → its status and localised message; a
 * value the database refused that reached it unmapped (a route's own `db.use`) → a 400; anything
 * else (another error type, a defect, an interruption) → a logged 500 that leaks nothing.
 */
export function replyFor(exit: Exit.Exit<unknown, unknown>, context: ReplyContext): Reply {
  if (Exit.isSuccess(exit)) return successReply(exit.value)
  const failure = exit.cause.reasons.find(Cause.isFailReason)
  if (failure && isApiError(failure.error)) return errorReply(failure.error, context)
  const refused = exit.cause.reasons.some((r) =>
    Cause.isFailReason(r) ? isBadValue(r.error) : Cause.isDieReason(r) ? isBadValue(r.defect) : false,
  )
  if (refused) return errorReply(Errors.badValue(), context)
  context.logDefect(exit.cause)
  return errorReply(Errors.server(), context)
}
