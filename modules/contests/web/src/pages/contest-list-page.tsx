import { CONTEST_LIST_PAGE_SIZE, ContestsApi } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Card, Input, LoadError, Pagination, Select } from '@oj/sdk/ui'
import { useApiQuery } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'

import { ContestTable } from './contest-table.tsx'

const pageStyle = css({ maxW: '1200px', mx: 'auto', p: { base: '3', md: '6' } })
const filterStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '4', alignItems: 'end' })

const numberOr = (value: string | null) => (value === null || value === '' ? undefined : Number(value))

/** /contest: the list with its rule, status and keyword filters (spec 2 §2), 10 a page. */
export default function ContestListPage(): ReactNode {
  const intl = useIntl()
  const [search, setSearch] = useSearchParams()
  const [keyword, setKeyword] = useState(search.get('keyword') ?? '')
  const currentPage = Math.max(1, numberOr(search.get('currentPage')) ?? 1)
  const status = numberOr(search.get('status'))
  const type = numberOr(search.get('type'))
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search)
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k)
      else next.set(k, v)
    }
    setSearch(next)
  }
  const list = useApiQuery(
    ContestsApi.list,
    {
      currentPage,
      limit: CONTEST_LIST_PAGE_SIZE,
      ...(status === undefined ? {} : { status }),
      ...(type === undefined ? {} : { type }),
      ...(search.get('keyword') ? { keyword: search.get('keyword') as string } : {}),
    },
    { keepPrevious: true, quiet: true },
  )
  const all = intl.formatMessage({ id: 'contests.filter.all' })
  return (
    <div className={pageStyle}>
      <Card title={<FormattedMessage id="contests.list.heading" />} as="h2">
        <div className={filterStyle}>
          <Select
            label={<FormattedMessage id="contests.list.rule" />}
            value={type === undefined ? 'all' : String(type)}
            onValueChange={(v) => set({ type: v === 'all' ? undefined : v, currentPage: undefined })}
            options={[
              { value: 'all', label: all },
              { value: '0', label: intl.formatMessage({ id: 'contests.rule.acm' }) },
              { value: '1', label: intl.formatMessage({ id: 'contests.rule.oi' }) },
            ]}
          />
          <Select
            label={<FormattedMessage id="contests.list.status" />}
            value={status === undefined ? 'all' : String(status)}
            onValueChange={(v) => set({ status: v === 'all' ? undefined : v, currentPage: undefined })}
            options={[
              { value: 'all', label: all },
              { value: '-1', label: intl.formatMessage({ id: 'contests.status.scheduled' }) },
              { value: '0', label: intl.formatMessage({ id: 'contests.status.running' }) },
              { value: '1', label: intl.formatMessage({ id: 'contests.status.ended' }) },
            ]}
          />
          <form
            onSubmit={(event) => {
              event.preventDefault()
              set({ keyword: keyword.trim(), currentPage: undefined })
            }}
          >
            <Input
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              aria-label={intl.formatMessage({ id: 'contests.list.keyword' })}
              placeholder={intl.formatMessage({ id: 'contests.list.keyword' })}
            />
          </form>
        </div>
        {list.isError ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : (
          <ContestTable contests={list.data?.records ?? []} loading={list.isFetching} />
        )}
        <Pagination
          total={list.data?.total ?? 0}
          page={currentPage}
          pageSize={CONTEST_LIST_PAGE_SIZE}
          onPageChange={(page) => set({ currentPage: String(page) })}
        />
      </Card>
    </div>
  )
}
