import './problem-list/problem-list.css'

import { PAGE_SIZES } from '@oj/problems-contract'
import { Pagination } from '@oj/sdk/ui'
import { useAuth } from '@oj/sdk/web'
import { useMemo } from 'react'
import { FormattedMessage } from 'react-intl'
import { useSearchParams } from 'react-router'

import { FilterBar } from './problem-list/filter-bar.tsx'
import {
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
import { type TagGroup, tagGroups } from './problem-list/tag-groups.ts'
import {
  type Loaded,
  useProblemPage,
  useProblemStatuses,
  useTagClassifications,
} from './problem-list/use-problem-data.ts'

/** /problem: the public problem bank, every filter kept in the URL so reload and back keep it. */
export default function ProblemListPage() {
  const [search, setSearch] = useSearchParams()
  const filters = useMemo(() => filtersFromSearch(search), [search])
  const go = (next: ListFilters) => setSearch((current) => searchFromFilters(next, current))
  const { page, reload } = useProblemPage(filters)
  const classifications = useTagClassifications()
  const groupData = useMemo(() => tagGroups(classifications.data ?? []), [classifications.data])
  const groups: Loaded<ReadonlyArray<TagGroup>> = { state: classifications.state, data: groupData }
  const data = page.data
  const { loggedIn } = useAuth()
  const statuses = useProblemStatuses(data?.records ?? [])

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
        groups={groups}
        onKeyword={(k) => go(withKeyword(filters, k))}
        onDifficulty={(d) => go(withDifficulty(filters, d))}
        onToggleTag={(id) => go(toggleTag(filters, id))}
        onClearTags={() => go(withoutTags(filters))}
        onReset={() => go({ ...DEFAULT_FILTERS, limit: filters.limit })}
      />
      <ProblemTable
        rows={data?.records ?? []}
        loading={page.state === 'loading'}
        failed={page.state === 'failed'}
        onRetry={reload}
        {...(loggedIn ? { statusOf: (row) => statuses?.get(row.pid) ?? row.myStatus } : {})}
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
