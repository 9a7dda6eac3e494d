import {
  GROUP_AUTHS,
  GROUP_LIST_LIMIT,
  GROUP_LIST_LIMITS,
  GroupApi,
  GroupRoutes,
  type GroupVO,
} from '@oj/groups-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, Empty, Input, LoadError, Pagination, Select } from '@oj/sdk/ui'
import { hasRole, useApiQuery, useAuth, usePlatform, useUser } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate, useSearchParams } from 'react-router'

import { CreateGroupDialog } from '../components/create-group-dialog.tsx'
import { GroupCard } from '../components/group-card.tsx'

const page = css({ maxW: '1200px', mx: 'auto', p: { base: '3', md: '6' } })
const filters = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'flex-end', mb: '4' })
const search = css({ display: 'flex', gap: '2', flex: '1', minW: '220px' })
const grid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  mb: '4',
})

const ALL = 'all'

const positive = (text: string | null): number | undefined => {
  const n = Number(text)
  return Number.isInteger(n) && n >= 1 ? n : undefined
}

/**
 * /group: the group list (spec 3 §2.1) with its auth, keyword and My groups filters and page size
 * (15 by default; 9, 15, 30, 60, 120), each change pushing the query; Create group for logged-in users.
 */
export default function GroupListPage(): ReactNode {
  const intl = useIntl()
  const navigate = useNavigate()
  const platform = usePlatform()
  const { loggedIn } = useAuth()
  const user = useUser()
  const superAdmin = hasRole(user, 'root')
  const [params, setParams] = useSearchParams()
  const keyword = params.get('keyword') ?? ''
  const auth = GROUP_AUTHS.find((a) => String(a) === params.get('auth'))
  const onlyMine = params.get('onlyMine') === 'true' && loggedIn
  const currentPage = positive(params.get('currentPage')) ?? 1
  const sized = positive(params.get('limit'))
  const limit = GROUP_LIST_LIMITS.find((l) => l === sized) ?? GROUP_LIST_LIMIT
  const [text, setText] = useState(keyword)
  const [creating, setCreating] = useState(false)
  const list = useApiQuery(
    GroupApi.list,
    {
      currentPage,
      limit,
      ...(keyword ? { keyword } : {}),
      ...(auth ? { auth } : {}),
      ...(onlyMine ? { onlyMine: true } : {}),
    },
    { keepPrevious: true, quiet: true },
  )
  const go = (next: {
    keyword?: string
    auth?: string
    onlyMine?: boolean
    currentPage?: number
    limit?: number
  }) => {
    const merged = { keyword, auth: auth ? String(auth) : '', onlyMine, currentPage: 1, limit, ...next }
    const out = new URLSearchParams()
    if (merged.keyword) out.set('keyword', merged.keyword)
    if (merged.auth) out.set('auth', merged.auth)
    if (merged.onlyMine) out.set('onlyMine', 'true')
    if (merged.currentPage > 1) out.set('currentPage', String(merged.currentPage))
    if (merged.limit !== GROUP_LIST_LIMIT) out.set('limit', String(merged.limit))
    setParams(out)
  }
  const needLogin = (): boolean => {
    if (loggedIn) return false
    platform.toast('warning', intl.formatMessage({ id: 'groups.list.loginFirst' }))
    platform.openLogin()
    return true
  }
  const open = (group: GroupVO) => {
    if (needLogin()) return
    void navigate(`${GroupRoutes.list}/${group.id}`)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    go({ keyword: text.trim() })
  }
  return (
    <div className={page}>
      <Card
        title={<FormattedMessage id="groups.list.title" />}
        as="h2"
        actions={
          <Button size="sm" onClick={() => needLogin() || setCreating(true)} data-testid="group-create">
            <FormattedMessage id="groups.list.create" />
          </Button>
        }
      >
        <div className={filters}>
          <Select
            label={<FormattedMessage id="groups.list.auth" />}
            value={auth ? String(auth) : ALL}
            onValueChange={(value) => go({ auth: value === ALL ? '' : value })}
            options={[
              { value: ALL, label: intl.formatMessage({ id: 'groups.list.allAuth' }) },
              ...GROUP_AUTHS.map((a) => ({
                value: String(a),
                label: intl.formatMessage({ id: `groups.auth.${a}` }),
              })),
            ]}
          />
          <Select
            label={<FormattedMessage id="groups.list.scope" />}
            value={onlyMine ? 'mine' : ALL}
            onValueChange={(value) => {
              if (value === 'mine' && needLogin()) return
              go({ onlyMine: value === 'mine' })
            }}
            options={[
              { value: ALL, label: intl.formatMessage({ id: 'groups.list.allGroups' }) },
              { value: 'mine', label: intl.formatMessage({ id: 'groups.list.mine' }) },
            ]}
          />
          <form className={search} role="search" onSubmit={submit}>
            <Input
              type="search"
              value={text}
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
              aria-label={intl.formatMessage({ id: 'groups.list.keyword' })}
              placeholder={intl.formatMessage({ id: 'groups.list.keyword' })}
            />
            <Button type="submit">
              <FormattedMessage id="groups.list.search" />
            </Button>
          </form>
        </div>
        {list.isError ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : list.data?.records.length === 0 ? (
          <Empty message={<FormattedMessage id="groups.list.empty" />} />
        ) : (
          <div className={grid}>
            {(list.data?.records ?? []).map((g) => (
              <GroupCard
                key={g.id}
                group={g}
                manage={superAdmin || (user !== undefined && user.username === g.owner)}
                onOpen={open}
              />
            ))}
          </div>
        )}
        {list.data && list.data.total > 0 ? (
          <Pagination
            total={list.data.total}
            pageSize={limit}
            page={currentPage}
            pageSizes={GROUP_LIST_LIMITS}
            onPageChange={(p) => go({ currentPage: p })}
            onPageSizeChange={(l) => go({ limit: l })}
          />
        ) : null}
      </Card>
      <CreateGroupDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false)
          void list.refetch()
        }}
      />
    </div>
  )
}
