import { css, cx } from '@oj/sdk/css'
import { type ReactNode, useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { type HeatDay, heatGrid, type HeatLevel } from './heat-grid.ts'

/** The five levels' colours, palest first (level 0 is 0-3 submissions, spec 1 §9). */
const LEVEL_STYLES: Readonly<Record<HeatLevel, string>> = {
  0: css({ bg: 'gray.100' }),
  1: css({ bg: 'green.200' }),
  2: css({ bg: 'green.400' }),
  3: css({ bg: 'green.600' }),
  4: css({ bg: 'green.800' }),
}
const LEVELS: ReadonlyArray<HeatLevel> = [0, 1, 2, 3, 4]

const gridStyle = css({
  display: 'grid',
  gridTemplateRows: 'repeat(7, auto)',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: '3px',
  w: 'full',
  maxW: '360px',
})
const cellStyle = css({ aspectRatio: '1', borderRadius: '2px', minW: '0' })
const legendStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '1',
  mt: '2',
  color: 'fg.muted',
  textStyle: 'caption',
})
const swatchStyle = css({ w: '10px', h: '10px', borderRadius: '2px' })

/** The last 14 weeks of submissions, one cell a day, a column a week (the grid starts on a Sunday). */
export function HeatGridView(props: {
  readonly endDate: string
  readonly days: ReadonlyArray<HeatDay>
}): ReactNode {
  const intl = useIntl()
  const cells = useMemo(() => heatGrid(props.endDate, props.days), [props.endDate, props.days])
  return (
    <div data-testid="home-heat-grid">
      <div className={gridStyle} role="img" aria-label={intl.formatMessage({ id: 'frame.home.heat.label' })}>
        {cells.map((cell) => (
          <span
            key={cell.date}
            className={cx(cellStyle, LEVEL_STYLES[cell.level])}
            title={intl.formatMessage({ id: 'frame.home.heat.day' }, { count: cell.count, date: cell.date })}
            data-level={cell.level}
          />
        ))}
      </div>
      <div className={legendStyle}>
        <FormattedMessage id="frame.home.heat.less" />
        {LEVELS.map((level) => (
          <span key={level} className={cx(swatchStyle, LEVEL_STYLES[level])} />
        ))}
        <FormattedMessage id="frame.home.heat.more" />
      </div>
    </div>
  )
}
