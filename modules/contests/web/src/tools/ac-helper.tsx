import { type AcInfoRow, ContestsApi } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button, LoadError, Pagination, Table, Tag } from '@oj/sdk/ui'
import { useApiMutation, useApiQuery, useNavigateTo } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'

import { penaltyText } from '../rank/rank-format.ts'
import { TOOL_REFRESH_MS } from './print.tsx'

// The admin helper (spec 2 §2, ACM): the contest's Accepted runs newest first, first blood marked,
// a checked mark to toggle (a balloon handed out), refreshed every 10 s and on demand.

/** Spec 2 §9: 20 a page. */
const AC_HELPER_PAGE_SIZE = 20

const barStyle = css({ display: 'flex', justifyContent: 'flex-end', mb: '2' })
const linkStyle = css({
  color: 'brand.600',
  cursor: 'pointer',
  textDecoration: 'underline',
  bg: 'transparent',
})

export function AcHelper(props: { readonly cid: number }): ReactNode {
  const navigate = useNavigateTo()
  const [page, setPage] = useState(1)
  const list = useApiQuery(
    ContestsApi.acInfo,
    { cid: props.cid, currentPage: page, limit: AC_HELPER_PAGE_SIZE },
    { quiet: true, keepPrevious: true, refetchInterval: TOOL_REFRESH_MS },
  )
  const check = useApiMutation(ContestsApi.checkAc, { invalidates: [ContestsApi.acInfo] })
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />
  return (
    <>
      <div className={barStyle}>
        <Button size="sm" variant="outline" loading={list.isFetching} onClick={() => void list.refetch()}>
          <FormattedMessage id="contests.tools.refresh" />
        </Button>
      </div>
      <Table<AcInfoRow>
        rows={list.data?.records ?? []}
        rowKey={(r) => r.id}
        loading={list.isFetching && !list.data}
        empty={<FormattedMessage id="contests.acHelper.empty" />}
        minWidth="640px"
        columns={[
          {
            key: 'time',
            header: <FormattedMessage id="contests.acHelper.acTime" />,
            cell: (r) => penaltyText(r.time),
          },
          {
            key: 'problem',
            header: <FormattedMessage id="contests.acHelper.problem" />,
            align: 'center',
            cell: (r) => r.displayId,
          },
          {
            key: 'kind',
            header: <FormattedMessage id="contests.tools.status" />,
            cell: (r) => (
              <Tag color={r.firstBlood ? 'red' : 'green'} variant={r.firstBlood ? 'solid' : 'subtle'}>
                <FormattedMessage
                  id={r.firstBlood ? 'contests.acHelper.firstBlood' : 'contests.acHelper.accepted'}
                />
              </Tag>
            ),
          },
          {
            key: 'user',
            header: <FormattedMessage id="contests.tools.username" />,
            cell: (r) => (
              <button
                type="button"
                className={linkStyle}
                onClick={() =>
                  navigate(`/contest/${props.cid}/submissions?username=${encodeURIComponent(r.username)}`)
                }
              >
                {r.username}
              </button>
            ),
          },
          {
            key: 'realname',
            header: <FormattedMessage id="contests.tools.realname" />,
            hideOnMobile: true,
            cell: (r) => r.realname ?? '',
          },
          {
            key: 'checked',
            header: <FormattedMessage id="contests.acHelper.checked" />,
            cell: (r) => (
              <Tag color={r.checked ? 'green' : 'gray'}>
                <FormattedMessage id={r.checked ? 'contests.acHelper.done' : 'contests.acHelper.notDone'} />
              </Tag>
            ),
          },
          {
            key: 'actions',
            header: <FormattedMessage id="contests.tools.actions" />,
            cell: (r) => (
              <Button
                size="sm"
                variant={r.checked ? 'outline' : 'solid'}
                tone={r.checked ? 'neutral' : 'accent'}
                loading={check.isPending && check.variables?.id === r.id}
                onClick={() => check.mutate({ id: r.id, cid: props.cid, checked: !r.checked })}
              >
                <FormattedMessage id={r.checked ? 'contests.acHelper.uncheck' : 'contests.acHelper.check'} />
              </Button>
            ),
          },
        ]}
      />
      <Pagination
        total={list.data?.total ?? 0}
        page={page}
        pageSize={AC_HELPER_PAGE_SIZE}
        onPageChange={setPage}
      />
    </>
  )
}
