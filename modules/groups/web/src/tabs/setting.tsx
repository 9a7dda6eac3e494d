import { GroupApi } from '@oj/groups-contract'
import { css } from '@oj/sdk/css'
import { AvatarUpload, Button, Card } from '@oj/sdk/ui'
import { useApiMutation, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { GroupAvatar } from '../components/group-avatar.tsx'
import { groupBody, groupFieldErrors, type GroupFields, GroupForm } from '../components/group-form.tsx'
import { useGroup } from '../group-context.ts'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const row = css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })
const footer = css({ display: 'flex', justifyContent: 'flex-end', mt: '4' })

/** The Setting tab (spec 3 §2.9), for the group's root: the avatar (choose, crop, upload) and the info form. */
export function SettingTab(): ReactNode {
  const view = useGroup()
  const { group } = view
  const intl = useIntl()
  const platform = usePlatform()
  const [fields, setFields] = useState<GroupFields>({
    name: group.name,
    shortName: group.shortName,
    brief: group.brief,
    description: group.description,
    auth: group.auth,
    code: group.code ?? '',
    visible: group.visible,
  })
  const [tried, setTried] = useState(false)
  const update = useApiMutation(GroupApi.update, {
    invalidates: [GroupApi.detail, GroupApi.list],
    onSuccess: () => platform.toast('success', intl.formatMessage({ id: 'groups.setting.saved' })),
  })
  const upload = async (image: File) => {
    await platform.api.call(GroupApi.uploadAvatar, { gid: group.id, image })
    platform.toast('success', intl.formatMessage({ id: 'groups.setting.avatarDone' }))
    view.reload()
  }
  const save = () => {
    setTried(true)
    if (Object.keys(groupFieldErrors(fields)).length > 0) return
    update.mutate({ id: group.id, ...groupBody(fields) })
  }
  return (
    <div className={stack}>
      <Card title={<FormattedMessage id="groups.setting.avatar" />} as="h3">
        <div className={row}>
          <GroupAvatar avatar={group.avatar} name={group.shortName || group.name} size={96} />
          <AvatarUpload
            upload={upload}
            onRefused={(text) => platform.toast('error', text)}
            label={<FormattedMessage id="groups.setting.choose" />}
            fileTestId="group-avatar-file"
            confirmTestId="group-crop-upload"
          />
        </div>
      </Card>
      <Card title={<FormattedMessage id="groups.setting.info" />} as="h3">
        <GroupForm value={fields} onChange={setFields} showErrors={tried} />
        <div className={footer}>
          <Button loading={update.isPending} onClick={save} data-testid="group-setting-save">
            <FormattedMessage id="groups.save" />
          </Button>
        </div>
      </Card>
    </div>
  )
}
