import { Button, ChevronDownIcon, onDemand } from '@oj/sdk/ui'
import { useId, useState } from 'react'
import { useIntl } from 'react-intl'

import { chosenIn, type TagGroup } from './tag-groups.ts'

export interface TagClassificationPopoverProps {
  readonly group: TagGroup
  readonly chosen: ReadonlyArray<number>
  readonly onToggle: (id: number) => void
  /** Opens it at first (stories, the browser test). */
  readonly defaultOpen?: boolean
}

// Ark's popover (its machine, the popper, dismissal) is fetched when a classification's button is first
// pointed at or focused, and mounted when it first opens: the list shows a button per classification
// and most visits open none (issue 38). The button is rendered here and never replaced; ark finds it
// by its id to place the panel, to leave clicks on it to it and to give the focus back to it.
const TagClassificationPanel = onDemand(() => import('./tag-classification-panel.tsx').then((m) => m.default))

/**
 * One classification as a button; its popover lists the tags six to a row, each a toggle button
 * (aria-pressed) that adds or removes the tag filter. Escape or the close button returns to the trigger.
 */
export function TagClassificationPopover(props: TagClassificationPopoverProps) {
  const { group, chosen, onToggle } = props
  const intl = useIntl()
  const id = useId()
  const triggerId = `tag-class-trigger-${id}`
  const contentId = `tag-class-content-${id}`
  const titleId = `tag-class-title-${id}`
  const [open, setOpen] = useState(props.defaultOpen === true)
  // Mounted from its first opening on, so that it closes as ark closes it.
  const [mounted, setMounted] = useState(open)
  const name = group.name ?? intl.formatMessage({ id: 'problems.list.tags.unclassified' })
  const count = chosenIn(group, chosen)
  return (
    <>
      <Button
        id={triggerId}
        size="sm"
        variant={count > 0 ? 'solid' : 'outline'}
        tone={count > 0 ? 'accent' : 'neutral'}
        className="oj-problems-class-trigger"
        data-testid="problem-tag-classification"
        aria-label={intl.formatMessage(
          { id: 'problems.list.tags.classification' },
          { name, count, total: group.tags.length },
        )}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={TagClassificationPanel.preload}
        onFocus={TagClassificationPanel.preload}
        onClick={() => {
          setMounted(true)
          setOpen(!open)
        }}
      >
        <span>{name}</span>
        {count > 0 ? (
          <span className="oj-problems-class-count" aria-hidden="true">
            {count}
          </span>
        ) : null}
        <ChevronDownIcon />
      </Button>
      {mounted ? (
        <TagClassificationPanel
          group={group}
          chosen={chosen}
          onToggle={onToggle}
          name={name}
          open={open}
          onOpenChange={setOpen}
          triggerId={triggerId}
          contentId={contentId}
          titleId={titleId}
        />
      ) : null}
    </>
  )
}
