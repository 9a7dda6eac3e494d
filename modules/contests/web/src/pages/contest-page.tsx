import { ContestsApi, type ContestView } from '@oj/contests-contract'
import { DiscussionSlots } from '@oj/discussion-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, Input, LoadError, Markdown } from '@oj/sdk/ui'
import {
  Slot,
  useApiMutation,
  useApiQuery,
  useAuth,
  usePlatform,
  useSiteConfig,
  useSlotFilled,
  useUser,
} from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
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
      {props.contest.description ? <Markdown source={props.contest.description} math /> : null}
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

/**
 * A visitor at a contest's address: its calls need a login, so none is made; the visitor is warned
 * 'Please login first' and gets the login dialog (spec 2 §2), and the page loads once they log in.
 */
function LoginFirst(): ReactNode {
  const platform = usePlatform()
  const intl = useIntl()
  useEffect(() => {
    platform.toast('warning', intl.formatMessage({ id: 'contests.loginFirst' }))
    platform.openLogin()
    // once per visit of the page, not again when the language changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [platform])
  return (
    <div className={pageStyle}>
      <Card data-testid="contest-login-first">
        <p className={css({ mb: '3' })}>
          <FormattedMessage id="contests.detail.loginFirst" />
        </p>
        <Button onClick={() => platform.openLogin()}>
          <FormattedMessage id="contests.detail.login" />
        </Button>
      </Card>
    </div>
  )
}

/**
 * What the part of the path after the contest id names: a tab, or a problem by display id (with
 * `/full-screen`, in focus mode).
 */
function partOf(rest: string): {
  readonly tab: ContestTab
  readonly problem?: string
  readonly focus?: boolean
} {
  const problem = /^problem\/([^/]+)(\/full-screen\/?$)?/.exec(rest)
  if (problem) {
    const displayId = decodeURIComponent(problem[1] as string)
    return problem[2]
      ? { tab: 'problems', problem: displayId, focus: true }
      : { tab: 'problems', problem: displayId }
  }
  const tab = CONTEST_TABS.find((t) => t !== '' && rest.startsWith(t)) ?? ''
  return { tab }
}

/** /contest/:contestID/*: the header (times, status, countdown, progress), the tabs and their pages. */
export default function ContestPage(): ReactNode {
  const { loggedIn } = useAuth()
  return loggedIn ? <ContestOfUser /> : <LoginFirst />
}

function ContestOfUser(): ReactNode {
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
  // Focus mode: the problem alone, full screen with its strip (the frame hides its bars).
  if (part.problem && part.focus) return <ContestProblem cid={cid} displayId={part.problem} focus />
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
