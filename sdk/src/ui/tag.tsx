import { css, cva, cx } from '@oj/sdk/css'
import type { CSSProperties, MouseEvent, ReactNode } from 'react'
import { useIntl } from 'react-intl'

import { CloseIcon } from './icons.tsx'
import type { TagColor } from './tag-colors.ts'

const tagStyle = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    maxW: 'full',
    borderWidth: '1px',
    borderRadius: 'control',
    fontWeight: '500',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    variant: {
      subtle: { bg: 'colorPalette.50', color: 'colorPalette.700', borderColor: 'colorPalette.200' },
      solid: { bg: 'colorPalette.600', color: 'white', borderColor: 'colorPalette.600' },
      outline: { bg: 'transparent', color: 'colorPalette.700', borderColor: 'colorPalette.300' },
    },
    color: {
      gray: { colorPalette: 'gray' },
      slate: { colorPalette: 'slate' },
      brand: { colorPalette: 'brand' },
      blue: { colorPalette: 'blue' },
      cyan: { colorPalette: 'cyan' },
      teal: { colorPalette: 'teal' },
      green: { colorPalette: 'green' },
      yellow: { colorPalette: 'yellow' },
      orange: { colorPalette: 'orange' },
      red: { colorPalette: 'red' },
      pink: { colorPalette: 'pink' },
      purple: { colorPalette: 'purple' },
    },
    size: {
      sm: { h: '5', px: '1.5', fontSize: '12px' },
      md: { h: '6', px: '2', fontSize: '13px' },
    },
    interactive: {
      true: {
        cursor: 'pointer',
        _hover: { borderColor: 'colorPalette.400' },
        '&[aria-pressed=true]': { bg: 'colorPalette.600', color: 'white', borderColor: 'colorPalette.600' },
      },
    },
  },
  defaultVariants: { variant: 'subtle', color: 'gray', size: 'md' },
})

// Server-given colours (problem tags carry a hex colour) cannot be known when CSS is extracted,
// so they go through a custom property.
const customColorStyle = {
  borderColor: 'var(--oj-tag-color)',
  color: 'var(--oj-tag-color)',
  bg: 'color-mix(in srgb, var(--oj-tag-color) 10%, white)',
} as const

const closeStyle = cva({
  base: {
    display: 'inline-flex',
    ms: '0.5',
    me: '-0.5',
    p: '0',
    border: 'none',
    bg: 'transparent',
    color: 'inherit',
    borderRadius: 'sm',
    cursor: 'pointer',
    opacity: 0.7,
    _hover: { opacity: 1, bg: 'colorPalette.100' },
  },
})

const plainButton = css({ all: 'unset', cursor: 'pointer' })

export interface TagProps {
  readonly children: ReactNode
  /** A palette from TAG_COLORS; ignored when customColor is given. */
  readonly color?: TagColor
  /** Any CSS colour, e.g. a problem tag's colour from the server. */
  readonly customColor?: string
  readonly variant?: 'subtle' | 'solid' | 'outline'
  readonly size?: 'sm' | 'md'
  /** Makes the tag a toggle button (filter chips); `selected` is its pressed state. */
  readonly onClick?: (event: MouseEvent<HTMLButtonElement>) => void
  readonly selected?: boolean
  /** Shows a remove button that calls onClose. */
  readonly closable?: boolean
  readonly onClose?: () => void
  readonly title?: string
  readonly className?: string
}

export function Tag(props: TagProps) {
  const { children, color, customColor, variant, size, onClick, selected, closable, onClose } = props
  const intl = useIntl()
  const interactive = onClick !== undefined
  const className = cx(
    tagStyle({ variant, color, size, interactive }),
    customColor && !(interactive && selected) ? css(customColorStyle) : undefined,
    props.className,
  )
  const style = customColor ? ({ '--oj-tag-color': customColor } as CSSProperties) : undefined
  if (!closable && interactive) {
    return (
      <button
        type="button"
        className={className}
        style={style}
        title={props.title}
        aria-pressed={selected}
        onClick={onClick}
      >
        {children}
      </button>
    )
  }
  // A closable tag is a span holding real buttons: buttons must not nest.
  return (
    <span className={className} style={style} title={props.title}>
      {interactive ? (
        <button type="button" className={plainButton} aria-pressed={selected} onClick={onClick}>
          {children}
        </button>
      ) : (
        children
      )}
      {closable ? (
        <button
          type="button"
          aria-label={intl.formatMessage({ id: 'sdk.tag.remove' })}
          className={closeStyle()}
          onClick={(e) => {
            e.stopPropagation()
            onClose?.()
          }}
        >
          <CloseIcon />
        </button>
      ) : null}
    </span>
  )
}
