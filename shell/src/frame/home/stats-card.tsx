import { UserHomeApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Card, LoadError } from '@oj/sdk/ui'
import { useApiQuery, useAuth } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { HeatGridView } from './heat-grid-view.tsx'
import { acRate } from './user-stats.ts'

const figuresStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '2',
  my: '4',
  textAlign: 'center',
})
const figureStyle = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })
const valueStyle = css({ fontSize: '22px', fontWeight: '600', color: 'fg.default', lineHeight: '1.2' })
const subtitleStyle = css({ textStyle: 'label', color: 'fg.muted', mb: '2' })
const mutedStyle = css({ color: 'fg.muted', textStyle: 'bodySm' })

function Figure(props: {
  readonly label: string
  readonly value: ReactNode
  readonly testId: string
}): ReactNode {
  return (
    <div className={figureStyle}>
      <span className={valueStyle} data-testid={props.testId}>
        {props.value}
      </span>
      <span className={mutedStyle}>
        <FormattedMessage id={props.label} />
      </span>
    </div>
  )
}

/** The logged-in user's numbers and their last 14 weeks (nothing for visitors). */
export function StatsCard(): ReactNode {
  const { loggedIn } = useAuth()
  const options = { enabled: loggedIn, quiet: true }
  const info = useApiQuery(UserHomeApi.info, {}, options)
  const heatmap = useApiQuery(UserHomeApi.heatmap, {}, options)
  if (!loggedIn) return null
  const total = info.data?.total ?? 0
  const solved = info.data?.solvedList.length ?? 0
  const dash = info.data ? undefined : '–'
  const failed = info.isError || heatmap.isError
  const retry = () => void Promise.all([info.refetch(), heatmap.refetch()])
  return (
    <Card as="h2" title={<FormattedMessage id="frame.home.stats.title" />} data-testid="home-stats">
      <div className={figuresStyle}>
        <Figure label="frame.home.stats.submissions" value={dash ?? total} testId="home-stats-total" />
        <Figure label="frame.home.stats.solved" value={dash ?? solved} testId="home-stats-solved" />
        <Figure
          label="frame.home.stats.acRate"
          value={
            dash ?? (
              <FormattedMessage id="frame.home.stats.percent" values={{ rate: acRate(solved, total) }} />
            )
          }
          testId="home-stats-rate"
        />
      </div>
      <h3 className={subtitleStyle}>
        <FormattedMessage id="frame.home.heat.title" />
      </h3>
      {heatmap.data ? <HeatGridView endDate={heatmap.data.endDate} days={heatmap.data.dataList} /> : null}
      {failed ? <LoadError onRetry={retry} retrying={info.isFetching || heatmap.isFetching} /> : null}
    </Card>
  )
}
