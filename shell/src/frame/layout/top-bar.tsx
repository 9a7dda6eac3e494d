import { css, cva } from '@oj/sdk/css'
import { Button, ChevronDownIcon as ChevronDown, Menu, MenuIcon } from '@oj/sdk/ui'
import { usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router'

import { MessageMenu } from '../message-center/message-menu.tsx'
import { useUnreadPolling } from '../message-center/use-unread.ts'
import { Account } from './account-menu.tsx'
import { LanguageToggle } from './language-toggle.tsx'
import { Logo } from './logo.tsx'
import { ModeNav } from './modes/mode-nav.tsx'
import { useBarMode } from './modes/use-bar-mode.ts'
import { isActive, type NavItem, TOOLS } from './nav.ts'
import { useNav, useNavLabel } from './nav-label.ts'

const barStyle = css({
  bg: 'bg.surface',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  boxShadow: '0 1px 3px rgb(15 23 42 / 0.06)',
})
const innerStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: { base: '2', lg: '4' },
  maxW: 'page',
  h: 'topbar',
  mx: 'auto',
  px: 'gutter',
})
const navStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  hideBelow: 'lg',
  flex: '1',
  minW: '0',
  overflowX: 'auto',
  scrollbarWidth: 'none',
})
// One cva, not two classes merged with cx: atomic classes for the same property would fight by
// stylesheet order, not by the order they are listed in.
const linkStyle = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    h: '9',
    px: '3',
    borderRadius: 'control',
    color: 'fg.muted',
    fontSize: '15px',
    fontWeight: '500',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    border: 'none',
    bg: 'transparent',
    cursor: 'pointer',
    _hover: { color: 'fg.default', bg: 'bg.muted' },
  },
  variants: {
    active: {
      true: { color: 'accent.fg', bg: 'accent.subtle', _hover: { color: 'accent.fg', bg: 'accent.subtle' } },
      false: {},
    },
  },
})
const endStyle = css({ display: 'flex', alignItems: 'center', gap: '2', ms: 'auto' })
const desktopOnly = css({ hideBelow: 'lg' })
const mobileOnly = css({ hideFrom: 'lg' })

function NavEntry(props: { readonly item: NavItem; readonly pathname: string }): ReactNode {
  const label = useNavLabel()
  const platform = usePlatform()
  const { item, pathname } = props
  const className = linkStyle({ active: isActive(item, pathname) })
  if (item.children) {
    return (
      <Menu
        items={item.children.map((child) => ({ value: child.to ?? '', label: label(child) }))}
        onSelect={(to) => platform.navigate(to)}
        trigger={
          <button type="button" className={className}>
            {label(item)}
            <ChevronDown />
          </button>
        }
      />
    )
  }
  return (
    <Link
      to={item.to ?? '/home'}
      className={className}
      aria-current={isActive(item, pathname) ? 'page' : undefined}
    >
      {label(item)}
    </Link>
  )
}

function ToolsMenu(): ReactNode {
  const intl = useIntl()
  return (
    <Menu
      items={TOOLS.map((tool) => ({
        value: tool.id,
        label: intl.formatMessage({ id: tool.label }),
        href: tool.href,
        target: '_blank',
      }))}
      trigger={
        <button type="button" className={linkStyle()}>
          <FormattedMessage id="frame.tools" />
          <ChevronDown />
        </button>
      }
    />
  )
}

/**
 * The top bar (spec 1 §1) in the mode the route chooses: the default entries, or the tabs of an area
 * a module declares. Under 992 px only the app bar part shows, with a drawer button.
 */
export function TopBar(props: { readonly onOpenDrawer: () => void }): ReactNode {
  const { pathname } = useLocation()
  const items = useNav()
  const intl = useIntl()
  const view = useBarMode()
  useUnreadPolling()
  return (
    <header className={barStyle}>
      <div className={innerStyle}>
        <Button
          variant="ghost"
          tone="neutral"
          size="sm"
          className={mobileOnly}
          onClick={props.onOpenDrawer}
          aria-label={intl.formatMessage({ id: 'frame.menu.open' })}
          data-testid="drawer-button"
        >
          <MenuIcon className={css({ fontSize: '20px' })} />
        </Button>
        <Logo />
        <nav
          className={navStyle}
          aria-label="main"
          data-mode={view.mode.kind}
          data-area={view.mode.kind === 'area' ? view.mode.area.id : undefined}
        >
          {view.mode.kind === 'default' ? (
            <>
              {items.map((item) => (
                <NavEntry key={item.id} item={item} pathname={pathname} />
              ))}
              <ToolsMenu />
            </>
          ) : (
            <ModeNav view={view} linkClass={(active) => linkStyle({ active })} />
          )}
        </nav>
        <div className={endStyle}>
          <LanguageToggle className={desktopOnly} />
          <MessageMenu />
          <Account />
        </div>
      </div>
    </header>
  )
}
