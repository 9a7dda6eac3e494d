import type { SubmissionQuery } from '@oj/problems-contract'
import { JUDGE_STATUSES } from '@oj/sdk/ui'

/** Rows per page of the submission list (spec 1 §9). */
export const SUBMISSION_PAGE_SIZE = 15
export const FILTER_TEXT_MAX = 100

/** What the submission list shows, as kept in its URL (spec 1 §2: /status?username&status&onlyMine&problemID&currentPage). */
export interface StatusFilters {
  readonly onlyMine: boolean
  /** A judge status code (0 = Accepted), or null for every status. */
  readonly status: number | null
  readonly problemID: string
  readonly username: string
  readonly currentPage: number
}

export const DEFAULT_STATUS_FILTERS: StatusFilters = {
  onlyMine: false,
  status: null,
  problemID: '',
  username: '',
  currentPage: 1,
}

const KNOWN_CODES: ReadonlyArray<number> = JUDGE_STATUSES.map((s) => s.code)

const text = (value: string | null): string => (value ?? '').trim().slice(0, FILTER_TEXT_MAX)

/** Reads the filters from a URL query; malformed values (a hand-edited URL) fall back to the default. */
export function statusFiltersFromSearch(search: URLSearchParams): StatusFilters {
  const statusText = (search.get('status') ?? '').trim()
  const status = /^-?\d+$/.test(statusText) ? Number(statusText) : Number.NaN
  const pageText = (search.get('currentPage') ?? '').trim()
  const page = /^\d+$/.test(pageText) ? Number(pageText) : 0
  const onlyMine = search.get('onlyMine') === 'true'
  return {
    onlyMine,
    status: KNOWN_CODES.includes(status) ? status : null,
    problemID: text(search.get('problemID')),
    // Only-mine clears the author filter (spec 1 §4), also in a hand-made URL.
    username: onlyMine ? '' : text(search.get('username')),
    currentPage: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  }
}

const FILTER_KEYS = ['onlyMine', 'status', 'problemID', 'username', 'currentPage'] as const

/** Writes the filters to a URL query, leaving defaults out and keeping other parameters of `current`. */
export function searchFromStatusFilters(filters: StatusFilters, current?: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(current)
  for (const key of FILTER_KEYS) search.delete(key)
  if (filters.onlyMine) search.set('onlyMine', 'true')
  if (filters.status !== null) search.set('status', String(filters.status))
  if (filters.problemID) search.set('problemID', filters.problemID)
  if (filters.username && !filters.onlyMine) search.set('username', filters.username)
  if (filters.currentPage !== 1) search.set('currentPage', String(filters.currentPage))
  return search
}

/** The submission list query for the filters (the context's source adds its scope). */
export function submissionListQuery(filters: StatusFilters, limit = SUBMISSION_PAGE_SIZE): SubmissionQuery {
  return {
    currentPage: filters.currentPage,
    limit,
    onlyMine: filters.onlyMine,
    ...(filters.status !== null ? { status: filters.status } : {}),
    ...(filters.problemID ? { problemID: filters.problemID } : {}),
    ...(filters.username && !filters.onlyMine ? { username: filters.username } : {}),
  }
}

// Every change of what is filtered goes back to the first page; only paging keeps the page.
/** Only-mine on clears the author filter (the field is disabled meanwhile). */
export const withOnlyMine = (f: StatusFilters, onlyMine: boolean): StatusFilters => ({
  ...f,
  onlyMine,
  username: onlyMine ? '' : f.username,
  currentPage: 1,
})
export const withStatus = (f: StatusFilters, status: number | null): StatusFilters => ({
  ...f,
  status,
  currentPage: 1,
})
export const withProblemID = (f: StatusFilters, problemID: string): StatusFilters => ({
  ...f,
  problemID: text(problemID),
  currentPage: 1,
})
export const withUsername = (f: StatusFilters, username: string): StatusFilters =>
  f.onlyMine ? f : { ...f, username: text(username), currentPage: 1 }
export const withStatusPage = (f: StatusFilters, currentPage: number): StatusFilters => ({
  ...f,
  currentPage,
})
