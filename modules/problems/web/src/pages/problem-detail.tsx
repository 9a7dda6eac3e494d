import './problem-detail/problem-detail.css'

import { Button } from '@oj/sdk/ui'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link, useParams } from 'react-router'

import { DescriptionPane } from './problem-detail/description-pane.tsx'
import { EditorPane } from './problem-detail/editor-pane.tsx'
import { StatisticDialog } from './problem-detail/statistic-dialog.tsx'
import { useProblemDetail } from './problem-detail/use-problem-detail.ts'

type Tab = 'description' | 'annex'

/** /problem/:problemID: the statement on the left, the editor and judging on the right. */
export default function ProblemDetailPage(): ReactNode {
  const problemId = useParams()['problemID'] ?? ''
  const loaded = useProblemDetail(problemId)
  const [tab, setTab] = useState<Tab>('description')
  const [statOpen, setStatOpen] = useState(false)
  const detail = loaded.data

  if (!detail) {
    return (
      <section className="oj-problem-page oj-problem-message" data-testid="problem-detail-state">
        {loaded.state === 'failed' ? (
          <>
            <p>{loaded.error}</p>
            <Button variant="outline" tone="neutral" onClick={loaded.reload}>
              <FormattedMessage id="problems.detail.retry" />
            </Button>
          </>
        ) : (
          <FormattedMessage id="problems.detail.loading" />
        )}
      </section>
    )
  }

  const files = Object.entries(detail.problem.userExtraFile ?? {})
  const tabClass = (t: Tab) => (tab === t ? 'oj-problem-tab oj-problem-tab-active' : 'oj-problem-tab')
  return (
    <section className="oj-problem-page" data-testid="problem-detail">
      <div className="oj-problem-left">
        <nav className="oj-problem-tabs" role="tablist">
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'description'}
            className={tabClass('description')}
            onClick={() => setTab('description')}
          >
            <FormattedMessage id="problems.detail.tab.description" />
          </button>
          <Link
            className="oj-problem-tab"
            to={`/status?onlyMine=true&problemID=${encodeURIComponent(detail.problem.problemId)}`}
            data-testid="my-submissions"
          >
            <FormattedMessage id="problems.detail.tab.mySubmission" />
          </Link>
          {files.length > 0 ? (
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'annex'}
              className={tabClass('annex')}
              onClick={() => setTab('annex')}
            >
              <FormattedMessage id="problems.detail.tab.annex" />
            </button>
          ) : null}
          <button
            type="button"
            className="oj-problem-tab"
            onClick={() => setStatOpen(true)}
            data-testid="problem-statistic-open"
          >
            <FormattedMessage id="problems.detail.tab.statistic" />
          </button>
        </nav>
        {tab === 'annex' && files.length > 0 ? (
          <div className="oj-problem-description">
            {files.map(([name, content]) => (
              <section key={name} className="oj-problem-section">
                <h2 className="oj-problem-section-title">{name}</h2>
                <pre className="oj-problem-annex">{content}</pre>
              </section>
            ))}
          </div>
        ) : (
          <DescriptionPane detail={detail} />
        )}
      </div>
      <div className="oj-problem-right">
        <EditorPane key={detail.problem.problemId} detail={detail} onJudged={loaded.reload} />
      </div>
      <StatisticDialog open={statOpen} onOpenChange={setStatOpen} count={detail.problemCount} />
    </section>
  )
}
