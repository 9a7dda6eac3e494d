import { Popover } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import { CloseIcon, Tag } from '@oj/sdk/ui'
import { FormattedMessage, useIntl } from 'react-intl'

import type { TagClassificationPopoverProps } from './tag-classification-popover.tsx'
import { rowsOf } from './tag-groups.ts'

interface PanelProps extends Omit<TagClassificationPopoverProps, 'defaultOpen'> {
  readonly name: string
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  /** The trigger ./tag-classification-popover.tsx renders: ark places the panel by it and leaves its clicks to it. */
  readonly triggerId: string
  readonly contentId: string
  readonly titleId: string
}

/** Ark's popover under a classification's button, without the button (its own file renders that). */
export default function TagClassificationPanel(props: PanelProps) {
  const { group, chosen, onToggle, name, open, onOpenChange, triggerId, contentId, titleId } = props
  const intl = useIntl()
  return (
    <Popover.Root
      ids={{ trigger: triggerId, content: contentId, title: titleId }}
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      finalFocusEl={() => document.getElementById(triggerId)}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-start', gutter: 6, flip: true, fitViewport: true }}
    >
      <Portal>
        <Popover.Positioner>
          <Popover.Content className="oj-problems-class-popover" aria-labelledby={titleId}>
            <div className="oj-problems-class-head">
              <Popover.Title className="oj-problems-class-title">{name}</Popover.Title>
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
