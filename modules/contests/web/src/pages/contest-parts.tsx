import { ContestsApi, type ContestView } from '@oj/contests-contract'
import type { ProblemDetail, ProblemLinks, SubmissionListPage, SubmissionQuery } from '@oj/problems-contract'
import { ProblemsSlots } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Card, LoadError, Table } from '@oj/sdk/ui'
import { useApi, useApiQuery, useNavigateTo, useUser } from '@oj/sdk/web'
import { Slot } from '@oj/sdk/web'
import { type ReactNode, useMemo } from 'react'
import { FormattedDate, FormattedMessage } from 'react-intl'

import { useBoardStream } from '../rank/board-stream.ts'
import { RankTable } from '../rank/rank-table.tsx'
import { RankDownload } from '../tools/rank-download.tsx'
import { isContestAdminUser } from '../tools/tool-tabs.ts'

/** Links of the contest's pages for the problems module's pieces. */
const contestLinks = (cid: number): ProblemLinks => ({
  problem: (id) => `/contest/${cid}/problem/${encodeURIComponent(id)}`,
  submissions: (query) => `/contest/${cid}/submissions${query ? `?${query}` : ''}`,
  submission: (submitId) => `/submission-detail/${submitId}`,
})

/** The contest's problems: display id with its balloon colour, title, AC / total ('?' when hidden). */
export function ContestProblems(props: { readonly cid: number }): ReactNode {
  const navigate = useNavigateTo()
  const list = useApiQuery(ContestsApi.problems, { cid: props.cid }, { quiet: true })
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />
  return (
    <Table
      rows={list.data ?? []}
      rowKey={(p) => p.id}
      loading={list.isFetching}
      onRowClick={(p) => navigate(`/contest/${props.cid}/problem/${encodeURIComponent(p.displayId)}`)}
      columns={[
        {
          key: 'id',
          header: '#',
          width: '72px',
          cell: (p) => (
            <span>
              <span style={{ color: p.color ?? undefined }}>●</span> {p.displayId}
            </span>
          ),
        },
        {
          key: 'title',
          header: <FormattedMessage id="contests.problems.title" />,
          cell: (p) => p.displayTitle,
        },
        {
          key: 'ac',
          header: <FormattedMessage id="contests.problems.acTotal" />,
          align: 'center',
          cell: (p) => (p.ac === null || p.total === null ? '? / ?' : `${p.ac} / ${p.total}`),
        },
      ]}
    />
  )
}

/** A contest problem: the problems module's page with the contest's scope and calls. */
export function ContestProblem(props: { readonly cid: number; readonly displayId: string }): ReactNode {
  const api = useApi()
  const { cid, displayId } = props
  const pageProps = useMemo(
    () => ({
      scope: { param: 'cid' as const, id: cid },
      displayId,
      focus: false,
      hideSource: true,
      source: {
        detail: () => api.call(ContestsApi.problemDetail, { cid, displayId }) as Promise<ProblemDetail>,
        submissions: (q: SubmissionQuery) =>
          api.call(ContestsApi.submissions, {
            ...q,
            contestID: cid,
            beforeContestSubmit: false,
          }) as Promise<SubmissionListPage>,
      },
      links: contestLinks(cid),
    }),
    [api, cid, displayId],
  )
  return <Slot def={ProblemsSlots.problemPage} props={pageProps} />
}

/** The contest's submissions: the problems module's list with the contest's call. */
export function ContestSubmissions(props: { readonly cid: number }): ReactNode {
  const api = useApi()
  const { cid } = props
  const listProps = useMemo(
    () => ({
      scope: { param: 'cid' as const, id: cid },
      source: {
        list: (q: SubmissionQuery) =>
          api.call(ContestsApi.submissions, {
            ...q,
            contestID: cid,
            beforeContestSubmit: false,
          }) as Promise<SubmissionListPage>,
      },
      links: contestLinks(cid),
    }),
    [api, cid],
  )
  return <Slot def={ProblemsSlots.submissionList} props={listProps} />
}

const BOARD_REFRESH_MS = 30_000
const downloadBarStyle = css({ display: 'flex', justifyContent: 'flex-end', mb: '2' })

/** The board, refreshed on each change the live stream tells of, and every 30 s, while the contest runs. */
export function ContestRank(props: { readonly contest: ContestView }): ReactNode {
  const { contest } = props
  const running = contest.status === 0
  const board = useApiQuery(
    ContestsApi.rank,
    { cid: contest.id, currentPage: 1, limit: 300 },
    { quiet: true, keepPrevious: true, refetchInterval: running ? BOARD_REFRESH_MS : false },
  )
  const problems = useApiQuery(ContestsApi.problems, { cid: contest.id }, { quiet: true })
  // The live stream refetches at once; the 30 s refresh stays the fallback (HOJ's client has only it).
  useBoardStream(contest.id, running, () => void board.refetch())
  const admin = isContestAdminUser(useUser(), contest)
  if (board.isError) return <LoadError onRetry={() => void board.refetch()} />
  return (
    <>
      {admin ? (
        <div className={downloadBarStyle}>
          <RankDownload cid={contest.id} />
        </div>
      ) : null}
      <RankTable
        rows={board.data?.records ?? []}
        problems={problems.data ?? []}
        show={contest.rankShowName}
        loading={board.isFetching && !board.data}
      />
    </>
  )
}

/** The contest's announcements, newest first. */
export function ContestAnnouncements(props: { readonly cid: number }): ReactNode {
  const list = useApiQuery(ContestsApi.announcements, { cid: props.cid, limit: 50 }, { quiet: true })
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />
  const rows = list.data?.records ?? []
  if (rows.length === 0) return <FormattedMessage id="contests.announcements.empty" />
  return (
    <>
      {rows.map((a) => (
        <Card key={a.id} title={a.title} as="h3">
          <p>{a.content}</p>
          <small>
            <FormattedDate value={a.gmtCreate} dateStyle="medium" timeStyle="short" />
          </small>
        </Card>
      ))}
    </>
  )
}
