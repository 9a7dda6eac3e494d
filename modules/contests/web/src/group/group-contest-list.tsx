import { CONTEST_LIST_PAGE_SIZE, GroupContestApi } from '@oj/contests-contract'
import { Button, Card, LoadError, Pagination } from '@oj/sdk/ui'
import { useApiQuery, useNavigateTo } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'

import { ContestTable } from '../pages/contest-table.tsx'
import type { GroupContext } from './group-section.tsx'

/** A group's visible contests (GET /group/get-contest-list), 10 a page; each opens /contest/<cid>. */
export function GroupContestList({ group }: { readonly group: GroupContext }): ReactNode {
  const navigateTo = useNavigateTo()
  const [currentPage, setPage] = useState(1)
  const list = useApiQuery(
    GroupContestApi.list,
    { gid: group.gid, currentPage, limit: CONTEST_LIST_PAGE_SIZE },
    { keepPrevious: true, quiet: true },
  )
  return (
    <Card
      title={<FormattedMessage id="contests.group.heading" />}
      as="h2"
      actions={
        group.manage ? (
          <Button
            size="sm"
            variant="outline"
            data-testid="group-contest-manage"
            onClick={() => navigateTo(`${group.base}/admin`)}
          >
            <FormattedMessage id="contests.group.manage" />
          </Button>
        ) : undefined
      }
    >
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : (
        <ContestTable contests={list.data?.records ?? []} loading={list.isFetching} />
      )}
      <Pagination
        total={list.data?.total ?? 0}
        page={currentPage}
        pageSize={CONTEST_LIST_PAGE_SIZE}
        onPageChange={setPage}
      />
    </Card>
  )
}
