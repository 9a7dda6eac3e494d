import { css } from '@oj/sdk/css'
import { Card, DIFFICULTIES, difficulty, difficultyMessageId } from '@oj/sdk/ui'
import { type ReactNode, useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Chart } from './chart.tsx'
import { mutedStyle } from './styles.ts'
import {
  type CalendarHeatmap,
  difficultyCounts,
  difficultyOption,
  HEAT_COLORS,
  heatmapOption,
  type UserHomeInfo,
} from './user-home-logic.ts'

// ECharts draws on a canvas and needs real colours: these match the UI kit's tag palettes at 600.
const PALETTE: Readonly<Record<string, string>> = { green: '#16a34a', orange: '#ea580c', red: '#dc2626' }

// Fifty-three weeks stay legible on a phone: the grid keeps a minimum width and scrolls.
const scrollStyle = css({ overflowX: 'auto', overflowY: 'hidden' })
const gridStyle = css({ minW: '640px' })
const legendStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  justifyContent: 'flex-end',
  fontSize: 'xs',
  color: 'fg.muted',
  mt: '1',
})
const swatchStyle = css({ w: '10px', h: '10px', borderRadius: '2px', display: 'inline-block' })

/** The one-year submission calendar (spec 1 §2, colour levels of §9). */
export function CalendarCard(props: { readonly heatmap: CalendarHeatmap }): ReactNode {
  const intl = useIntl()
  const option = useMemo(
    () =>
      heatmapOption(props.heatmap, {
        tooltip: (date, count) =>
          intl.formatMessage({ id: 'frame.userHome.calendarTooltip' }, { date, count }),
        months: intl.formatMessage({ id: 'frame.userHome.months' }).split(','),
        days: intl.formatMessage({ id: 'frame.userHome.days' }).split(','),
      }),
    [props.heatmap, intl],
  )
  const total = props.heatmap.dataList.reduce((sum, d) => sum + d.count, 0)
  return (
    <Card
      as="h2"
      title={<FormattedMessage id="frame.userHome.calendar" />}
      actions={
        <span className={mutedStyle}>
          <FormattedMessage id="frame.userHome.calendarTotal" values={{ count: total }} />
        </span>
      }
      data-testid="user-home-calendar"
    >
      <div className={scrollStyle}>
        <Chart
          className={gridStyle}
          option={option}
          height="130px"
          label={intl.formatMessage({ id: 'frame.userHome.calendarTotal' }, { count: total })}
          testId="user-home-heatmap"
        />
      </div>
      <div className={legendStyle} aria-hidden>
        <FormattedMessage id="frame.userHome.calendarLess" />
        {HEAT_COLORS.map((color) => (
          <span key={color} className={swatchStyle} style={{ backgroundColor: color }} />
        ))}
        <FormattedMessage id="frame.userHome.calendarMore" />
      </div>
    </Card>
  )
}

/** Solved problems by difficulty, named as the UI kit names them. */
export function DifficultyCard(props: { readonly info: UserHomeInfo }): ReactNode {
  const intl = useIntl()
  const slices = useMemo(
    () =>
      difficultyCounts(
        props.info.solvedGroupByDifficulty,
        DIFFICULTIES.map((d) => d.level),
      ).map(({ level, count }) => {
        return {
          level,
          count,
          name: intl.formatMessage({ id: difficultyMessageId(level) }),
          color: PALETTE[difficulty(level).color] ?? '#8c8c8c',
        }
      }),
    [props.info.solvedGroupByDifficulty, intl],
  )
  const option = useMemo(() => difficultyOption(slices), [slices])
  const solved = slices.reduce((sum, s) => sum + s.count, 0)
  return (
    <Card
      as="h2"
      title={<FormattedMessage id="frame.userHome.difficulty" />}
      data-testid="user-home-difficulty"
    >
      {solved === 0 ? (
        <p className={mutedStyle}>
          <FormattedMessage id="frame.userHome.noDifficulty" />
        </p>
      ) : (
        <Chart
          option={option}
          height="240px"
          label={slices.map((s) => `${s.name} ${s.count}`).join(', ')}
          testId="user-home-difficulty-chart"
        />
      )}
    </Card>
  )
}
