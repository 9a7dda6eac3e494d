import { Tag } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

/** A training's auth as a tag: public green, private red. */
export function AuthTag({ auth }: { readonly auth: string }): ReactNode {
  const known = auth === 'Public' || auth === 'Private'
  return (
    <Tag color={auth === 'Private' ? 'red' : 'green'} size="sm">
      {known ? <FormattedMessage id={`training.auth.${auth}`} /> : auth}
    </Tag>
  )
}
