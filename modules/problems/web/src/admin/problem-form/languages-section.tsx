import { css } from '@oj/sdk/css'
import { Button, TextField } from '@oj/sdk/ui'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'

import { Check, monoArea, Section } from './form-bits.tsx'
import type { ProblemFormState } from './model.ts'

// The languages a problem accepts (at least one), each with an optional code template of its own
// (checked: shown instead of the language's template on the problem page).

const grid = css({ display: 'flex', gap: '3', flexWrap: 'wrap' })

export interface OfferedLanguage {
  readonly name: string
  readonly template: string
}

export function LanguagesSection(props: {
  readonly state: ProblemFormState
  readonly onChange: (next: ProblemFormState) => void
  readonly offered: ReadonlyArray<OfferedLanguage>
}): ReactNode {
  const { state, onChange } = props
  const [open, setOpen] = useState<string | undefined>()
  const names = [...new Set([...props.offered.map((l) => l.name), ...state.languages])]
  const toggle = (name: string, on: boolean) =>
    onChange({
      ...state,
      languages: on ? [...state.languages, name] : state.languages.filter((l) => l !== name),
    })
  const template = (name: string) =>
    state.templates[name] ?? {
      code: props.offered.find((l) => l.name === name)?.template ?? '',
      status: false,
    }
  const setTemplate = (name: string, patch: Partial<{ code: string; status: boolean }>) =>
    onChange({ ...state, templates: { ...state.templates, [name]: { ...template(name), ...patch } } })
  return (
    <Section title={<FormattedMessage id="problems.admin.form.languages" />} testId="languages-section">
      <div className={grid}>
        {names.map((name) => (
          <Check key={name} checked={state.languages.includes(name)} onChange={(on) => toggle(name, on)}>
            {name}
          </Check>
        ))}
      </div>
      <div className={css({ display: 'grid', gap: '2' })}>
        <div className={css({ textStyle: 'label', color: 'fg.muted' })}>
          <FormattedMessage id="problems.admin.form.templates" />
        </div>
        <div className={grid}>
          {state.languages.map((name) => (
            <Button
              key={name}
              type="button"
              size="sm"
              variant={open === name ? 'solid' : template(name).status ? 'outline' : 'ghost'}
              onClick={() => setOpen(open === name ? undefined : name)}
            >
              {name}
            </Button>
          ))}
        </div>
        {open && state.languages.includes(open) ? (
          <div className={css({ display: 'grid', gap: '2' })}>
            <Check checked={template(open).status} onChange={(status) => setTemplate(open, { status })}>
              <FormattedMessage id="problems.admin.form.useTemplate" values={{ language: open }} />
            </Check>
            <TextField
              aria-label={open}
              value={template(open).code}
              multiline
              rows={10}
              className={monoArea}
              spellCheck={false}
              onChange={(e) => setTemplate(open, { code: e.target.value })}
            />
          </div>
        ) : null}
      </div>
    </Section>
  )
}
