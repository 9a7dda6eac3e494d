import { ark } from '@ark-ui/react/factory'
import { cva, cx } from '@oj/sdk/css'
import type { ComponentProps } from 'react'

export const buttonStyle = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1.5',
    borderRadius: 'control',
    borderWidth: '1px',
    borderColor: 'transparent',
    fontWeight: '500',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: 'background 0.15s, border-color 0.15s, color 0.15s',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'colorPalette.600',
        color: 'white',
        _hover: { _enabled: { bg: 'colorPalette.700' } },
      },
      outline: {
        bg: 'bg.surface',
        borderColor: 'colorPalette.300',
        color: 'colorPalette.700',
        _hover: { _enabled: { bg: 'colorPalette.50' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'colorPalette.700',
        _hover: { _enabled: { bg: 'colorPalette.50' } },
      },
    },
    tone: {
      accent: { colorPalette: 'brand' },
      neutral: { colorPalette: 'gray' },
      danger: { colorPalette: 'red' },
      success: { colorPalette: 'green' },
    },
    size: {
      sm: { h: '7', px: '2.5', fontSize: '13px' },
      md: { h: '8', px: '3.5', fontSize: '14px' },
      lg: { h: '10', px: '5', fontSize: '15px' },
    },
  },
  defaultVariants: { variant: 'solid', tone: 'accent', size: 'md' },
})

export interface ButtonProps extends ComponentProps<typeof ark.button> {
  /** solid (default), outline or ghost. */
  readonly variant?: 'solid' | 'outline' | 'ghost'
  /** Colour family: accent (default), neutral, danger, success. */
  readonly tone?: 'accent' | 'neutral' | 'danger' | 'success'
  readonly size?: 'sm' | 'md' | 'lg'
  /** Disables the button and marks it busy, e.g. while a form submits. */
  readonly loading?: boolean
}

/** A button; `asChild` renders the styles on a child element instead (e.g. a router link). */
export function Button({ variant, tone, size, loading, className, disabled, type, ...rest }: ButtonProps) {
  return (
    <ark.button
      type={type ?? 'button'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(buttonStyle({ variant, tone, size }), className)}
      {...rest}
    />
  )
}
