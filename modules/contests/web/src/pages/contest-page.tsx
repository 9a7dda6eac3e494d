import { ContestsApi, type ContestView } from '@oj/contests-contract'
import { DiscussionSlots } from '@oj/discussion-contract'
import { css } from '@oj/sdk/css'
import { Button, Input, LoadError, Markdown } from '@oj/sdk/ui'
import {
  Slot,
  useApiMutation,
  useApiQuery,
  useAuth,
  useSiteConfig,
  useSlotFilled,
  useUser,
} from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useParams } from 'react-router'

import { ContestTool } from '../tools/contest-tool.tsx'
import { ContestRejudge } from '../tools/rejudge.tsx'
import { type ToolTab, toolTabs } from '../tools/tool-tabs.ts'
import { VirtualPanel } from '../virtual/virtual-panel.tsx'
import { ContestRankTab } from '../virtual/virtual-rank.tsx'
import { contestClock, ContestHeader, useNow } from './contest-header.tsx'
import {
  ContestAnnouncements,
  ContestProblem,
  ContestProblems,
  ContestSubmissions,
} from './contest-parts.tsx'
import { CONTEST_TABS, type ContestTab, ContestTabs } from './contest-tabs.tsx'

const pageStyle = css({ maxW: '1200px', mx: 'auto', p: { base: '3', md: '6' } })

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
  const { at, status } = contestClock(contest, info.dataUpdatedAt, now)
  const tools = toolTabs(user, contest)
  const comments = commentsKept && site?.openContestComment === true
  const superAdmin = user?.roleList.includes('root') === true
  return (
    <div className={pageStyle}>
      <ContestHeader contest={contest} at={at} status={status}>
        {status === 1 ? <VirtualPanel contest={{ id: contest.id, status }} /> : null}
      </ContestHeader>
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
