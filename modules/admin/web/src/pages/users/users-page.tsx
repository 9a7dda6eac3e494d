import { AdminUsersApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, type TableColumn, Tag } from '@oj/sdk/ui'
import { AdminList, type EndpointOutput, useApiMutation, usePlatform, useUser } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'

import { EditUserDialog, type EditUserValue } from './edit-user.tsx'
import { GenerateDialog } from './generate-dialog.tsx'
import { ImportDialog } from './import-dialog.tsx'
import { primaryRole, roleLabel } from './roles.ts'

type UserRow = EndpointOutput<typeof AdminUsersApi.list>['records'][number]

const check = css({ display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer', fontSize: 'sm' })
const name = css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' })

const toForm = (u: UserRow): EditUserValue => ({
  uid: u.uid,
  username: u.username,
  realname: u.realname ?? '',
  email: u.email ?? '',
  setNewPwd: false,
  password: '',
  type: primaryRole(u.roles)?.id ?? 1002,
  status: u.status === 1 ? 1 : 0,
  titleName: u.titleName ?? '',
  titleColor: u.titleColor ?? '',
})

/**
 * /admin/user (super admin): the users with search and the admins-only filter; editing, deleting
 * one or the ticked ones; the CSV import and the generation of accounts.
 */
export function UsersPage(): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const me = useUser()
  const [onlyAdmin, setOnlyAdmin] = useState(false)
  const [editing, setEditing] = useState<EditUserValue>()
  const [dialog, setDialog] = useState<'import' | 'generate'>()
  const edit = useApiMutation(AdminUsersApi.edit, {
    invalidates: [AdminUsersApi.list],
    onSuccess: () => {
      setEditing(undefined)
      platform.toast('success', intl.formatMessage({ id: 'admin.common.saved' }))
    },
  })
  const refresh = () =>
    void platform.queryClient.invalidateQueries({ queryKey: ['ojapi', AdminUsersApi.list.path] })

  const columns: Array<TableColumn<UserRow>> = [
    {
      key: 'username',
      header: <FormattedMessage id="admin.users.username" />,
      cell: (u) => (
        <span className={name}>
          {u.username}
          {u.titleName ? (
            <Tag size="sm" {...(u.titleColor ? { customColor: u.titleColor } : {})}>
              {u.titleName}
            </Tag>
          ) : null}
        </span>
      ),
    },
    {
      key: 'realname',
      header: <FormattedMessage id="admin.users.realname" />,
      cell: (u) => u.realname ?? '',
      hideOnMobile: true,
    },
    {
      key: 'email',
      header: <FormattedMessage id="admin.users.email" />,
      cell: (u) => u.email ?? '',
      hideOnMobile: true,
    },
    {
      key: 'role',
      header: <FormattedMessage id="admin.users.roleColumn" />,
      cell: (u) => {
        const role = primaryRole(u.roles)
        return role ? <FormattedMessage id={roleLabel(role.role)} /> : '—'
      },
    },
    {
      key: 'status',
      header: <FormattedMessage id="admin.users.status" />,
      width: '6rem',
      cell: (u) =>
        u.status === 0 ? (
          <Tag color="green" size="sm">
            <FormattedMessage id="admin.users.status.normal" />
          </Tag>
        ) : (
          <Tag color="red" size="sm">
            <FormattedMessage id="admin.users.status.disabled" />
          </Tag>
        ),
    },
    {
      key: 'created',
      header: <FormattedMessage id="admin.users.created" />,
      hideOnMobile: true,
      cell: (u) => <FormattedDate value={u.gmtCreate} dateStyle="medium" />,
    },
  ]
  return (
    <>
      <AdminList
        title={<FormattedMessage id="admin.users.title" />}
        testId="admin-users"
        endpoint={AdminUsersApi.list}
        query={onlyAdmin ? { onlyAdmin: true } : {}}
        search={{ placeholder: intl.formatMessage({ id: 'admin.users.search' }) }}
        columns={columns}
        rowKey={(u) => u.uid}
        minWidth="720px"
        filters={
          <label className={check}>
            <input
              type="checkbox"
              checked={onlyAdmin}
              onChange={(e) => setOnlyAdmin(e.currentTarget.checked)}
              data-testid="admin-users-only-admin"
            />
            <FormattedMessage id="admin.users.onlyAdmin" />
          </label>
        }
        actions={
          <span className={actions}>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setDialog('import')}
              data-testid="admin-users-import"
            >
              <FormattedMessage id="admin.users.import.open" />
            </Button>
            <Button size="sm" onClick={() => setDialog('generate')} data-testid="admin-users-generate">
              <FormattedMessage id="admin.users.generate.open" />
            </Button>
          </span>
        }
        rowActions={(u) => (
          <Button size="sm" variant="outline" onClick={() => setEditing(toForm(u))}>
            <FormattedMessage id="admin.common.edit" />
          </Button>
        )}
        remove={{
          endpoint: AdminUsersApi.remove,
          many: true,
          input: (rows) => ({ ids: rows.map((u) => u.uid) }),
          allowed: (u) => u.uid !== me?.uid,
          confirm: (rows) =>
            rows.length === 1 ? (
              <FormattedMessage id="admin.users.confirmDelete" values={{ name: rows[0]?.username ?? '' }} />
            ) : (
              <FormattedMessage id="admin.users.confirmDeleteMany" values={{ count: rows.length }} />
            ),
          done: () => platform.toast('success', intl.formatMessage({ id: 'admin.common.deleted' })),
        }}
      />
      <EditUserDialog
        value={editing}
        self={editing?.uid === me?.uid}
        saving={edit.isPending}
        onClose={() => setEditing(undefined)}
        onSave={(v) =>
          edit.mutate({
            uid: v.uid,
            username: v.username,
            realname: v.realname,
            email: v.email,
            setNewPwd: v.setNewPwd,
            ...(v.setNewPwd ? { password: v.password } : {}),
            type: v.type,
            status: v.status,
            titleName: v.titleName,
            titleColor: v.titleColor,
          })
        }
      />
      <ImportDialog
        open={dialog === 'import'}
        onClose={() => setDialog(undefined)}
        onImported={() => {
          setDialog(undefined)
          refresh()
        }}
      />
      <GenerateDialog
        open={dialog === 'generate'}
        onClose={() => setDialog(undefined)}
        onGenerated={refresh}
      />
    </>
  )
}
