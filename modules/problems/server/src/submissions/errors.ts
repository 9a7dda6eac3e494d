import { ApiError, badRequest, forbidden, notFound, serverError } from '@oj/sdk/server'

// The module's error replies, each with its message id (messages.ts holds both languages).
export const JudgeErrors = {
  problemNotFound: () => notFound('problems.error.problemNotFound', 'The problem does not exist'),
  /** A problem the caller may not see answers exactly as a missing one: its existence is not told. */
  problemHidden: () => notFound('problems.error.problemNotFound', 'The problem does not exist'),
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
  /** A scope's problem asked to join the public bank already (or was answered), or is not asking. */
  applyPublicAnswered: () =>
    badRequest(
      'problems.error.applyPublicAnswered',
      'The problem has asked to join the public bank already, or is not asking',
    ),
  /** A call names a scope (cid, tid, gid) that no enabled module serves. */
  scopeUnavailable: (param: string) =>
    badRequest(
      'problems.error.scopeUnavailable',
      `No module enabled on this site serves the parameter ${param}`,
      { param },
    ),
  /** A submission of a scope whose module lets the caller list only their own. */
  submissionHidden: () =>
    forbidden('problems.error.submissionHidden', 'You may not view this submission now'),
  submissionNotFound: () => notFound('problems.error.submissionNotFound', 'The submission does not exist'),
  tooManyStreams: (limit: number) =>
    new ApiError({
      status: 429,
      msgId: 'problems.error.tooManyStreams',
      message: `You may follow at most ${limit} submissions at once; close another status stream first`,
      values: { limit },
    }),
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
} as const
