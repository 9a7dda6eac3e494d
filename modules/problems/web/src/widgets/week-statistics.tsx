import { HomeApi } from '@oj/problems-contract'
import { Button, Card, LoadError } from '@oj/sdk/ui'
import { apiQueryKey, useApiMutation, useApiQuery, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useEffect, useMemo, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { weekChartOption, type WeekDay, weekDays } from './week-chart.ts'
import type { WeekChart } from './week-chart-draw.ts'

/**
 * Last week's submissions, all and accepted, per day: an ECharts bar chart, loaded lazily, and the
 * same numbers as a list for screen readers (the canvas says nothing to them). Refresh asks the server
 * to rebuild its figures (forceRefresh) and shows them.
 */
export function WeekStatistics(): ReactNode {
  const intl = useIntl()
  const { queryClient } = usePlatform()
  const endpoint = HomeApi.lastWeekSubmissionStatistics
  const stats = useApiQuery(endpoint, {}, { quiet: true })
  const refresh = useApiMutation(endpoint, {
    onSuccess: (data) => queryClient.setQueryData(apiQueryKey(endpoint, {}), data),
  })
  const days = useMemo(() => (stats.data ? weekDays(stats.data) : []), [stats.data])
  const labels = useMemo(
    () => ({
      total: intl.formatMessage({ id: 'problems.home.week.total' }),
      ac: intl.formatMessage({ id: 'problems.home.week.ac' }),
    }),
    [intl],
  )
  return (
    <Card
      as="h2"
      title={<FormattedMessage id="problems.home.week.heading" />}
      className="oj-problems-home-card"
      data-testid="home-week-statistics"
      actions={
        <Button
          size="sm"
          variant="outline"
          tone="neutral"
          loading={stats.isFetching || refresh.isPending}
          onClick={() => refresh.mutate({ forceRefresh: true })}
          data-testid="home-week-refresh"
        >
          <FormattedMessage id="problems.home.week.refresh" />
        </Button>
      }
    >
      {days.length ? (
        <>
          <WeekCanvas days={days} labels={labels} />
          <ol className="oj-problems-home-sr" data-testid="home-week-days">
            {days.map((d) => (
              <li key={d.date}>
                <FormattedMessage id="problems.home.week.day" values={{ ...d }} />
              </li>
            ))}
          </ol>
        </>
      ) : stats.isError ? (
        <LoadError onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : (
        <p className="oj-problems-home-notice" role="status">
          <FormattedMessage id="problems.home.loading" />
        </p>
      )}
    </Card>
  )
}

/** The chart's box; ECharts comes in its own chunk on first draw, later data only updates it. */
function WeekCanvas(props: {
  readonly days: ReadonlyArray<WeekDay>
  readonly labels: { readonly total: string; readonly ac: string }
}) {
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<WeekChart>(undefined)
  const option = useMemo(() => weekChartOption(props.days, props.labels), [props.days, props.labels])
  useEffect(() => {
    if (chart.current) return void chart.current.update(option)
    let live = true
    import('./week-chart-draw.ts').then(
      ({ drawWeekChart }) => {
        if (live && box.current && !chart.current) chart.current = drawWeekChart(box.current, option)
      },
      // A chunk that failed to load leaves the box empty; the list below still has the numbers.
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [option])
  useEffect(
    () => () => {
      chart.current?.dispose()
      chart.current = undefined
    },
    [],
  )
  return <div ref={box} className="oj-problems-home-week-chart" aria-hidden="true" />
}
