import type { ProblemLinks, ProblemPageProps, ProblemScope } from '@oj/problems-contract'
import { Button, Empty, LoadError } from '@oj/sdk/ui'
import { useAuth, usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { ContextLink } from '../../status/links.tsx'
import { SubmissionTable } from '../../status/submission-table.tsx'
import { useSubmissionPage } from '../../status/use-submissions.ts'

/** Rows of the tab; the rest are on the context's submission list. */
const MINE_LIMIT = 15

export interface MySubmissionsProps {
  readonly scope: ProblemScope | undefined
  /** The problem's display id (in a contest, its id there). */
  readonly displayId: string
  /** The context's submission list (the owning module's call). */
  readonly list: ProblemPageProps['source']['submissions']
  readonly links: ProblemLinks
}

/** The My Submission tab: the caller's submissions of this problem, or a login prompt. */
export function MySubmissions(props: MySubmissionsProps): ReactNode {
  const auth = useAuth()
  const platform = usePlatform()
  if (!auth.loggedIn) {
    return (
      <Empty
        message={<FormattedMessage id="problems.detail.mine.login" />}
        action={
          <Button variant="outline" tone="neutral" onClick={() => platform.openLogin()}>
            <FormattedMessage id="problems.detail.mine.loginButton" />
          </Button>
        }
      />
    )
  }
  return <MineList {...props} />
}

function MineList({ scope, displayId, list, links }: MySubmissionsProps): ReactNode {
  const auth = useAuth()
  const query = {
    currentPage: 1,
    limit: MINE_LIMIT,
    onlyMine: true,
    problemID: displayId,
    completeProblemID: true,
  }
  const { page, rows } = useSubmissionPage(scope, list, query)
  const more = links.submissions(`onlyMine=true&problemID=${encodeURIComponent(displayId)}`)
  const total = page.data?.total ?? 0
  return (
    <div className="oj-problem-mine" data-testid="my-submissions">
      <SubmissionTable
        rows={rows}
        loading={page.isPending}
        canRejudge={false}
        myUid={auth.user?.uid}
        links={links}
        scoped={scope !== undefined}
        {...(page.isError
          ? {
              empty: (
                <LoadError
                  message={<FormattedMessage id="problems.status.loadFailed" />}
                  onRetry={() => void page.refetch()}
                  retrying={page.isFetching}
                />
              ),
            }
          : {})}
      />
      {total > rows.length ? (
        <ContextLink scoped={scope !== undefined} to={more}>
          <FormattedMessage id="problems.detail.mine.all" values={{ total }} />
        </ContextLink>
      ) : null}
    </div>
  )
}
