import { Field } from '@ark-ui/react/field'
import { css, cx } from '@oj/sdk/css'
import type { ComponentProps, ReactNode } from 'react'

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

/** A labelled input (or textarea) with hint and error text, wired for assistive technology. */
export function TextField(props: TextFieldProps) {
  const { label, hint, error, multiline, rows, rootClassName, size, className, ...input } = props
  const invalid = error !== undefined && error !== null && error !== false
  return (
    <Field.Root
      invalid={invalid}
      required={input.required}
      disabled={input.disabled}
      readOnly={input.readOnly}
      className={cx(rootStyle, rootClassName)}
    >
      {label ? (
        <Field.Label className={labelStyle}>
          {label}
          <Field.RequiredIndicator className={requiredStyle}>*</Field.RequiredIndicator>
        </Field.Label>
      ) : null}
      {multiline ? (
        <Field.Textarea
          rows={rows ?? 4}
          className={cx(controlStyle({ size }), textareaStyle, className)}
          {...(input as ComponentProps<'textarea'>)}
        />
      ) : (
        <Field.Input className={cx(controlStyle({ size }), className)} {...input} />
      )}
      {invalid ? (
        <Field.ErrorText className={errorStyle}>{error}</Field.ErrorText>
      ) : hint ? (
        <Field.HelperText className={hintStyle}>{hint}</Field.HelperText>
      ) : null}
    </Field.Root>
  )
}
