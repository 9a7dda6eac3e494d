import { css } from '@oj/sdk/css'
import { Button, Input, Tag } from '@oj/sdk/ui'
import { type KeyboardEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

// Star users (spec 3 §3, §5): usernames shown with a star and left out of ranks and awards. Added
// one at a time: trimmed, an empty one ignored, a duplicate refused with a warning.

const list = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })
const warn = css({ textStyle: 'caption', color: 'danger.default' })

export interface StarUsersProps {
  readonly value: ReadonlyArray<string>
  readonly onChange: (value: ReadonlyArray<string>) => void
}

export function StarUsers({ value, onChange }: StarUsersProps): ReactNode {
  const intl = useIntl()
  const [draft, setDraft] = useState('')
  const [duplicate, setDuplicate] = useState<string>()
  const add = () => {
    const name = draft.trim()
    if (name === '') return setDraft('')
    if (value.includes(name)) return setDuplicate(name)
    setDuplicate(undefined)
    onChange([...value, name])
    setDraft('')
  }
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      add()
    }
  }
  return (
    <div className={css({ display: 'grid', gap: '2' })} data-testid="star-users">
      <div className={list}>
        <Input
          value={draft}
          maxLength={64}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKey}
          aria-label={intl.formatMessage({ id: 'contests.admin.star.placeholder' })}
          placeholder={intl.formatMessage({ id: 'contests.admin.star.placeholder' })}
          className={css({ maxW: '60' })}
        />
        <Button type="button" size="sm" variant="outline" onClick={add}>
          <FormattedMessage id="contests.admin.star.add" />
        </Button>
      </div>
      {duplicate ? (
        <span className={warn} role="alert">
          <FormattedMessage id="contests.admin.star.duplicate" values={{ name: duplicate }} />
        </span>
      ) : null}
      <div className={list}>
        {value.length === 0 ? (
          <span className={css({ color: 'fg.muted', textStyle: 'caption' })}>
            <FormattedMessage id="contests.admin.star.none" />
          </span>
        ) : (
          value.map((name) => (
            <Tag key={name} closable onClose={() => onChange(value.filter((n) => n !== name))}>
              ★ {name}
            </Tag>
          ))
        )}
      </div>
    </div>
  )
}
