import { css, cx } from '@oj/sdk/css'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'

export interface EmptyProps {
  /** What there is none of, in place of the kit's "No data". */
  readonly message?: ReactNode
  /** A next step (a link or a button) under the sentence. */
  readonly action?: ReactNode
  readonly className?: string
}

const rootStyle = css({
  display: 'grid',
  justifyItems: 'center',
  gap: '3',
  py: '8',
  px: '4',
  color: 'fg.muted',
  textAlign: 'center',
})
const markStyle = css({ w: '10', h: '10', color: 'border.default' })

/** A list or a part with nothing to show. */
export function Empty(props: EmptyProps): ReactNode {
  const intl = useIntl()
  return (
    <div className={cx(rootStyle, props.className)} data-testid="empty">
      <svg
        className={markStyle}
        viewBox="0 0 40 40"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="6" y="10" width="28" height="22" rx="3" />
        <path d="M6 20h9l2 4h6l2-4h9" />
      </svg>
      <span>{props.message ?? intl.formatMessage({ id: 'sdk.empty.noData' })}</span>
      {props.action}
    </div>
  )
}
