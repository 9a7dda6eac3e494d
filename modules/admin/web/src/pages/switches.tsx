import { css } from '@oj/sdk/css'
import { Button, Card } from '@oj/sdk/ui'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'

/** The site switches this page sets (AdminApi.switchUpdate's fields). */
export const SWITCHES = ['openPublicDiscussion', 'openGroupDiscussion', 'openContestComment'] as const
type SwitchKey = (typeof SWITCHES)[number]
export type SwitchValues = { readonly [K in SwitchKey]: boolean }

const rows = css({ display: 'grid', gap: '3', mb: '4' })
const row = css({ display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer' })
const box = css({ w: '4', h: '4', accentColor: 'var(--colors-accent-default)' })

export interface SwitchFormProps {
  readonly values: SwitchValues
  readonly saving?: boolean
  readonly onSave: (values: SwitchValues) => void
}

/** The switches page (/admin/switch, super admin): the discussion and comment areas on or off. */
export function SwitchForm(props: SwitchFormProps): ReactNode {
  const [values, setValues] = useState<SwitchValues>(props.values)
  return (
    <Card title={<FormattedMessage id="admin.switch.title" />} as="h2">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          props.onSave(values)
        }}
      >
        <div className={rows}>
          {SWITCHES.map((key) => (
            <label key={key} className={row}>
              <input
                type="checkbox"
                className={box}
                name={key}
                checked={values[key]}
                onChange={(e) => setValues({ ...values, [key]: e.currentTarget.checked })}
              />
              <FormattedMessage id={`admin.switch.${key}`} />
            </label>
          ))}
        </div>
        <Button type="submit" loading={props.saving} data-testid="admin-switch-save">
          <FormattedMessage id="admin.switch.save" />
        </Button>
      </form>
    </Card>
  )
}
