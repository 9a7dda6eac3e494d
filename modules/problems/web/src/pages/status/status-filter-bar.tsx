import { Button, Input, JUDGE_STATUSES, Select, statusMessageId, Tag } from '@oj/sdk/ui'
import { type FormEvent, useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { FILTER_TEXT_MAX, type StatusFilters } from './filters.ts'

export interface StatusFilterBarProps {
  readonly filters: StatusFilters
  /** Asked to switch only-mine on; the page refuses (and says so) when nobody is logged in. */
  readonly onOnlyMine: (onlyMine: boolean) => void
  readonly onStatus: (status: number | null) => void
  readonly onSearch: (problemID: string, username: string) => void
  readonly onRefresh: () => void
  readonly refreshing?: boolean
}

const ALL = 'all'

/** Mine/all, the status choice, problem id and author search, refresh. */
export function StatusFilterBar(props: StatusFilterBarProps) {
  const { filters } = props
  const intl = useIntl()
  const statusOptions = useMemo(
    () => [
      { value: ALL, label: intl.formatMessage({ id: 'problems.status.filter.allStatus' }) },
      ...JUDGE_STATUSES.map((s) => ({
        value: String(s.code),
        label: intl.formatMessage({ id: statusMessageId(s.code) }),
      })),
    ],
    [intl],
  )
  return (
    <div className="oj-status-filters" data-testid="status-filter-bar">
      <div
        className="oj-status-filter-row"
        role="group"
        aria-label={intl.formatMessage({ id: 'problems.status.filter.scope' })}
      >
        <Tag color="brand" selected={!filters.onlyMine} onClick={() => props.onOnlyMine(false)}>
          <FormattedMessage id="problems.status.filter.all" />
        </Tag>
        <Tag color="brand" selected={filters.onlyMine} onClick={() => props.onOnlyMine(!filters.onlyMine)}>
          <FormattedMessage id="problems.status.filter.mine" />
        </Tag>
        <Select
          size="sm"
          options={statusOptions}
          value={filters.status === null ? ALL : String(filters.status)}
          aria-label={intl.formatMessage({ id: 'problems.status.filter.status' })}
          onValueChange={(v) => props.onStatus(v === ALL || v === '' ? null : Number(v))}
        />
      </div>
      {/* Keyed by the URL's values: back/forward refill the boxes, typing does not. */}
      <SearchForm
        key={`${filters.problemID}\u0000${filters.username}\u0000${filters.onlyMine}`}
        filters={filters}
        onSearch={props.onSearch}
        onRefresh={props.onRefresh}
        refreshing={props.refreshing ?? false}
      />
    </div>
  )
}

function SearchForm(props: {
  readonly filters: StatusFilters
  readonly onSearch: (problemID: string, username: string) => void
  readonly onRefresh: () => void
  readonly refreshing: boolean
}) {
  const intl = useIntl()
  const [problemID, setProblemID] = useState(props.filters.problemID)
  const [username, setUsername] = useState(props.filters.username)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSearch(problemID, username)
  }
  return (
    <form className="oj-status-search" role="search" onSubmit={submit}>
      <Input
        size="sm"
        value={problemID}
        maxLength={FILTER_TEXT_MAX}
        aria-label={intl.formatMessage({ id: 'problems.status.filter.problemID' })}
        placeholder={intl.formatMessage({ id: 'problems.status.filter.problemID' })}
        onChange={(e) => setProblemID(e.target.value)}
      />
      <Input
        size="sm"
        value={props.filters.onlyMine ? '' : username}
        disabled={props.filters.onlyMine}
        maxLength={FILTER_TEXT_MAX}
        aria-label={intl.formatMessage({ id: 'problems.status.filter.author' })}
        placeholder={intl.formatMessage({ id: 'problems.status.filter.author' })}
        onChange={(e) => setUsername(e.target.value)}
      />
      <Button size="sm" type="submit">
        <FormattedMessage id="problems.status.filter.search" />
      </Button>
      <Button size="sm" variant="outline" tone="neutral" loading={props.refreshing} onClick={props.onRefresh}>
        <FormattedMessage id="problems.status.filter.refresh" />
      </Button>
    </form>
  )
}
