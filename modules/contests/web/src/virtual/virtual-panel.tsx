import { type ContestView, VirtualContestApi, type VirtualInfo } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button, ProgressBar, Tag } from '@oj/sdk/ui'
import { useApiMutation, useApiQuery, useAuth, useNavigateTo } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { formatDuration } from '../pages/contest-format.ts'
import { useServerNow } from './use-server-now.ts'
import { refusalMessage, runState } from './virtual-format.ts'

const panelStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
  mt: '3',
  pt: '3',
  borderTopWidth: '1px',
  borderColor: 'border.default',
})
const noteStyle = css({ color: 'fg.muted', fontSize: 'sm', flexBasis: { base: '100%', md: 'auto' } })
const barStyle = css({ mt: '2' })

/** What the panel shows, from the caller's virtual state (pure of the calls: the story renders it). */
export function VirtualPanelView(props: {
  readonly info: VirtualInfo
  readonly now: number
  readonly starting?: boolean
  readonly onStart: () => void
  readonly onBoard: () => void
}): ReactNode {
  const { info, now } = props
  const state = info.run ? runState(info.run, now) : null
  const refusal = refusalMessage(info.reason)
  const start = info.canStart ? (
    <Button onClick={props.onStart} disabled={props.starting === true}>
      <FormattedMessage id={info.run ? 'contests.virtual.startAgain' : 'contests.virtual.start'} />
    </Button>
  ) : null
  if (state?.running) {
    return (
      <section aria-label="virtual">
        <div className={panelStyle}>
          <Tag color="orange">
            <FormattedMessage id="contests.virtual.running" />
          </Tag>
          <span role="timer">
            <FormattedMessage id="contests.virtual.endsIn" values={{ time: formatDuration(state.left) }} />
          </span>
          <Button variant="outline" onClick={props.onBoard}>
            <FormattedMessage id="contests.virtual.board" />
          </Button>
        </div>
        <div className={barStyle}>
          <ProgressBar value={Math.floor((state.elapsed / Math.max(state.duration, 1)) * 100)} max={100} />
        </div>
      </section>
    )
  }
  return (
    <section className={panelStyle} aria-label="virtual">
      {state ? (
        <>
          <Tag color="gray">
            <FormattedMessage id="contests.virtual.finished" />
          </Tag>
          <Button variant="outline" onClick={props.onBoard}>
            <FormattedMessage id="contests.virtual.result" />
          </Button>
        </>
      ) : null}
      {start}
      <span className={noteStyle}>
        <FormattedMessage id={refusal ?? 'contests.virtual.explain'} />
      </span>
    </section>
  )
}

/** The virtual participation panel of an ended contest's header (logged-in callers). */
export function VirtualPanel(props: { readonly contest: Pick<ContestView, 'id' | 'status'> }): ReactNode {
  const { loggedIn } = useAuth()
  const navigate = useNavigateTo()
  const cid = props.contest.id
  const info = useApiQuery(
    VirtualContestApi.info,
    { cid },
    {
      enabled: loggedIn && props.contest.status === 1,
      quiet: true,
      // once a run's end passes, ask again: it shows as finished and a new one may start
      refetchInterval: (data) => (data?.run?.status === 0 ? 15_000 : false),
    },
  )
  const start = useApiMutation(VirtualContestApi.start, {
    invalidates: [VirtualContestApi.info, VirtualContestApi.rank],
    onSuccess: () => navigate(`/contest/${cid}/problems`),
  })
  const now = useServerNow(info.data?.run?.now, info.dataUpdatedAt)
  if (!info.data) return null
  return (
    <VirtualPanelView
      info={info.data}
      now={now}
      starting={start.isPending}
      onStart={() => start.mutate({ cid })}
      onBoard={() => navigate(`/contest/${cid}/rank`)}
    />
  )
}
