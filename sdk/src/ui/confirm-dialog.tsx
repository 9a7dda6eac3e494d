import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'

import { Button } from './button.tsx'
import { Dialog } from './dialog.tsx'

export interface ConfirmDialogProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly title: ReactNode
  readonly text: ReactNode
  /** Runs once per confirmation; the dialog stays open (and busy) until it has finished. */
  readonly onConfirm: () => Promise<void> | void
  /** 'danger' for what cannot be undone (deleting, overwriting). */
  readonly tone?: 'accent' | 'danger'
  /** The confirm button's text ('Confirm' when not given), e.g. 'Delete'. */
  readonly confirmLabel?: ReactNode
  /** The confirm button's data-testid. */
  readonly confirmTestId?: string
}

/** A yes/no question before an action: Cancel or Confirm; Escape and the close button cancel. */
export function ConfirmDialog(props: ConfirmDialogProps): ReactNode {
  const [busy, setBusy] = useState(false)
  const confirm = () => {
    setBusy(true)
    void Promise.resolve()
      .then(props.onConfirm)
      .finally(() => {
        setBusy(false)
        props.onOpenChange(false)
      })
  }
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !busy && props.onOpenChange(open)}
      role="alertdialog"
      size="sm"
      title={props.title}
      description={props.text}
      footer={
        <>
          <Button variant="outline" tone="neutral" onClick={() => props.onOpenChange(false)} disabled={busy}>
            <FormattedMessage id="sdk.confirm.cancel" />
          </Button>
          <Button
            tone={props.tone ?? 'accent'}
            onClick={confirm}
            loading={busy}
            data-testid={props.confirmTestId}
          >
            {props.confirmLabel ?? <FormattedMessage id="sdk.confirm.ok" />}
          </Button>
        </>
      }
    />
  )
}
