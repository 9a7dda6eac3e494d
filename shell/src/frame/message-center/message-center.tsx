import { css, cva } from '@oj/sdk/css'
import { Button, Card } from '@oj/sdk/ui'
import { useAuth, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, Navigate, useLocation } from 'react-router'

import { pageStyle } from '../pages/page-style.ts'
import { UnreadBadge } from './badge.tsx'
import { MessageList } from './message-list.tsx'
import { categoryOfRoute, MESSAGE_CATEGORIES } from './unread.ts'
import { useUnread } from './use-unread.ts'

const tabsStyle = css({
  display: 'flex',
  gap: '1',
  overflowX: 'auto',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  mb: '4',
})
const tabStyle = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '3',
    py: '2.5',
    mb: '-1px',
    borderBottomWidth: '2px',
    borderColor: 'transparent',
    color: 'fg.muted',
    fontWeight: '500',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    _hover: { color: 'fg.default' },
  },
  variants: {
    active: {
      true: { color: 'accent.fg', borderColor: 'accent.default', _hover: { color: 'accent.fg' } },
      false: {},
    },
  },
})

/** Anonymous visitors get the login dialog and a prompt; the page fills in once they log in. */
function LoginPrompt(): ReactNode {
  const platform = usePlatform()
  useEffect(() => {
    platform.openLogin()
  }, [platform])
  return (
    <div className={css({ textAlign: 'center', py: '12' })} data-testid="message-login">
      <p className={css({ color: 'fg.muted', mb: '4' })}>
        <FormattedMessage id="frame.msg.loginFirst" />
      </p>
      <Button onClick={() => platform.openLogin()}>
        <FormattedMessage id="frame.msg.login" />
      </Button>
    </div>
  )
}

/** The message center (spec 2 §2): /message/{discuss,reply,like,sys,mine}, login needed. */
export function MessageCenter(): ReactNode {
  const { pathname } = useLocation()
  const { loggedIn } = useAuth()
  const counts = useUnread()
  const intl = useIntl()
  const route = pathname.split('/').filter(Boolean)[1]
  const category = categoryOfRoute(route)
  if (!category) return <Navigate to="/message/discuss" replace />
  return (
    <div className={pageStyle}>
      <Card>
        <h1 className={css({ textStyle: 'h3', mb: '3' })}>
          <FormattedMessage id="frame.msg.title" />
        </h1>
        {loggedIn ? (
          <>
            <nav className={tabsStyle} aria-label={intl.formatMessage({ id: 'frame.msg.tabs' })}>
              {MESSAGE_CATEGORIES.map((c) => (
                <Link
                  key={c.route}
                  to={`/message/${c.route}`}
                  className={tabStyle({ active: c.route === category.route })}
                  aria-current={c.route === category.route ? 'page' : undefined}
                >
                  <FormattedMessage id={`frame.msg.${c.type}`} />
                  <UnreadBadge count={counts[c.type]} />
                </Link>
              ))}
            </nav>
            <MessageList key={category.type} category={category} />
          </>
        ) : (
          <LoginPrompt />
        )}
      </Card>
    </div>
  )
}
