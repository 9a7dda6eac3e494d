import { useIntl } from 'react-intl'

import { difficulty, difficultyMessageId } from './difficulty.ts'
import { Tag } from './tag.tsx'

export interface DifficultyTagProps {
  /** 0, 1 or 2 (spec 1 §3); other values are clamped. */
  readonly level: number
  readonly variant?: 'subtle' | 'solid' | 'outline'
  readonly size?: 'sm' | 'md'
  readonly className?: string
}

export function DifficultyTag({ level, variant = 'solid', size, className }: DifficultyTagProps) {
  const intl = useIntl()
  return (
    <Tag color={difficulty(level).color} variant={variant} size={size} className={className}>
      {intl.formatMessage({ id: difficultyMessageId(level) })}
    </Tag>
  )
}
