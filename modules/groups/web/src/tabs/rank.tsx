import { GROUP_RANK_LIMIT, GroupApi, type GroupRankRow, RankType } from '@oj/groups-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, Input, LoadError, Pagination, Table, type TableColumn, Tag } from '@oj/sdk/ui'
import { useApiQuery } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'

import { GroupAvatar } from '../components/group-avatar.tsx'
import { useGroup } from '../group-context.ts'

const bar = css({ display: 'flex', gap: '2', flexWrap: 'wrap', mb: '3', alignItems: 'center' })
const search = css({ display: 'flex', gap: '2', flex: '1', minW: '200px' })
const user = css({ display: 'inline-flex', gap: '2', alignItems: 'center' })
/** The figures' columns: narrow, so that on a phone the table scrolls inside its card from them on. */
const SOLVED_WIDTH = '4.5rem'

/**
 * The Rank tab (spec 3 §2.10): search, the ACM/OI switch (ACM first), 30 a page. Every column stays
 * on a narrow screen: the table scrolls sideways inside its card, as the admin tables do.
 */
export function RankTab(): ReactNode {
  const { gid } = useGroup()
  const intl = useIntl()
  const [type, setType] = useState<number>(RankType.acm)
  const [page, setPage] = useState(1)
  const [text, setText] = useState('')
  const [searchUser, setSearch] = useState('')
  const query = useApiQuery(
    GroupApi.rank,
    { gid, type, currentPage: page, limit: GROUP_RANK_LIMIT, ...(searchUser ? { searchUser } : {}) },
    { keepPrevious: true, quiet: true },
  )
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setPage(1)
    setSearch(text.trim())
  }
  const columns: TableColumn<GroupRankRow>[] = [
    { key: 'seq', header: '#', cell: (_, i) => (page - 1) * GROUP_RANK_LIMIT + i + 1, width: '56px' },
    {
      key: 'user',
      header: <FormattedMessage id="groups.rank.user" />,
      cell: (r) => (
        <span className={user}>
          <GroupAvatar avatar={r.avatar} name={r.username} size={24} />
          <Link to={`/user-home?username=${encodeURIComponent(r.username)}`}>{r.username}</Link>
          {r.titleName ? (
            <Tag size="sm" {...(r.titleColor ? { customColor: r.titleColor } : { color: 'blue' })}>
              {r.titleName}
            </Tag>
          ) : null}
        </span>
      ),
    },
    {
      key: 'nickname',
      header: <FormattedMessage id="groups.rank.nickname" />,
      cell: (r) => r.nickname ?? '',
    },
    ...(type === RankType.acm
      ? [
          {
            key: 'ac',
            header: <FormattedMessage id="groups.rank.ac" />,
            cell: (r: GroupRankRow) => r.ac,
            align: 'end' as const,
            width: SOLVED_WIDTH,
          },
          {
            key: 'total',
            header: <FormattedMessage id="groups.rank.total" />,
            cell: (r: GroupRankRow) => r.total,
            align: 'end' as const,
            width: SOLVED_WIDTH,
          },
          {
            key: 'rating',
            header: <FormattedMessage id="groups.rank.rating" />,
            cell: (r: GroupRankRow) => (r.total > 0 ? `${((r.ac / r.total) * 100).toFixed(2)}%` : '0.00%'),
            align: 'end' as const,
            width: SOLVED_WIDTH,
          },
        ]
      : [
          {
            key: 'score',
            header: <FormattedMessage id="groups.rank.score" />,
            cell: (r: GroupRankRow) => r.score,
            align: 'end' as const,
            width: SOLVED_WIDTH,
          },
        ]),
  ]
  return (
    <Card title={<FormattedMessage id="groups.tab.rank" />} as="h3">
      <div className={bar}>
        <Button
          size="sm"
          variant={type === RankType.acm ? 'solid' : 'outline'}
          aria-pressed={type === RankType.acm}
          onClick={() => (setType(RankType.acm), setPage(1))}
          data-testid="rank-acm"
        >
          ACM
        </Button>
        <Button
          size="sm"
          variant={type === RankType.oi ? 'solid' : 'outline'}
          aria-pressed={type === RankType.oi}
          onClick={() => (setType(RankType.oi), setPage(1))}
          data-testid="rank-oi"
        >
          OI
        </Button>
        <form className={search} role="search" onSubmit={submit}>
          <Input
            type="search"
            size="sm"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-label={intl.formatMessage({ id: 'groups.rank.search' })}
            placeholder={intl.formatMessage({ id: 'groups.rank.search' })}
          />
          <Button size="sm" type="submit">
            <FormattedMessage id="groups.list.search" />
          </Button>
        </form>
      </div>
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <Table
          columns={columns}
          rows={query.data?.records ?? []}
          rowKey={(r) => r.uid}
          minWidth="32rem"
          loading={query.isPending}
          empty={<FormattedMessage id="groups.rank.none" />}
        />
      )}
      {query.data && query.data.total > GROUP_RANK_LIMIT ? (
        <Pagination total={query.data.total} pageSize={GROUP_RANK_LIMIT} page={page} onPageChange={setPage} />
      ) : null}
    </Card>
  )
}
