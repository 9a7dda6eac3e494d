import { Dialog, onDemand } from '@oj/sdk/ui'
import { Loading, useStore } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'

import { useShell } from '../shell-context.tsx'
import type { AccountView } from './account-ui.tsx'
import { type Cooldown, useCooldown } from './cooldown.ts'
import { LoginForm } from './login-view.tsx'

// The register and reset views are fetched when the user first switches to one: every page carries
// the login dialog, few visits register (issue 38). Login itself is there at once.
const RegisterForm = onDemand(
  () => import('./register-view.tsx').then((m) => m.RegisterForm),
  () => <Loading />,
)
const ResetRequestForm = onDemand(
  () => import('./reset-request-view.tsx').then((m) => m.ResetRequestForm),
  () => <Loading />,
)

const TITLES: Record<AccountView, string> = {
  login: 'frame.login.title',
  register: 'frame.account.registerTitle',
  reset: 'frame.account.resetTitle',
}

export interface AccountDialogProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly view: AccountView
  readonly onSwitch: (view: AccountView) => void
  readonly registerCooldown: Cooldown
  readonly resetCooldown: Cooldown
}

/** The modal itself, one of its three views inside (spec 1 §2); not closed by a click outside. */
export function AccountDialog(props: AccountDialogProps): ReactNode {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      closeOnInteractOutside={false}
      size="sm"
      title={<FormattedMessage id={TITLES[props.view]} />}
    >
      {props.view === 'register' ? (
        <RegisterForm
          cooldown={props.registerCooldown}
          onSwitch={props.onSwitch}
          onRegistered={() => props.onSwitch('login')}
        />
      ) : props.view === 'reset' ? (
        <ResetRequestForm cooldown={props.resetCooldown} onSwitch={props.onSwitch} />
      ) : (
        <LoginForm onSwitch={props.onSwitch} />
      )}
    </Dialog>
  )
}

/**
 * The login dialog, opened through the platform. The view and both countdowns live here, above the
 * views and the dialog's content, so a countdown keeps running while the user switches views.
 */
export function LoginDialog(): ReactNode {
  const { platform } = useShell()
  const open = useStore(platform.loginOpen)
  const [view, setView] = useState<AccountView>('login')
  const registerCooldown = useCooldown()
  const resetCooldown = useCooldown()
  // Every opening starts on Login (adjusted while rendering, as React advises for derived resets).
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setView('login')
  }
  return (
    <AccountDialog
      open={open}
      onOpenChange={(next) => (next ? platform.openLogin() : platform.closeLogin())}
      view={view}
      onSwitch={setView}
      registerCooldown={registerCooldown}
      resetCooldown={resetCooldown}
    />
  )
}
