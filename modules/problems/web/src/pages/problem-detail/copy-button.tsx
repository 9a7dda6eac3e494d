import { Button } from '@oj/sdk/ui'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'

/** Copies `text` to the clipboard and says so for a moment. */
export function CopyButton({ text, testId }: { readonly text: string; readonly testId?: string }): ReactNode {
  const [copied, setCopied] = useState(false)
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(
      () => {
        setCopied(true)
        setTimeout(() => setCopied(false), 1500)
      },
      () => undefined,
    )
  }
  return (
    <Button size="sm" variant="ghost" tone="neutral" onClick={copy} data-testid={testId}>
      <FormattedMessage id={copied ? 'problems.detail.copied' : 'problems.detail.copy'} />
    </Button>
  )
}
