import { ContestsApi, type ContestView, VirtualContestApi, type VirtualRankPage } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button, LoadError, Tag } from '@oj/sdk/ui'
import { useApiQuery, useAuth } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'

import { formatDuration } from '../pages/contest-format.ts'
import { ContestRank } from '../pages/contest-parts.tsx'
import { pinnedCopies } from '../rank/rank-format.ts'
import { RankTable } from '../rank/rank-table.tsx'

const BOARD_REFRESH_MS = 30_000
const headStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', mb: '3' })

type Problems = Parameters<typeof RankTable>[0]['problems']

/** The virtual board as its participant sees it (pure of the calls: the story renders it). */
export function VirtualBoardView(props: {
  readonly page: VirtualRankPage
  readonly problems: Problems
  readonly show: string
  readonly onReal?: () => void
}): ReactNode {
  const { run, sealed } = props.page
  const duration = Math.floor((new Date(run.endTime).getTime() - new Date(run.startTime).getTime()) / 1000)
  return (
    <>
      <div className={headStyle}>
        <Tag color="orange">
          <FormattedMessage id="contests.virtual.boardTitle" />
        </Tag>
        <span>
          <FormattedMessage
            id="contests.virtual.boardAt"
            values={{ elapsed: formatDuration(run.elapsed), duration: formatDuration(duration) }}
          />
        </span>
        {sealed ? (
          <Tag color="gray">
            <FormattedMessage id="contests.virtual.sealed" />
          </Tag>
        ) : null}
        {props.onReal ? (
          <Button variant="ghost" onClick={props.onReal}>
            <FormattedMessage id="contests.virtual.showReal" />
          </Button>
        ) : null}
      </div>
      <RankTable
        rows={props.page.records}
        problems={props.problems}
        show={props.show}
        // the virtual participant's row is pinned on top of the first page
        pinned={
          props.page.current === 1
            ? pinnedCopies(
                props.page.records,
                props.page.records.filter((r) => r.virtual).map((r) => r.uid),
              )
            : 0
        }
      />
    </>
  )
}

function VirtualBoard(props: { readonly contest: ContestView; readonly onReal?: () => void }): ReactNode {
  const { contest } = props
  const board = useApiQuery(
    VirtualContestApi.rank,
    { cid: contest.id, currentPage: 1, limit: 300 },
    {
      quiet: true,
      keepPrevious: true,
      refetchInterval: (data) => (data?.run.status === 0 ? BOARD_REFRESH_MS : false),
    },
  )
  const problems = useApiQuery(ContestsApi.problems, { cid: contest.id }, { quiet: true })
  if (board.isError) return <LoadError onRetry={() => void board.refetch()} />
  if (!board.data) return null
  return (
    <VirtualBoardView
      page={board.data}
      problems={problems.data ?? []}
      show={contest.rankShowName}
      {...(props.onReal ? { onReal: props.onReal } : {})}
    />
  )
}

/**
 * The rank tab: a virtual participant sees their virtual board (only it while the run goes on, so
 * that the real final board spoils nothing); after the run, either board; anyone else the real one.
 */
export function ContestRankTab(props: { readonly contest: ContestView }): ReactNode {
  const { contest } = props
  const { loggedIn } = useAuth()
  const [real, setReal] = useState(false)
  const info = useApiQuery(
    VirtualContestApi.info,
    { cid: contest.id },
    { enabled: loggedIn && contest.status === 1, quiet: true },
  )
  const run = info.data?.run
  if (contest.status === 1 && loggedIn && info.isPending) return null
  if (!run) return <ContestRank contest={contest} />
  if (run.status === 1 && real) {
    return (
      <>
        <div className={headStyle}>
          <Button variant="ghost" onClick={() => setReal(false)}>
            <FormattedMessage id="contests.virtual.showVirtual" />
          </Button>
        </div>
        <ContestRank contest={contest} />
      </>
    )
  }
  return <VirtualBoard contest={contest} {...(run.status === 1 ? { onReal: () => setReal(true) } : {})} />
}
