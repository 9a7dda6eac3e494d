import { Effect } from 'effect'

import { ApiError, Errors } from './errors.ts'
import { Db, type DbClient, type DbError } from './services.ts'

// The one way server modules reach the database. Inside `f`, throwing an ApiError (or calling
// `refuse`) answers the caller that error and, in a transaction, rolls everything back; anything
// else that fails (the driver, a bug) is logged and answered as the generic 500, never leaked.

const isApiError = (u: unknown): u is ApiError =>
  u instanceof ApiError ||
  (typeof u === 'object' && u !== null && (u as { _tag?: unknown })._tag === 'ApiError')

/** Stops a query or a transaction with this answer to the caller (rolling the transaction back). */
export const refuse = (error: ApiError): never => {
  throw error
}

const settle = (what: string) => (error: DbError) =>
  isApiError(error.cause)
    ? Effect.fail(error.cause)
    : Effect.logError(`database ${what} failed`, error.cause).pipe(
        Effect.andThen(Effect.fail(Errors.server())),
      )

/** Runs queries outside a transaction. */
export const dbQuery = <A>(f: (db: DbClient) => Promise<A>): Effect.Effect<A, ApiError, Db> =>
  Effect.gen(function* () {
    const db = yield* Db
    return yield* db.use(f)
  }).pipe(Effect.catch(settle('query')))

/** Runs `f` in one transaction: all of it is written, or none. */
export const dbTransaction = <A>(f: (tx: DbClient) => Promise<A>): Effect.Effect<A, ApiError, Db> =>
  Effect.gen(function* () {
    const db = yield* Db
    return yield* db.transaction(f)
  }).pipe(Effect.catch(settle('transaction')))

/** Whether a driver error (possibly wrapped by drizzle or DbError) is a unique violation of the named constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string }
    if (code === '23505') return name === constraint || (message ?? '').includes(constraint)
    if (e === (e as { cause?: unknown }).cause) break
  }
  return false
}

/** Whether a driver error is Postgres' "value out of range" or "invalid text" for a column (a 400, not a 500). */
export function isBadValue(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: string }).code
    if (code === '22003' || code === '22P02' || code === '22021' || code === '22001') return true
    if (e === (e as { cause?: unknown }).cause) break
  }
  return false
}
