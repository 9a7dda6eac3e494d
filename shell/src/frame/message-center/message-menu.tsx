import { css } from '@oj/sdk/css'
import { Button, Menu } from '@oj/sdk/ui'
import { useAuth, usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { BellIcon, UnreadBadge } from './badge.tsx'
import { MESSAGE_CATEGORIES, totalUnread } from './unread.ts'
import { useUnread } from './use-unread.ts'

const triggerStyle = css({ position: 'relative' })
const dotStyle = css({
  position: 'absolute',
  top: '1.5',
  insetEnd: '1.5',
  w: '2',
  h: '2',
  borderRadius: 'pill',
  bg: 'danger.default',
  boxShadow: '0 0 0 2px {colors.bg.surface}',
})
const itemStyle = css({ display: 'flex', alignItems: 'center', gap: '3', w: 'full' })

/**
 * The message menu of spec 1 §1 (logged in only): a bell with a red dot while anything is unread and
 * the five categories with their counts, each opening its page of the message center.
 */
export function MessageMenu(): ReactNode {
  const { loggedIn } = useAuth()
  const counts = useUnread()
  const platform = usePlatform()
  const intl = useIntl()
  if (!loggedIn) return null
  const unread = totalUnread(counts) > 0
  return (
    <Menu
      placement="bottom-end"
      items={MESSAGE_CATEGORIES.map((c) => ({
        value: `/message/${c.route}`,
        label: (
          <span className={itemStyle}>
            <FormattedMessage id={`frame.msg.${c.type}`} />
            <UnreadBadge count={counts[c.type]} className={css({ ms: 'auto' })} />
          </span>
        ),
      }))}
      onSelect={(to) => platform.navigate(to)}
      trigger={
        <Button
          variant="ghost"
          tone="neutral"
          size="sm"
          className={triggerStyle}
          aria-label={intl.formatMessage({ id: unread ? 'frame.msg.menuUnread' : 'frame.msg.menu' })}
          data-testid="message-menu"
        >
          <BellIcon className={css({ fontSize: '18px' })} />
          {unread ? <span className={dotStyle} data-testid="unread-dot" /> : null}
        </Button>
      }
    />
  )
}
