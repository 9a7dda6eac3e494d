import { ContestAdminApi, ContestsApi } from '@oj/contests-contract'
import { Card, LoadError } from '@oj/sdk/ui'
import { useApiMutation, useApiQuery, useNavigateTo, usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { ContestForm } from './contest-form.tsx'
import { emptyContestForm, fromView } from './contest-form-model.ts'

/** admin/contest/create and admin/contest/<id>/edit: the form, saved through POST or PUT /admin/contest. */
export function ContestEditPage({ cid }: { readonly cid?: number }): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const navigateTo = useNavigateTo()
  const stored = useApiQuery(ContestAdminApi.get, { cid: cid ?? 0 }, { enabled: cid !== undefined })
  const done = () => {
    platform.toast('success', intl.formatMessage({ id: 'contests.admin.saved' }))
    navigateTo('/admin/contest')
  }
  const invalidates = [ContestAdminApi.list, ContestAdminApi.get, ContestsApi.list, ContestsApi.info]
  const create = useApiMutation(ContestAdminApi.create, { invalidates, onSuccess: done })
  const update = useApiMutation(ContestAdminApi.update, { invalidates, onSuccess: done })
  const title = <FormattedMessage id={cid === undefined ? 'contests.admin.create' : 'contests.admin.edit'} />
  if (cid !== undefined && stored.error) return <LoadError onRetry={() => void stored.refetch()} />
  if (cid !== undefined && !stored.data) return <Card title={title} as="h2" />
  return (
    <Card title={title} as="h2">
      <ContestForm
        key={cid ?? 'new'}
        initial={stored.data ? fromView(stored.data) : emptyContestForm}
        pending={create.isPending || update.isPending}
        onSave={(input) => (cid === undefined ? create.mutate(input) : update.mutate(input))}
        onCancel={() => navigateTo('/admin/contest')}
      />
    </Card>
  )
}
