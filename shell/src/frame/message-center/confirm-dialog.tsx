import { Button, Dialog } from '@oj/sdk/ui'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'

/** A yes/no question before a destructive action; `onConfirm` runs once, the dialog closes after it. */
export function ConfirmDialog(props: {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly title: ReactNode
  readonly text: ReactNode
  readonly onConfirm: () => Promise<void>
}): ReactNode {
  const [busy, setBusy] = useState(false)
  const confirm = () => {
    setBusy(true)
    void props.onConfirm().finally(() => {
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
            <FormattedMessage id="frame.msg.cancel" />
          </Button>
          <Button tone="danger" onClick={confirm} loading={busy} data-testid="confirm-delete">
            <FormattedMessage id="frame.msg.confirm" />
          </Button>
        </>
      }
    />
  )
}
