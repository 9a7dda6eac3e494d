import { DIFFICULTIES, type DifficultyId, type Tag as ProblemTag } from '@oj/problems-contract'
import { Button, Input, Tag } from '@oj/sdk/ui'
import { type FormEvent, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import type { ListFilters } from './filters.ts'
import { difficultyColor } from './format.ts'
import type { Loaded } from './use-problem-data.ts'

export interface FilterBarProps {
  readonly filters: ListFilters
  readonly tags: Loaded<ReadonlyArray<ProblemTag>>
  readonly onKeyword: (keyword: string) => void
  readonly onDifficulty: (difficulty: DifficultyId | null) => void
  readonly onToggleTag: (id: number) => void
  readonly onReset: () => void
}

/** Keyword search with reset, difficulty chips and tag chips. */
export function FilterBar(props: FilterBarProps) {
  const { filters, tags } = props
  return (
    <div className="oj-problems-filters">
      {/* Keyed by the URL's keyword: back/forward and reset refill the box, typing does not. */}
      <SearchForm
        key={filters.keyword}
        initial={filters.keyword}
        onSearch={props.onKeyword}
        onReset={props.onReset}
      />

      <div className="oj-problems-filter-row" role="group" aria-labelledby="oj-problems-difficulty-label">
        <span id="oj-problems-difficulty-label" className="oj-problems-filter-label">
          <FormattedMessage id="problems.list.difficulty.label" />
        </span>
        <Tag onClick={() => props.onDifficulty(null)} selected={filters.difficulty === null} color="brand">
          <FormattedMessage id="problems.list.difficulty.all" />
        </Tag>
        {DIFFICULTIES.map((d) => (
          <Tag
            key={d}
            color={difficultyColor(d)}
            selected={filters.difficulty === d}
            onClick={() => props.onDifficulty(filters.difficulty === d ? null : d)}
          >
            <FormattedMessage id={`problems.list.difficulty.${d}`} />
          </Tag>
        ))}
      </div>

      <div className="oj-problems-filter-row" role="group" aria-labelledby="oj-problems-tags-label">
        <span id="oj-problems-tags-label" className="oj-problems-filter-label">
          <FormattedMessage id="problems.list.tags.label" />
        </span>
        {tags.state === 'failed' ? (
          <span className="oj-problems-muted">
            <FormattedMessage id="problems.list.tags.loadFailed" />
          </span>
        ) : (
          (tags.data ?? []).map((t) => (
            <Tag
              key={t.id}
              {...(t.color ? { customColor: t.color } : {})}
              selected={filters.tagIds.includes(t.id)}
              onClick={() => props.onToggleTag(t.id)}
            >
              {t.name}
            </Tag>
          ))
        )}
      </div>
    </div>
  )
}

function SearchForm(props: {
  readonly initial: string
  readonly onSearch: (keyword: string) => void
  readonly onReset: () => void
}) {
  const intl = useIntl()
  const [keyword, setKeyword] = useState(props.initial)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSearch(keyword)
  }
  return (
    <form className="oj-problems-search" role="search" onSubmit={submit}>
      <Input
        type="search"
        value={keyword}
        maxLength={100}
        aria-label={intl.formatMessage({ id: 'problems.list.keyword.label' })}
        placeholder={intl.formatMessage({ id: 'problems.list.keyword.placeholder' })}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <Button type="submit">
        <FormattedMessage id="problems.list.search" />
      </Button>
      <Button
        variant="outline"
        tone="neutral"
        onClick={() => {
          setKeyword('')
          props.onReset()
        }}
      >
        <FormattedMessage id="problems.list.reset" />
      </Button>
    </form>
  )
}
