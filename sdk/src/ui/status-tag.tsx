import { useIntl } from 'react-intl'

import { judgeStatus, statusMessageId } from './status.ts'
import { Tag } from './tag.tsx'

export interface StatusTagProps {
  /** A judge status code of spec 1 §3 (e.g. 0 Accepted, -1 Wrong Answer). */
  readonly status: number
  /** Shows the abbreviation (AC, WA, ...) with the full label as a tooltip. */
  readonly short?: boolean
  readonly variant?: 'subtle' | 'solid' | 'outline'
  readonly size?: 'sm' | 'md'
  readonly className?: string
}

export function StatusTag({ status, short, variant = 'solid', size, className }: StatusTagProps) {
  const intl = useIntl()
  const info = judgeStatus(status)
  const label = intl.formatMessage({ id: statusMessageId(status) })
  return (
    <Tag color={info.color} variant={variant} size={size} title={label} className={className}>
      {short ? info.abbr : label}
    </Tag>
  )
}
