import { css } from '@oj/sdk/css'
import type { ReactNode } from 'react'

// Small pieces of the problem form: a labelled check box, a titled section, a row of fields.

const checkStyle = css({ display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer' })
const sectionStyle = css({
  display: 'grid',
  gap: '3',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  pt: '3',
  minWidth: 0,
})
const sectionTitle = css({ textStyle: 'label', color: 'fg.muted', fontWeight: 'semibold' })
export const rowStyle = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(11rem, 1fr))' },
  alignItems: 'end',
})
export const stackStyle = css({ display: 'grid', gap: '3', minWidth: 0 })
export const monoArea = css({ fontFamily: 'mono', fontSize: 'sm' })

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

export function Section(props: {
  readonly title: ReactNode
  readonly children: ReactNode
  readonly testId?: string
}): ReactNode {
  return (
    <fieldset className={sectionStyle} data-testid={props.testId}>
      <legend className={sectionTitle}>{props.title}</legend>
      {props.children}
    </fieldset>
  )
}
