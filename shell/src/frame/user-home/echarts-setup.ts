// Reached only through import() from chart.tsx, so ECharts is a chunk of its own: pages without a
// chart never load it. Only the charts, components and renderer the user home draws are registered.
import { HeatmapChart, PieChart } from 'echarts/charts'
import { CalendarComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

echarts.use([
  HeatmapChart,
  PieChart,
  CalendarComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
])

export { echarts }
