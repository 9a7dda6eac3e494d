// ECharts, only the parts the statistic pies need, in a chunk of its own (loaded when the dialog opens).
import { PieChart } from 'echarts/charts'
import { LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

echarts.use([PieChart, LegendComponent, TitleComponent, TooltipComponent, CanvasRenderer])

export interface PieInput {
  readonly title: string
  readonly slices: ReadonlyArray<{ readonly name: string; readonly value: number; readonly color?: string }>
}

/** Draws one pie into `element`; the returned function disposes of it. */
export function drawPie(element: HTMLElement, pie: PieInput): () => void {
  const chart = echarts.init(element)
  chart.setOption({
    title: { text: pie.title, left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        type: 'pie',
        radius: ['30%', '60%'],
        center: ['50%', '50%'],
        label: { formatter: '{b}\n{c}' },
        data: pie.slices.map((s) => ({
          name: s.name,
          value: s.value,
          ...(s.color ? { itemStyle: { color: s.color } } : {}),
        })),
      },
    ],
  })
  const resize = () => chart.resize()
  window.addEventListener('resize', resize)
  return () => {
    window.removeEventListener('resize', resize)
    chart.dispose()
  }
}
