import {
  DIFFICULTIES,
  type DifficultyId,
  KEYWORD_MAX_LENGTH,
  PAGE_SIZES,
  parseTagIds,
  PROBLEM_LIST_DEFAULT_LIMIT,
  type ProblemsApi,
} from '@oj/problems-contract'
import type { EndpointInput } from '@oj/sdk/web'

/** What the problem list shows, as kept in the page URL (spec 1 §2: /problem?keyword&difficulty&tagId&currentPage&limit). */
export interface ListFilters {
  readonly keyword: string
  readonly difficulty: DifficultyId | null
  readonly tagIds: ReadonlyArray<number>
  readonly currentPage: number
  readonly limit: number
}

export const DEFAULT_FILTERS: ListFilters = {
  keyword: '',
  difficulty: null,
  tagIds: [],
  currentPage: 1,
  limit: PROBLEM_LIST_DEFAULT_LIMIT,
}

const positiveInt = (text: string | null): number | undefined => {
  if (text === null || !/^\d+$/.test(text.trim())) return undefined
  const n = Number(text)
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined
}

/** Reads the filters from a URL query; anything malformed (a hand-edited URL) falls back to the default. */
export function filtersFromSearch(search: URLSearchParams): ListFilters {
  const difficulty = Number((search.get('difficulty') ?? '').trim() || Number.NaN)
  const limit = positiveInt(search.get('limit'))
  return {
    keyword: (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH),
    difficulty: (DIFFICULTIES as ReadonlyArray<number>).includes(difficulty)
      ? (difficulty as DifficultyId)
      : null,
    tagIds: parseTagIds(search.get('tagId') ?? '') ?? [],
    currentPage: positiveInt(search.get('currentPage')) ?? 1,
    limit:
      limit !== undefined && (PAGE_SIZES as ReadonlyArray<number>).includes(limit)
        ? limit
        : PROBLEM_LIST_DEFAULT_LIMIT,
  }
}

const FILTER_KEYS = ['keyword', 'difficulty', 'tagId', 'currentPage', 'limit'] as const

/**
 * Writes the filters to a URL query, leaving defaults out; tag ids go as a JSON list. Parameters
 * that are not filters (the shell's `l`, say) are kept from `current`.
 */
export function searchFromFilters(filters: ListFilters, current?: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(current)
  for (const key of FILTER_KEYS) search.delete(key)
  if (filters.keyword) search.set('keyword', filters.keyword)
  if (filters.difficulty !== null) search.set('difficulty', String(filters.difficulty))
  if (filters.tagIds.length > 0) search.set('tagId', JSON.stringify(filters.tagIds))
  if (filters.currentPage !== 1) search.set('currentPage', String(filters.currentPage))
  if (filters.limit !== PROBLEM_LIST_DEFAULT_LIMIT) search.set('limit', String(filters.limit))
  return search
}

/** The GET /get-problem-list query for the filters (tag ids as a comma list, which HOJ servers read too). */
export function apiQuery(filters: ListFilters): EndpointInput<typeof ProblemsApi.problemList> {
  return {
    currentPage: filters.currentPage,
    limit: filters.limit,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.difficulty !== null ? { difficulty: filters.difficulty } : {}),
    ...(filters.tagIds.length > 0 ? { tagId: filters.tagIds.join(',') } : {}),
  }
}

// Every change of what is filtered goes back to the first page; only paging itself keeps the page.
export const withKeyword = (f: ListFilters, keyword: string): ListFilters => ({
  ...f,
  keyword: keyword.trim().slice(0, KEYWORD_MAX_LENGTH),
  currentPage: 1,
})
export const withDifficulty = (f: ListFilters, difficulty: DifficultyId | null): ListFilters => ({
  ...f,
  difficulty,
  currentPage: 1,
})
export const toggleTag = (f: ListFilters, id: number): ListFilters => ({
  ...f,
  tagIds: f.tagIds.includes(id) ? f.tagIds.filter((t) => t !== id) : [...f.tagIds, id],
  currentPage: 1,
})
export const withPage = (f: ListFilters, currentPage: number): ListFilters => ({ ...f, currentPage })
export const withLimit = (f: ListFilters, limit: number): ListFilters => ({ ...f, limit, currentPage: 1 })
export const withoutTags = (f: ListFilters): ListFilters => ({ ...f, tagIds: [], currentPage: 1 })
