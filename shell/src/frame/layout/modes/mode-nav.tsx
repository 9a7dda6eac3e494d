import { css } from '@oj/sdk/css'
import { ChevronLeftIcon } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'

import type { BarModeView } from './use-bar-mode.ts'

const titleStyle = css({
  color: 'fg.muted',
  fontSize: '13px',
  fontWeight: '600',
  whiteSpace: 'nowrap',
  px: '1',
  hideBelow: 'xl',
})

/**
 * The links of a training, contest or group bar: back home, the area's name, then its pages.
 * `linkClass` is the default bar's link look, so both modes read alike.
 */
export function ModeNav(props: {
  readonly view: BarModeView
  readonly linkClass: (active: boolean) => string
}): ReactNode {
  const { view, linkClass } = props
  if (view.mode.kind === 'default') return null
  return (
    <>
      <Link to="/home" className={linkClass(false)} data-testid="mode-back-home">
        <ChevronLeftIcon />
        <FormattedMessage id="frame.mode.backHome" />
      </Link>
      <span className={titleStyle}>
        <FormattedMessage id={`frame.mode.${view.mode.kind}.title`} values={{ id: view.mode.id }} />
      </span>
      {view.entries.map((entry) => (
        <Link
          key={entry.id}
          to={entry.to}
          className={linkClass(view.active === entry.id)}
          aria-current={view.active === entry.id ? 'page' : undefined}
        >
          <FormattedMessage id={entry.label} />
        </Link>
      ))}
    </>
  )
}
