// The split of the problem page (spec 1 §2): the left pane collapses when made narrower than 420 px,
// the right pane keeps at least 580 px, and under 768 px the panes stack.

export const LEFT_COLLAPSE_PX = 420
export const RIGHT_MIN_PX = 580
/** Under this width the panes stack (CSS does the stacking; the handle is hidden). */
const STACK_BELOW_PX = 768
/** One arrow key press moves the handle this far; Page Up/Down ten times as far. */
export const KEY_STEP_PX = 20

export interface Split {
  /** Width of the left pane in px (0 when collapsed). */
  readonly left: number
  readonly collapsed: boolean
}

/** The widest the left pane may be: the right keeps 580 px, except in a box too small for both. */
export function maxLeft(container: number): number {
  return Math.max(LEFT_COLLAPSE_PX, container - RIGHT_MIN_PX)
}

/** Where the handle settles when asked for `wanted` px of left pane in a box `container` px wide. */
export function settle(wanted: number, container: number): Split {
  if (!Number.isFinite(wanted) || wanted < LEFT_COLLAPSE_PX) return { left: 0, collapsed: true }
  return { left: Math.round(Math.min(wanted, maxLeft(container))), collapsed: false }
}

/** The split a page opens with: half and half, within the rules. */
export const initialSplit = (container: number): Split => settle(container / 2, container)

export const isStacked = (width: number): boolean => width < STACK_BELOW_PX

/**
 * The split after a key on the focused handle, or undefined for a key it does not use. Arrows move
 * by one step (from collapsed, Right opens at the minimum); Home collapses, End widens to the max.
 */
export function splitAfterKey(key: string, current: Split, container: number): Split | undefined {
  const from = current.collapsed ? 0 : current.left
  switch (key) {
    case 'ArrowLeft':
      return settle(from - KEY_STEP_PX, container)
    case 'ArrowRight':
      return settle(current.collapsed ? LEFT_COLLAPSE_PX : from + KEY_STEP_PX, container)
    case 'PageDown':
      return settle(from - KEY_STEP_PX * 10, container)
    case 'PageUp':
      return settle(current.collapsed ? LEFT_COLLAPSE_PX : from + KEY_STEP_PX * 10, container)
    case 'Home':
      return settle(0, container)
    case 'End':
      return settle(maxLeft(container), container)
    default:
      return undefined
  }
}
