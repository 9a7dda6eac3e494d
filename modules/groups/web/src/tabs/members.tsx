import {
  DEFAULT_LIMIT,
  GroupMemberApi,
  type GroupMemberVO,
  MEMBER_AUTHS,
  MemberAuth,
} from '@oj/groups-contract'
import { css } from '@oj/sdk/css'
import {
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  LoadError,
  Pagination,
  Select,
  Table,
  type TableColumn,
  Tag,
} from '@oj/sdk/ui'
import { useApiMutation, useApiQuery } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'

import { levelChoices, mayRemove } from '../access.ts'
import { useGroup } from '../group-context.ts'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' })
const when = (iso: string) => iso.slice(0, 16).replace('T', ' ')
const LEVEL_COLOR = { 1: 'blue', 2: 'gray', 3: 'green', 4: 'orange', 5: 'red' } as const

/** A member's level as a tag. */
function LevelTag({ auth }: { readonly auth: number }): ReactNode {
  const color = LEVEL_COLOR[auth as keyof typeof LEVEL_COLOR] ?? 'gray'
  return (
    <Tag size="sm" color={color}>
      <FormattedMessage id={`groups.level.${auth}`} />
    </Tag>
  )
}

function MemberTable(props: { readonly which: 'members' | 'applications' }): ReactNode {
  const view = useGroup()
  const intl = useIntl()
  const [page, setPage] = useState(1)
  const [reason, setReason] = useState<GroupMemberVO | undefined>()
  const [removing, setRemoving] = useState<GroupMemberVO | undefined>()
  const endpoint = props.which === 'members' ? GroupMemberApi.members : GroupMemberApi.applications
  const query = useApiQuery(
    endpoint,
    { gid: view.gid, currentPage: page, limit: DEFAULT_LIMIT },
    { keepPrevious: true, quiet: true },
  )
  const lists = [GroupMemberApi.members, GroupMemberApi.applications]
  const change = useApiMutation(GroupMemberApi.change, { invalidates: lists })
  const remove = useApiMutation(GroupMemberApi.remove, { invalidates: lists })
  const admin = view.rights.admin
  const top = view.rights.owner || view.superAdmin
  const actorLevel = view.rights.owner ? MemberAuth.root : view.level
  const columns: TableColumn<GroupMemberVO>[] = [
    {
      key: 'username',
      header: <FormattedMessage id="groups.member.username" />,
      cell: (m) => <Link to={`/user-home?username=${encodeURIComponent(m.username)}`}>{m.username}</Link>,
    },
    {
      key: 'joined',
      header: <FormattedMessage id="groups.member.joined" />,
      cell: (m) => when(m.gmtCreate),
      hideOnMobile: true,
    },
    {
      key: 'changed',
      header: <FormattedMessage id="groups.member.changed" />,
      cell: (m) => when(m.gmtModify),
      hideOnMobile: true,
    },
    {
      key: 'auth',
      header: <FormattedMessage id="groups.member.auth" />,
      cell: (m) => {
        if (!admin) return <LevelTag auth={m.auth} />
        const isOwner = m.username === view.group.owner
        const rule = levelChoices({ level: actorLevel, top }, { level: m.auth, isOwner })
        return (
          <Select
            size="sm"
            aria-label={intl.formatMessage({ id: 'groups.member.auth' })}
            value={String(m.auth)}
            disabled={rule.locked || change.isPending}
            onValueChange={(v) => change.mutate({ gid: view.gid, uid: m.uid, auth: Number(v) })}
            options={MEMBER_AUTHS.map((a) => ({
              value: String(a),
              label: intl.formatMessage({ id: `groups.level.${a}` }),
              disabled: !rule.allowed(a),
            }))}
          />
        )
      },
    },
  ]
  if (admin)
    columns.push({
      key: 'actions',
      header: <FormattedMessage id="groups.member.actions" />,
      cell: (m) => (
        <span className={actions}>
          {m.reason ? (
            <Button size="sm" variant="outline" onClick={() => setReason(m)} data-testid="member-reason">
              <FormattedMessage id="groups.member.reason" />
            </Button>
          ) : null}
          {props.which === 'applications' && m.auth === MemberAuth.applying ? (
            <Button
              size="sm"
              tone="success"
              onClick={() => change.mutate({ gid: view.gid, uid: m.uid, auth: MemberAuth.member })}
              data-testid="member-admit"
            >
              <FormattedMessage id="groups.member.admit" />
            </Button>
          ) : null}
          {mayRemove(
            {
              level: actorLevel,
              isOwner: view.rights.owner,
              self: m.username === view.username,
              superAdmin: view.superAdmin,
            },
            { level: m.auth, isOwner: m.username === view.group.owner },
          ) ? (
            <Button
              size="sm"
              tone="danger"
              variant="outline"
              onClick={() => setRemoving(m)}
              data-testid="member-remove"
            >
              <FormattedMessage id="groups.member.remove" />
            </Button>
          ) : null}
        </span>
      ),
    })
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />
  return (
    <>
      <Table
        columns={columns}
        rows={query.data?.records ?? []}
        rowKey={(m) => m.uid}
        loading={query.isPending}
        empty={
          <FormattedMessage
            id={props.which === 'members' ? 'groups.member.none' : 'groups.member.noApplications'}
          />
        }
      />
      {query.data && query.data.total > DEFAULT_LIMIT ? (
        <Pagination total={query.data.total} pageSize={DEFAULT_LIMIT} page={page} onPageChange={setPage} />
      ) : null}
      <Dialog
        open={reason !== undefined}
        onOpenChange={(open) => (open ? undefined : setReason(undefined))}
        title={<FormattedMessage id="groups.member.reasonOf" values={{ username: reason?.username ?? '' }} />}
      >
        <p>{reason?.reason}</p>
      </Dialog>
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => (open ? undefined : setRemoving(undefined))}
        tone="danger"
        title={<FormattedMessage id="groups.member.remove" />}
        text={
          <FormattedMessage id="groups.member.removeAsk" values={{ username: removing?.username ?? '' }} />
        }
        onConfirm={async () => {
          if (removing) await remove.mutateAsync({ gid: view.gid, uid: removing.uid })
          setRemoving(undefined)
        }}
      />
    </>
  )
}

/** The Member tab (spec 3 §2.8): the members; for group admins also the applications to admit. */
export function MembersTab(): ReactNode {
  const { rights } = useGroup()
  return (
    <div className={stack}>
      <Card title={<FormattedMessage id="groups.tab.member" />} as="h3">
        <MemberTable which="members" />
      </Card>
      {rights.admin ? (
        <Card title={<FormattedMessage id="groups.member.applications" />} as="h3">
          <MemberTable which="applications" />
        </Card>
      ) : null}
    </div>
  )
}
