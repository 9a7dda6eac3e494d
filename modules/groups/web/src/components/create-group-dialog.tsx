import { GroupApi } from '@oj/groups-contract'
import { Button, Dialog } from '@oj/sdk/ui'
import { useApiMutation, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { emptyGroup, groupBody, groupFieldErrors, type GroupFields, GroupForm } from './group-form.tsx'

/** Create group: a full-screen dialog with the group info form (spec 3 §2.1). */
export function CreateGroupDialog(props: {
  readonly open: boolean
  readonly onClose: () => void
  readonly onCreated: () => void
}): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const [fields, setFields] = useState<GroupFields>(emptyGroup)
  const [tried, setTried] = useState(false)
  const create = useApiMutation(GroupApi.create, {
    invalidates: [GroupApi.list],
    onSuccess: () => {
      platform.toast('success', intl.formatMessage({ id: 'groups.create.done' }))
      setFields(emptyGroup)
      setTried(false)
      props.onCreated()
    },
  })
  const send = () => {
    setTried(true)
    if (Object.keys(groupFieldErrors(fields)).length > 0) return
    create.mutate(groupBody(fields))
  }
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      size="full"
      closeOnInteractOutside={false}
      title={<FormattedMessage id="groups.create.title" />}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            <FormattedMessage id="groups.cancel" />
          </Button>
          <Button loading={create.isPending} onClick={send} data-testid="group-create-submit">
            <FormattedMessage id="groups.create.submit" />
          </Button>
        </>
      }
    >
      <GroupForm value={fields} onChange={setFields} showErrors={tried} />
    </Dialog>
  )
}
