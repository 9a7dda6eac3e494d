import { DIFFICULTIES, type DifficultyId } from '@oj/problems-contract'
import { Button, Input, Tag } from '@oj/sdk/ui'
import { type FormEvent, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import type { ListFilters } from './filters.ts'
import { difficultyColor } from './format.ts'
import { TagClassificationPopover } from './tag-classification-popover.tsx'
import { TagFilterChips } from './tag-filter-chips.tsx'
import { chosenTags, type TagGroup } from './tag-groups.ts'

export interface FilterBarProps {
  readonly filters: ListFilters
  /** The tag groups: undefined while they load, 'failed' when they could not. */
  readonly groups: ReadonlyArray<TagGroup> | 'failed' | undefined
  readonly onKeyword: (keyword: string) => void
  readonly onDifficulty: (difficulty: DifficultyId | null) => void
  readonly onToggleTag: (id: number) => void
  readonly onClearTags: () => void
  readonly onReset: () => void
}

/** Keyword search with reset, difficulty chips, tag classifications with popovers and the chosen tags. */
export function FilterBar(props: FilterBarProps) {
  const { filters, groups } = props
  const loadedGroups = Array.isArray(groups) ? groups : []
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
        {groups === 'failed' ? (
          <span className="oj-problems-muted">
            <FormattedMessage id="problems.list.tags.loadFailed" />
          </span>
        ) : groups !== undefined && loadedGroups.length === 0 ? (
          <span className="oj-problems-muted">
            <FormattedMessage id="problems.list.tags.none" />
          </span>
        ) : (
          loadedGroups.map((g) => (
            <TagClassificationPopover
              key={g.key}
              group={g}
              chosen={filters.tagIds}
              onToggle={props.onToggleTag}
            />
          ))
        )}
      </div>

      <TagFilterChips
        tags={chosenTags(loadedGroups, filters.tagIds)}
        onRemove={props.onToggleTag}
        onClear={props.onClearTags}
      />
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
