import type { GroupVO } from '@oj/groups-contract'
import { css } from '@oj/sdk/css'
import { Button } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'

import { GroupAuthTag, HiddenTag } from './auth-tag.tsx'
import { GroupAvatar } from './group-avatar.tsx'

const card = css({
  display: 'flex',
  gap: '3',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  bg: 'bg.surface',
  cursor: 'pointer',
  transition: 'box-shadow 0.15s',
  _hover: { boxShadow: 'md' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
})
const body = css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0', flex: '1' })
const head = css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })
const title = css({ fontWeight: 'semibold', fontSize: 'md', overflowWrap: 'anywhere' })
const brief = css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' })
const meta = css({
  display: 'flex',
  gap: '3',
  color: 'fg.muted',
  fontSize: 'xs',
  flexWrap: 'wrap',
  alignItems: 'center',
})
const actions = css({ ms: 'auto' })

/** The first 20 characters of the description, then an ellipsis (spec 3 §2.1). */
function shortDescription(text: string): string {
  const chars = [...text]
  return chars.length > 20 ? `${chars.slice(0, 20).join('')}...` : chars.join('')
}

export interface GroupCardProps {
  readonly group: GroupVO
  /** The caller owns the group or is a super admin: Manage instead of View. */
  readonly manage: boolean
  readonly onOpen: (group: GroupVO) => void
}

/** One group of the list: avatar, auth tag, name, a short description, owner and member count. */
export function GroupCard({ group, manage, onOpen }: GroupCardProps): ReactNode {
  return (
    <div
      role="link"
      tabIndex={0}
      className={card}
      onClick={() => onOpen(group)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen(group)
      }}
      data-testid="group-card"
    >
      <GroupAvatar avatar={group.avatar} name={group.shortName || group.name} size={56} />
      <div className={body}>
        <div className={head}>
          <GroupAuthTag auth={group.auth} />
          {group.visible ? null : <HiddenTag />}
          <span className={title}>{group.name}</span>
        </div>
        <span className={brief}>{shortDescription(group.brief || group.description)}</span>
        <div className={meta}>
          <span>
            <FormattedMessage
              id="groups.card.owner"
              values={{
                owner: (
                  <Link
                    to={`/user-home?username=${encodeURIComponent(group.owner)}`}
                    onClick={(e) => e.stopPropagation()}
                  >
                    {group.owner}
                  </Link>
                ),
              }}
            />
          </span>
          <span>
            <FormattedMessage id="groups.card.members" values={{ count: group.memberCount }} />
          </span>
          <span className={actions}>
            <Button size="sm" variant={manage ? 'solid' : 'outline'} tabIndex={-1}>
              <FormattedMessage id={manage ? 'groups.card.manage' : 'groups.card.view'} />
            </Button>
          </span>
        </div>
      </div>
    </div>
  )
}
