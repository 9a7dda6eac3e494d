import { Db, DbError, defineServerModule, Errors, RequestContext } from '@oj/sdk/server'
import { Effect } from 'effect'

import { HttpExchange } from '../http/exchange.ts'
import { login, LoginInput } from './login.ts'
import { accountsMessages } from './messages.ts'
import { revokeSession } from './sessions.ts'
import { rolesAndPermissions } from './users.ts'

/** A database failure is not the caller's fault: it becomes a logged 500. */
const dbFailureIsDefect = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, Exclude<E, DbError>, R> =>
  Effect.catch(self, (error) =>
    error instanceof DbError ? Effect.die(error) : Effect.fail(error as Exclude<E, DbError>),
  )

const currentCaller = Effect.gen(function* () {
  const { caller } = yield* RequestContext
  // The HTTP core enforces 'login' before the handler runs; this only narrows the type.
  if (!caller) return yield* Errors.loginFirst()
  return caller
})

const logout = Effect.gen(function* () {
  const { token } = yield* HttpExchange
  if (token) yield* revokeSession(token)
  return null
}).pipe(dbFailureIsDefect)

const userAuthInfo = Effect.gen(function* () {
  const caller = yield* currentCaller
  const db = yield* Db
  // Read afresh rather than from the session: the frame calls this after a 403 to refresh roles.
  return yield* db.use((client) => rolesAndPermissions(client, caller.uid))
}).pipe(dbFailureIsDefect)

/** The built-in accounts plugin: login, logout and the caller's roles. */
export const accountsModule = defineServerModule<HttpExchange>({
  id: 'accounts',
  requires: [],
  messages: accountsMessages,
  routes: (api) => {
    api.post('/login', {
      auth: 'anon',
      input: LoginInput,
      handler: (input) => login(input).pipe(dbFailureIsDefect),
    })
    api.any('/logout', { auth: 'login', handler: () => logout })
    api.get('/get-user-auth-info', { auth: 'login', handler: () => userAuthInfo })
  },
})
