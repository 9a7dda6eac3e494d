// Small pieces shared by the login dialog's three views and the reset-password page.
import { css } from '@oj/sdk/css'
import { Button } from '@oj/sdk/ui'
import { ApiCallError } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { useShell } from '../shell-context.tsx'
import { waitSeconds } from './account-forms.ts'
import type { Cooldown } from './cooldown.ts'

export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '2' })
export const actionsStyle = css({ display: 'flex', justifyContent: 'flex-end', mt: '2' })
/** A text field with a button at its end (send code, captcha picture). */
export const fieldRowStyle = css({ display: 'flex', gap: '2', alignItems: 'flex-start' })
export const growStyle = css({ flex: '1', minW: '0' })
/** What sits beside a field, lined up with its input (below the label's line and gap). */
const besideFieldStyle = css({ mt: '26px', flexShrink: 0 })
const linksStyle = css({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '2',
  mt: '1',
  fontSize: 'sm',
})
const linkStyle = css({
  color: 'accent.fg',
  cursor: 'pointer',
  bg: 'transparent',
  border: 'none',
  p: '0',
  _hover: { textDecoration: 'underline' },
})

export type AccountView = 'login' | 'register' | 'reset'

/** The message-id → text helper the forms show errors with. */
export function useText(): (id: string | undefined) => string | undefined {
  const intl = useIntl()
  return (id) => (id ? intl.formatMessage({ id }) : undefined)
}

export function SwitchLinks(props: {
  readonly links: ReadonlyArray<{ readonly to: AccountView; readonly label: ReactNode }>
  readonly onSwitch: (view: AccountView) => void
}): ReactNode {
  return (
    <div className={linksStyle}>
      {props.links.map((link) => (
        <button
          key={link.to}
          type="button"
          className={linkStyle}
          data-testid={`switch-${link.to}`}
          onClick={() => props.onSwitch(link.to)}
        >
          {link.label}
        </button>
      ))}
    </div>
  )
}

/** A refused call that says how long to wait (429) starts the countdown with the server's figure. */
export function cooldownFromRefusal(error: unknown, cooldown: Cooldown): void {
  if (!(error instanceof ApiCallError) || error.status !== 429) return
  const seconds = waitSeconds(error.message)
  if (seconds) cooldown.start(seconds)
}

export interface SendCodeButtonProps {
  readonly cooldown: Cooldown
  /** The countdown after a code was sent. */
  readonly seconds: number
  /** Checks the address first (showing its own error) and answers whether to send. */
  readonly ready: () => boolean
  /** The call that mails the code. */
  readonly send: () => Promise<unknown>
  readonly testId: string
}

/**
 * 'Send code' beside a code field: sends once the address checks, then counts down ('resend in
 * N s'); a 429 that says how long to wait starts the countdown with the server's figure.
 */
export function SendCodeButton(props: SendCodeButtonProps): ReactNode {
  const { platform } = useShell()
  const intl = useIntl()
  const [sending, setSending] = useState(false)
  const remaining = props.cooldown.remaining
  const onClick = async () => {
    if (!props.ready()) return
    setSending(true)
    try {
      await props.send()
      props.cooldown.start(props.seconds)
      platform.toast('success', intl.formatMessage({ id: 'frame.account.codeSent' }))
    } catch (error) {
      cooldownFromRefusal(error, props.cooldown)
    } finally {
      setSending(false)
    }
  }
  return (
    <Button
      type="button"
      variant="outline"
      loading={sending}
      disabled={remaining > 0}
      onClick={() => void onClick()}
      data-testid={props.testId}
      className={besideFieldStyle}
    >
      {remaining > 0 ? (
        <FormattedMessage id="frame.account.resendIn" values={{ seconds: remaining }} />
      ) : (
        <FormattedMessage id="frame.account.sendCode" />
      )}
    </Button>
  )
}
