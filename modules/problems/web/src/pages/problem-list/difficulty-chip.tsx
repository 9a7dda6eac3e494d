import { Tag } from '@oj/sdk/ui'
import { useIntl } from 'react-intl'

import { difficultyColor } from './format.ts'

/** A difficulty as a coloured chip with the locale's label (zh 简单/中等/困难, en Easy-/Easy/Easy+). */
export function DifficultyChip(props: { readonly difficulty: number }) {
  const intl = useIntl()
  const level = Math.min(Math.max(Math.trunc(props.difficulty), 0), 2)
  return (
    <Tag color={difficultyColor(level)} variant="solid" size="sm">
      {intl.formatMessage({ id: `problems.list.difficulty.${level}` })}
    </Tag>
  )
}
