import { css, cx } from '@oj/sdk/css'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'

import { Button } from './button.tsx'

export interface LoadErrorProps {
  /** Asks again; without it the notice has no button. */
  readonly onRetry?: () => void
  /** What failed to load, in place of the kit's general sentence. */
  readonly message?: ReactNode
  /** The retry is running: the button waits. */
  readonly retrying?: boolean
  readonly className?: string
}

const rootStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  py: '6',
  px: '4',
  color: 'fg.muted',
  textAlign: 'center',
})

/** A part whose data could not be loaded: a short sentence and a Retry button. */
export function LoadError(props: LoadErrorProps): ReactNode {
  const intl = useIntl()
  return (
    <div role="alert" className={cx(rootStyle, props.className)} data-testid="load-error">
      <span>{props.message ?? intl.formatMessage({ id: 'sdk.load.failed' })}</span>
      {props.onRetry ? (
        <Button size="sm" variant="outline" onClick={props.onRetry} disabled={props.retrying}>
          {intl.formatMessage({ id: 'sdk.load.retry' })}
        </Button>
      ) : null}
    </div>
  )
}
