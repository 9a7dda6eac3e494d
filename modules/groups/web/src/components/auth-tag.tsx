import { Tag } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

const COLORS = { 1: 'green', 2: 'orange', 3: 'red' } as const

/** A group's auth as a tag (public green, protected orange, private red), its rule as the tooltip. */
export function GroupAuthTag({ auth }: { readonly auth: number }): ReactNode {
  const intl = useIntl()
  const known = auth === 1 || auth === 2 || auth === 3
  return (
    <Tag
      size="sm"
      color={known ? COLORS[auth] : 'gray'}
      title={known ? intl.formatMessage({ id: `groups.auth.${auth}.tip` }) : undefined}
    >
      {known ? <FormattedMessage id={`groups.auth.${auth}`} /> : String(auth)}
    </Tag>
  )
}

/** The hidden tag of a group that is not visible in the list. */
export function HiddenTag(): ReactNode {
  return (
    <Tag size="sm" color="gray">
      <FormattedMessage id="groups.hidden" />
    </Tag>
  )
}
