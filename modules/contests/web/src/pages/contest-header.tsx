import type { ContestView } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Card, ProgressBar, Tag } from '@oj/sdk/ui'
import { type ReactNode, useEffect, useState } from 'react'
import { FormattedDate, FormattedMessage } from 'react-intl'

import {
  authMessage,
  countdown,
  formatDuration,
  progress,
  ruleMessage,
  statusColor,
  statusMessage,
} from './contest-format.ts'

// The contest's header card, shared by the contest page and the outside scoreboards: title, status,
// rule, times, the countdown and the progress, on the server's clock.

const metaStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', mb: '3' })

/** Ticks once a second (the countdown and the progress). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

type Timed = Pick<ContestView, 'now' | 'startTime' | 'endTime'>

/**
 * The contest's time now on the server's clock (its `now` when it was fetched, run on since) and its
 * status then: -1 scheduled, 0 running, 1 ended.
 */
export function contestClock(contest: Timed, fetchedAt: number, now: number): { at: number; status: number } {
  const at = now + new Date(contest.now).getTime() - (fetchedAt || now)
  const status =
    at < new Date(contest.startTime).getTime() ? -1 : at < new Date(contest.endTime).getTime() ? 0 : 1
  return { at, status }
}

export function ContestHeader(props: {
  readonly contest: Timed & Pick<ContestView, 'title' | 'type' | 'auth' | 'count'>
  readonly at: number
  readonly status: number
  /** Also the access (public, private, protected) and, where it is not public, the participants. */
  readonly showAccess?: boolean
  readonly children?: ReactNode
}): ReactNode {
  const { contest, at, status } = props
  return (
    <Card title={contest.title} as="h2">
      <div className={metaStyle}>
        <Tag color={statusColor(status)}>
          <FormattedMessage id={statusMessage(status)} />
        </Tag>
        <Tag color={contest.type === 1 ? 'purple' : 'blue'}>
          <FormattedMessage id={ruleMessage(contest.type)} />
        </Tag>
        {props.showAccess ? (
          <Tag color={contest.auth === 1 ? 'red' : contest.auth === 2 ? 'orange' : 'green'}>
            <FormattedMessage id={authMessage(contest.auth)} />
          </Tag>
        ) : null}
        {props.showAccess && contest.auth !== 0 ? (
          <span>
            <FormattedMessage id="contests.list.count" />: {contest.count}
          </span>
        ) : null}
        <span>
          <FormattedMessage id="contests.list.start" />:{' '}
          <FormattedDate value={contest.startTime} dateStyle="medium" timeStyle="short" />
        </span>
        <span>
          <FormattedMessage id="contests.detail.end" />:{' '}
          <FormattedDate value={contest.endTime} dateStyle="medium" timeStyle="short" />
        </span>
        {status < 1 ? (
          <span>
            <FormattedMessage
              id={status < 0 ? 'contests.detail.startsIn' : 'contests.detail.endsIn'}
              values={{ time: formatDuration(countdown(contest, at)) }}
            />
          </span>
        ) : null}
      </div>
      <ProgressBar value={progress(contest, at)} max={100} />
      {props.children}
    </Card>
  )
}
