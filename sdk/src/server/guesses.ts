import { Effect } from 'effect'

import type { ApiError } from './errors.ts'
import { RateLimits, type RateRule, RequestContext } from './services.ts'

// Guessing a secret other than a login's (a contest's or a training's password), limited as login
// is: attempts per address and per user a minute, wrong guesses per user an hour (counted on a
// wrong guess only, so that a user who knows the secret is never held back by them).

export interface GuessRules {
  readonly perAddress: RateRule
  readonly perUser: RateRule
  readonly wrongPerUser: RateRule
}

const MINUTE = 60_000

/** The rules of one kind of secret, their counters named after it (`contests.password`). */
export const guessRules = (name: string): GuessRules => ({
  perAddress: { name: `${name}-ip`, limit: 60, windowMs: MINUTE },
  perUser: { name: `${name}-user`, limit: 10, windowMs: MINUTE },
  wrongPerUser: { name: `${name}-wrong`, limit: 30, windowMs: 60 * MINUTE },
})

/**
 * Runs `attempt` (the check of a guess by the user `uid`) within `rules`: 429 before it when the
 * address or the user has spent an allowance; a failure of it that `isWrong` names (the wrong
 * secret) counts against the user's wrong guesses.
 */
export const guardedGuess = <A, R>(
  rules: GuessRules,
  uid: string,
  attempt: Effect.Effect<A, ApiError, R>,
  isWrong: (error: ApiError) => boolean,
): Effect.Effect<A, ApiError, R | RateLimits | RequestContext> =>
  Effect.gen(function* () {
    const limits = yield* RateLimits
    const { ip } = yield* RequestContext
    yield* limits.hit(rules.perAddress, ip)
    yield* limits.hit(rules.perUser, uid)
    yield* limits.check(rules.wrongPerUser, uid)
    return yield* attempt.pipe(
      Effect.tapError((error) => (isWrong(error) ? limits.hit(rules.wrongPerUser, uid) : Effect.void)),
    )
  })
