import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'

import { initialSplit, maxLeft, settle, type Split, splitAfterKey } from './pane-size.ts'

export interface SplitPanesProps {
  readonly left: ReactNode
  readonly right: ReactNode
  /** Only the left pane (the problem) is shown. */
  readonly leftOnly: boolean
}

const HANDLE_ID = 'oj-problem-split-left'

/**
 * The problem page's two panes with a drag handle between them (pointer or keyboard: arrows, Page
 * Up/Down, Home collapses the left pane, End widens it). Under 768 px the CSS stacks the panes.
 */
export function SplitPanes({ left, right, leftOnly }: SplitPanesProps): ReactNode {
  const intl = useIntl()
  const box = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  const [split, setSplit] = useState<Split | undefined>(undefined)

  useEffect(() => {
    const el = box.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // Until the user moves the handle the panes share the width; a narrower box re-settles the split.
  const current: Split | undefined =
    width === 0 ? undefined : split ? settle(split.collapsed ? 0 : split.left, width) : initialSplit(width)

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const el = box.current
    if (!el || event.button !== 0) return
    event.preventDefault()
    const handle = event.currentTarget
    handle.setPointerCapture(event.pointerId)
    const origin = el.getBoundingClientRect().left
    const move = (e: globalThis.PointerEvent) => setSplit(settle(e.clientX - origin, el.clientWidth))
    const up = () => {
      handle.removeEventListener('pointermove', move)
      handle.removeEventListener('pointerup', up)
      handle.removeEventListener('pointercancel', up)
    }
    handle.addEventListener('pointermove', move)
    handle.addEventListener('pointerup', up)
    handle.addEventListener('pointercancel', up)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!current) return
    const next = splitAfterKey(event.key, current, width)
    if (!next) return
    event.preventDefault()
    setSplit(next)
  }

  const collapsed = current?.collapsed ?? false
  const style = current && !collapsed ? { ['--oj-split-left' as string]: `${current.left}px` } : undefined
  return (
    <div
      ref={box}
      className="oj-split"
      data-left-only={leftOnly || undefined}
      data-collapsed={(collapsed && !leftOnly) || undefined}
      style={style}
    >
      <div className="oj-split-left" id={HANDLE_ID}>
        {left}
      </div>
      {/* The right pane stays mounted while hidden: the code being written survives. */}
      <div
        className="oj-split-handle"
        role="separator"
        tabIndex={0}
        aria-orientation="vertical"
        aria-controls={HANDLE_ID}
        aria-label={intl.formatMessage({ id: 'problems.detail.split.handle' })}
        aria-valuemin={0}
        aria-valuemax={width ? maxLeft(width) : 0}
        aria-valuenow={collapsed ? 0 : (current?.left ?? 0)}
        aria-valuetext={
          collapsed
            ? intl.formatMessage({ id: 'problems.detail.split.collapsed' })
            : intl.formatMessage({ id: 'problems.detail.split.width' }, { px: current?.left ?? 0 })
        }
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        data-testid="problem-split-handle"
        hidden={leftOnly}
      />
      <div className="oj-split-right" hidden={leftOnly}>
        {right}
      </div>
    </div>
  )
}
