import { HomeRoutes, type LastWeekSubmissionStatistics } from '@oj/problems-contract'
import { Button } from '@oj/sdk/ui'
import { type ReactNode, useEffect, useMemo, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { useGet } from './use-get.ts'
import { weekChartOption, type WeekDay, weekDays } from './week-chart.ts'
import type { WeekChart } from './week-chart-draw.ts'

/**
 * Last week's submissions, all and accepted, per day: an ECharts bar chart, loaded lazily, and the
 * same numbers as a list for screen readers (the canvas says nothing to them).
 */
export function WeekStatistics(): ReactNode {
  const intl = useIntl()
  const loaded = useGet<LastWeekSubmissionStatistics>(HomeRoutes.lastWeekSubmissionStatistics)
  const days = useMemo(() => (loaded.data ? weekDays(loaded.data) : []), [loaded.data])
  const labels = useMemo(
    () => ({
      total: intl.formatMessage({ id: 'problems.home.week.total' }),
      ac: intl.formatMessage({ id: 'problems.home.week.ac' }),
    }),
    [intl],
  )
  return (
    <section className="oj-problems-home-card" data-testid="home-week-statistics">
      <div className="oj-problems-home-head">
        <h2 className="oj-problems-home-heading">
          <FormattedMessage id="problems.home.week.heading" />
        </h2>
        <Button
          size="sm"
          variant="outline"
          tone="neutral"
          loading={loaded.state === 'loading'}
          onClick={() => loaded.reload({ forceRefresh: true })}
          data-testid="home-week-refresh"
        >
          <FormattedMessage id="problems.home.week.refresh" />
        </Button>
      </div>
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
      ) : (
        <p className="oj-problems-home-notice">
          <FormattedMessage
            id={loaded.state === 'failed' ? 'problems.home.failed' : 'problems.home.loading'}
          />
        </p>
      )}
    </section>
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
