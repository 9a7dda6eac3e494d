import { Menu as ArkMenu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { css, cx } from '@oj/sdk/css'
import type { ReactElement, ReactNode } from 'react'

import { popoverClass } from './control-style.ts'

export interface MenuItem {
  readonly value: string
  readonly label: ReactNode
  /** Renders the item as a link (external resources, user menu pages). */
  readonly href?: string
  readonly target?: string
  readonly disabled?: boolean
  /** Red text, for destructive actions such as logout. */
  readonly danger?: boolean
  /** Draws a separator above the item. */
  readonly separatorBefore?: boolean
}

export interface MenuProps {
  /** The element that opens the menu (a Button, an avatar); it receives the trigger's props. */
  readonly trigger: ReactElement
  readonly items: ReadonlyArray<MenuItem>
  readonly onSelect?: (value: string) => void
  readonly placement?: 'bottom-start' | 'bottom-end' | 'bottom' | 'right-start'
  readonly className?: string
}

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

/** A dropdown menu of actions or links. */
export function Menu({ trigger, items, onSelect, placement, className }: MenuProps) {
  return (
    <ArkMenu.Root
      onSelect={(d) => onSelect?.(d.value)}
      positioning={{ placement: placement ?? 'bottom-start', gutter: 4 }}
    >
      <ArkMenu.Trigger asChild>{trigger}</ArkMenu.Trigger>
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
