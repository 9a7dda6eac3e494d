import { css, cva } from '@oj/sdk/css'
import { Drawer, ExternalIcon } from '@oj/sdk/ui'
import { useLocale, usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocation } from 'react-router'

import { LanguageToggle } from './language-toggle.tsx'
import { AreaTitle } from './modes/mode-nav.tsx'
import { useBarMode } from './modes/use-bar-mode.ts'
import { isActive, type NavItem, TOOLS } from './nav.ts'
import { useNav, useNavLabel } from './nav-label.ts'

const listStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  listStyle: 'none',
  m: '0',
  p: '0',
})
const itemStyle = cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    w: 'full',
    minH: '10',
    pe: '3',
    ps: '3',
    border: 'none',
    borderRadius: 'control',
    bg: 'transparent',
    color: 'fg.default',
    fontSize: '15px',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _disabled: { opacity: 0.45, cursor: 'not-allowed', _hover: { bg: 'transparent' } },
  },
  variants: {
    active: { true: { color: 'accent.fg', bg: 'accent.subtle', fontWeight: '500' }, false: {} },
    nested: { true: { ps: '7' }, false: {} },
  },
})
const groupStyle = css({
  px: '3',
  pt: '3',
  pb: '1',
  textStyle: 'caption',
  color: 'fg.muted',
  fontWeight: '600',
})

/**
 * The drawer that replaces the top bar's navigation under 992 px (spec 1 §1), in the bar's mode: the
 * same entries as the bar (`useNav`), or the same area tabs (`useBarMode`).
 */
export function MobileNav(props: {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
}): ReactNode {
  const { pathname } = useLocation()
  const items = useNav()
  const label = useNavLabel()
  const intl = useIntl()
  const locale = useLocale()
  const platform = usePlatform()
  const view = useBarMode()
  const go = (to: string) => {
    props.onOpenChange(false)
    platform.navigate(to)
  }
  const entry = (item: NavItem, nested = false) => (
    <li key={item.id}>
      <button
        type="button"
        className={itemStyle({ nested, active: isActive(item, pathname) })}
        onClick={() => go(item.to ?? '/home')}
      >
        {label(item)}
      </button>
    </li>
  )
  return (
    <Drawer
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={<FormattedMessage id="frame.drawer.title" />}
      footer={<LanguageToggle />}
    >
      {view.mode.kind === 'default' ? (
        <ul className={listStyle}>
          {items.map((item) =>
            item.children ? (
              <li key={item.id}>
                <div className={groupStyle}>{label(item)}</div>
                <ul className={listStyle}>{item.children.map((child) => entry(child, true))}</ul>
              </li>
            ) : (
              entry(item)
            ),
          )}
          <li>
            <div className={groupStyle}>
              <FormattedMessage id="frame.tools" />
            </div>
            <ul className={listStyle}>
              {TOOLS.map((tool) => (
                <li key={tool.id}>
                  <a
                    className={itemStyle({ nested: true })}
                    href={tool.href}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {intl.formatMessage({ id: tool.label })}
                    <ExternalIcon />
                  </a>
                </li>
              ))}
            </ul>
          </li>
        </ul>
      ) : (
        <ul className={listStyle} data-mode={view.mode.kind} data-area={view.mode.area.id}>
          <li>
            <button type="button" className={itemStyle({})} onClick={() => go('/home')}>
              <FormattedMessage id="frame.mode.backHome" />
            </button>
          </li>
          <li>
            <div className={groupStyle}>
              <AreaTitle mode={view.mode} />
            </div>
            <ul className={listStyle}>
              {view.tabs.map((tab) => (
                <li key={tab.id}>
                  <button
                    type="button"
                    className={itemStyle({ nested: true, active: view.active === tab.id })}
                    aria-current={view.active === tab.id ? 'page' : undefined}
                    disabled={tab.disabled}
                    onClick={() => go(tab.to)}
                  >
                    {tab.label[locale]}
                  </button>
                </li>
              ))}
            </ul>
          </li>
        </ul>
      )}
    </Drawer>
  )
}
