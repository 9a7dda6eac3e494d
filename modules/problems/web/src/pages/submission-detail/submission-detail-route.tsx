import { useSiteConfig } from '@oj/sdk/web'
import { useMemo } from 'react'
import { FormattedMessage } from 'react-intl'
import { useParams } from 'react-router'

import { standaloneLinks } from '../../scope/standalone.ts'
import SubmissionDetailPage from './submission-detail-page.tsx'

const readId = (text: string | undefined): number | undefined =>
  text !== undefined && /^\d{1,10}$/.test(text) && Number(text) >= 1 ? Number(text) : undefined

/** /submission-detail/:submitID, with the problems module's own links. */
export default function SubmissionDetailRoute() {
  const submitId = readId(useParams()['submitID'])
  const config = useSiteConfig()
  const links = useMemo(() => standaloneLinks(config), [config])
  if (submitId === undefined) {
    return (
      <section className="oj-status-page">
        <p className="oj-status-notice" role="alert">
          <FormattedMessage id="problems.submission.notFound" />
        </p>
      </section>
    )
  }
  return <SubmissionDetailPage key={submitId} submitId={submitId} links={links} />
}
