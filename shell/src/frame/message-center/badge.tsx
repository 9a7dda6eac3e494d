import { css, cx } from '@oj/sdk/css'
import type { ReactNode, SVGProps } from 'react'

import { badgeText } from './unread.ts'

const badgeStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '18px',
  h: '18px',
  px: '1.5',
  borderRadius: 'pill',
  bg: 'danger.default',
  color: 'white',
  fontSize: '11px',
  fontWeight: '600',
  lineHeight: '1',
  fontVariantNumeric: 'tabular-nums',
})

/** The red unread count (up to 99, then '99+'); nothing for 0. */
export function UnreadBadge(props: { readonly count: number; readonly className?: string }): ReactNode {
  const text = badgeText(props.count)
  if (!text) return null
  return (
    <span className={cx(badgeStyle, props.className)} data-testid="unread-badge">
      {text}
    </span>
  )
}

export function BellIcon(props: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...props}
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  )
}
