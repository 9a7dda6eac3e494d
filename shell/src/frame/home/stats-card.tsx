import { css } from '@oj/sdk/css'
import { useAuth } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { cardStyle, cardTitleStyle, mutedStyle } from './card-style.ts'
import type { HeatDay } from './heat-grid.ts'
import { HeatGridView } from './heat-grid-view.tsx'
import { useGet } from './use-get.ts'
import { acRate } from './user-stats.ts'

/** The parts of GET /get-user-home-info the card reads. */
interface UserHomeInfo {
  readonly username: string
  readonly total: number
  readonly solvedList: ReadonlyArray<string>
}
interface Heatmap {
  readonly dataList: ReadonlyArray<HeatDay>
  readonly endDate: string
}

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
  const info = useGet<UserHomeInfo>('/get-user-home-info', {}, !loggedIn).data
  const heatmap = useGet<Heatmap>('/get-user-calendar-heatmap', {}, !loggedIn).data
  if (!loggedIn) return null
  const total = info?.total ?? 0
  const solved = info?.solvedList.length ?? 0
  const dash = info ? undefined : '–'
  return (
    <section className={cardStyle} data-testid="home-stats">
      <h2 className={cardTitleStyle}>
        <FormattedMessage id="frame.home.stats.title" />
      </h2>
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
      {heatmap ? <HeatGridView endDate={heatmap.endDate} days={heatmap.dataList} /> : null}
    </section>
  )
}
