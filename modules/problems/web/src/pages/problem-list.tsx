import './problem-list/problem-list.css'

import { PAGE_SIZES, ProblemsApi } from '@oj/problems-contract'
import { Pagination } from '@oj/sdk/ui'
import { useApiQuery, useAuth } from '@oj/sdk/web'
import { useMemo } from 'react'
import { FormattedMessage } from 'react-intl'
import { useSearchParams } from 'react-router'

import { FilterBar } from './problem-list/filter-bar.tsx'
import {
  apiQuery,
  DEFAULT_FILTERS,
  filtersFromSearch,
  type ListFilters,
  searchFromFilters,
  toggleTag,
  withDifficulty,
  withKeyword,
  withLimit,
  withoutTags,
  withPage,
} from './problem-list/filters.ts'
import { ProblemTable } from './problem-list/problem-table.tsx'
import { RandomProblemButton } from './problem-list/random-problem-button.tsx'
import { tagGroups } from './problem-list/tag-groups.ts'

/** The tags change rarely: asked again after this long at most. */
const TAGS_FRESH_MS = 5 * 60_000

/** /problem: the public problem bank, every filter kept in the URL so reload and back keep it. */
export default function ProblemListPage() {
  const [search, setSearch] = useSearchParams()
  const filters = useMemo(() => filtersFromSearch(search), [search])
  const go = (next: ListFilters) => setSearch((current) => searchFromFilters(next, current))
  // Quiet: the table and the filter bar say what failed, with Retry.
  const page = useApiQuery(ProblemsApi.problemList, apiQuery(filters), { keepPrevious: true, quiet: true })
  const classifications = useApiQuery(
    ProblemsApi.tagsAndClassification,
    {},
    { quiet: true, staleTime: TAGS_FRESH_MS },
  )
  const groups = useMemo(
    () => (classifications.data ? tagGroups(classifications.data) : undefined),
    [classifications.data],
  )
  const data = page.data
  const { loggedIn } = useAuth()

  return (
    <section className="oj-problems-page">
      <div className="oj-problems-page-head">
        <h1 className="oj-problems-heading">
          <FormattedMessage id="problems.list.title" />
          {data ? (
            <span className="oj-problems-muted oj-problems-count">
              <FormattedMessage id="problems.list.total" values={{ total: data.total }} />
            </span>
          ) : null}
        </h1>
        <RandomProblemButton />
      </div>
      <FilterBar
        filters={filters}
        groups={classifications.isError && !groups ? 'failed' : groups}
        onKeyword={(k) => go(withKeyword(filters, k))}
        onDifficulty={(d) => go(withDifficulty(filters, d))}
        onToggleTag={(id) => go(toggleTag(filters, id))}
        onClearTags={() => go(withoutTags(filters))}
        onReset={() => go({ ...DEFAULT_FILTERS, limit: filters.limit })}
      />
      <ProblemTable
        rows={data?.records ?? []}
        loading={page.isPending || page.isPlaceholderData}
        failed={page.isError}
        onRetry={() => void page.refetch()}
        {...(loggedIn ? { statusOf: (row) => row.myStatus } : {})}
      />
      <div className="oj-problems-pager">
        <Pagination
          total={data?.total ?? 0}
          page={filters.currentPage}
          pageSize={filters.limit}
          pageSizes={PAGE_SIZES}
          showTotal={false}
          onPageChange={(p) => go(withPage(filters, p))}
          onPageSizeChange={(size) => go(withLimit(filters, size))}
        />
      </div>
    </section>
  )
}
