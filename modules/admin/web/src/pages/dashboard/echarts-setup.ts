// Reached only through import() from chart.tsx, so ECharts is a chunk of its own: only the
// dashboard loads it, with the one chart, components and renderer it draws.
import { BarChart, LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer])

export { echarts }
