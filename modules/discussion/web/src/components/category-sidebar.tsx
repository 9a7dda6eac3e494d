import type { Category, CategoryInput } from '@oj/discussion-contract'
import { css, cx } from '@oj/sdk/css'
import { Button, Card, Input } from '@oj/sdk/ui'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

const listStyle = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '1' })
const itemStyle = css({
  w: '100%',
  textAlign: 'start',
  px: '3',
  py: '2',
  borderRadius: 'control',
  cursor: 'pointer',
  bg: 'transparent',
  color: 'fg.default',
  _hover: { bg: 'bg.muted' },
})
const selectedStyle = css({ bg: 'accent.subtle', color: 'accent.fg', fontWeight: '600' })
const rowStyle = css({ display: 'flex', gap: '2', alignItems: 'center' })
const editStyle = css({ display: 'grid', gap: '2' })

/**
 * The category sidebar: All and each category, the selected one marked. The super admin edits the
 * list here (spec 2 §5: a new category has a name only; only unsaved ones can be removed).
 */
export function CategorySidebar(props: {
  readonly categories: ReadonlyArray<Category>
  readonly selected: number | undefined
  readonly onSelect: (id: number | undefined) => void
  /** Given to the super admin: saves the edited list. */
  readonly onSave?: (list: ReadonlyArray<CategoryInput>) => Promise<unknown>
}): ReactNode {
  const intl = useIntl()
  const [editing, setEditing] = useState<Array<{ id?: number; name: string }> | undefined>()
  const [saving, setSaving] = useState(false)
  const entry = (id: number | undefined, label: ReactNode) => (
    <li key={id ?? 'all'}>
      <button
        type="button"
        className={cx(itemStyle, props.selected === id && selectedStyle)}
        aria-pressed={props.selected === id}
        onClick={() => props.onSelect(id)}
      >
        {label}
      </button>
    </li>
  )
  const save = async () => {
    if (!editing || !props.onSave) return
    setSaving(true)
    try {
      await props.onSave(
        editing.map((c) => (c.id === undefined ? { name: c.name } : { id: c.id, name: c.name })),
      )
      setEditing(undefined)
    } catch {
      // The call's own toast says why.
    } finally {
      setSaving(false)
    }
  }
  return (
    <Card
      title={<FormattedMessage id="discussion.categories.title" />}
      actions={
        props.onSave && !editing ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setEditing(props.categories.map((c) => ({ ...c })))}
          >
            <FormattedMessage id="discussion.categories.edit" />
          </Button>
        ) : undefined
      }
    >
      {editing ? (
        <div className={editStyle}>
          {editing.map((c, i) => (
            <div key={c.id ?? `new-${i}`} className={rowStyle}>
              <Input
                size="sm"
                value={c.name}
                maxLength={50}
                aria-label={intl.formatMessage({ id: 'discussion.categories.name' })}
                onChange={(e) =>
                  setEditing(editing.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))
                }
              />
              {c.id === undefined ? (
                <Button
                  size="sm"
                  variant="ghost"
                  tone="danger"
                  onClick={() => setEditing(editing.filter((_, j) => j !== i))}
                >
                  <FormattedMessage id="discussion.categories.remove" />
                </Button>
              ) : null}
            </div>
          ))}
          <div className={rowStyle}>
            <Button size="sm" variant="outline" onClick={() => setEditing([...editing, { name: '' }])}>
              <FormattedMessage id="discussion.categories.add" />
            </Button>
            <Button size="sm" loading={saving} onClick={() => void save()}>
              <FormattedMessage id="discussion.categories.save" />
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(undefined)}>
              <FormattedMessage id="discussion.post.cancel" />
            </Button>
          </div>
        </div>
      ) : (
        <ul className={listStyle}>
          {entry(undefined, <FormattedMessage id="discussion.categories.all" />)}
          {props.categories.map((c) => entry(c.id, c.name))}
        </ul>
      )}
    </Card>
  )
}
