import { ContestsApi } from '@oj/contests-contract'
import { LoadError } from '@oj/sdk/ui'
import { useApiQuery, useAuth, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useSearchParams } from 'react-router'

import { type RevealState, sealedBoard, step } from './reveal.ts'
import { ScrollBoard } from './scroll-board.tsx'

/** The display ids in the contest's order: shorter first, then alphabetical (A..Z, AA..). */
export const problemOrder = (ids: ReadonlyArray<string>) =>
  [...ids].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0))

/** The medal counts of the query (`medals` three times); missing or bad ones are 0. */
export function medalsOf(params: URLSearchParams): readonly [number, number, number] {
  const all = params.getAll('medals').map((m) => Math.max(0, Math.floor(Number(m) || 0)))
  return [all[0] ?? 0, all[1] ?? 0, all[2] ?? 0]
}

/** /scrollBoard?cid=&removeStar=&medals=&medals=&medals=: the rolling reveal, in a window of its own. */
export default function ScrollBoardPage(): ReactNode {
  const platform = usePlatform()
  const { loggedIn } = useAuth()
  const [params] = useSearchParams()
  const cid = Number(params.get('cid'))
  const removeStar = params.get('removeStar') === 'true'
  const medals = medalsOf(params)
  const valid = Number.isInteger(cid) && cid > 0
  const info = useApiQuery(ContestsApi.scrollBoardInfo, { cid }, { enabled: valid, quiet: true })
  const runs = useApiQuery(
    ContestsApi.scrollBoardSubmissions,
    { cid, removeStar },
    { enabled: valid, quiet: true, staleTime: Number.POSITIVE_INFINITY },
  )
  const contest = useApiQuery(ContestsApi.info, { cid }, { enabled: valid && loggedIn, quiet: true })
  // The frame's top bar and footer stay hidden: the board takes the whole window.
  useEffect(() => {
    const layout = platform.layout
    layout.set({ ...layout.get(), focus: true, hideFooter: true })
    return () => layout.set({ ...layout.get(), focus: false, hideFooter: false })
  }, [platform])
  const initial = useMemo<RevealState | undefined>(() => {
    if (!info.data || !runs.data) return undefined
    return sealedBoard({
      problems: problemOrder(Object.keys(info.data.balloonColor)),
      start: info.data.startTime,
      seal: info.data.sealRankTime,
      runs: runs.data,
      stars: info.data.starUserList,
      removeStar,
      show: info.data.rankShowName,
      medals: [medals[0], medals[1], medals[2]],
    })
    // The medal counts come from the query, read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [info.data, runs.data, removeStar])
  // The steps taken from the board as loaded (a new load starts again from its sealed board).
  const [stepped, setStepped] = useState<{ readonly from: RevealState; readonly state: RevealState }>()
  const state = stepped && stepped.from === initial ? stepped.state : initial
  const onStep = useCallback(() => {
    if (!initial) return
    setStepped((prev) => ({
      from: initial,
      state: step(prev && prev.from === initial ? prev.state : initial),
    }))
  }, [initial])
  if (!valid) return <FormattedMessage id="contests.scroll.noContest" />
  if (info.isError || runs.isError)
    return (
      <LoadError
        onRetry={() => {
          void info.refetch()
          void runs.refetch()
        }}
      />
    )
  if (!state || !info.data) return null
  return (
    <ScrollBoard
      title={contest.data?.title ?? <FormattedMessage id="contests.scroll.title" values={{ cid }} />}
      state={state}
      colors={info.data.balloonColor}
      onStep={onStep}
    />
  )
}
