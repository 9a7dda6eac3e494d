import { css } from '@oj/sdk/css'
import { Button, ChevronDownIcon as ChevronDown, Menu, type MenuItem } from '@oj/sdk/ui'
import {
  isVisible,
  type Locale,
  type ModuleDescriptor,
  type NavEntry,
  useAuth,
  useLocale,
  useModules,
  usePlatform,
  useSiteConfig,
  type WebsiteConfig,
} from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

/** The frame's own entries' places among the modules' (NavSpec.order): home first, then settings. */
const HOME_ORDER = 0
const SETTINGS_ORDER = 50

/**
 * The entries above logout: the frame's own (home, settings) and what the enabled modules add for
 * this viewer (the problems module: my submissions; an admin module: management), by order.
 */
export function userMenuEntries(
  own: { readonly home: MenuItem; readonly settings: MenuItem },
  modules: ReadonlyArray<Pick<ModuleDescriptor, 'userMenu'>>,
  viewer: { readonly loggedIn: boolean; readonly roles: ReadonlyArray<string> },
  site: WebsiteConfig | undefined,
  locale: Locale,
): MenuItem[] {
  const added = modules
    .flatMap((m) => m.userMenu)
    .filter(
      (entry): entry is NavEntry & { to: string } => !!entry.to && isVisible(entry.visible, viewer, site),
    )
    .map((entry) => ({ order: entry.order, item: { value: entry.to, label: entry.label[locale] } }))
  return [{ order: HOME_ORDER, item: own.home }, { order: SETTINGS_ORDER, item: own.settings }, ...added]
    .sort((a, b) => a.order - b.order)
    .map((e) => e.item)
}

/** The user menu of spec 1 §1: home, what the modules add, settings, logout. */
function useUserMenu(): { items: ReadonlyArray<MenuItem>; onSelect: (value: string) => void } {
  const intl = useIntl()
  const platform = usePlatform()
  const locale = useLocale()
  const modules = useModules()
  const site = useSiteConfig()
  const { user, loggedIn } = useAuth()
  const label = (id: string) => intl.formatMessage({ id })
  const own = {
    home: {
      value: `/user-home?username=${encodeURIComponent(user?.username ?? '')}`,
      label: label('frame.user.home'),
    },
    settings: { value: '/setting', label: label('frame.user.settings') },
  }
  const items: MenuItem[] = [
    ...userMenuEntries(own, modules, { loggedIn, roles: user?.roleList ?? [] }, site, locale),
    { value: '/logout', label: label('frame.user.logout'), danger: true, separatorBefore: true },
  ]
  return { items, onSelect: (to) => platform.navigate(to) }
}

const avatarStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '7',
  h: '7',
  borderRadius: 'pill',
  bg: 'accent.subtle',
  color: 'accent.fg',
  fontWeight: '600',
  fontSize: '13px',
  overflow: 'hidden',
  flexShrink: 0,
})
const nameStyle = css({ maxW: '32', overflow: 'hidden', textOverflow: 'ellipsis', hideBelow: 'sm' })

export function Avatar(props: { readonly name: string; readonly src?: string | null }): ReactNode {
  return (
    <span className={avatarStyle} aria-hidden>
      {props.src ? (
        <img src={props.src} alt="" width={28} height={28} />
      ) : (
        (props.name.trim()[0] ?? '?').toUpperCase()
      )}
    </span>
  )
}

/** Login button for visitors, the user menu for a logged-in user. */
export function Account(): ReactNode {
  const platform = usePlatform()
  const { user, loggedIn } = useAuth()
  const menu = useUserMenu()
  const intl = useIntl()
  if (!loggedIn || !user) {
    return (
      <Button size="sm" onClick={() => platform.openLogin()} data-testid="login-button">
        <FormattedMessage id="frame.login" />
      </Button>
    )
  }
  return (
    <Menu
      placement="bottom-end"
      items={menu.items}
      onSelect={menu.onSelect}
      trigger={
        <Button
          variant="ghost"
          tone="neutral"
          size="sm"
          aria-label={intl.formatMessage({ id: 'frame.user.menu' })}
        >
          <Avatar name={user.username} src={user.avatar} />
          <span className={nameStyle}>{user.username}</span>
          <ChevronDown />
        </Button>
      }
    />
  )
}
