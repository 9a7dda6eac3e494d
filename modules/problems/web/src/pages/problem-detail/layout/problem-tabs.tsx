import { type KeyboardEvent, type ReactNode, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { AppLink } from '../../status/links.tsx'

export type ProblemTab = 'description' | 'solutions' | 'mine' | 'annex'

export interface ProblemTabsProps {
  readonly active: ProblemTab
  readonly onSelect: (tab: ProblemTab) => void
  /** The Annex tab exists only for problems with extra files. */
  readonly showAnnex: boolean
  /** The discussion page, when the site config offers one here (never in contests). */
  readonly discussionHref?: string | undefined
  readonly onStatistic: () => void
  readonly leftOnly: boolean
  readonly onLeftOnly: (on: boolean) => void
  /** The other side of focus mode (contest and training problems only). */
  readonly focusHref?: string | undefined
  readonly focus: boolean
}

const TAB_TEXT: Record<ProblemTab, string> = {
  description: 'problems.detail.tab.description',
  solutions: 'problems.detail.tab.solutions',
  mine: 'problems.detail.tab.mySubmission',
  annex: 'problems.detail.tab.annex',
}

export const tabPanelId = (tab: ProblemTab): string => `oj-problem-panel-${tab}`
export const tabId = (tab: ProblemTab): string => `oj-problem-tab-${tab}`

/** The left pane's tabs, then the discussion link, the statistic dialog and the view switches. */
export function ProblemTabs(props: ProblemTabsProps): ReactNode {
  const intl = useIntl()
  const list = useRef<HTMLDivElement>(null)
  const tabs: ReadonlyArray<ProblemTab> = [
    'description',
    'solutions',
    'mine',
    ...(props.showAnnex ? ['annex' as const] : []),
  ]
  // Arrow keys move between the tabs (the tablist pattern); Tab leaves the list.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const at = tabs.indexOf(props.active)
    const next = tabs[(at + step + tabs.length) % tabs.length] ?? 'description'
    props.onSelect(next)
    list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus()
  }
  return (
    <div className="oj-problem-tabbar">
      <div
        ref={list}
        className="oj-problem-tabs"
        role="tablist"
        aria-label={intl.formatMessage({ id: 'problems.detail.tabs.label' })}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={props.active === tab}
            aria-controls={tabPanelId(tab)}
            tabIndex={props.active === tab ? 0 : -1}
            className={props.active === tab ? 'oj-problem-tab oj-problem-tab-active' : 'oj-problem-tab'}
            onClick={() => props.onSelect(tab)}
            data-testid={`problem-tab-${tab}`}
          >
            <FormattedMessage id={TAB_TEXT[tab]} />
          </button>
        ))}
      </div>
      <div className="oj-problem-tools">
        {props.discussionHref ? (
          <AppLink to={props.discussionHref} className="oj-problem-tab">
            <FormattedMessage id="problems.detail.tab.discussion" />
          </AppLink>
        ) : null}
        <button
          type="button"
          className="oj-problem-tab"
          onClick={props.onStatistic}
          data-testid="problem-statistic-open"
        >
          <FormattedMessage id="problems.detail.tab.statistic" />
        </button>
        <button
          type="button"
          className="oj-problem-tab oj-problem-wide-only"
          aria-pressed={props.leftOnly}
          onClick={() => props.onLeftOnly(!props.leftOnly)}
          data-testid="problem-only-toggle"
        >
          <FormattedMessage
            id={props.leftOnly ? 'problems.detail.view.both' : 'problems.detail.view.problemOnly'}
          />
        </button>
        {props.focusHref ? (
          <AppLink to={props.focusHref} className="oj-problem-tab" current={false}>
            <FormattedMessage
              id={props.focus ? 'problems.detail.focus.exit' : 'problems.detail.focus.enter'}
            />
          </AppLink>
        ) : null}
      </div>
    </div>
  )
}
