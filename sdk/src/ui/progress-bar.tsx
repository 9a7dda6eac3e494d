import { css, cva, cx } from '@oj/sdk/css'
import { type ReactNode, useId } from 'react'
import { useIntl } from 'react-intl'

export interface ProgressBarProps {
  /** e.g. accepted submissions. */
  readonly value: number
  /** e.g. all submissions; 0 shows an empty bar and 0 %. */
  readonly max?: number
  readonly label?: ReactNode
  /** Shows the percentage after the bar (default true). */
  readonly showValue?: boolean
  /** Decimals of the percentage: lists show whole percent, detail pages 2 (spec 1 §9). */
  readonly decimals?: number
  readonly tone?: 'accent' | 'success' | 'warning' | 'danger'
  readonly size?: 'sm' | 'md'
  readonly className?: string
}

const trackStyle = cva({
  base: { flex: '1', minW: '12', bg: 'gray.200', borderRadius: 'pill', overflow: 'hidden' },
  variants: { size: { sm: { h: '1.5' }, md: { h: '2.5' } } },
  defaultVariants: { size: 'md' },
})
const rangeStyle = cva({
  base: { h: 'full', borderRadius: 'pill', transition: 'width 0.3s' },
  variants: {
    tone: {
      accent: { bg: 'accent.default' },
      success: { bg: 'success.default' },
      warning: { bg: 'warning.default' },
      danger: { bg: 'danger.default' },
    },
  },
  defaultVariants: { tone: 'success' },
})
const rootStyle = css({ display: 'flex', alignItems: 'center', gap: '2', w: 'full' })
const valueStyle = css({ fontSize: '12px', color: 'fg.muted', minW: '10', textAlign: 'end' })
const labelStyle = css({ fontSize: '13px', color: 'fg.muted' })

/**
 * A bar with its percentage, e.g. a problem's pass rate (accepted / submitted): a progressbar with its
 * value for assistive technology. Plain elements (no ark Progress): nothing in it moves by itself.
 */
export function ProgressBar(props: ProgressBarProps) {
  const { value, max = 100, showValue = true, decimals = 0, tone, size, className } = props
  const intl = useIntl()
  const safeMax = max > 0 ? max : 1
  const clamped = Math.min(Math.max(value, 0), safeMax)
  const percent = intl.formatNumber(max > 0 ? clamped / safeMax : 0, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
  const labelId = `progress-${useId()}`
  const now = max > 0 ? clamped : 0
  return (
    <div className={cx(rootStyle, className)}>
      {props.label ? (
        <span id={labelId} className={labelStyle}>
          {props.label}
        </span>
      ) : null}
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={now}
        aria-valuetext={percent}
        aria-labelledby={props.label ? labelId : undefined}
        className={trackStyle({ size })}
      >
        <div className={rangeStyle({ tone })} style={{ width: `${(now / safeMax) * 100}%` }} />
      </div>
      {showValue ? <span className={valueStyle}>{percent}</span> : null}
    </div>
  )
}
