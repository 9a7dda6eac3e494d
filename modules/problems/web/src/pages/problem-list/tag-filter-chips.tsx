import { Button, CloseIcon } from '@oj/sdk/ui'
import type { CSSProperties } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import type { ChosenTag } from './tag-groups.ts'

export interface TagFilterChipsProps {
  readonly tags: ReadonlyArray<ChosenTag>
  readonly onRemove: (id: number) => void
  readonly onClear: () => void
}

/**
 * The chosen tag filters as chips; a whole chip is its remove button, labelled with the tag's name
 * (the kit's closable tag says only "Remove", which a screen reader cannot tell apart).
 */
export function TagFilterChips({ tags, onRemove, onClear }: TagFilterChipsProps) {
  const intl = useIntl()
  if (tags.length === 0) return null
  return (
    <div
      className="oj-problems-filter-row"
      role="group"
      aria-labelledby="oj-problems-chosen-label"
      data-testid="problem-tag-chips"
    >
      <span id="oj-problems-chosen-label" className="oj-problems-filter-label">
        <FormattedMessage id="problems.list.tags.chosen" />
      </span>
      <ul className="oj-problems-chip-list">
        {tags.map((t) => {
          const name = t.name ?? intl.formatMessage({ id: 'problems.list.tags.unknown' }, { id: t.id })
          return (
            <li key={t.id}>
              <button
                type="button"
                className="oj-problems-chip"
                style={t.color ? ({ '--oj-chip-color': t.color } as CSSProperties) : undefined}
                aria-label={intl.formatMessage({ id: 'problems.list.tags.remove' }, { name })}
                onClick={() => onRemove(t.id)}
              >
                <span>{name}</span>
                <CloseIcon />
              </button>
            </li>
          )
        })}
      </ul>
      {tags.length > 1 ? (
        <Button size="sm" variant="ghost" tone="neutral" onClick={onClear}>
          <FormattedMessage id="problems.list.tags.clear" />
        </Button>
      ) : null}
    </div>
  )
}
