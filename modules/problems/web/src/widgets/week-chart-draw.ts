// ECharts, only the parts the week chart needs, in a chunk of its own (loaded when the widget mounts).
import { BarChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

import type { WeekChartOption } from './week-chart.ts'

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer])

export interface WeekChart {
  readonly update: (option: WeekChartOption) => void
  readonly dispose: () => void
}

/** Draws the chart into `element`, following its size (the card narrows on phones). */
export function drawWeekChart(element: HTMLElement, option: WeekChartOption): WeekChart {
  const chart = echarts.init(element)
  chart.setOption(option)
  const observer = new ResizeObserver(() => chart.resize())
  observer.observe(element)
  return {
    update: (next) => chart.setOption(next),
    dispose: () => {
      observer.disconnect()
      chart.dispose()
    },
  }
}
