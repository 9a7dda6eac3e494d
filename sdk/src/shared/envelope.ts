/** The reply envelope of every /ojapi call (HOJ-compatible). */
export interface Envelope<T = unknown> {
  readonly status: number
  readonly msg: string
  readonly data: T | null
}

/** A page of rows, as list calls answer in `data` (HOJ's MyBatis-Plus `Page`). */
export interface Page<T> {
  readonly records: ReadonlyArray<T>
  readonly total: number
  readonly current: number
  readonly size: number
  readonly pages: number
}

/** Request and reply headers of the session protocol (spec 1 §4, api-surface header). */
export const AUTH_HEADER = 'Authorization'
export const REFRESH_TOKEN_HEADER = 'Refresh-Token'
export const URL_TYPE_HEADER = 'Url-Type'
