import type { ScopedSectionProps } from '@oj/sdk/web'
import { useApi } from '@oj/sdk/web'
import { type ReactNode, useMemo } from 'react'
import { FormattedMessage } from 'react-intl'

import StatusPage from '../pages/status/status-page.tsx'
import SubmissionDetailPage from '../pages/submission-detail/submission-detail-page.tsx'
import { groupBaseOf, groupLinks, groupScope, groupSubmissions, submissionSectionId } from './links.ts'

/** A group's submissions (the gid scope of the submission list) and one of them under `base/<id>`. */
export function GroupSubmissionSection(props: ScopedSectionProps): ReactNode {
  const api = useApi()
  const gid = props.scope.id
  const links = useMemo(() => groupLinks(groupBaseOf(props.base)), [props.base])
  const source = useMemo(() => ({ list: groupSubmissions(api, gid) }), [api, gid])
  const scope = useMemo(() => groupScope(gid), [gid])
  const page = submissionSectionId(props.rest)
  if (page === 'list') return <StatusPage scope={scope} source={source} links={links} />
  if (page === 'bad') {
    return (
      <p className="oj-status-notice" role="alert">
        <FormattedMessage id="problems.submission.notFound" />
      </p>
    )
  }
  return <SubmissionDetailPage key={page} scope={scope} submitId={page} links={links} />
}
