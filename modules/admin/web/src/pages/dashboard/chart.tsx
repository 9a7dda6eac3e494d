import { css } from '@oj/sdk/css'
import type { EChartsCoreOption, EChartsType } from 'echarts/core'
import { type ReactNode, useEffect, useRef } from 'react'

const box = css({ w: 'full' })

/** An ECharts drawing, loaded lazily; it follows its box's width. */
export function Chart(props: {
  readonly option: EChartsCoreOption
  readonly height: string
  readonly label: string
  readonly testId?: string
}): ReactNode {
  const element = useRef<HTMLDivElement>(null)
  const chart = useRef<EChartsType | undefined>(undefined)
  const option = useRef(props.option)
  useEffect(() => {
    let live = true
    let observer: ResizeObserver | undefined
    void import('./echarts-setup.ts').then(({ echarts }) => {
      if (!live || !element.current) return
      chart.current = echarts.init(element.current, undefined, { renderer: 'canvas' })
      chart.current.setOption(option.current)
      observer = new ResizeObserver(() => chart.current?.resize())
      observer.observe(element.current)
    })
    return () => {
      live = false
      observer?.disconnect()
      chart.current?.dispose()
      chart.current = undefined
    }
  }, [])
  useEffect(() => {
    option.current = props.option
    chart.current?.setOption(props.option, { notMerge: true })
  }, [props.option])
  return (
    <div
      ref={element}
      role="img"
      aria-label={props.label}
      className={box}
      style={{ height: props.height }}
      data-testid={props.testId}
    />
  )
}
