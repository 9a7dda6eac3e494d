import { GroupApi } from '@oj/groups-contract'
import { css } from '@oj/sdk/css'
import {
  AVATAR_ACCEPT,
  AvatarCropDialog,
  avatarFileError,
  Button,
  Card,
  type CropArea,
  cropToPng,
} from '@oj/sdk/ui'
import { useApiMutation, usePlatform } from '@oj/sdk/web'
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { GroupAvatar } from '../components/group-avatar.tsx'
import { groupBody, groupFieldErrors, type GroupFields, GroupForm } from '../components/group-form.tsx'
import { useGroup } from '../group-context.ts'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const row = css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })
const hidden = css({ srOnly: true })
const footer = css({ display: 'flex', justifyContent: 'flex-end', mt: '4' })

/** The Setting tab (spec 3 §2.9), for the group's root: the avatar (choose, crop, upload) and the info form. */
export function SettingTab(): ReactNode {
  const view = useGroup()
  const { group } = view
  const intl = useIntl()
  const platform = usePlatform()
  const input = useRef<HTMLInputElement>(null)
  const [image, setImage] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
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
  useEffect(() => () => void (image && URL.revokeObjectURL(image)), [image])
  const update = useApiMutation(GroupApi.update, {
    invalidates: [GroupApi.detail, GroupApi.list],
    onSuccess: () => platform.toast('success', intl.formatMessage({ id: 'groups.setting.saved' })),
  })
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    event.currentTarget.value = ''
    if (!file) return
    const problem = avatarFileError(file)
    if (problem) return platform.toast('error', intl.formatMessage({ id: problem }))
    setImage(URL.createObjectURL(file))
  }
  const upload = async (area: CropArea) => {
    if (!image) return
    setBusy(true)
    try {
      let png: Blob
      try {
        png = await cropToPng(image, area)
      } catch {
        platform.toast('error', intl.formatMessage({ id: 'sdk.avatar.unreadable' }))
        return
      }
      await platform.api.call(GroupApi.uploadAvatar, {
        gid: group.id,
        image: new File([png], 'avatar.png', { type: 'image/png' }),
      })
      platform.toast('success', intl.formatMessage({ id: 'groups.setting.avatarDone' }))
      setImage(undefined)
      view.reload()
    } catch {
      // the platform has shown the call's failure
    } finally {
      setBusy(false)
    }
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
          <input
            ref={input}
            type="file"
            accept={AVATAR_ACCEPT}
            className={hidden}
            tabIndex={-1}
            aria-hidden
            onChange={choose}
            data-testid="group-avatar-file"
          />
          <Button variant="outline" onClick={() => input.current?.click()}>
            <FormattedMessage id="groups.setting.choose" />
          </Button>
        </div>
        <AvatarCropDialog
          image={image}
          busy={busy}
          onCancel={() => setImage(undefined)}
          onConfirm={(a) => void upload(a)}
          confirmTestId="group-crop-upload"
        />
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
