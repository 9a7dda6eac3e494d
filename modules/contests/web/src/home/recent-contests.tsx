import { ContestsApi, ContestsRoutes } from '@oj/contests-contract'
import { Button, Card, LoadError } from '@oj/sdk/ui'
import { useApiQuery, useNavigateTo } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { ContestTable } from '../pages/contest-table.tsx'

/**
 * The contests module's part of the home page (slot `home.widgets`, spec 1 Home page): the recent
 * contests (visible ones started in the last 14 days or later, running first), each opening its
 * contest for a user and the login dialog for a visitor; More goes to the contest list.
 */
export default function RecentContests(): ReactNode {
  const navigate = useNavigateTo()
  const recent = useApiQuery(ContestsApi.recent, {}, { quiet: true })
  return (
    <Card
      as="h2"
      title={<FormattedMessage id="contests.home.recent.heading" />}
      actions={
        <Button variant="outline" tone="neutral" size="sm" onClick={() => navigate(ContestsRoutes.list)}>
          <FormattedMessage id="contests.home.recent.more" />
        </Button>
      }
      data-testid="home-recent-contests"
    >
      {recent.isError ? (
        <LoadError onRetry={() => void recent.refetch()} retrying={recent.isFetching} />
      ) : (
        <ContestTable contests={recent.data ?? []} loading={recent.isPending} minWidth="0" />
      )}
    </Card>
  )
}
