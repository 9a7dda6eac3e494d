import { css, cx } from '@oj/sdk/css'
import type { EChartsCoreOption, EChartsType } from 'echarts/core'
import { type ReactNode, useEffect, useRef } from 'react'

const boxStyle = css({ w: 'full', position: 'relative' })

export interface ChartProps {
  readonly option: EChartsCoreOption
  /** CSS height of the drawing, e.g. '180px'. */
  readonly height: string
  readonly className?: string
  readonly label: string
  readonly testId?: string
}

/**
 * An ECharts drawing, loaded lazily (echarts-setup.ts is its own chunk). It follows its box's
 * width: a window resize or a layout change (one column on phones) redraws it.
 */
export function Chart(props: ChartProps): ReactNode {
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<EChartsType | undefined>(undefined)
  const option = useRef(props.option)

  useEffect(() => {
    let live = true
    let observer: ResizeObserver | undefined
    const resize = () => chart.current?.resize()
    void import('./echarts-setup.ts').then(({ echarts }) => {
      if (!live || !box.current) return
      chart.current = echarts.init(box.current, undefined, { renderer: 'canvas' })
      chart.current.setOption(option.current)
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(resize)
        observer.observe(box.current)
      }
    })
    window.addEventListener('resize', resize)
    return () => {
      live = false
      window.removeEventListener('resize', resize)
      observer?.disconnect()
      chart.current?.dispose()
      chart.current = undefined
    }
  }, [])

  useEffect(() => {
    // Also read by the first drawing, when ECharts arrives after a newer option.
    option.current = props.option
    chart.current?.setOption(props.option, { notMerge: true })
  }, [props.option])

  return (
    <div
      ref={box}
      role="img"
      aria-label={props.label}
      className={cx(boxStyle, props.className)}
      style={{ height: props.height }}
      data-testid={props.testId}
    />
  )
}
