import { BOARD_PAGE_SIZE, CONCERNED_MAX, ContestsApi } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button, Input, LoadError } from '@oj/sdk/ui'
import { useApiQuery, useUser } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useParams } from 'react-router'

import { contestClock, ContestHeader, useNow } from '../pages/contest-header.tsx'
import { BoardPager } from '../rank/board-pager.tsx'
import { pinnedCopies } from '../rank/rank-format.ts'
import { RankTable } from '../rank/rank-table.tsx'
import { RankDownload } from '../tools/rank-download.tsx'
import { isContestAdminUser } from '../tools/tool-tabs.ts'

// The public outside scoreboards (spec 2 §2): /contest/acm-scoreboard/:contestID and
// /contest/oi-scoreboard/:contestID. The header of the contest, a search box, the switches (star
// users, after-contest runs and force update for the contest's admins, auto refresh every 30 s, off
// once the contest ended or after a failed refresh), the board with page sizes 10..300 (50 first).

export const OUTSIDE_REFRESH_MS = 30_000

const pageStyle = css({ maxW: '1400px', mx: 'auto', p: { base: '3', md: '6' } })
const barStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
  justifyContent: 'space-between',
  my: '3',
})
const searchStyle = css({ display: 'flex', gap: '2', flex: '1 1 240px', maxW: '420px' })
const switchesStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'center' })
const switchStyle = css({ display: 'flex', gap: '1.5', alignItems: 'center', fontSize: '14px' })

function Switch(props: {
  readonly label: string
  readonly checked: boolean
  readonly disabled?: boolean
  readonly onChange: (checked: boolean) => void
}): ReactNode {
  return (
    <label className={switchStyle}>
      <input
        type="checkbox"
        role="switch"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <FormattedMessage id={props.label} />
    </label>
  )
}

/** The users followed on this contest's board, kept in the browser (spec 2 §2: the concerned list). */
function useConcerned(cid: number): [ReadonlySet<string>, (uid: string) => void] {
  const key = `oj-contest-concerned-${cid}`
  const [list, setList] = useState<ReadonlyArray<string>>(() => {
    try {
      const value = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
    } catch {
      return []
    }
  })
  const toggle = (uid: string) => {
    const next = list.includes(uid) ? list.filter((u) => u !== uid) : [...list, uid].slice(-CONCERNED_MAX)
    setList(next)
    try {
      localStorage.setItem(key, JSON.stringify(next))
    } catch {
      // Storage full or blocked: followed for this visit only.
    }
  }
  return [new Set(list), toggle]
}

export default function OutsideBoardPage(): ReactNode {
  const intl = useIntl()
  const user = useUser()
  const params = useParams()
  const cid = Number(params['contestID'])
  const valid = Number.isInteger(cid) && cid > 0
  const info = useApiQuery(ContestsApi.outsideInfo, { cid }, { enabled: valid, quiet: true })
  const now = useNow()
  const [page, setPage] = useState(1)
  const [limit, setLimit] = useState<number>(BOARD_PAGE_SIZE)
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  const [showStars, setShowStars] = useState(true)
  const [containsEnd, setContainsEnd] = useState(false)
  const [force, setForce] = useState(false)
  const [auto, setAuto] = useState(true)
  const [followed, toggleFollow] = useConcerned(cid)
  const contest = info.data?.contest
  const { at, status } = contest ? contestClock(contest, info.dataUpdatedAt, now) : { at: now, status: 0 }
  const ended = status === 1
  const admin = contest ? isContestAdminUser(user, contest) : false
  const view = {
    cid,
    limit,
    removeStar: !showStars,
    ...(keyword ? { keyword } : {}),
    ...(followed.size > 0 ? { concernedList: [...followed] } : {}),
    ...(admin && containsEnd ? { containsEnd: true } : {}),
  }
  const board = useApiQuery(
    ContestsApi.outsideBoard,
    { ...view, currentPage: page, ...(admin && force ? { forceRefresh: true } : {}) },
    {
      enabled: valid && !!contest,
      quiet: true,
      keepPrevious: true,
      refetchInterval: (data) => (auto && !ended && data !== undefined ? OUTSIDE_REFRESH_MS : false),
    },
  )
  // The pinned copies (the viewer's row, the followed users') lead the first page: counted there.
  const first = useApiQuery(
    ContestsApi.outsideBoard,
    { ...view, currentPage: 1 },
    { enabled: valid && !!contest && page > 1, quiet: true, keepPrevious: true },
  )
  const pinned = pinnedCopies((page === 1 ? board.data : first.data)?.records ?? [], [
    ...(user ? [user.uid] : []),
    ...followed,
  ])
  // A failed refresh turns auto refresh off (spec 2 §8) until the board loads again.
  const autoOn = auto && !ended && !board.isError
  if (info.isError) return <LoadError onRetry={() => void info.refetch()} />
  if (!contest) return null
  const search = (event: FormEvent) => {
    event.preventDefault()
    setPage(1)
    setKeyword(text.trim())
  }
  return (
    <div className={pageStyle}>
      <ContestHeader contest={contest} at={at} status={status} showAccess />
      <div className={barStyle}>
        <form className={searchStyle} onSubmit={search} role="search">
          <Input
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={intl.formatMessage({ id: 'contests.board.search' })}
            aria-label={intl.formatMessage({ id: 'contests.board.search' })}
          />
          <Button type="submit" variant="outline">
            <FormattedMessage id="contests.board.searchButton" />
          </Button>
        </form>
        <div className={switchesStyle}>
          <Switch label="contests.board.starUsers" checked={showStars} onChange={setShowStars} />
          {admin ? (
            <>
              <Switch label="contests.board.containsEnd" checked={containsEnd} onChange={setContainsEnd} />
              <Switch label="contests.board.forceUpdate" checked={force} onChange={setForce} />
              <RankDownload cid={cid} removeStar={!showStars} containsEnd={containsEnd} />
            </>
          ) : null}
          <Switch label="contests.board.autoRefresh" checked={autoOn} disabled={ended} onChange={setAuto} />
        </div>
      </div>
      {board.isError ? (
        <LoadError onRetry={() => void board.refetch()} />
      ) : (
        <RankTable
          rows={board.data?.records ?? []}
          problems={info.data?.problemList ?? []}
          show={contest.rankShowName}
          loading={board.isFetching && !board.data}
          followed={followed}
          onToggleFollow={toggleFollow}
          pinned={page === 1 ? pinned : 0}
        />
      )}
      <BoardPager
        total={board.data?.total ?? 0}
        pinned={pinned}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        onPageSizeChange={setLimit}
      />
    </div>
  )
}
