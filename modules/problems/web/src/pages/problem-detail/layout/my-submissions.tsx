import { Button } from '@oj/sdk/ui'
import { useAuth, usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { DEFAULT_STATUS_FILTERS, type StatusFilters } from '../../status/filters.ts'
import { ContextLink } from '../../status/links.tsx'
import { SubmissionTable } from '../../status/submission-table.tsx'
import { useSubmissionPage } from '../../status/use-submissions.ts'
import type { ProblemContext } from '../context.ts'
import { submissionListPath } from './routes.ts'

export interface MySubmissionsProps {
  readonly context: ProblemContext
  /** The problem's display id (in a contest, its id there). */
  readonly problemId: string
  /** Bumped after a verdict, so the list shows it. */
  readonly version: number
}

/** The My Submission tab: the caller's submissions of this problem, or a login prompt. */
export function MySubmissions(props: MySubmissionsProps): ReactNode {
  const auth = useAuth()
  const platform = usePlatform()
  if (!auth.loggedIn) {
    return (
      <div className="oj-problem-empty" data-testid="my-submissions-login">
        <p>
          <FormattedMessage id="problems.detail.mine.login" />
        </p>
        <Button variant="outline" tone="neutral" onClick={() => platform.openLogin()}>
          <FormattedMessage id="problems.detail.mine.loginButton" />
        </Button>
      </div>
    )
  }
  return <MineList key={props.version} {...props} />
}

function MineList({ context, problemId }: MySubmissionsProps): ReactNode {
  const auth = useAuth()
  const filters: StatusFilters = { ...DEFAULT_STATUS_FILTERS, onlyMine: true, problemID: problemId }
  const { page, reload } = useSubmissionPage(filters, context)
  const more = submissionListPath(context, `onlyMine=true&problemID=${encodeURIComponent(problemId)}`)
  return (
    <div className="oj-problem-mine" data-testid="my-submissions">
      <SubmissionTable
        rows={page.data?.records ?? []}
        loading={page.state === 'loading'}
        canRejudge={false}
        myUid={auth.user?.uid}
        context={context}
      />
      {page.state === 'failed' ? (
        <div className="oj-status-notice" role="alert">
          <FormattedMessage id="problems.status.loadFailed" />{' '}
          <Button size="sm" variant="outline" onClick={reload}>
            <FormattedMessage id="problems.status.retry" />
          </Button>
        </div>
      ) : null}
      {(page.data?.total ?? 0) > (page.data?.records.length ?? 0) ? (
        <ContextLink context={context} to={more}>
          <FormattedMessage id="problems.detail.mine.all" values={{ total: page.data?.total ?? 0 }} />
        </ContextLink>
      ) : null}
    </div>
  )
}
