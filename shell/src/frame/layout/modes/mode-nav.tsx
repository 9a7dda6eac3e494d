import { css, cx } from '@oj/sdk/css'
import { ChevronLeftIcon } from '@oj/sdk/ui'
import { useLocale } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'

import type { BarMode } from './modes.ts'
import type { BarModeView } from './use-bar-mode.ts'

const titleStyle = css({
  color: 'fg.muted',
  fontSize: '13px',
  fontWeight: '600',
  whiteSpace: 'nowrap',
  px: '1',
  hideBelow: 'xl',
})

const disabledStyle = css({ opacity: 0.45, cursor: 'not-allowed', pointerEvents: 'none' })

/** The area's object, named by what the module calls it ('Contest #7'), or by its id alone. */
export function AreaTitle(props: { readonly mode: Extract<BarMode, { kind: 'area' }> }): ReactNode {
  const locale = useLocale()
  const { name, id } = props.mode
  return name ? (
    <FormattedMessage id="frame.mode.title" values={{ name: name[locale], id }} />
  ) : (
    <FormattedMessage id="frame.mode.untitled" values={{ id }} />
  )
}

/**
 * The links of an area's bar: back home, the area's object, then its tabs. `linkClass` is the
 * default bar's link look, so both modes read alike.
 */
export function ModeNav(props: {
  readonly view: BarModeView
  readonly linkClass: (active: boolean) => string
}): ReactNode {
  const locale = useLocale()
  const { view, linkClass } = props
  if (view.mode.kind === 'default') return null
  return (
    <>
      <Link to="/home" className={linkClass(false)} data-testid="mode-back-home">
        <ChevronLeftIcon />
        <FormattedMessage id="frame.mode.backHome" />
      </Link>
      <span className={titleStyle}>
        <AreaTitle mode={view.mode} />
      </span>
      {view.tabs.map((tab) =>
        tab.disabled ? (
          <span key={tab.id} className={cx(linkClass(false), disabledStyle)} aria-disabled="true">
            {tab.label[locale]}
          </span>
        ) : (
          <Link
            key={tab.id}
            to={tab.to}
            className={linkClass(view.active === tab.id)}
            aria-current={view.active === tab.id ? 'page' : undefined}
          >
            {tab.label[locale]}
          </Link>
        ),
      )}
    </>
  )
}
