import { css } from '@oj/sdk/css'
import type { ReactNode } from 'react'
import { FormattedMessage, FormattedNumber } from 'react-intl'

import { progressPercent } from './progress.ts'

const wrap = css({ display: 'inline-grid', placeItems: 'center', position: 'relative' })
const center = css({
  position: 'absolute',
  inset: '0',
  display: 'grid',
  placeContent: 'center',
  textAlign: 'center',
  lineHeight: 'tight',
})
const value = css({ fontWeight: 'semibold', fontSize: 'lg' })
const caption = css({ color: 'fg.muted', fontSize: 'xs' })
const track = css({ stroke: 'gray.200', _dark: { stroke: 'gray.700' } })
const bar = css({ stroke: 'brand.500', transition: 'stroke-dashoffset 0.4s' })
const barDone = css({ stroke: 'green.500' })

export interface ProgressCircleProps {
  readonly acCount: number
  readonly problemCount: number
  /** Diameter in px. */
  readonly size?: number
}

/** The caller's progress in a training: a ring filled to solved / total, the percentage inside. */
export function ProgressCircle({ acCount, problemCount, size = 120 }: ProgressCircleProps): ReactNode {
  const percent = progressPercent(acCount, problemCount)
  const stroke = Math.max(6, Math.round(size / 12))
  const radius = (size - stroke) / 2
  const circumference = 2 * Math.PI * radius
  const done = percent >= 100
  return (
    <div
      className={wrap}
      style={{ width: size, height: size }}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="training-progress"
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" className={track} strokeWidth={stroke} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          className={done ? barDone : bar}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <div className={center}>
        <span className={value}>
          <FormattedNumber value={percent / 100} style="percent" maximumFractionDigits={2} />
        </span>
        <span className={caption}>
          <FormattedMessage id="training.detail.acCount" /> {acCount}/{problemCount}
        </span>
      </div>
    </div>
  )
}
