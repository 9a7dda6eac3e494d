import { Menu as ArkMenu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { css, cx } from '@oj/sdk/css'

import { popoverClass } from './control-style.ts'
import type { MenuItem, MenuProps } from './menu.tsx'

const itemStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  fontSize: '14px',
  color: 'fg.default',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  _highlighted: { bg: 'bg.muted' },
  _disabled: { color: 'fg.subtle', cursor: 'not-allowed' },
})
const dangerStyle = css({ color: 'danger.default' })
const separatorStyle = css({ my: '1', borderTopWidth: '1px', borderColor: 'border.muted' })

interface PopupProps extends Omit<MenuProps, 'trigger'> {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  /** The id of the trigger ./menu.tsx renders: ark places the menu beside it and gives it the focus back. */
  readonly triggerId: string
  readonly contentId: string
}

/** Ark's menu under the kit's Menu, without its trigger (./menu.tsx renders that). */
export default function MenuPopup(props: PopupProps) {
  const { items, onSelect, placement, className, open, onOpenChange, triggerId, contentId } = props
  return (
    <ArkMenu.Root
      ids={{ trigger: triggerId, content: contentId }}
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      onSelect={(d) => onSelect?.(d.value)}
      positioning={{ placement: placement ?? 'bottom-start', gutter: 4 }}
    >
      <Portal>
        <ArkMenu.Positioner>
          <ArkMenu.Content className={cx(popoverClass, css({ minW: '40' }), className)}>
            {items.map((it) => (
              <MenuEntry key={it.value} item={it} />
            ))}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  )
}

function MenuEntry({ item }: { item: MenuItem }) {
  const className = cx(itemStyle, item.danger ? dangerStyle : undefined)
  return (
    <>
      {item.separatorBefore ? <ArkMenu.Separator className={separatorStyle} /> : null}
      {item.href ? (
        <ArkMenu.Item value={item.value} disabled={item.disabled} className={className} asChild>
          <a
            href={item.href}
            target={item.target}
            rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
          >
            {item.label}
          </a>
        </ArkMenu.Item>
      ) : (
        <ArkMenu.Item value={item.value} disabled={item.disabled} className={className}>
          {item.label}
        </ArkMenu.Item>
      )}
    </>
  )
}
