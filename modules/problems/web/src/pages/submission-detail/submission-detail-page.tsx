import '../status/status.css'

import { Routes, type SubmissionView } from '@oj/problems-contract'
import { Button, CodeBlock, StatusTag, Tag } from '@oj/sdk/ui'
import { hasRole, useApi, useAuth, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useParams } from 'react-router'

import { contextFromParams, type ProblemContext } from '../problem-detail/context.ts'
import { problemPath } from '../problem-detail/layout/routes.ts'
import { formatLength, formatMemory, formatScore, formatTime } from '../status/format.ts'
import { AppLink, ContextLink, userHomePath } from '../status/links.tsx'
import { SubmitTime } from '../status/submission-table.tsx'
import { AdminActions } from './admin-actions.tsx'
import { CaseResults } from './case-results.tsx'
import { canResubmit } from './judge-actions.ts'
import { useSubmissionDetail } from './use-detail.ts'

const readId = (text: string | undefined): number | undefined =>
  text !== undefined && /^\d{1,10}$/.test(text) && Number(text) >= 1 ? Number(text) : undefined

/**
 * /submission-detail/:submitID; also the 'submission.detail' slot piece inside
 * /contest/:contestID/problem/:problemID/submission-detail/:submitID and /group/:groupID/…, whose
 * links keep the contest or group.
 */
export default function SubmissionDetailPage() {
  const { submitID, contestID, groupID } = useParams()
  const context = useMemo(() => contextFromParams({ contestID, groupID }), [contestID, groupID])
  const submitId = readId(submitID)
  if (submitId === undefined) {
    return (
      <section className="oj-status-page">
        <p className="oj-status-notice" role="alert">
          <FormattedMessage id="problems.submission.notFound" />
        </p>
      </section>
    )
  }
  return <Detail key={submitId} submitId={submitId} context={context} />
}

function Detail(props: { readonly submitId: number; readonly context: ProblemContext }) {
  const { state, detail, cases, reload } = useSubmissionDetail(props.submitId)
  const auth = useAuth()
  if (!detail) {
    return (
      <section className="oj-status-page" data-testid="submission-detail">
        {state === 'failed' ? (
          <div className="oj-status-notice" role="alert">
            <FormattedMessage id="problems.submission.loadFailed" />{' '}
            <Button size="sm" variant="outline" onClick={reload}>
              <FormattedMessage id="problems.status.retry" />
            </Button>
          </div>
        ) : (
          <p className="oj-status-notice" role="status">
            <FormattedMessage id="problems.status.loading" />
          </p>
        )}
      </section>
    )
  }
  const s = detail.submission
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
      <SubmissionInfo submission={s} context={props.context} />
      <div className="oj-submission-actions">
        {isOwner && detail.codeShare ? <ShareToggle submission={s} onDone={reload} /> : null}
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
            {s.errorMessage}
          </pre>
        </div>
      ) : null}
      {cases ? (
        <div className="oj-submission-section">
          <h2>
            <FormattedMessage id="problems.submission.cases.title" />
          </h2>
          <CaseResults result={cases} showScore={s.score !== null} />
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

function SubmissionInfo({
  submission: s,
  context,
}: {
  readonly submission: SubmissionView
  readonly context: ProblemContext
}) {
  const items: Array<[string, ReactNode]> = [
    ['runId', s.submitId],
    [
      'problem',
      <ContextLink key="p" context={context} to={problemPath(context, s.displayPid)}>
        {s.displayPid} {s.title}
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

/** The owner's Shared / Unshared switch (PUT /submission). */
function ShareToggle(props: { readonly submission: SubmissionView; readonly onDone: () => void }) {
  const { submission } = props
  const intl = useIntl()
  const api = useApi()
  const platform = usePlatform()
  const [busy, setBusy] = useState(false)
  const toggle = () => {
    const share = !submission.share
    setBusy(true)
    api
      .put(Routes.submission, { submitId: submission.submitId, share, uid: submission.uid })
      .then(
        () => {
          const id = share ? 'problems.submission.shared' : 'problems.submission.unshared'
          platform.toast('success', intl.formatMessage({ id }))
          props.onDone()
        },
        () => undefined,
      )
      .finally(() => setBusy(false))
  }
  return (
    <span className="oj-submission-actions" data-testid="share-toggle">
      <Tag
        color={submission.share ? 'green' : 'gray'}
        selected={submission.share}
        onClick={() => (busy ? undefined : toggle())}
      >
        <FormattedMessage
          id={submission.share ? 'problems.submission.share.on' : 'problems.submission.share.off'}
        />
      </Tag>
    </span>
  )
}

/** Submitted Failed: the resubmit icon (GET /resubmit). */
function ResubmitButton(props: { readonly submitId: number; readonly onDone: () => void }) {
  const intl = useIntl()
  const api = useApi()
  const platform = usePlatform()
  const [busy, setBusy] = useState(false)
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      title={intl.formatMessage({ id: 'problems.submission.resubmit' })}
      onClick={() => {
        setBusy(true)
        api
          .get(Routes.resubmit, { submitId: props.submitId })
          .then(
            () => {
              platform.toast('success', intl.formatMessage({ id: 'problems.submission.resubmitted' }))
              props.onDone()
            },
            () => undefined,
          )
          .finally(() => setBusy(false))
      }}
    >
      ↻ <FormattedMessage id="problems.submission.resubmit" />
    </Button>
  )
}
