import { type ReactNode, useState } from 'react'

import { onDemand } from './on-demand.ts'

export interface DrawerProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  /** The edge it slides from: 'start' (left in LTR, the mobile navigation) or 'end'. */
  readonly side?: 'start' | 'end'
  readonly title?: ReactNode
  readonly children?: ReactNode
  readonly footer?: ReactNode
  readonly className?: string
}

// Ark's drawer (its swipe machine, focus trap and scroll lock) is fetched when a drawer first opens:
// most pages never open one, and the frame's mobile navigation is one on every page (issue 38).
const DrawerPanel = onDemand(() => import('./drawer-panel.tsx').then((m) => m.default))

/** A side panel over the page; swiping it towards its edge closes it. */
export function Drawer(props: DrawerProps) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  return opened ? <DrawerPanel {...props} /> : null
}
