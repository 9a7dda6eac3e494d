import { ApiError, badRequest, Db, type DbClient, forbidden, notFound, serverError } from '@oj/sdk/server'
import { Effect } from 'effect'

// The module's error replies, each with its message id (messages.ts holds both languages).
export const JudgeErrors = {
  problemNotFound: () => notFound('problems.error.problemNotFound', 'The problem does not exist'),
  problemHidden: () => forbidden('problems.error.problemHidden', 'You have no access to this problem'),
  noTestData: () => badRequest('problems.error.noTestData', 'The problem has no test data yet'),
  languageUnavailable: (language: string) =>
    badRequest(
      'problems.error.languageUnavailable',
      `The language ${language} is not offered by any judge server now`,
      { language },
    ),
  languageNotAllowed: (language: string) =>
    badRequest('problems.error.languageNotAllowed', `The problem does not accept ${language}`, { language }),
  tooFast: (seconds: number) =>
    new ApiError({
      status: 429,
      msgId: 'problems.error.submitTooFast',
      message: `Sorry, you submit too frequently, please try again in ${seconds} seconds!`,
      values: { seconds },
    }),
  contestClosed: () =>
    forbidden('problems.error.contestNotOpen', 'Submissions to contests and groups are not open here yet'),
  submissionNotFound: () => notFound('problems.error.submissionNotFound', 'The submission does not exist'),
  notOwner: () => forbidden('problems.error.notOwner', 'Only the owner of the submission may do this'),
  testJudgeNotFound: () =>
    notFound('problems.error.testJudgeNotFound', 'The test run does not exist or has expired'),
  manualBusy: () =>
    badRequest(
      'problems.error.manualBusy',
      'A submission that is Judging, Compiling or a Compile Error cannot be judged manually',
    ),
  resubmitNotAllowed: () =>
    badRequest(
      'problems.error.resubmitNotAllowed',
      'Only a Submitted Failed submission or one of a remote problem can be resubmitted',
    ),
  rejudgeNeedsPermission: () =>
    forbidden('common.error.noPermission', 'Sorry, you do not have permission for this operation'),
  writeFailed: () => serverError('problems.error.writeFailed', 'Failed to save, please try again later!'),
  readFailed: () =>
    serverError('problems.error.queryFailed', 'Failed to query problems, please try again later!'),
} as const

const isApiError = (u: unknown): u is ApiError =>
  u instanceof ApiError ||
  (typeof u === 'object' && u !== null && (u as { _tag?: unknown })._tag === 'ApiError')

/**
 * Runs `f` in one transaction. Throwing an ApiError inside rolls everything back and answers that
 * error; any other failure is logged and answered as a 500, with nothing half-written.
 */
export const inTransaction = <A>(f: (tx: DbClient) => Promise<A>): Effect.Effect<A, ApiError, Db> =>
  Effect.gen(function* () {
    const db = yield* Db
    return yield* db.transaction(f)
  }).pipe(
    Effect.catchTag('DbError', (error) =>
      isApiError(error.cause)
        ? Effect.fail(error.cause)
        : Effect.logError('problems: write failed', error.cause).pipe(
            Effect.andThen(Effect.fail(JudgeErrors.writeFailed())),
          ),
    ),
  )

/** Runs a read; a driver failure is logged and answered as a 500. */
export const readDb = <A>(f: (db: DbClient) => Promise<A>): Effect.Effect<A, ApiError, Db> =>
  Effect.gen(function* () {
    const db = yield* Db
    return yield* db.use(f)
  }).pipe(
    Effect.catchTag('DbError', (error) =>
      isApiError(error.cause)
        ? Effect.fail(error.cause)
        : Effect.logError('problems: query failed', error.cause).pipe(
            Effect.andThen(Effect.fail(JudgeErrors.readFailed())),
          ),
    ),
  )

/** Runs a pure check that throws ApiErrors; anything else it throws is a defect. */
export const check = <A>(f: () => A): Effect.Effect<A, ApiError> =>
  Effect.try({
    try: f,
    catch: (error) => {
      if (isApiError(error)) return error
      throw error
    },
  })
