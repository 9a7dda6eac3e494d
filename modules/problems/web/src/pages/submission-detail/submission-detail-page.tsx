import '../status/status.css'

import type { ProblemLinks, SubmissionDetailProps, SubmissionView } from '@oj/problems-contract'
import { CodeBlock, LoadError, StatusTag } from '@oj/sdk/ui'
import { hasRole, localizeJudgeText, useAuth, useLocale } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { formatLength, formatMemory, formatScore, formatTime } from '../status/format.ts'
import { AppLink, ContextLink, userHomePath } from '../status/links.tsx'
import { shownId, SubmitTime } from '../status/submission-table.tsx'
import { AdminActions } from './admin-actions.tsx'
import { CaseResults } from './case-results.tsx'
import { canResubmit } from './judge-actions.ts'
import { ResubmitButton, ShareToggle } from './owner-actions.tsx'
import { useSubmissionDetail } from './use-detail.ts'

/**
 * One submission: its facts, the owner's and the admin's actions, case results and code. The
 * 'submission.detail' slot piece: a contest or a group renders it with its links;
 * /submission-detail/:submitID renders it without a scope (submission-detail-route.tsx).
 */
export default function SubmissionDetailPage(props: SubmissionDetailProps): ReactNode {
  const { detail, cases, reload } = useSubmissionDetail(props.submitId)
  const auth = useAuth()
  const locale = useLocale()
  if (!detail.data) {
    return (
      <section className="oj-status-page" data-testid="submission-detail">
        {detail.isError ? (
          <LoadError
            message={<FormattedMessage id="problems.submission.loadFailed" />}
            onRetry={reload}
            retrying={detail.isFetching}
          />
        ) : (
          <p className="oj-status-notice" role="status">
            <FormattedMessage id="problems.status.loading" />
          </p>
        )}
      </section>
    )
  }
  const data = detail.data
  const s = data.submission
  const isOwner = auth.user?.uid === s.uid
  const isRoot = hasRole(auth.user, 'root')
  return (
    <section className="oj-status-page" data-testid="submission-detail">
      <h1 className="oj-status-heading">
        <FormattedMessage id="problems.submission.title" values={{ id: s.submitId }} />
        <StatusTag status={s.status} />
        {s.isManual ? (
          <span className="oj-status-manual">
            <FormattedMessage id="problems.submission.manual" />
          </span>
        ) : null}
      </h1>
      <SubmissionInfo submission={s} links={props.links} scoped={props.scope !== undefined} />
      <div className="oj-submission-actions">
        {isOwner && data.codeShare ? <ShareToggle submission={s} onDone={reload} /> : null}
        {canResubmit(s.status) && (isOwner || isRoot) ? (
          <ResubmitButton submitId={s.submitId} onDone={reload} />
        ) : null}
        {isRoot ? <AdminActions submission={s} onDone={reload} /> : null}
      </div>
      {s.errorMessage ? (
        <div className="oj-submission-section">
          <h2>
            <FormattedMessage id="problems.submission.errorMessage" />
          </h2>
          <pre className="oj-submission-message" data-testid="submission-error">
            {localizeJudgeText(s.errorMessage, locale)}
          </pre>
        </div>
      ) : null}
      {cases.data ? (
        <div className="oj-submission-section">
          <h2>
            <FormattedMessage id="problems.submission.cases.title" />
          </h2>
          <CaseResults result={cases.data} showScore={s.score !== null} />
        </div>
      ) : null}
      <div className="oj-submission-section">
        <h2>
          <FormattedMessage id="problems.submission.code" />
        </h2>
        {s.code === null ? (
          <p className="oj-status-notice">
            <FormattedMessage id="problems.submission.codeHidden" />
          </p>
        ) : (
          <CodeBlock
            className="oj-submission-code"
            code={s.code}
            language={s.language}
            data-testid="submission-code"
          />
        )}
      </div>
    </section>
  )
}

function SubmissionInfo(props: {
  readonly submission: SubmissionView
  readonly links: ProblemLinks
  readonly scoped: boolean
}) {
  const { submission: s, links, scoped } = props
  const items: Array<[string, ReactNode]> = [
    ['runId', s.submitId],
    [
      'problem',
      <ContextLink key="p" scoped={scoped} to={links.problem(shownId(s))}>
        {shownId(s)} {s.title}
      </ContextLink>,
    ],
    [
      'author',
      <AppLink key="a" to={userHomePath(s.username)}>
        {s.username}
      </AppLink>,
    ],
    ['status', <StatusTag key="s" status={s.status} size="sm" />],
    ['score', formatScore(s.score)],
    ['time', formatTime(s.time)],
    ['memory', formatMemory(s.memory)],
    ['length', formatLength(s.length)],
    ['language', s.language],
    ['submitTime', <SubmitTime key="t" iso={s.submitTime} />],
    ['judger', s.judger ?? '-'],
  ]
  return (
    <dl className="oj-submission-info" data-testid="submission-info">
      {items.map(([key, value]) => (
        <div key={key}>
          <dt>
            <FormattedMessage
              id={key === 'judger' ? 'problems.submission.judger' : `problems.status.column.${key}`}
            />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
