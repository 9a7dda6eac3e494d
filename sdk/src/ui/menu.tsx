import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useState,
} from 'react'

import { onDemand } from './on-demand.ts'

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

// Ark's menu (its machine, the popper and floating-ui, dismissal) is fetched when a trigger is first
// pointed at, touched or focused, and mounted when the menu first opens: the frame shows menus on
// every page, and most visits open none (issue 38). The trigger is the caller's element, rendered
// here and never replaced: it opens and closes the menu (`open`, held here), and ark finds it by its
// id to place the menu beside it, to leave clicks on it to it and to give the focus back to it.
const MenuPopup = onDemand(() => import('./menu-popup.tsx').then((m) => m.default))
const loadPopup = () => MenuPopup.preload()

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent) => void
  onFocus?: (event: FocusEvent) => void
  onClick?: (event: MouseEvent) => void
  onKeyDown?: (event: KeyboardEvent) => void
}

/** A dropdown menu of actions or links. */
export function Menu(props: MenuProps) {
  const id = useId()
  const triggerId = `menu-trigger-${id}`
  const contentId = `menu-content-${id}`
  const [open, setOpen] = useState(false)
  // Mounted from its first opening on, so that it closes with its own animation.
  const [mounted, setMounted] = useState(false)
  const own = props.trigger.props as TriggerProps
  const show = (next: boolean) => {
    if (next) setMounted(true)
    setOpen(next)
  }
  const trigger = cloneElement(props.trigger as ReactElement<Record<string, unknown>>, {
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? contentId : undefined,
    'data-state': open ? 'open' : 'closed',
    onPointerEnter: (event: PointerEvent) => {
      own.onPointerEnter?.(event)
      void loadPopup()
    },
    onFocus: (event: FocusEvent) => {
      own.onFocus?.(event)
      void loadPopup()
    },
    onClick: (event: MouseEvent) => {
      own.onClick?.(event)
      if (!event.defaultPrevented) show(!open)
    },
    onKeyDown: (event: KeyboardEvent) => {
      own.onKeyDown?.(event)
      if (event.defaultPrevented || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return
      event.preventDefault()
      show(true)
    },
  })
  return (
    <>
      {trigger}
      {mounted ? (
        <MenuPopup
          items={props.items}
          onSelect={props.onSelect}
          placement={props.placement}
          className={props.className}
          open={open}
          onOpenChange={setOpen}
          triggerId={triggerId}
          contentId={contentId}
        />
      ) : null}
    </>
  )
}
