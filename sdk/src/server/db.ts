import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { Effect } from 'effect'

import { ApiError, Errors } from './errors.ts'
import { Db, type DbClient, type DbError } from './services.ts'

// The one way server modules reach the database. Inside `f`, throwing an ApiError (or calling
// `refuse`) answers the caller that error and, in a transaction, rolls everything back; a value the
// database refuses (out of its column's range, not valid text: `isBadValue`) is the caller's 400,
// the transaction rolled back likewise; anything else that fails (the driver, a bug) is logged and
// answered as the generic 500, never leaked.

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
    : isBadValue(error.cause)
      ? Effect.fail(Errors.badValue())
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

// The servers' tables name their columns themselves (no casing option): a plain dialect renders
// their SQL as the databases' own do.
const dialect = new PgDialect()

/**
 * Runs `query` as the named prepared statement `name`: each connection parses and plans it once, then
 * only binds and runs it (a hot statement's parse and plan can cost more than its execution). For
 * statements whose text never changes, their values all parameters: the same name with another text
 * is the driver's error. Names are the caller's, prefixed with its module (`contests.board.touch`).
 * On PGlite it runs as any statement. Answers what `db.execute` would.
 */
export const executePrepared = <Row = Record<string, unknown>>(
  db: DbClient,
  name: string,
  query: SQL,
): Promise<{ rows: Row[] }> =>
  db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute() as Promise<{
    rows: Row[]
  }>

/**
 * An error and its causes, outermost first: a driver's error under drizzle's and DbError's wrappings
 * (at most 8, and never round a cycle).
 */
export function errorCauses(error: unknown): unknown[] {
  const chain: unknown[] = []
  for (
    let e: unknown = error;
    e && chain.length < 8 && !chain.includes(e);
    e = (e as { cause?: unknown }).cause
  )
    chain.push(e)
  return chain
}

/** Whether a driver error (possibly wrapped by drizzle or DbError) is a unique violation of the named constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const violation = errorCauses(error).find((e) => (e as { code?: unknown }).code === '23505') as
    { constraint?: string; message?: string } | undefined
  return (
    violation !== undefined &&
    (violation.constraint === constraint || (violation.message ?? '').includes(constraint))
  )
}

/**
 * Postgres' errors about a value the request carried, not about the server: numeric value out of
 * range (22003), invalid text for the type (22P02), invalid byte sequence, NUL included (22021), text
 * too long for the column (22001), an untranslatable character (22P05), a date-time out of range or
 * malformed (22008, 22007), a time zone displacement out of range (22009: a JavaScript date past year
 * 9999 or before year 0 is written as `+010000-…`, which Postgres reads as a zone), and a value too
 * large for an index (54000).
 */
const BAD_VALUE_CODES: ReadonlySet<string> = new Set([
  '22003',
  '22P02',
  '22021',
  '22001',
  '22P05',
  '22008',
  '22007',
  '22009',
  '54000',
])

/** Whether a driver error (possibly wrapped by drizzle or DbError) is a value Postgres refused (a 400, not a 500). */
export function isBadValue(error: unknown): boolean {
  return errorCauses(error).some((e) => {
    const code = (e as { code?: unknown }).code
    return typeof code === 'string' && BAD_VALUE_CODES.has(code)
  })
}
