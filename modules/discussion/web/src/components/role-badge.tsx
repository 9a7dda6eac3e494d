import { Tag } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

/** Spec 2 §6's role badges: SPA for root, ADM for admin; nothing for users. */
export function RoleBadge(props: { readonly role: string }): ReactNode {
  if (props.role === 'root')
    return (
      <Tag size="sm" color="red">
        <FormattedMessage id="discussion.role.root" />
      </Tag>
    )
  if (props.role === 'admin')
    return (
      <Tag size="sm" color="orange">
        <FormattedMessage id="discussion.role.admin" />
      </Tag>
    )
  return null
}
