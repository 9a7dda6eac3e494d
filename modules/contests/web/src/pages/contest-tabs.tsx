import { css, cx } from '@oj/sdk/css'
import { BASE_PATH, useNavigateTo } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { TOOL_TABS, type ToolTab } from '../tools/tool-tabs.ts'

export const CONTEST_TABS = [
  '',
  'problems',
  'submissions',
  'rank',
  'announcements',
  'comment',
  ...TOOL_TABS,
  'rejudge',
] as const
export type ContestTab = (typeof CONTEST_TABS)[number]

const TAB_LABELS: Record<ContestTab, string> = {
  '': 'contests.tab.overview',
  problems: 'contests.tab.problems',
  submissions: 'contests.tab.submissions',
  rank: 'contests.tab.rank',
  announcements: 'contests.tab.announcements',
  print: 'contests.tab.print',
  'admin-print': 'contests.tab.adminPrint',
  'ac-info': 'contests.tab.acInfo',
  'scroll-board': 'contests.tab.scrollBoard',
  comment: 'contests.tab.comment',
  rejudge: 'contests.tab.rejudge',
}

const barStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  mb: '4',
})
const tabStyle = css({
  px: '3',
  py: '2',
  color: 'fg.muted',
  textDecoration: 'none',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
})
const activeStyle = css({ color: 'fg.default', borderColor: 'brand.500', fontWeight: '600' })
const disabledStyle = css({ opacity: 0.5, pointerEvents: 'none' })

/** The contest's tabs; all but the overview are locked (disabled) while the menu is locked. */
export function ContestTabs(props: {
  readonly cid: number
  readonly active: ContestTab
  readonly locked: boolean
  /** The tool tabs this viewer sees (print, the admins' tools); none when not given. */
  readonly tools?: ReadonlyArray<ToolTab>
  /** The comment tab: the site's contest comments on, and a module that keeps them. */
  readonly comments?: boolean
  /** The rejudge tab: super admins only. */
  readonly rejudge?: boolean
}): ReactNode {
  const navigate = useNavigateTo()
  const tools: ReadonlyArray<string> = props.tools ?? []
  const tabs = CONTEST_TABS.filter((tab) => {
    if (tab === 'comment') return props.comments === true
    if (tab === 'rejudge') return props.rejudge === true
    return !(TOOL_TABS as ReadonlyArray<string>).includes(tab) || tools.includes(tab)
  })
  return (
    <nav className={barStyle} data-testid="contest-tabs">
      {tabs.map((tab) => {
        const to = `/contest/${props.cid}${tab ? `/${tab}` : ''}`
        const disabled = props.locked && tab !== ''
        return (
          <a
            key={tab}
            href={`${BASE_PATH}${to}`}
            aria-current={props.active === tab ? 'page' : undefined}
            aria-disabled={disabled || undefined}
            className={cx(tabStyle, props.active === tab && activeStyle, disabled && disabledStyle)}
            onClick={(event) => {
              event.preventDefault()
              if (!disabled) navigate(to)
            }}
          >
            <FormattedMessage id={TAB_LABELS[tab]} />
          </a>
        )
      })}
    </nav>
  )
}
