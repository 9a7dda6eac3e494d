import { RemoteImportApi } from '@oj/problems-contract'
import { type Account, RemoteJudgeApi } from '@oj/remote-judge-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, ConfirmDialog, LoadError, Select, Table, TextField } from '@oj/sdk/ui'
import { useApiMutation, useApiQuery, useAuth, useNavigateTo } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'

import { splitImportId } from './import-id.ts'

// minW 0: the accounts' table scrolls inside a narrow screen rather than widening the page
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0', '& > *': { minW: '0' } })
const formRow = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })
const grow = css({ flex: '1 1 14rem', minW: '0' })
const note = css({ textStyle: 'caption', color: 'fg.muted' })
const warn = css({ textStyle: 'body', color: 'danger.default' })
const done = css({ textStyle: 'body', color: 'success.default' })

/** Imports a remote judge's problem by its id in the bank (CF-1A, HDU-1000, AC-abc001_a). */
function ImportCard(): ReactNode {
  const intl = useIntl()
  const navigate = useNavigateTo()
  const [id, setId] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [imported, setImported] = useState<string | undefined>()
  const run = useApiMutation(RemoteImportApi.importRemote, { quiet: true })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setImported(undefined)
    const parts = splitImportId(id)
    if (!parts) return setError(intl.formatMessage({ id: 'remote-judge.import.badId' }))
    setError(undefined)
    run.mutate(parts, {
      onSuccess: () => setImported(`${parts.name}-${parts.problemId}`),
      onError: (e) => setError(e.message),
    })
  }
  return (
    <Card title={<FormattedMessage id="remote-judge.import.title" />} as="h2">
      <form className={stack} onSubmit={submit} data-testid="remote-import-form">
        <div className={formRow}>
          <TextField
            rootClassName={grow}
            label={<FormattedMessage id="remote-judge.import.id" />}
            hint={<FormattedMessage id="remote-judge.import.hint" />}
            placeholder="CF-1A"
            value={id}
            error={error}
            onChange={(e) => setId(e.target.value)}
          />
          <Button type="submit" loading={run.isPending}>
            <FormattedMessage id="remote-judge.import.submit" />
          </Button>
        </div>
        {imported ? (
          <p className={done} role="status" data-testid="remote-import-done">
            <FormattedMessage id="remote-judge.import.done" values={{ id: imported }} />{' '}
            <Button size="sm" variant="ghost" onClick={() => navigate(`/problem/${imported}`)}>
              <FormattedMessage id="remote-judge.import.open" />
            </Button>
          </p>
        ) : null}
      </form>
    </Card>
  )
}

/** A remote judge's accounts: listed without passwords, added, removed (the super admin only). */
function AccountsCard(): ReactNode {
  const sites = useApiQuery(RemoteJudgeApi.sites, {}, { quiet: true })
  const [oj, setOj] = useState('CF')
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [removing, setRemoving] = useState<Account | undefined>()
  const [error, setError] = useState<string | undefined>()
  const accounts = useApiQuery(RemoteJudgeApi.accounts, { oj }, { quiet: true })
  const changes = { invalidates: [RemoteJudgeApi.accounts, RemoteJudgeApi.sites], quiet: true }
  const add = useApiMutation(RemoteJudgeApi.addAccount, changes)
  const remove = useApiMutation(RemoteJudgeApi.deleteAccount, changes)
  if (sites.isError) return <LoadError onRetry={() => void sites.refetch()} />
  const options = (sites.data?.sites ?? []).map((s) => ({ value: s.oj, label: `${s.name} (${s.accounts})` }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    add.mutate(
      { oj, username, password },
      { onSuccess: () => (setUsername(''), setPassword('')), onError: (e) => setError(e.message) },
    )
  }
  const site = sites.data?.sites.find((s) => s.oj === oj)
  return (
    <Card title={<FormattedMessage id="remote-judge.accounts.title" />} as="h2">
      <div className={stack} data-testid="remote-accounts">
        {sites.data && !sites.data.keySet ? (
          <p className={warn} role="alert">
            <FormattedMessage id="remote-judge.accounts.noKey" />
          </p>
        ) : null}
        <Select
          label={<FormattedMessage id="remote-judge.accounts.site" />}
          options={options}
          value={oj}
          onValueChange={setOj}
        />
        {site ? <p className={note}>{site.baseUrl}</p> : null}
        <Table<Account>
          rows={accounts.data ?? []}
          rowKey={(row) => row.id}
          loading={accounts.isPending}
          minWidth="18rem"
          empty={<FormattedMessage id="remote-judge.accounts.empty" />}
          columns={[
            {
              key: 'username',
              header: <FormattedMessage id="remote-judge.accounts.username" />,
              cell: (r) => r.username,
            },
            {
              key: 'changed',
              header: <FormattedMessage id="remote-judge.accounts.changed" />,
              cell: (r) => <FormattedDate value={r.gmtModified} dateStyle="medium" timeStyle="short" />,
            },
            {
              key: 'actions',
              header: '',
              cell: (r) => (
                <Button size="sm" variant="ghost" onClick={() => setRemoving(r)}>
                  <FormattedMessage id="remote-judge.accounts.remove" />
                </Button>
              ),
            },
          ]}
        />
        <form className={formRow} onSubmit={submit} data-testid="remote-account-form">
          <TextField
            rootClassName={grow}
            name="username"
            label={<FormattedMessage id="remote-judge.accounts.username" />}
            value={username}
            autoComplete="off"
            onChange={(e) => setUsername(e.target.value)}
          />
          <TextField
            rootClassName={grow}
            type="password"
            name="password"
            label={<FormattedMessage id="remote-judge.accounts.password" />}
            value={password}
            autoComplete="new-password"
            error={error}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" loading={add.isPending}>
            <FormattedMessage id="remote-judge.accounts.add" />
          </Button>
        </form>
        <p className={note}>
          <FormattedMessage id="remote-judge.accounts.sealed" />
        </p>
      </div>
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => (open ? undefined : setRemoving(undefined))}
        tone="danger"
        title={<FormattedMessage id="remote-judge.accounts.removeTitle" />}
        text={
          <FormattedMessage
            id="remote-judge.accounts.removeText"
            values={{ username: removing?.username ?? '' }}
          />
        }
        confirmLabel={<FormattedMessage id="remote-judge.accounts.remove" />}
        onConfirm={async () => {
          if (removing) await remove.mutateAsync({ id: removing.id }).catch(() => undefined)
          setRemoving(undefined)
        }}
      />
    </Card>
  )
}

/** The admin page `remote-judge`: remote problem import, and (the super admin) the accounts. */
export default function AdminSection(props: { readonly path: string }): ReactNode {
  const { user } = useAuth()
  const section = props.path.replace(/^\/+/, '').split('/')[0]
  if (section !== 'remote-judge') return null
  const root = user?.roleList?.includes('root') ?? false
  return (
    <div className={stack}>
      <ImportCard />
      {root ? <AccountsCard /> : null}
    </div>
  )
}
