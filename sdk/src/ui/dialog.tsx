import { css } from '@oj/sdk/css'
import { createElement, type ReactNode, useState } from 'react'

import { onDemand } from './on-demand.ts'

export interface DialogProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly title?: ReactNode
  readonly description?: ReactNode
  readonly children?: ReactNode
  /** Buttons under the body, right-aligned. */
  readonly footer?: ReactNode
  /** false keeps the dialog open on an outside click (the login dialog, spec 1 §2). Default true. */
  readonly closeOnInteractOutside?: boolean
  readonly closeOnEscape?: boolean
  /** Hides the × button in the corner. */
  readonly hideCloseButton?: boolean
  /** 'full' covers the whole screen (a create form of many fields, spec 3 §2.1). */
  readonly size?: 'sm' | 'md' | 'lg' | 'full'
  /** 'alertdialog' for confirmations. */
  readonly role?: 'dialog' | 'alertdialog'
  readonly className?: string
}

export const overlayClass = css({
  position: 'fixed',
  inset: '0',
  bg: 'bg.overlay',
  zIndex: 'overlay',
  _open: { animation: 'oj-fade-in 0.15s ease-out' },
  _closed: { animation: 'oj-fade-out 0.12s ease-in' },
})

export const closeButtonClass = css({
  position: 'absolute',
  top: '3',
  insetEnd: '3',
  display: 'inline-flex',
  p: '1.5',
  border: 'none',
  bg: 'transparent',
  color: 'fg.muted',
  borderRadius: 'control',
  cursor: 'pointer',
  fontSize: '18px',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
})

// Ark's dialog (its machine, focus trap, scroll lock, aria-hidden and dismissal) is fetched when a
// dialog first opens: most pages never open one, yet the login dialog is mounted on every page
// (issue 38).
const DialogPanel = onDemand(() => import('./dialog-panel.tsx').then((m) => m.default))

/**
 * A modal dialog, rendered in a portal; content mounts on open and unmounts on close. Once it has
 * opened, ark's dialog stays mounted, so it closes with its own exit animation.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  return opened ? createElement(DialogPanel, props) : null
}
