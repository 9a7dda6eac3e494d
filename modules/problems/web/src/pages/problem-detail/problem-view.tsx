import type { ProblemLinks, ProblemPageProps, ProblemScope } from '@oj/problems-contract'
import { type ReactNode, useState } from 'react'

import { DescriptionPane } from './description-pane.tsx'
import { MySubmissions } from './layout/my-submissions.tsx'
import { type ProblemTab, ProblemTabs, tabId, tabPanelId } from './layout/problem-tabs.tsx'
import { SolutionsTab } from './layout/solutions-tab.tsx'
import { SplitPanes } from './layout/split-panes.tsx'
import { extraFiles } from './samples.ts'
import { StatisticDialog } from './statistic-dialog.tsx'
import type { ProblemDetail } from './types.ts'

export interface ProblemViewProps {
  readonly detail: ProblemDetail
  readonly scope: ProblemScope | undefined
  readonly displayId: string
  readonly focus: boolean
  /** The context has a focus mode (its source gives a strip). */
  readonly focusable: boolean
  readonly hideSource: boolean
  readonly submissions: ProblemPageProps['source']['submissions']
  readonly links: ProblemLinks
  /** The right pane. */
  readonly editor: ReactNode
}

/** A loaded problem: the tabs (statement, solutions, my submissions, annex) beside the editor. */
export function ProblemView(props: ProblemViewProps): ReactNode {
  const { detail, scope, displayId, links } = props
  const [tab, setTab] = useState<ProblemTab>('description')
  const [statOpen, setStatOpen] = useState(false)
  const [leftOnly, setLeftOnly] = useState(false)
  const files = extraFiles(detail.problem.userExtraFile)
  const shown: ProblemTab = tab === 'annex' && files.length === 0 ? 'description' : tab

  const left = (
    <>
      <ProblemTabs
        active={shown}
        onSelect={setTab}
        showAnnex={files.length > 0}
        discussionHref={links.discussion?.(displayId)}
        onStatistic={() => setStatOpen(true)}
        leftOnly={leftOnly}
        onLeftOnly={setLeftOnly}
        focusHref={props.focusable ? links.problem(displayId, !props.focus) : undefined}
        focus={props.focus}
      />
      <div role="tabpanel" id={tabPanelId(shown)} aria-labelledby={tabId(shown)} className="oj-problem-panel">
        {shown === 'description' ? (
          <DescriptionPane detail={detail} displayId={displayId} hideSource={props.hideSource} />
        ) : null}
        {shown === 'solutions' ? (
          <SolutionsTab pid={detail.problem.id} displayId={displayId} {...(scope ? { scope } : {})} />
        ) : null}
        {shown === 'mine' ? (
          <MySubmissions scope={scope} displayId={displayId} list={props.submissions} links={links} />
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
