import './problem-detail/problem-detail.css'

import type { ProblemPageProps } from '@oj/problems-contract'
import { LoadError } from '@oj/sdk/ui'
import { ApiCallError, usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { sourceKey } from '../scope/scope.ts'
import { useSourceQuery } from '../scope/source-query.ts'
import { EditorPane } from './problem-detail/editor-pane.tsx'
import { NavStrip } from './problem-detail/layout/nav-strip.tsx'
import { useFocusLayout } from './problem-detail/layout/use-focus-layout.ts'
import { ProblemView } from './problem-detail/problem-view.tsx'

/**
 * The problem page: the statement and its tabs on the left, the editor and judging on the right. The
 * 'problem.page' slot piece: a contest, a training or a group renders it in its own routes with its
 * scope, its calls for the problem and its links; /problem/:problemID renders it without a scope
 * (problem-route.tsx). Focus mode (full screen with the strip) exists where the source has a strip.
 */
export default function ProblemPage(props: ProblemPageProps): ReactNode {
  const { scope, displayId, source, links } = props
  const intl = useIntl()
  const { queryClient } = usePlatform()
  const focusable = source.strip !== undefined
  const focus = props.focus && focusable
  useFocusLayout(focus)
  const strip = useSourceQuery(sourceKey(scope, 'strip'), () => source.strip?.() ?? Promise.resolve([]), {
    enabled: focus,
  })
  const detail = useSourceQuery(sourceKey(scope, 'problem', displayId), () => source.detail())
  // A verdict changes the problem's counts, the strip's marks and the submission lists of the scope.
  const onJudged = () => void queryClient.invalidateQueries({ queryKey: sourceKey(scope) })

  let body: ReactNode
  if (detail.data) {
    const data = detail.data
    // On its own the problem's id is the one to show (the URL's may differ in case).
    const shownId = scope ? displayId : data.problem.problemId
    body = (
      <ProblemView
        detail={data}
        scope={scope}
        displayId={shownId}
        focus={focus}
        focusable={focusable}
        hideSource={props.hideSource ?? false}
        submissions={source.submissions}
        links={links}
        editor={
          <EditorPane
            key={`${scope?.param ?? ''}${scope?.id ?? ''}:${shownId}`}
            detail={data}
            displayId={shownId}
            {...(scope ? { scope } : {})}
            {...(source.submitRules ? { submitRules: source.submitRules } : {})}
            links={links}
            onJudged={onJudged}
          />
        }
      />
    )
  } else if (detail.isError) {
    // A context that does not know the problem (or is closed to the caller) answers 404.
    const missing = detail.error instanceof ApiCallError && detail.error.status === 404 && scope
    body = (
      <div className="oj-problem-message" data-testid="problem-detail-state">
        <LoadError
          message={
            missing ? intl.formatMessage({ id: 'problems.detail.contextMissing' }) : detail.error.message
          }
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      </div>
    )
  } else {
    body = (
      <p className="oj-problem-message" role="status" data-testid="problem-detail-state">
        <FormattedMessage id="problems.detail.loading" />
      </p>
    )
  }

  return (
    <section className="oj-problem-page" data-focus={focus || undefined} data-testid="problem-page">
      {focus ? (
        strip.data ? (
          <NavStrip
            items={strip.data}
            current={displayId}
            hrefOf={(item) => links.problem(item.problemId, true)}
          />
        ) : strip.isError ? (
          <p className="oj-problem-muted" role="status">
            <FormattedMessage id="problems.detail.strip.unavailable" />
          </p>
        ) : null
      ) : null}
      {body}
    </section>
  )
}
