import { css, cx } from '@oj/sdk/css'
import type { ReactNode } from 'react'

const style = css({
  borderRadius: 'card',
  overflow: 'hidden',
  bg: 'accent.subtle',
  color: 'accent.fg',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: '700',
  flexShrink: 0,
  '& img': { w: 'full', h: 'full', objectFit: 'cover' },
})

/** A group's picture, or its short name's first letter on the accent colour when it has none. */
export function GroupAvatar(props: {
  readonly avatar: string | null
  readonly name: string
  readonly size: number
  readonly className?: string
}): ReactNode {
  const letter = (props.name.trim()[0] ?? 'G').toUpperCase()
  return (
    <span
      className={cx(style, props.className)}
      style={{ width: props.size, height: props.size, fontSize: props.size * 0.42 }}
    >
      {props.avatar ? (
        <img src={props.avatar} alt="" width={props.size} height={props.size} />
      ) : (
        <span aria-hidden>{letter}</span>
      )}
    </span>
  )
}
