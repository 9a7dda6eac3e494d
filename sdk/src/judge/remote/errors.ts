import { Data } from 'effect'

/**
 * What can go wrong between the judge and a remote site, as typed errors. An adapter throws (or an
 * Effect fails with) one of them; the remote host decides from the kind what happens next: a login
 * that fails retires the account, rate limits and a site that is down are retried with backoff, a
 * refusal ends the submission as Submitted Failed with the site's reason. Anything else an adapter
 * throws counts as RemoteDown (a page the adapter could not read is the site's change, not the
 * user's fault).
 */

/** The site did not accept the account's credentials (or its session ended and logging in again failed). */
export class RemoteLoginFailed extends Data.TaggedError('RemoteLoginFailed')<{ readonly message: string }> {}

/** The site said "too often" (HTTP 429, or a page that says so); `retryAfterMs` when it said how long. */
export class RemoteRateLimited extends Data.TaggedError('RemoteRateLimited')<{
  readonly message: string
  readonly retryAfterMs?: number
}> {}

/** The site could not be reached, answered 5xx, took too long, or sent a page the adapter cannot read. */
export class RemoteDown extends Data.TaggedError('RemoteDown')<{ readonly message: string }> {}

/** The site gave a verdict the adapter has no mapping for (the text is kept for the record). */
export class RemoteUnknownVerdict extends Data.TaggedError('RemoteUnknownVerdict')<{
  readonly verdict: string
  readonly message: string
}> {}

/** The error for a verdict text no mapping knows. */
export const unknownVerdict = (verdict: string): RemoteUnknownVerdict =>
  new RemoteUnknownVerdict({
    verdict,
    message: `The remote judge answered '${verdict}', which its adapter does not know`,
  })

/**
 * The site refused the submission itself: the same code sent before, a language the problem does not
 * take, code too long, a closed problem. The submission ends Submitted Failed with this reason.
 */
export class RemoteRefused extends Data.TaggedError('RemoteRefused')<{ readonly message: string }> {}

/** The session the adapter holds is no longer logged in: the host logs in again once and retries. */
export class RemoteSessionExpired extends Data.TaggedError('RemoteSessionExpired')<{
  readonly message: string
}> {}

/** No such problem on the site (an import of a wrong id). */
export class RemoteNotFound extends Data.TaggedError('RemoteNotFound')<{
  readonly problemId: string
  readonly message: string
}> {}

/** The error for a problem id the site does not have. */
export const problemNotFound = (problemId: string): RemoteNotFound =>
  new RemoteNotFound({ problemId, message: `The remote judge has no problem ${problemId}` })

export type RemoteJudgeError =
  | RemoteLoginFailed
  | RemoteRateLimited
  | RemoteDown
  | RemoteUnknownVerdict
  | RemoteRefused
  | RemoteSessionExpired
  | RemoteNotFound

const TAGS: ReadonlyArray<RemoteJudgeError['_tag']> = [
  'RemoteLoginFailed',
  'RemoteRateLimited',
  'RemoteDown',
  'RemoteUnknownVerdict',
  'RemoteRefused',
  'RemoteSessionExpired',
  'RemoteNotFound',
]

export const isRemoteJudgeError = (error: unknown): error is RemoteJudgeError =>
  typeof error === 'object' &&
  error !== null &&
  TAGS.includes((error as { _tag?: unknown })._tag as RemoteJudgeError['_tag'])

/**
 * What an adapter's failure is, as one of the typed errors: a typed one as it is, anything else (a
 * TypeError of a page that changed, a network error) as RemoteDown with what it said.
 */
export function asRemoteError(error: unknown): RemoteJudgeError {
  if (isRemoteJudgeError(error)) return error
  const message = error instanceof Error ? error.message : String(error)
  return new RemoteDown({ message: `the adapter failed: ${message}` })
}

/** `value`, or RemoteDown with `message` when the page lacks it (a token, a table the site dropped). */
export function orDown<T>(value: T | undefined | null, message: string): T {
  if (value === undefined || value === null) throw new RemoteDown({ message })
  return value
}
