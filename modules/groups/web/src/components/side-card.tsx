import { GroupApi, GroupAuth, GroupMemberApi, GroupRoutes, MemberAuth } from '@oj/groups-contract'
import { css } from '@oj/sdk/css'
import { Button, ConfirmDialog } from '@oj/sdk/ui'
import { useApiMutation, useAuth, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useNavigate } from 'react-router'

import { useGroup } from '../group-context.ts'
import { GroupAuthTag, HiddenTag } from './auth-tag.tsx'
import { GroupAvatar } from './group-avatar.tsx'
import { JoinDialog } from './join-dialog.tsx'
import { MarqueeName } from './marquee-name.tsx'

const cardStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3',
  p: '5',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  textAlign: 'center',
  minW: '0',
})
const nameStyle = css({ fontWeight: '700', fontSize: 'lg', maxW: 'full' })
const tagsStyle = css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'center' })
const factsStyle = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '1.5 3',
  fontSize: 'sm',
  w: 'full',
  textAlign: 'start',
  '& dt': { color: 'fg.muted' },
  '& dd': { m: '0', overflowWrap: 'anywhere' },
})
const buttonsStyle = css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'center' })

/** YYYY-MM-DD of a timestamp, as the side card shows it. */
export const day = (iso: string): string => iso.slice(0, 10)

/**
 * The group's side card (spec 3 §2.2): avatar, the name as a marquee, owner, auth and hidden tags,
 * created date, number; and the caller's actions: Apply / Applying / Refused, Exit, Manage, Disband.
 */
export function SideCard(): ReactNode {
  const view = useGroup()
  const { group, level, rights } = view
  const intl = useIntl()
  const platform = usePlatform()
  const navigate = useNavigate()
  const { loggedIn } = useAuth()
  const [joining, setJoining] = useState(false)
  const [confirm, setConfirm] = useState<'exit' | 'disband' | undefined>()
  const joined = () => {
    setJoining(false)
    platform.toast(
      'success',
      intl.formatMessage({
        id: group.auth === GroupAuth.public ? 'groups.join.joined' : 'groups.join.applied',
      }),
    )
    view.reload()
  }
  const join = useApiMutation(GroupMemberApi.join, { onSuccess: joined })
  const exit = useApiMutation(GroupMemberApi.exit, { invalidates: [GroupApi.list], onSuccess: view.reload })
  const disband = useApiMutation(GroupApi.disband, {
    invalidates: [GroupApi.list],
    onSuccess: () => void navigate(GroupRoutes.list),
  })
  const apply = () => {
    if (!loggedIn) return platform.openLogin()
    if (group.auth === GroupAuth.public) join.mutate({ gid: group.id })
    else setJoining(true)
  }
  const member = level >= MemberAuth.member && !rights.owner
  return (
    <aside className={cardStyle} data-testid="group-side-card">
      <GroupAvatar avatar={group.avatar} name={group.shortName || group.name} size={96} />
      <MarqueeName name={group.name} className={nameStyle} />
      <div className={tagsStyle}>
        <GroupAuthTag auth={group.auth} />
        {group.visible ? null : <HiddenTag />}
      </div>
      <dl className={factsStyle}>
        <dt>
          <FormattedMessage id="groups.side.owner" />
        </dt>
        <dd>
          <Link to={`/user-home?username=${encodeURIComponent(group.owner)}`}>{group.owner}</Link>
        </dd>
        <dt>
          <FormattedMessage id="groups.side.created" />
        </dt>
        <dd>{day(group.gmtCreate)}</dd>
        <dt>
          <FormattedMessage id="groups.side.number" />
        </dt>
        <dd>{group.id}</dd>
      </dl>
      <div className={buttonsStyle}>
        {level === MemberAuth.none && !rights.manage ? (
          <Button size="sm" loading={join.isPending} onClick={apply} data-testid="group-apply">
            <FormattedMessage id="groups.side.apply" />
          </Button>
        ) : null}
        {level === MemberAuth.applying ? (
          <Button size="sm" disabled data-testid="group-applying">
            <FormattedMessage id="groups.side.applying" />
          </Button>
        ) : null}
        {level === MemberAuth.refused ? (
          <Button size="sm" tone="danger" disabled>
            <FormattedMessage id="groups.side.refused" />
          </Button>
        ) : null}
        {member ? (
          <Button size="sm" variant="outline" onClick={() => setConfirm('exit')} data-testid="group-exit">
            <FormattedMessage id="groups.side.exit" />
          </Button>
        ) : null}
        {rights.manage ? (
          <>
            <Button
              size="sm"
              onClick={() => void navigate(`${view.base}/setting`)}
              data-testid="group-manage"
            >
              <FormattedMessage id="groups.card.manage" />
            </Button>
            <Button size="sm" tone="danger" variant="outline" onClick={() => setConfirm('disband')}>
              <FormattedMessage id="groups.side.disband" />
            </Button>
          </>
        ) : null}
      </div>
      <JoinDialog
        gid={group.id}
        auth={group.auth}
        open={joining}
        onClose={() => setJoining(false)}
        onDone={joined}
      />
      <ConfirmDialog
        open={confirm !== undefined}
        onOpenChange={(open) => (open ? undefined : setConfirm(undefined))}
        tone="danger"
        title={<FormattedMessage id={confirm === 'disband' ? 'groups.side.disband' : 'groups.side.exit'} />}
        text={
          <FormattedMessage id={confirm === 'disband' ? 'groups.side.disbandAsk' : 'groups.side.exitAsk'} />
        }
        onConfirm={async () => {
          if (confirm === 'disband') await disband.mutateAsync({ gid: group.id })
          else await exit.mutateAsync({ gid: group.id })
          setConfirm(undefined)
        }}
      />
    </aside>
  )
}
