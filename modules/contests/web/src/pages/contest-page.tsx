import { ContestsApi, type ContestView } from '@oj/contests-contract'
import { DiscussionSlots } from '@oj/discussion-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, Input, LoadError, Markdown, ProgressBar, Tag } from '@oj/sdk/ui'
import {
  Slot,
  useApiMutation,
  useApiQuery,
  useAuth,
  useSiteConfig,
  useSlotFilled,
  useUser,
} from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { useParams } from 'react-router'

import { ContestTool } from '../tools/contest-tool.tsx'
import { ContestRejudge } from '../tools/rejudge.tsx'
import { type ToolTab, toolTabs } from '../tools/tool-tabs.ts'
import { VirtualPanel } from '../virtual/virtual-panel.tsx'
import { ContestRankTab } from '../virtual/virtual-rank.tsx'
import {
  countdown,
  formatDuration,
  progress,
  ruleMessage,
  statusColor,
  statusMessage,
} from './contest-format.ts'
import {
  ContestAnnouncements,
  ContestProblem,
  ContestProblems,
  ContestSubmissions,
} from './contest-parts.tsx'
import { CONTEST_TABS, type ContestTab, ContestTabs } from './contest-tabs.tsx'

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

const formStyle = css({ display: 'flex', gap: '2', mt: '4', maxW: '480px' })

/** The overview: the description, and the password form of a private or protected contest. */
function Overview(props: { readonly contest: ContestView }): ReactNode {
  const intl = useIntl()
  const { loggedIn } = useAuth()
  const [password, setPassword] = useState('')
  const access = useApiQuery(
    ContestsApi.access,
    { cid: props.contest.id },
    { enabled: loggedIn, quiet: true },
  )
  const register = useApiMutation(ContestsApi.register, {
    invalidates: [ContestsApi.access, ContestsApi.info],
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    register.mutate({ cid: props.contest.id, password })
  }
  return (
    <>
      {props.contest.description ? <Markdown source={props.contest.description} /> : null}
      {props.contest.auth !== 0 && access.data && !access.data.access ? (
        <form className={formStyle} onSubmit={submit}>
          <Input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-label={intl.formatMessage({ id: 'contests.detail.password' })}
            placeholder={intl.formatMessage({ id: 'contests.detail.password' })}
          />
          <Button type="submit" disabled={register.isPending || password === ''}>
            <FormattedMessage id="contests.detail.register" />
          </Button>
        </form>
      ) : null}
    </>
  )
}

/** What the part of the path after the contest id names: a tab, or a problem by display id. */
function partOf(rest: string): { readonly tab: ContestTab; readonly problem?: string } {
  const problem = /^problem\/([^/]+)/.exec(rest)
  if (problem) return { tab: 'problems', problem: decodeURIComponent(problem[1] as string) }
  const tab = CONTEST_TABS.find((t) => t !== '' && rest.startsWith(t)) ?? ''
  return { tab }
}

/** /contest/:contestID/*: the header (times, status, countdown, progress), the tabs and their pages. */
export default function ContestPage(): ReactNode {
  const params = useParams()
  const cid = Number(params['contestID'])
  const part = partOf(params['*'] ?? '')
  const info = useApiQuery(ContestsApi.info, { cid }, { enabled: Number.isInteger(cid) && cid > 0 })
  const now = useNow()
  const user = useUser()
  const site = useSiteConfig()
  const commentsKept = useSlotFilled(DiscussionSlots.commentArea)
  if (info.isError) return <LoadError onRetry={() => void info.refetch()} />
  const contest = info.data
  if (!contest) return null
  // The server's clock decides the status; the countdown runs on from it.
  const skew = new Date(contest.now).getTime() - (info.dataUpdatedAt || now)
  const at = now + skew
  const status =
    at < new Date(contest.startTime).getTime() ? -1 : at < new Date(contest.endTime).getTime() ? 0 : 1
  const tools = toolTabs(user, contest)
  const comments = commentsKept && site?.openContestComment === true
  const superAdmin = user?.roleList.includes('root') === true
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
        {status === 1 ? <VirtualPanel contest={{ id: contest.id, status }} /> : null}
      </Card>
      <ContestTabs
        cid={cid}
        active={part.tab}
        locked={status < 0}
        tools={tools}
        comments={comments}
        rejudge={superAdmin}
      />
      {(tools as ReadonlyArray<string>).includes(part.tab) ? (
        <ContestTool tab={part.tab as ToolTab} contest={{ ...contest, status }} />
      ) : part.problem ? (
        <ContestProblem cid={cid} displayId={part.problem} />
      ) : part.tab === 'problems' ? (
        <ContestProblems cid={cid} />
      ) : part.tab === 'submissions' ? (
        <ContestSubmissions cid={cid} />
      ) : part.tab === 'rank' ? (
        <ContestRankTab contest={{ ...contest, status }} />
      ) : part.tab === 'announcements' ? (
        <ContestAnnouncements cid={cid} />
      ) : part.tab === 'comment' && comments ? (
        <Slot def={DiscussionSlots.commentArea} props={{ cid }} />
      ) : part.tab === 'rejudge' && superAdmin ? (
        <ContestRejudge cid={cid} />
      ) : (
        <Overview contest={contest} />
      )}
    </div>
  )
}
