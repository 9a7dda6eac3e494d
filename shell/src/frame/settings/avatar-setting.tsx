import { AccountsApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import {
  AVATAR_ACCEPT,
  AvatarCropDialog,
  avatarFileError,
  Button,
  type CropArea,
  cropToPng,
} from '@oj/sdk/ui'
import { useAuth } from '@oj/sdk/web'
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { useShell } from '../shell-context.tsx'
import { useUpdateToasts } from './settings-toasts.ts'

const rowStyle = css({ display: 'flex', alignItems: 'center', gap: '5', flexWrap: 'wrap' })
const pictureStyle = css({
  w: '24',
  h: '24',
  borderRadius: 'pill',
  overflow: 'hidden',
  bg: 'accent.subtle',
  color: 'accent.fg',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '36px',
  fontWeight: '600',
  flexShrink: 0,
  '& img': { w: 'full', h: 'full', objectFit: 'cover' },
})
const sideStyle = css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })
const hintStyle = css({ color: 'fg.muted', fontSize: 'sm' })
const hiddenStyle = css({ srOnly: true })

/**
 * The avatar: choose a picture (refused here, before any upload, when its type or size is wrong),
 * crop it to a square, and upload the 200×200 png (AccountsApi.uploadAvatar, multipart `image`). The reply's
 * address goes into the stored user, so the top bar shows the new avatar at once.
 */
export function AvatarSetting(): ReactNode {
  const { platform } = useShell()
  const { user } = useAuth()
  const intl = useIntl()
  const toasts = useUpdateToasts()
  const input = useRef<HTMLInputElement>(null)
  const [image, setImage] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  // The object URL lives as long as the crop dialog shows it.
  useEffect(() => () => void (image && URL.revokeObjectURL(image)), [image])

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    // The same file may be chosen again after a cancel.
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
      const file = new File([png], 'avatar.png', { type: 'image/png' })
      const reply = await platform.api.call(AccountsApi.uploadAvatar, { image: file })
      platform.updateUser({ avatar: reply.avatar })
      toasts.updated()
      setImage(undefined)
    } catch (error) {
      toasts.failed(error)
    } finally {
      setBusy(false)
    }
  }

  const name = user?.username ?? ''
  return (
    <div className={rowStyle} data-testid="avatar-setting">
      <span className={pictureStyle}>
        {user?.avatar ? (
          <img
            src={user.avatar}
            alt={intl.formatMessage({ id: 'frame.settings.avatarAlt' }, { username: name })}
            width={96}
            height={96}
            data-testid="avatar-picture"
          />
        ) : (
          <span aria-hidden>{(name.trim()[0] ?? '?').toUpperCase()}</span>
        )}
      </span>
      <div className={sideStyle}>
        <input
          ref={input}
          type="file"
          accept={AVATAR_ACCEPT}
          className={hiddenStyle}
          tabIndex={-1}
          aria-hidden
          onChange={choose}
          data-testid="avatar-file"
        />
        <Button variant="outline" onClick={() => input.current?.click()} data-testid="avatar-choose">
          <FormattedMessage id="frame.settings.chooseAvatar" />
        </Button>
        <span className={hintStyle}>
          <FormattedMessage id="frame.settings.avatarHint" />
        </span>
      </div>
      <AvatarCropDialog
        image={image}
        busy={busy}
        onCancel={() => setImage(undefined)}
        onConfirm={(a) => void upload(a)}
      />
    </div>
  )
}
