import { AccountsApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { AvatarUpload } from '@oj/sdk/ui'
import { useAuth } from '@oj/sdk/web'
import type { ReactNode } from 'react'
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
  const upload = async (image: File) => {
    const reply = await platform.api.call(AccountsApi.uploadAvatar, { image })
    platform.updateUser({ avatar: reply.avatar })
    toasts.updated()
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
        <AvatarUpload
          upload={upload}
          onRefused={(text) => platform.toast('error', text)}
          onFailed={toasts.failed}
          label={<FormattedMessage id="frame.settings.chooseAvatar" />}
          chooseTestId="avatar-choose"
        />
        <span className={hintStyle}>
          <FormattedMessage id="frame.settings.avatarHint" />
        </span>
      </div>
    </div>
  )
}
