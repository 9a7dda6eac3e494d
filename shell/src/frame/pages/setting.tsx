import { css } from '@oj/sdk/css'
import { Button } from '@oj/sdk/ui'
import { useAuth } from '@oj/sdk/web'
import { type ReactNode, useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { AvatarSetting } from '../settings/avatar-setting.tsx'
import { EmailForm } from '../settings/email-form.tsx'
import { MobileForm } from '../settings/mobile-form.tsx'
import { PasswordForm } from '../settings/password-form.tsx'
import { ProfileForm } from '../settings/profile-form.tsx'
import { blocksStyle, blockTitleStyle, SettingsSection } from '../settings/settings-section.tsx'
import { useShell } from '../shell-context.tsx'
import { pageStyle } from './page-style.ts'

const stackStyle = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const titleStyle = css({ textStyle: 'h2' })
const noticeStyle = css({
  bg: 'bg.surface',
  borderRadius: 'card',
  boxShadow: 'card',
  p: '10',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3',
})
const avatarBlockStyle = css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '4', mb: '6' })

/** Anonymous visitors: the login dialog opens, with a notice, and the page says why it is empty. */
function LoginNeeded(): ReactNode {
  const { platform } = useShell()
  const intl = useIntl()
  useEffect(() => {
    platform.toast('warning', intl.formatMessage({ id: 'frame.settings.loginNeeded' }))
    platform.openLogin()
  }, [platform, intl])
  return (
    <div className={noticeStyle} data-testid="setting-login-needed">
      <h1 className={titleStyle}>
        <FormattedMessage id="frame.settings.loginNeeded" />
      </h1>
      <p className={css({ color: 'fg.muted' })}>
        <FormattedMessage id="frame.settings.loginNeededText" />
      </p>
      <Button onClick={() => platform.openLogin()}>
        <FormattedMessage id="frame.settings.loginButton" />
      </Button>
    </div>
  )
}

/**
 * /setting (spec 1 §2 Settings, login needed): account (password, e-mail, mobile number) and user
 * info (avatar with crop, profile fields).
 */
export default function SettingPage(): ReactNode {
  const { loggedIn } = useAuth()
  return (
    <div className={pageStyle}>
      {loggedIn ? (
        <div className={stackStyle} data-testid="setting-page">
          <h1 className={titleStyle}>
            <FormattedMessage id="frame.settings.title" />
          </h1>
          <SettingsSection title={<FormattedMessage id="frame.settings.account" />} testId="setting-account">
            <div className={blocksStyle}>
              <PasswordForm />
              <EmailForm />
              <MobileForm />
            </div>
          </SettingsSection>
          <SettingsSection
            title={<FormattedMessage id="frame.settings.userInfo" />}
            testId="setting-user-info"
          >
            <div className={avatarBlockStyle}>
              <h3 className={blockTitleStyle}>
                <FormattedMessage id="frame.settings.avatar" />
              </h3>
              <AvatarSetting />
            </div>
            <ProfileForm />
          </SettingsSection>
        </div>
      ) : (
        <LoginNeeded />
      )}
    </div>
  )
}
