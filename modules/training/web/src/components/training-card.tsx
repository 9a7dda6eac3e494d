import { css } from '@oj/sdk/css'
import { Markdown, ProgressBar, Tag } from '@oj/sdk/ui'
import type { TrainingVO } from '@oj/training-contract'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { AuthTag } from './auth-tag.tsx'
import { progressPercent } from './progress.ts'

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  bg: 'bg.surface',
  cursor: 'pointer',
  textAlign: 'start',
  w: 'full',
  transition: 'box-shadow 0.15s',
  _hover: { boxShadow: 'md' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
})
const head = css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })
const title = css({ fontWeight: 'semibold', fontSize: 'md', flex: '1', minW: '0', overflowWrap: 'anywhere' })
const description = css({ color: 'fg.muted', fontSize: 'sm', maxH: '4.5em', overflow: 'hidden' })
const meta = css({ display: 'flex', gap: '3', color: 'fg.muted', fontSize: 'xs', flexWrap: 'wrap' })

export interface TrainingCardProps {
  readonly training: TrainingVO
  /** Shows the caller's progress bar (logged in). */
  readonly showProgress: boolean
  readonly onOpen: (training: TrainingVO) => void
}

/** One training of the list: title, auth and category tags, a short description, problems and progress. */
export function TrainingCard({ training, showProgress, onOpen }: TrainingCardProps): ReactNode {
  return (
    <button type="button" className={card} onClick={() => onOpen(training)} data-testid="training-card">
      <div className={head}>
        <span className={title}>{training.title}</span>
        <AuthTag auth={training.auth} />
        {training.categoryName ? (
          <Tag
            size="sm"
            {...(training.categoryColor ? { customColor: training.categoryColor } : { color: 'blue' })}
          >
            {training.categoryName}
          </Tag>
        ) : null}
      </div>
      {training.description ? (
        <div className={description}>
          <Markdown source={training.description.slice(0, 300)} />
        </div>
      ) : null}
      <div className={meta}>
        <span>
          <FormattedMessage id="training.list.problems" values={{ count: training.problemCount }} />
        </span>
        <span>
          <FormattedMessage id="training.card.author" values={{ author: training.author }} />
        </span>
      </div>
      {showProgress ? (
        <ProgressBar
          value={progressPercent(training.acCount, training.problemCount)}
          max={100}
          showValue
          decimals={2}
          size="sm"
          tone={training.acCount >= training.problemCount && training.problemCount > 0 ? 'success' : 'accent'}
          label={<FormattedMessage id="training.card.progress" />}
        />
      ) : null}
    </button>
  )
}
