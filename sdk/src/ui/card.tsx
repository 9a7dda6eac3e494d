import { css, cx } from '@oj/sdk/css'
import type { ReactNode } from 'react'

export interface CardProps {
  /** The heading, shown at the start of the header row. */
  readonly title?: ReactNode
  /** Buttons or links at the end of the header row (Refresh, More). */
  readonly actions?: ReactNode
  readonly children?: ReactNode
  /** The heading level of the title (default h3). */
  readonly as?: 'h2' | 'h3' | 'h4'
  readonly className?: string
  readonly 'data-testid'?: string
}

const cardStyle = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'card',
  p: { base: '4', md: '5' },
  minW: '0',
})
const headStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  mb: '3',
})
const titleStyle = css({ textStyle: 'h3', m: '0', color: 'fg.default', minW: '0' })
const actionsStyle = css({ display: 'flex', gap: '2', flexShrink: '0' })

/** A white, rounded panel with an optional header row of title and actions. */
export function Card(props: CardProps): ReactNode {
  const Heading = props.as ?? 'h3'
  const head = props.title !== undefined || props.actions !== undefined
  return (
    <section className={cx(cardStyle, props.className)} data-testid={props['data-testid']}>
      {head ? (
        <header className={headStyle}>
          {props.title !== undefined ? <Heading className={titleStyle}>{props.title}</Heading> : <span />}
          {props.actions !== undefined ? <div className={actionsStyle}>{props.actions}</div> : null}
        </header>
      ) : null}
      {props.children}
    </section>
  )
}
