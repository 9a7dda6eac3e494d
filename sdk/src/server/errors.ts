import { Data } from 'effect'

/**
 * The one error type a route may fail with. It carries its HTTP status (also the envelope's
 * `status`), a message id looked up in the server's message catalogue for the caller's locale, and
 * an English fallback. `values` fill ICU placeholders in the message. `data`, when given, is a
 * machine-readable detail the envelope carries as its `data` (null otherwise), e.g.
 * `{ needVerify: true }` when a login needs a solved slide puzzle.
 */
export class ApiError extends Data.TaggedError('ApiError')<{
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503
  readonly msgId: string
  readonly message: string
  readonly values?: Readonly<Record<string, string | number>>
  readonly data?: unknown
}> {}

const make =
  (status: ApiError['status']) =>
  (msgId: string, message: string, values?: Readonly<Record<string, string | number>>) =>
    new ApiError({ status, msgId, message, ...(values ? { values } : {}) })

export const badRequest = make(400)
export const unauthorized = make(401)
export const forbidden = make(403)
export const notFound = make(404)
export const conflict = make(409)
export const tooMany = make(429)
export const serverError = make(500)

/** The common ones, with the wording of spec 1 §8. */
export const Errors = {
  loginFirst: () => unauthorized('common.error.loginFirst', 'Please login first'),
  noPermission: () =>
    forbidden('common.error.noPermission', 'Sorry, you do not have permission for this operation'),
  notFound: () => notFound('common.error.notFound', 'Query error! Unable to find the resource to request!'),
  /** A value the database refused (out of its column's range, not valid text): the caller's error. */
  badValue: () =>
    badRequest('common.error.badValue', 'A value of the request is out of range or not valid text'),
  server: () => serverError('common.error.server', 'Server error! Please refresh again!'),
} as const
