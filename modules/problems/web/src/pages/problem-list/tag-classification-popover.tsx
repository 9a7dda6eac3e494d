import { Popover } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import { Button, ChevronDownIcon, CloseIcon, Tag } from '@oj/sdk/ui'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { chosenIn, rowsOf, type TagGroup } from './tag-groups.ts'

export interface TagClassificationPopoverProps {
  readonly group: TagGroup
  readonly chosen: ReadonlyArray<number>
  readonly onToggle: (id: number) => void
  /** Opens it at first (stories, the browser test). */
  readonly defaultOpen?: boolean
}

/**
 * One classification as a button; its popover lists the tags six to a row, each a toggle button
 * (aria-pressed) that adds or removes the tag filter. Escape or the close button returns to the trigger.
 */
export function TagClassificationPopover(props: TagClassificationPopoverProps) {
  const { group, chosen, onToggle } = props
  const intl = useIntl()
  const titleId = useId()
  const name = group.name ?? intl.formatMessage({ id: 'problems.list.tags.unclassified' })
  const count = chosenIn(group, chosen)
  return (
    <Popover.Root
      {...(props.defaultOpen ? { defaultOpen: true } : {})}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-start', gutter: 6, flip: true, fitViewport: true }}
    >
      <Popover.Trigger asChild>
        <Button
          size="sm"
          variant={count > 0 ? 'solid' : 'outline'}
          tone={count > 0 ? 'accent' : 'neutral'}
          className="oj-problems-class-trigger"
          data-testid="problem-tag-classification"
          aria-label={intl.formatMessage(
            { id: 'problems.list.tags.classification' },
            { name, count, total: group.tags.length },
          )}
        >
          <span>{name}</span>
          {count > 0 ? (
            <span className="oj-problems-class-count" aria-hidden="true">
              {count}
            </span>
          ) : null}
          <ChevronDownIcon />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content className="oj-problems-class-popover" aria-labelledby={titleId}>
            <div className="oj-problems-class-head">
              <Popover.Title id={titleId} className="oj-problems-class-title">
                {name}
              </Popover.Title>
              <Popover.CloseTrigger
                className="oj-problems-class-close"
                aria-label={intl.formatMessage({ id: 'problems.list.tags.close' })}
              >
                <CloseIcon />
              </Popover.CloseTrigger>
            </div>
            <Popover.Description className="oj-problems-visually-hidden">
              <FormattedMessage id="problems.list.tags.hint" />
            </Popover.Description>
            {rowsOf(group.tags).map((row, i) => (
              <div key={i} className="oj-problems-class-row">
                {row.map((t) => (
                  <Tag
                    key={t.id}
                    {...(t.color ? { customColor: t.color } : {})}
                    selected={chosen.includes(t.id)}
                    onClick={() => onToggle(t.id)}
                  >
                    {t.name}
                  </Tag>
                ))}
              </div>
            ))}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
