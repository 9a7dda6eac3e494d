import { ContestsApi, GroupContestApi } from '@oj/contests-contract'
import { Card, LoadError } from '@oj/sdk/ui'
import { useApiMutation, useApiQuery, useNavigateTo, usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { ContestForm } from '../admin/contest-form.tsx'
import { emptyContestForm, fromView } from '../admin/contest-form-model.ts'
import type { GroupContext } from './group-section.tsx'

/** A group contest's form: POST /group/contest (with the group's gid) or PUT /group/contest. */
export function GroupContestEdit({
  group,
  cid,
}: {
  readonly group: GroupContext
  readonly cid?: number
}): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const navigateTo = useNavigateTo()
  const stored = useApiQuery(GroupContestApi.get, { cid: cid ?? 0 }, { enabled: cid !== undefined })
  const back = () => navigateTo(`${group.base}/admin`)
  const done = () => {
    platform.toast('success', intl.formatMessage({ id: 'contests.admin.saved' }))
    back()
  }
  const invalidates = [GroupContestApi.adminList, GroupContestApi.list, GroupContestApi.get, ContestsApi.info]
  const create = useApiMutation(GroupContestApi.create, { invalidates, onSuccess: done })
  const update = useApiMutation(GroupContestApi.update, { invalidates, onSuccess: done })
  const title = <FormattedMessage id={cid === undefined ? 'contests.admin.create' : 'contests.admin.edit'} />
  if (cid !== undefined && stored.error) return <LoadError onRetry={() => void stored.refetch()} />
  if (cid !== undefined && !stored.data) return <Card title={title} as="h2" />
  return (
    <Card title={title} as="h2" data-testid="group-contest-form">
      <ContestForm
        initial={stored.data ? fromView(stored.data) : emptyContestForm}
        pending={create.isPending || update.isPending}
        onSave={(input) =>
          cid === undefined
            ? create.mutate({ ...input, gid: group.gid })
            : update.mutate({ ...input, gid: group.gid })
        }
        onCancel={back}
      />
    </Card>
  )
}
