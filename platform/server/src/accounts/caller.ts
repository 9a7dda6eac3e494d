import { dbQuery, Errors, RequestContext } from '@oj/sdk/server'
import { Effect } from 'effect'

import { findUserById } from './users/users.ts'

/** The logged-in caller (the HTTP core enforces 'login' first; this narrows the type). */
export const currentCaller = Effect.gen(function* () {
  const { caller } = yield* RequestContext
  if (!caller) return yield* Errors.loginFirst()
  return caller
})

/** The caller's own row, read afresh. */
export const currentUser = Effect.gen(function* () {
  const caller = yield* currentCaller
  const user = yield* dbQuery((db) => findUserById(db, caller.uid))
  if (!user) return yield* Errors.loginFirst()
  return { caller, user }
})
