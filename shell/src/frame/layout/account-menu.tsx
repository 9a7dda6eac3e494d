import { css } from '@oj/sdk/css'
import { Button, ChevronDownIcon as ChevronDown, Menu, type MenuItem } from '@oj/sdk/ui'
import { useAuth, useModuleEnabled, usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

/** The user menu of spec 1 §1: home, submissions, settings, management (admin roles), logout. */
function useUserMenu(): { items: ReadonlyArray<MenuItem>; onSelect: (value: string) => void } {
  const intl = useIntl()
  const platform = usePlatform()
  const { user, admin } = useAuth()
  const adminModule = useModuleEnabled('admin')
  const label = (id: string) => intl.formatMessage({ id })
  const items: MenuItem[] = [
    {
      value: `/user-home?username=${encodeURIComponent(user?.username ?? '')}`,
      label: label('frame.user.home'),
    },
    { value: '/status?onlyMine=true', label: label('frame.user.submissions') },
    { value: '/setting', label: label('frame.user.settings') },
    ...(admin && adminModule ? [{ value: '/admin', label: label('frame.user.management') }] : []),
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
