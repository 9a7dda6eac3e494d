import type { AdminConfigApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, Card, Input } from '@oj/sdk/ui'
import type { EndpointOutput, Locale } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

export type SwitchField = EndpointOutput<typeof AdminConfigApi.switchFields>[number]
export type SwitchValues = Readonly<Record<string, boolean | number>>

const rows = css({ display: 'grid', gap: '4', mb: '4' })
const section = css({ display: 'grid', gap: '3' })
const sectionTitle = css({ textStyle: 'bodySm', fontWeight: 'semibold', color: 'fg.muted', m: '0' })
const line = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) 12rem' },
  gap: '2',
  alignItems: 'center',
})
const label = css({ display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer' })
const box = css({ w: '4', h: '4', accentColor: 'var(--colors-accent-default)' })
const help = css({ textStyle: 'bodySm', color: 'fg.muted', m: '0' })
const number = css({ display: 'flex', gap: '2', alignItems: 'center' })
const error = css({ textStyle: 'bodySm', color: 'danger.default', m: '0' })

/** What is wrong with a number of a field, as a message id; undefined when it fits. */
export function checkSwitch(field: SwitchField, text: string): string | undefined {
  if (field.kind !== 'integer') return undefined
  if (!/^-?\d+$/.test(text.trim())) return 'admin.switch.notWhole'
  const n = Number(text.trim())
  if ((field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max))
    return 'admin.switch.outOfRange'
  return undefined
}

export interface SwitchFormProps {
  readonly fields: ReadonlyArray<SwitchField>
  readonly locale: Locale
  /** The module names by id (the sections' titles). */
  readonly moduleNames?: Readonly<Record<string, string>>
  readonly saving?: boolean
  readonly onSave: (values: SwitchValues) => void
}

/**
 * The switches page (/admin/switch, super admin): every switch and limit the enabled modules own,
 * grouped by module; they count at once in every server process once saved.
 */
export function SwitchForm(props: SwitchFormProps): ReactNode {
  const intl = useIntl()
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(props.fields.filter((f) => f.kind === 'integer').map((f) => [f.key, String(f.value)])),
  )
  const [flags, setFlags] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      props.fields.filter((f) => f.kind === 'boolean').map((f) => [f.key, f.value === true]),
    ),
  )
  const [shown, setShown] = useState<Record<string, string>>({})
  const modules = [...new Set(props.fields.map((f) => f.module))]
  return (
    <Card title={<FormattedMessage id="admin.switch.title" />} as="h2" data-testid="admin-switches">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          const errors: Record<string, string> = {}
          for (const f of props.fields) {
            const problem = checkSwitch(f, texts[f.key] ?? '')
            if (problem) errors[f.key] = problem
          }
          setShown(errors)
          if (Object.keys(errors).length > 0) return
          props.onSave({
            ...flags,
            ...Object.fromEntries(Object.entries(texts).map(([k, t]) => [k, Number(t.trim())])),
          })
        }}
      >
        <div className={rows}>
          {modules.map((module) => (
            <section key={module} className={section} aria-label={props.moduleNames?.[module] ?? module}>
              <h3 className={sectionTitle}>{props.moduleNames?.[module] ?? module}</h3>
              {props.fields
                .filter((f) => f.module === module)
                .map((f) => (
                  <div key={f.key} className={line}>
                    <div>
                      {f.kind === 'boolean' ? (
                        <label className={label}>
                          <input
                            type="checkbox"
                            className={box}
                            name={f.key}
                            checked={flags[f.key] ?? false}
                            onChange={(e) => setFlags({ ...flags, [f.key]: e.currentTarget.checked })}
                          />
                          {f.label[props.locale]}
                        </label>
                      ) : (
                        <label htmlFor={`switch-${f.key}`}>{f.label[props.locale]}</label>
                      )}
                      {f.help ? <p className={help}>{f.help[props.locale]}</p> : null}
                      {shown[f.key] ? (
                        <p className={error} role="alert">
                          {intl.formatMessage({ id: shown[f.key] }, { min: f.min ?? 0, max: f.max ?? 0 })}
                        </p>
                      ) : null}
                    </div>
                    {f.kind === 'integer' ? (
                      <span className={number}>
                        <Input
                          id={`switch-${f.key}`}
                          name={f.key}
                          inputMode="numeric"
                          value={texts[f.key] ?? ''}
                          onChange={(e) => setTexts({ ...texts, [f.key]: e.currentTarget.value })}
                        />
                        {f.unit ? f.unit[props.locale] : null}
                      </span>
                    ) : null}
                  </div>
                ))}
            </section>
          ))}
        </div>
        <Button type="submit" loading={props.saving} data-testid="admin-switch-save">
          <FormattedMessage id="admin.common.save" />
        </Button>
      </form>
    </Card>
  )
}
