import { type ApiError, Db, type DbClient, DbError } from '@oj/sdk/server'
import { Effect } from 'effect'

/** Thrown inside a transaction to roll it back and answer the caller this error. */
class Refused extends Error {
  readonly error: ApiError
  constructor(error: ApiError) {
    super(error.message)
    this.error = error
  }
}

export const refuse = (error: ApiError): never => {
  throw new Refused(error)
}

/** A database failure is not the caller's fault: it becomes a logged 500. */
export const query = <A>(f: (db: DbClient) => Promise<A>) =>
  Effect.gen(function* () {
    const db = yield* Db
    return yield* db.use(f).pipe(Effect.orDie)
  })

/** One transaction: all of it or nothing. A Refused inside becomes its ApiError; anything else is a defect. */
export const transact = <A>(f: (tx: DbClient) => Promise<A>): Effect.Effect<A, ApiError, Db> =>
  Effect.gen(function* () {
    const db = yield* Db
    return yield* db
      .transaction(f)
      .pipe(
        Effect.catch((failure) =>
          failure.cause instanceof Refused ? Effect.fail(failure.cause.error) : Effect.die(failure),
        ),
      )
  })

/** Whether a driver error (possibly wrapped by drizzle) is a unique violation of the named index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string }
    if (code === '23505') return name === constraint || (message ?? '').includes(constraint)
    if (e === (e as { cause?: unknown }).cause) break
  }
  return false
}

/** For effects that use Db directly: a driver failure becomes a defect, other errors stay. */
export const dbFailureIsDefect = <A, E, R>(
  self: Effect.Effect<A, E, R>,
): Effect.Effect<A, Exclude<E, DbError>, R> =>
  Effect.catch(self, (error) =>
    error instanceof DbError ? Effect.die(error) : Effect.fail(error as Exclude<E, DbError>),
  )
