import { cva, cx } from '@oj/sdk/css'
import { Children, cloneElement, type ComponentProps, isValidElement, type ReactElement } from 'react'

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

export interface ButtonProps extends ComponentProps<'button'> {
  /** Renders the button's styles and props on its one child element instead (a router link, say). */
  readonly asChild?: boolean
  /** solid (default), outline or ghost. */
  readonly variant?: 'solid' | 'outline' | 'ghost'
  /** Colour family: accent (default), neutral, danger, success. */
  readonly tone?: 'accent' | 'neutral' | 'danger' | 'success'
  readonly size?: 'sm' | 'md' | 'lg'
  /** Disables the button and marks it busy, e.g. while a form submits. */
  readonly loading?: boolean
}

type Props = Record<string, unknown>

/** The button's props on the child's: both handlers of an event called (the child's first), classes joined. */
function mergeOnto(child: ReactElement<Props>, own: Props): ReactElement<Props> {
  const theirs = child.props
  const merged: Props = { ...own, ...theirs }
  for (const [name, value] of Object.entries(own)) {
    const other = theirs[name]
    if (/^on[A-Z]/.test(name) && typeof value === 'function' && typeof other === 'function') {
      merged[name] = (...args: unknown[]) => {
        ;(other as (...a: unknown[]) => void)(...args)
        ;(value as (...a: unknown[]) => void)(...args)
      }
    }
  }
  merged['className'] = cx(own['className'] as string | undefined, theirs['className'] as string | undefined)
  return cloneElement(child, merged)
}

/**
 * A button; `asChild` renders the styles on a child element instead (e.g. a router link). A plain
 * element (no ark factory): the kit's first load then carries none of zag's DOM helpers.
 */
export function Button({
  asChild,
  variant,
  tone,
  size,
  loading,
  className,
  disabled,
  type,
  children,
  ...rest
}: ButtonProps) {
  const classes = cx(buttonStyle({ variant, tone, size }), className)
  if (asChild) {
    const child = Children.only(children)
    if (!isValidElement<Props>(child)) return null
    return mergeOnto(child, {
      ...rest,
      className: classes,
      'aria-busy': loading || undefined,
      'aria-disabled': disabled || loading || undefined,
      'data-disabled': disabled || loading ? '' : undefined,
    })
  }
  return (
    <button
      type={type ?? 'button'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={classes}
      {...rest}
    >
      {children}
    </button>
  )
}
