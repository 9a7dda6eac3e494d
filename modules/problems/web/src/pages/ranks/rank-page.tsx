import '../problem-list/problem-list.css'
import './ranks.css'

import {
  ACM_RANK_DEFAULT_LIMIT,
  OI_RANK_DEFAULT_LIMIT,
  RANK_PAGE_SIZES,
  RanksApi,
  RankType,
  SEARCH_USER_MAX_LENGTH,
} from '@oj/problems-contract'
import { Button, Input, Pagination } from '@oj/sdk/ui'
import { useApiQuery } from '@oj/sdk/web'
import { type FormEvent, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { NavLink, useLocation, useSearchParams } from 'react-router'

import { RankTable } from './rank-table.tsx'

const positive = (text: string | null, fallback: number, max = 1_000_000): number => {
  const n = Number(text)
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback
}

function SearchBox(props: { readonly initial: string; readonly onSearch: (text: string) => void }) {
  const intl = useIntl()
  const [text, setText] = useState(props.initial)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSearch(text.trim())
  }
  return (
    <form className="oj-problems-search" role="search" onSubmit={submit}>
      <Input
        type="search"
        value={text}
        maxLength={SEARCH_USER_MAX_LENGTH}
        aria-label={intl.formatMessage({ id: 'problems.rank.search.label' })}
        placeholder={intl.formatMessage({ id: 'problems.rank.search.placeholder' })}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit">
        <FormattedMessage id="problems.rank.search.button" />
      </Button>
    </form>
  )
}

/** /acm-rank and /oi-rank: the general ranks; search, page and size are kept in the URL. */
export default function RankPage() {
  const intl = useIntl()
  const { pathname } = useLocation()
  const type = pathname.startsWith('/oi-rank') ? RankType.oi : RankType.acm
  const isOi = type === RankType.oi
  const [search, setSearch] = useSearchParams()
  const defaultLimit = isOi ? OI_RANK_DEFAULT_LIMIT : ACM_RANK_DEFAULT_LIMIT
  const query = {
    type,
    searchUser: search.get('searchUser') ?? '',
    currentPage: positive(search.get('currentPage'), 1),
    limit: positive(search.get('limit'), defaultLimit, 100),
  }
  // Quiet: the table says it failed, with Retry.
  const page = useApiQuery(
    RanksApi.rankList,
    {
      type: query.type,
      currentPage: query.currentPage,
      limit: query.limit,
      ...(query.searchUser ? { searchUser: query.searchUser } : {}),
    },
    { keepPrevious: true, quiet: true },
  )
  const go = (next: { searchUser?: string; currentPage?: number; limit?: number }) =>
    setSearch(() => {
      const merged = { ...query, ...next }
      const params = new URLSearchParams()
      if (merged.searchUser) params.set('searchUser', merged.searchUser)
      if (merged.currentPage !== 1) params.set('currentPage', String(merged.currentPage))
      if (merged.limit !== defaultLimit) params.set('limit', String(merged.limit))
      return params
    })
  const data = page.data
  return (
    <section className="oj-problems-page">
      <h1 className="oj-problems-heading">
        <FormattedMessage id={isOi ? 'problems.rank.title.oi' : 'problems.rank.title.acm'} />
      </h1>
      <nav className="oj-rank-tabs" aria-label={intl.formatMessage({ id: 'problems.rank.tabs' })}>
        <NavLink className="oj-rank-tab" to="/acm-rank">
          <FormattedMessage id="problems.rank.tab.acm" />
        </NavLink>
        <NavLink className="oj-rank-tab" to="/oi-rank">
          <FormattedMessage id="problems.rank.tab.oi" />
        </NavLink>
      </nav>
      <SearchBox
        key={`${type}:${query.searchUser}`}
        initial={query.searchUser}
        onSearch={(searchUser) => go({ searchUser, currentPage: 1 })}
      />
      <RankTable
        type={type}
        rows={data?.records ?? []}
        firstRank={(query.currentPage - 1) * query.limit + 1}
        loading={page.isPending || page.isPlaceholderData}
        failed={page.isError}
        onRetry={() => void page.refetch()}
      />
      <div className="oj-problems-pager">
        <Pagination
          total={data?.total ?? 0}
          page={query.currentPage}
          pageSize={query.limit}
          pageSizes={RANK_PAGE_SIZES}
          onPageChange={(currentPage) => go({ currentPage })}
          onPageSizeChange={(limit) => go({ limit, currentPage: 1 })}
        />
      </div>
    </section>
  )
}
