import { css } from '@oj/sdk/css'
import { type ReactNode, useEffect, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'

import { useShell } from '../shell-context.tsx'
import { pageStyle } from './page-style.ts'

/** /logout (spec 1 §2): calls logout, clears the session, goes to /home. */
export default function LogoutPage(): ReactNode {
  const { platform } = useShell()
  const navigate = useNavigate()
  const intl = useIntl()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    const wasLoggedIn = Boolean(platform.auth.get().token)
    void platform.logout().then(() => {
      if (wasLoggedIn) platform.toast('success', intl.formatMessage({ id: 'frame.logout.done' }))
      navigate('/home', { replace: true })
    })
  }, [platform, navigate, intl])
  return (
    <div className={pageStyle}>
      <p className={css({ textAlign: 'center', color: 'fg.muted', py: '12' })}>
        <FormattedMessage id="frame.logout.progress" />
      </p>
    </div>
  )
}
