import { ContestsApi } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Card, LoadError, Markdown, ProgressBar, Tag } from '@oj/sdk/ui'
import { useApiQuery } from '@oj/sdk/web'
import { type ReactNode, useEffect, useState } from 'react'
import { FormattedDate, FormattedMessage } from 'react-intl'
import { useParams } from 'react-router'

import {
  countdown,
  formatDuration,
  progress,
  ruleMessage,
  statusColor,
  statusMessage,
} from './contest-format.ts'

const pageStyle = css({ maxW: '1200px', mx: 'auto', p: { base: '3', md: '6' } })
const metaStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', mb: '3' })

/** Ticks once a second (the countdown and the progress). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** /contest/:contestID: the header (times, status, countdown, progress) and the overview. */
export default function ContestPage(): ReactNode {
  const { contestID } = useParams()
  const cid = Number(contestID)
  const info = useApiQuery(ContestsApi.info, { cid }, { enabled: Number.isInteger(cid) && cid > 0 })
  const now = useNow()
  if (info.isError) return <LoadError onRetry={() => void info.refetch()} />
  const contest = info.data
  if (!contest) return null
  // The server's clock decides the status; the countdown runs on from it.
  const skew = new Date(contest.now).getTime() - (info.dataUpdatedAt || now)
  const at = now + skew
  const status =
    at < new Date(contest.startTime).getTime() ? -1 : at < new Date(contest.endTime).getTime() ? 0 : 1
  return (
    <div className={pageStyle}>
      <Card title={contest.title} as="h2">
        <div className={metaStyle}>
          <Tag color={statusColor(status)}>
            <FormattedMessage id={statusMessage(status)} />
          </Tag>
          <Tag color={contest.type === 1 ? 'purple' : 'blue'}>
            <FormattedMessage id={ruleMessage(contest.type)} />
          </Tag>
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
        {contest.description ? <Markdown source={contest.description} /> : null}
      </Card>
    </div>
  )
}
