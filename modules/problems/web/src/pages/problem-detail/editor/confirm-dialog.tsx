import { Button, Dialog } from '@oj/sdk/ui'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'

/** A yes/no question; `onConfirm` runs once and the dialog closes when it has finished. */
export function ConfirmDialog(props: {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly title: ReactNode
  readonly text: ReactNode
  readonly onConfirm: () => Promise<void> | void
  readonly tone?: 'accent' | 'danger'
  readonly testId?: string
}): ReactNode {
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
            <FormattedMessage id="problems.editor.cancel" />
          </Button>
          <Button
            tone={props.tone ?? 'accent'}
            onClick={confirm}
            loading={busy}
            data-testid={props.testId ? `${props.testId}-confirm` : undefined}
          >
            <FormattedMessage id="problems.editor.confirm" />
          </Button>
        </>
      }
    />
  )
}
