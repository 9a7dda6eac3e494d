import './problem-detail/problem-detail.css'

import { Button } from '@oj/sdk/ui'
import { useSiteConfig } from '@oj/sdk/web'
import { type ReactNode, Suspense, useMemo, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocation, useParams } from 'react-router'

import { type ContestSubmitRules, contextFromParams, type ProblemContext } from './problem-detail/context.ts'
import { DescriptionPane } from './problem-detail/description-pane.tsx'
import { EditorPane } from './problem-detail/editor-pane.tsx'
import { MySubmissions } from './problem-detail/layout/my-submissions.tsx'
import { NavStrip } from './problem-detail/layout/nav-strip.tsx'
import { type ProblemTab, ProblemTabs, tabId, tabPanelId } from './problem-detail/layout/problem-tabs.tsx'
import {
  discussionPath,
  focusAllowed,
  inContext,
  isFocusPath,
  problemPath,
} from './problem-detail/layout/routes.ts'
import { SolutionsTab } from './problem-detail/layout/solutions-tab.tsx'
import { SplitPanes } from './problem-detail/layout/split-panes.tsx'
import { useContestRules } from './problem-detail/layout/use-contest-rules.ts'
import { useFocusLayout } from './problem-detail/layout/use-focus-layout.ts'
import { useNavStrip } from './problem-detail/layout/use-nav-strip.ts'
import { StatisticDialog } from './problem-detail/statistic-dialog.tsx'
import type { ProblemDetail } from './problem-detail/types.ts'
import { useProblemDetail } from './problem-detail/use-problem-detail.ts'

/**
 * The problem page: the statement and its tabs on the left, the editor and judging on the right.
 * /problem/:problemID on its own; as the 'problem.page' slot piece it serves the contest, training and
 * group pages (their parameters name the context) and their focus mode (…/full-screen).
 */
export default function ProblemDetailPage(): ReactNode {
  const { contestID, trainingID, groupID, problemID } = useParams()
  const context = useMemo(
    () => contextFromParams({ contestID, trainingID, groupID }),
    [contestID, trainingID, groupID],
  )
  const problemId = problemID ?? ''
  const { pathname } = useLocation()
  const focus = focusAllowed(context) && isFocusPath(pathname)
  useFocusLayout(focus)
  const strip = useNavStrip(context, focus)
  const contest = useContestRules(context, problemId)
  const [version, setVersion] = useState(0)
  const onJudged = () => {
    strip.reload()
    contest.recheck()
    setVersion((v) => v + 1)
  }

  return (
    <section className="oj-problem-page" data-focus={focus || undefined} data-testid="problem-page">
      {focus ? (
        strip.data ? (
          <NavStrip
            items={strip.data}
            current={problemId}
            hrefOf={(item) => problemPath(context, item.problemId, true)}
          />
        ) : strip.state === 'failed' ? (
          <p className="oj-problem-muted" role="status">
            <FormattedMessage id="problems.detail.strip.unavailable" />
          </p>
        ) : null
      ) : null}
      <Suspense
        fallback={
          <p className="oj-problem-message" role="status" data-testid="problem-detail-state">
            <FormattedMessage id="problems.detail.loading" />
          </p>
        }
      >
        <DetailArea
          context={context}
          problemId={problemId}
          focus={focus}
          version={version}
          contestRules={contest.rules}
          onJudged={onJudged}
        />
      </Suspense>
    </section>
  )
}

function DetailArea(props: {
  readonly context: ProblemContext
  readonly problemId: string
  readonly focus: boolean
  readonly version: number
  readonly contestRules: ContestSubmitRules | undefined
  readonly onJudged: () => void
}): ReactNode {
  const { context, contestRules } = props
  const { outcome, reload } = useProblemDetail(context, props.problemId)
  if (!outcome.ok) {
    // A contest or training page whose module is missing (or whose problem is gone) answers 404.
    const missing = outcome.status === 404 && inContext(context)
    return (
      <div className="oj-problem-message" role="alert" data-testid="problem-detail-state">
        <p>{missing ? <FormattedMessage id="problems.detail.contextMissing" /> : outcome.error}</p>
        <Button variant="outline" tone="neutral" onClick={reload}>
          <FormattedMessage id="problems.detail.retry" />
        </Button>
      </div>
    )
  }
  const detail = outcome.data
  return (
    <Loaded
      detail={detail}
      context={context}
      problemId={props.problemId}
      focus={props.focus}
      version={props.version}
      editor={
        <EditorPane
          key={detail.problem.problemId}
          detail={detail}
          context={context}
          {...(contestRules ? { contestRules } : {})}
          onJudged={() => {
            reload()
            props.onJudged()
          }}
        />
      }
    />
  )
}

function Loaded(props: {
  readonly detail: ProblemDetail
  readonly context: ProblemContext
  readonly problemId: string
  readonly focus: boolean
  readonly version: number
  readonly editor: ReactNode
}): ReactNode {
  const { detail, context, focus } = props
  const config = useSiteConfig()
  const [tab, setTab] = useState<ProblemTab>('description')
  const [statOpen, setStatOpen] = useState(false)
  const [leftOnly, setLeftOnly] = useState(false)
  const files = Object.entries(detail.problem.userExtraFile ?? {})
  const shown: ProblemTab = tab === 'annex' && files.length === 0 ? 'description' : tab
  const inContest = context.contestId !== undefined

  const left = (
    <>
      <ProblemTabs
        active={shown}
        onSelect={setTab}
        showAnnex={files.length > 0}
        discussionHref={discussionPath(context, detail.problem.problemId, detail.problem.gid, config)}
        onStatistic={() => setStatOpen(true)}
        leftOnly={leftOnly}
        onLeftOnly={setLeftOnly}
        focusHref={focusAllowed(context) ? problemPath(context, props.problemId, !focus) : undefined}
        focus={focus}
      />
      <div role="tabpanel" id={tabPanelId(shown)} aria-labelledby={tabId(shown)} className="oj-problem-panel">
        {shown === 'description' ? <DescriptionPane detail={detail} hideSource={inContest} /> : null}
        {shown === 'solutions' ? (
          <SolutionsTab pid={detail.problem.pid} displayId={detail.problem.problemId} />
        ) : null}
        {shown === 'mine' ? (
          <MySubmissions context={context} problemId={props.problemId} version={props.version} />
        ) : null}
        {shown === 'annex' ? (
          <div className="oj-problem-description">
            {files.map(([name, content]) => (
              <section key={name} className="oj-problem-section">
                <h2 className="oj-problem-section-title">{name}</h2>
                <pre className="oj-problem-annex">{content}</pre>
              </section>
            ))}
          </div>
        ) : null}
      </div>
    </>
  )
  return (
    <>
      <SplitPanes left={left} right={props.editor} leftOnly={leftOnly} />
      <StatisticDialog open={statOpen} onOpenChange={setStatOpen} count={detail.problemCount} />
    </>
  )
}
