import { css } from '@oj/sdk/css'
import type { ReactNode } from 'react'

// Small pieces of the admin forms: a labelled check box and a titled group of fields.

const checkStyle = css({ display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer' })
const groupStyle = css({
  display: 'grid',
  gap: '3',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  pt: '3',
})
const groupTitle = css({ textStyle: 'label', color: 'fg.muted', fontWeight: 'semibold' })
export const rowStyle = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-end' })

export function Check(props: {
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
  readonly children: ReactNode
  readonly disabled?: boolean
  readonly testId?: string
}): ReactNode {
  return (
    <label className={checkStyle}>
      <input
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled ?? false}
        data-testid={props.testId}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      {props.children}
    </label>
  )
}

export function Group(props: { readonly title: ReactNode; readonly children: ReactNode }): ReactNode {
  return (
    <fieldset className={groupStyle}>
      <legend className={groupTitle}>{props.title}</legend>
      {props.children}
    </fieldset>
  )
}
