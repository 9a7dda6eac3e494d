import { HomeRoutes, type LastWeekSubmissionStatistics } from '@oj/problems-contract'
import { Button } from '@oj/sdk/ui'
import { type ReactNode, useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { useGet } from './use-get.ts'
import { weekBars } from './week-chart.ts'

/**
 * Last week's submissions, all and accepted, per day. A plain HTML bar chart: ECharts is not a
 * dependency of this package yet (it is a lazy chunk of the modules that use it, ARCHITECTURE.md).
 */
export function WeekStatistics(): ReactNode {
  const intl = useIntl()
  const loaded = useGet<LastWeekSubmissionStatistics>(HomeRoutes.lastWeekSubmissionStatistics)
  const bars = useMemo(() => (loaded.data ? weekBars(loaded.data) : []), [loaded.data])
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
      <div className="oj-problems-home-legend" aria-hidden="true">
        <span className="oj-problems-home-key">
          <span className="oj-problems-home-swatch oj-problems-home-total" />
          <FormattedMessage id="problems.home.week.total" />
        </span>
        <span className="oj-problems-home-key">
          <span className="oj-problems-home-swatch oj-problems-home-ac" />
          <FormattedMessage id="problems.home.week.ac" />
        </span>
      </div>
      {bars.length ? (
        <ol className="oj-problems-home-chart">
          {bars.map((bar) => {
            const label = intl.formatMessage(
              { id: 'problems.home.week.day' },
              { date: bar.date, total: bar.total, ac: bar.ac },
            )
            return (
              <li key={bar.date} className="oj-problems-home-day" aria-label={label} title={label}>
                <div className="oj-problems-home-bars" aria-hidden="true">
                  <span
                    className="oj-problems-home-bar oj-problems-home-total"
                    style={{ height: `${bar.totalHeight}%` }}
                  >
                    <span className="oj-problems-home-count">{bar.total}</span>
                  </span>
                  <span
                    className="oj-problems-home-bar oj-problems-home-ac"
                    style={{ height: `${bar.acHeight}%` }}
                  />
                </div>
                <span className="oj-problems-home-date" aria-hidden="true">
                  {bar.date}
                </span>
              </li>
            )
          })}
        </ol>
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
