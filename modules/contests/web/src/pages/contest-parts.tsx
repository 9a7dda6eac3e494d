import { BOARD_PAGE_SIZE, ContestsApi, type ContestView } from '@oj/contests-contract'
import type {
  ProblemDetail,
  ProblemLinks,
  StripProblem,
  SubmissionListPage,
  SubmissionQuery,
} from '@oj/problems-contract'
import { ProblemsApi, ProblemsSlots } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Card, LoadError, Markdown, Table } from '@oj/sdk/ui'
import { type ApiClient, useApi, useApiQuery, useNavigateTo, useUser } from '@oj/sdk/web'
import { Slot } from '@oj/sdk/web'
import { type ReactNode, useMemo, useState } from 'react'
import { FormattedDate, FormattedMessage } from 'react-intl'

import { BoardPager } from '../rank/board-pager.tsx'
import { useBoardStream } from '../rank/board-stream.ts'
import { pinnedCopies } from '../rank/rank-format.ts'
import { RankTable } from '../rank/rank-table.tsx'
import { RankDownload } from '../tools/rank-download.tsx'
import { isContestAdminUser } from '../tools/tool-tabs.ts'

/** Links of the contest's pages for the problems module's pieces (a problem's focus mode included). */
const contestLinks = (cid: number): ProblemLinks => ({
  problem: (id, focus) => `/contest/${cid}/problem/${encodeURIComponent(id)}${focus ? '/full-screen' : ''}`,
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

/**
 * The focus-mode strip of a contest (HOJ's get-full-screen-problem-list for a cid): its problems in
 * order with the caller's status on each, as the contest shows them (-5 while it hides verdicts).
 */
async function contestStrip(api: ApiClient, cid: number): Promise<ReadonlyArray<StripProblem>> {
  const problems = await api.call(ContestsApi.problems, { cid }, { quiet: true })
  const statuses =
    problems.length === 0
      ? {}
      : await api.call(
          ProblemsApi.userProblemStatus,
          { pidList: problems.map((p) => p.pid), isContestProblemList: true, cid },
          { quiet: true },
        )
  return problems.map((p) => ({
    pid: p.pid,
    problemId: p.displayId,
    title: p.displayTitle,
    status: statuses[String(p.pid)]?.status ?? null,
    score: statuses[String(p.pid)]?.score ?? null,
  }))
}

/**
 * A contest problem: the problems module's page with the contest's scope and calls; in focus mode
 * (`/contest/:cid/problem/:pid/full-screen`) full screen with the strip of the contest's problems.
 */
export function ContestProblem(props: {
  readonly cid: number
  readonly displayId: string
  readonly focus?: boolean
}): ReactNode {
  const api = useApi()
  const { cid, displayId } = props
  const focus = props.focus ?? false
  const pageProps = useMemo(
    () => ({
      scope: { param: 'cid' as const, id: cid },
      displayId,
      focus,
      hideSource: true,
      source: {
        detail: () => api.call(ContestsApi.problemDetail, { cid, displayId }) as Promise<ProblemDetail>,
        submissions: (q: SubmissionQuery) =>
          api.call(ContestsApi.submissions, {
            ...q,
            contestID: cid,
            beforeContestSubmit: false,
          }) as Promise<SubmissionListPage>,
        strip: () => contestStrip(api, cid),
      },
      links: contestLinks(cid),
    }),
    [api, cid, displayId, focus],
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

/**
 * The board, refreshed on each change the live stream tells of, and every 30 s, while the contest
 * runs; paged as the outside boards are (50 a page first), the viewer's own row pinned on top.
 */
export function ContestRank(props: { readonly contest: ContestView }): ReactNode {
  const { contest } = props
  const running = contest.status === 0
  const [page, setPage] = useState(1)
  const [limit, setLimit] = useState<number>(BOARD_PAGE_SIZE)
  const board = useApiQuery(
    ContestsApi.rank,
    { cid: contest.id, currentPage: page, limit },
    { quiet: true, keepPrevious: true, refetchInterval: running ? BOARD_REFRESH_MS : false },
  )
  const first = useApiQuery(
    ContestsApi.rank,
    { cid: contest.id, currentPage: 1, limit },
    { quiet: true, keepPrevious: true, enabled: page > 1 },
  )
  const problems = useApiQuery(ContestsApi.problems, { cid: contest.id }, { quiet: true })
  // The live stream refetches at once; the 30 s refresh stays the fallback (HOJ's client has only it).
  useBoardStream(contest.id, running, () => void board.refetch())
  const user = useUser()
  const admin = isContestAdminUser(user, contest)
  const pinned = pinnedCopies((page === 1 ? board.data : first.data)?.records ?? [], user ? [user.uid] : [])
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
        pinned={page === 1 ? pinned : 0}
      />
      <BoardPager
        total={board.data?.total ?? 0}
        pinned={pinned}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        onPageSizeChange={setLimit}
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
          <Markdown source={a.content} math />
          <small>
            <FormattedDate value={a.gmtCreate} dateStyle="medium" timeStyle="short" />
          </small>
        </Card>
      ))}
    </>
  )
}
