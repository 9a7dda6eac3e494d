import { css, cx } from '@oj/sdk/css'
import { type ComponentProps, type ReactNode, useId } from 'react'

import { controlStyle } from './control-style.ts'

type NativeInputProps = Omit<ComponentProps<'input'>, 'size'>

export interface InputProps extends NativeInputProps {
  readonly size?: 'sm' | 'md' | 'lg'
}

/** A bare styled input, for search boxes and table filters. */
export function Input({ size, className, ...rest }: InputProps) {
  return <input className={cx(controlStyle({ size }), className)} {...rest} />
}

export interface TextFieldProps extends InputProps {
  readonly label?: ReactNode
  /** Help under the input, hidden while an error shows. */
  readonly hint?: ReactNode
  /** An error message; its presence marks the field invalid. */
  readonly error?: ReactNode
  /** A textarea instead of an input; `rows` sets its height. */
  readonly multiline?: boolean
  readonly rows?: number
  /** Class of the wrapper (the input takes `className`). */
  readonly rootClassName?: string
}

const rootStyle = css({ display: 'flex', flexDirection: 'column', gap: '1', w: 'full' })
const labelStyle = css({ textStyle: 'label', color: 'fg.default' })
const requiredStyle = css({ color: 'danger.default', ms: '0.5' })
const hintStyle = css({ textStyle: 'caption', color: 'fg.muted' })
const errorStyle = css({ textStyle: 'caption', color: 'danger.default' })
const textareaStyle = css({ h: 'auto', py: '2', resize: 'vertical', lineHeight: '1.5' })

/**
 * A labelled input (or textarea) with hint and error text, wired for assistive technology: the label
 * names the input, the hint or the error describes it, and an error marks it invalid. Plain elements
 * (no ark Field): the wiring is a few attributes, and the kit's first load carries no field part.
 */
export function TextField(props: TextFieldProps) {
  const { label, hint, error, multiline, rows, rootClassName, size, className, ...input } = props
  const invalid = error !== undefined && error !== null && error !== false
  const own = useId()
  const id = input.id ?? `field-${own}`
  const describedId = `${id}-text`
  const described = invalid || (hint !== undefined && hint !== null && hint !== false)
  const state = {
    'data-invalid': invalid ? '' : undefined,
    'data-required': input.required ? '' : undefined,
    'data-disabled': input.disabled ? '' : undefined,
    'data-readonly': input.readOnly ? '' : undefined,
  }
  const control = {
    ...state,
    id,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby':
      [described ? describedId : undefined, input['aria-describedby']].filter(Boolean).join(' ') || undefined,
  }
  return (
    <div className={cx(rootStyle, rootClassName)} {...state}>
      {label ? (
        <label htmlFor={id} className={labelStyle} {...state}>
          {label}
          {input.required ? (
            <span className={requiredStyle} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      ) : null}
      {multiline ? (
        <textarea
          rows={rows ?? 4}
          className={cx(controlStyle({ size }), textareaStyle, className)}
          {...(input as ComponentProps<'textarea'>)}
          {...control}
        />
      ) : (
        <input className={cx(controlStyle({ size }), className)} {...input} {...control} />
      )}
      {invalid ? (
        <span id={describedId} className={errorStyle} aria-live="polite">
          {error}
        </span>
      ) : described ? (
        <span id={describedId} className={hintStyle}>
          {hint}
        </span>
      ) : null}
    </div>
  )
}
