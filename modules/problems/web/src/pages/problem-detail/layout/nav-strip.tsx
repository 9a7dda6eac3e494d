import type { StripProblem } from '@oj/problems-contract'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'

import { AppLink } from '../../status/links.tsx'

/** -5: the status is hidden (an OI contest without real-time rank) and shows as a question mark. */
const HIDDEN_STATUS = -5
const NOT_TRIED = -10
const ACCEPTED = 0

type StripMark = 'accepted' | 'tried' | 'hidden' | 'none'

/** How an item's status shows on the strip. */
function stripMark(status: number | null): StripMark {
  if (status === null || status === NOT_TRIED) return 'none'
  if (status === HIDDEN_STATUS) return 'hidden'
  return status === ACCEPTED ? 'accepted' : 'tried'
}

const MARK_TEXT: Record<StripMark, string> = { accepted: '✓', tried: '✗', hidden: '?', none: '' }

export interface NavStripProps {
  readonly items: ReadonlyArray<StripProblem>
  /** The display id of the problem on screen. */
  readonly current: string
  /** The page of an item (its focus-mode page, in the same context). */
  readonly hrefOf: (item: StripProblem) => string
}

/** The horizontal problem strip of focus mode: display id, title, status or score. */
export function NavStrip({ items, current, hrefOf }: NavStripProps): ReactNode {
  const intl = useIntl()
  return (
    <nav
      className="oj-problem-strip"
      aria-label={intl.formatMessage({ id: 'problems.detail.strip.label' })}
      data-testid="problem-strip"
    >
      <ol>
        {items.map((item) => {
          const mark = stripMark(item.status)
          const here = item.problemId.toLowerCase() === current.toLowerCase()
          return (
            <li key={item.pid}>
              <AppLink
                to={hrefOf(item)}
                className={here ? 'oj-problem-strip-item oj-problem-strip-current' : 'oj-problem-strip-item'}
                current={here}
              >
                {mark === 'none' ? (
                  <span className="oj-problem-strip-mark" aria-hidden />
                ) : (
                  <span
                    className={`oj-problem-strip-mark oj-problem-strip-${mark}`}
                    role="img"
                    aria-label={intl.formatMessage({ id: `problems.detail.strip.${mark}` })}
                    title={intl.formatMessage({ id: `problems.detail.strip.${mark}` })}
                  >
                    {MARK_TEXT[mark]}
                  </span>
                )}
                <b>{item.problemId}</b>
                <span className="oj-problem-strip-title">{item.title}</span>
                {item.score !== null && mark !== 'hidden' && mark !== 'none' ? (
                  <span className="oj-problem-strip-score">{item.score}</span>
                ) : null}
              </AppLink>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
