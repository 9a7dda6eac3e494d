import { css, cx } from '@oj/sdk/css'
import { type ReactNode, useEffect, useRef, useState } from 'react'

const boxStyle = css({ overflow: 'hidden', whiteSpace: 'nowrap', maxW: '26ch', minW: '0' })
const innerStyle = css({ display: 'inline-block', willChange: 'transform' })

/** After this long a name wider than its box starts to scroll (spec 3 §2.2). */
const MARQUEE_DELAY_MS = 1000
/** One pixel every so many ms. */
const MARQUEE_STEP_MS = 20
/** The gap before the name comes round again, px. */
const GAP = 32

/**
 * A group's name in at most about 26 width units; a longer name scrolls as a marquee, only when it
 * is wider than its box, starting after 1 s and moving a pixel every 20 ms (not when the reader asks
 * for reduced motion: then it is cut with an ellipsis).
 */
export function MarqueeName(props: { readonly name: string; readonly className?: string }): ReactNode {
  const box = useRef<HTMLSpanElement>(null)
  const inner = useRef<HTMLSpanElement>(null)
  const [wide, setWide] = useState(false)
  const [shift, setShift] = useState(0)
  useEffect(() => {
    const outer = box.current
    const text = inner.current
    if (!outer || !text) return
    const measure = () => setWide(text.scrollWidth > outer.clientWidth + 1)
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
    observer?.observe(outer)
    return () => observer?.disconnect()
  }, [props.name])
  useEffect(() => {
    if (!wide) return
    if (globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    let timer: ReturnType<typeof setInterval> | undefined
    const start = setTimeout(() => {
      timer = setInterval(() => {
        // the name twice with the gap between: one turn is one name and one gap
        const width = ((inner.current?.scrollWidth ?? 0) + GAP) / 2
        setShift((s) => (s + 1 >= width ? 0 : s + 1))
      }, MARQUEE_STEP_MS)
    }, MARQUEE_DELAY_MS)
    return () => {
      clearTimeout(start)
      if (timer) clearInterval(timer)
      setShift(0)
    }
  }, [wide, props.name])
  return (
    <span ref={box} className={cx(boxStyle, props.className)} title={props.name} data-testid="group-name">
      <span ref={inner} className={innerStyle} style={{ transform: `translateX(${-shift}px)` }}>
        {props.name}
        {wide ? (
          <span style={{ paddingInlineStart: GAP }} aria-hidden>
            {props.name}
          </span>
        ) : null}
      </span>
    </span>
  )
}
