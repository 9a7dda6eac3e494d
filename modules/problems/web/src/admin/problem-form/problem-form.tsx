import type { ProblemPlace } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, Select, TextField } from '@oj/sdk/ui'
import { usePlatform } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { CasesSection } from './cases-section.tsx'
import { ExtraFiles } from './extra-files.tsx'
import { Check, rowStyle, Section, stackStyle } from './form-bits.tsx'
import { JudgeSection } from './judge-section.tsx'
import { LanguagesSection, type OfferedLanguage } from './languages-section.tsx'
import { MarkdownField } from './markdown-field.tsx'
import {
  addTag,
  authOptions,
  checkForm,
  type FormContext,
  type ProblemFormState,
  setType,
  toBody,
} from './model.ts'

// The one problem form (spec 3 §3): for the bank, a contest, a training or a group alike. It checks
// the save rules of §5 in their order before it sends anything; the server checks them again.

const formStyle = css({ display: 'grid', gap: '5', minWidth: 0 })
const pairStyle = css({
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr auto' },
  alignItems: 'start',
})
const tagsStyle = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })
const tagChip = css({
  display: 'inline-flex',
  gap: '1',
  alignItems: 'center',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'accent.subtle',
  textStyle: 'caption',
})
const actions = css({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '2',
  position: 'sticky',
  bottom: '0',
  bg: 'bg.default',
  py: '2',
  zIndex: 1,
})

export interface ProblemFormProps {
  readonly initial: ProblemFormState
  readonly context: FormContext
  /** A contest problem's place, asked when creating one in a contest. */
  readonly place?: ProblemPlace
  readonly offered: ReadonlyArray<OfferedLanguage>
  readonly checkerLanguages: ReadonlyArray<string>
  /** Tag names to suggest. */
  readonly knownTags: ReadonlyArray<string>
  readonly saving: boolean
  readonly onSave: (body: Record<string, unknown>, place: ProblemPlace | undefined) => void
  readonly onCancel: () => void
}

export function ProblemForm(props: ProblemFormProps): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values)
  const [state, setState] = useState(props.initial)
  const [place, setPlace] = useState<ProblemPlace | undefined>(props.place)
  const [tagInput, setTagInput] = useState('')
  const set = (patch: Partial<ProblemFormState>) => setState((s) => ({ ...s, ...patch }))
  const contest = props.context.kind === 'contest'

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const problem = checkForm(state, props.context, place)
    if (problem) {
      platform.toast('error', text(problem.id, problem.values))
      return
    }
    props.onSave(toBody(state), place)
  }
  const pushTag = () => {
    const { state: next, duplicate } = addTag(state, tagInput)
    if (duplicate) platform.toast('warning', text('problems.admin.form.duplicateTag'))
    setState(next)
    setTagInput('')
  }

  return (
    <form onSubmit={submit} className={formStyle} data-testid="problem-form" noValidate>
      <Section title={<FormattedMessage id="problems.admin.form.basic" />}>
        <div className={rowStyle}>
          <TextField
            label={<FormattedMessage id="problems.admin.form.problemId" />}
            value={state.problemId}
            maxLength={100}
            required
            onChange={(e) => set({ problemId: e.target.value })}
            data-testid="form-problem-id"
            {...(props.context.problemPrefix
              ? {
                  hint: (
                    <span data-testid="form-problem-prefix">
                      <FormattedMessage
                        id="problems.admin.form.groupPrefix"
                        values={{
                          prefix: props.context.problemPrefix,
                          id: `${props.context.problemPrefix}${state.problemId.trim()}`,
                        }}
                      />
                    </span>
                  ),
                }
              : {})}
          />
          {place ? (
            <>
              <TextField
                label={<FormattedMessage id="problems.admin.form.displayId" />}
                value={place.displayId}
                maxLength={20}
                required
                onChange={(e) => setPlace({ ...place, displayId: e.target.value })}
                data-testid="form-display-id"
              />
              <TextField
                label={<FormattedMessage id="problems.admin.form.displayTitle" />}
                value={place.displayTitle}
                maxLength={255}
                required
                onChange={(e) => setPlace({ ...place, displayTitle: e.target.value })}
                data-testid="form-display-title"
              />
            </>
          ) : null}
        </div>
        <TextField
          label={<FormattedMessage id="problems.admin.form.title" />}
          value={state.title}
          maxLength={255}
          required
          onChange={(e) => {
            const title = e.target.value
            // A new contest problem's title in the contest follows its own until edited apart.
            if (place && (place.displayTitle === '' || place.displayTitle === state.title))
              setPlace({ ...place, displayTitle: title })
            set({ title })
          }}
          data-testid="form-title"
        />
        <div className={rowStyle}>
          <Select
            label={<FormattedMessage id="problems.admin.form.type" />}
            value={String(state.type)}
            disabled={contest}
            onValueChange={(v) => setState((s) => setType(s, Number(v)))}
            options={[
              { value: '0', label: 'ACM' },
              { value: '1', label: 'OI' },
            ]}
          />
          <Select
            label={<FormattedMessage id="problems.admin.form.auth" />}
            value={String(state.auth)}
            disabled={contest}
            onValueChange={(v) => set({ auth: Number(v) })}
            options={authOptions(props.context).map((o) => ({
              value: String(o.auth),
              label: text(`problems.admin.auth.${o.auth}`),
              disabled: o.disabled,
            }))}
          />
          <Select
            label={<FormattedMessage id="problems.admin.form.difficulty" />}
            value={String(state.difficulty)}
            onValueChange={(v) => set({ difficulty: Number(v) })}
            options={[0, 1, 2].map((d) => ({
              value: String(d),
              label: text(`problems.list.difficulty.${d}`),
            }))}
          />
        </div>
        <Check checked={state.codeShare} onChange={(codeShare) => set({ codeShare })}>
          <FormattedMessage id="problems.admin.form.codeShare" />
        </Check>
      </Section>

      <Section title={<FormattedMessage id="problems.admin.form.statement" />}>
        <MarkdownField
          gid={props.context.gid}
          label={<FormattedMessage id="problems.admin.form.description" />}
          value={state.description}
          onChange={(description) => set({ description })}
          rows={8}
          testId="form-description"
          allowFiles
        />
        <MarkdownField
          gid={props.context.gid}
          label={<FormattedMessage id="problems.admin.form.input" />}
          value={state.input}
          onChange={(input) => set({ input })}
          rows={4}
          required
          testId="form-input"
        />
        <MarkdownField
          gid={props.context.gid}
          label={<FormattedMessage id="problems.admin.form.output" />}
          value={state.output}
          onChange={(output) => set({ output })}
          rows={4}
          required
          testId="form-output"
        />
      </Section>

      <Section title={<FormattedMessage id="problems.admin.form.examples" />}>
        {state.examples.length > 2 ? (
          <p className={css({ color: 'warning.default', textStyle: 'caption' })}>
            <FormattedMessage id="problems.admin.form.examplesAdvice" />
          </p>
        ) : null}
        {state.examples.map((ex, i) => (
          <div key={i} className={pairStyle} data-testid={`example-${i}`}>
            <TextField
              label={<FormattedMessage id="problems.admin.form.exampleInput" values={{ n: i + 1 }} />}
              value={ex.input}
              multiline
              rows={3}
              onChange={(e) =>
                set({
                  examples: state.examples.map((x, j) => (j === i ? { ...x, input: e.target.value } : x)),
                })
              }
            />
            <TextField
              label={<FormattedMessage id="problems.admin.form.exampleOutput" values={{ n: i + 1 }} />}
              value={ex.output}
              multiline
              rows={3}
              onChange={(e) =>
                set({
                  examples: state.examples.map((x, j) => (j === i ? { ...x, output: e.target.value } : x)),
                })
              }
            />
            <Button
              type="button"
              size="sm"
              variant="ghost"
              tone="danger"
              onClick={() => set({ examples: state.examples.filter((_, j) => j !== i) })}
            >
              <FormattedMessage id="problems.admin.form.remove" />
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => set({ examples: [...state.examples, { input: '', output: '' }] })}
            data-testid="example-add"
          >
            <FormattedMessage id="problems.admin.form.addExample" />
          </Button>
        </div>
        <MarkdownField
          gid={props.context.gid}
          label={<FormattedMessage id="problems.admin.form.hint" />}
          value={state.hint}
          onChange={(hint) => set({ hint })}
          rows={3}
          testId="form-hint"
        />
        <TextField
          label={<FormattedMessage id="problems.admin.form.source" />}
          value={state.source}
          onChange={(e) => set({ source: e.target.value })}
        />
      </Section>

      <Section title={<FormattedMessage id="problems.admin.form.limits" />}>
        <div className={rowStyle}>
          <TextField
            label={<FormattedMessage id="problems.admin.form.timeLimit" />}
            type="number"
            min={1}
            max={60000}
            value={state.timeLimit}
            onChange={(e) => set({ timeLimit: e.target.value })}
          />
          <TextField
            label={<FormattedMessage id="problems.admin.form.memoryLimit" />}
            type="number"
            min={1}
            max={8192}
            value={state.memoryLimit}
            onChange={(e) => set({ memoryLimit: e.target.value })}
          />
          <TextField
            label={<FormattedMessage id="problems.admin.form.stackLimit" />}
            type="number"
            min={1}
            max={8192}
            value={state.stackLimit}
            onChange={(e) => set({ stackLimit: e.target.value })}
          />
        </div>
        <Check checked={state.isFileIO} onChange={(isFileIO) => set({ isFileIO })}>
          <FormattedMessage id="problems.admin.form.fileIO" />
        </Check>
        {state.isFileIO ? (
          <div className={rowStyle}>
            <TextField
              label={<FormattedMessage id="problems.admin.form.readFile" />}
              value={state.ioReadFileName}
              maxLength={100}
              onChange={(e) => set({ ioReadFileName: e.target.value })}
            />
            <TextField
              label={<FormattedMessage id="problems.admin.form.writeFile" />}
              value={state.ioWriteFileName}
              maxLength={100}
              onChange={(e) => set({ ioWriteFileName: e.target.value })}
            />
          </div>
        ) : null}
      </Section>

      <Section title={<FormattedMessage id="problems.admin.form.tags" />}>
        <div className={tagsStyle} data-testid="form-tags">
          {state.tags.map((tag) => (
            <span key={tag} className={tagChip}>
              {tag}
              <button
                type="button"
                aria-label={text('problems.admin.form.removeTag', { tag })}
                onClick={() => set({ tags: state.tags.filter((t) => t !== tag) })}
              >
                ×
              </button>
            </span>
          ))}
        </div>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'end', flexWrap: 'wrap' })}>
          <TextField
            label={<FormattedMessage id="problems.admin.form.newTag" />}
            value={tagInput}
            list="problem-form-tags"
            maxLength={255}
            onChange={(e) => setTagInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                pushTag()
              }
            }}
            data-testid="form-tag-input"
          />
          <datalist id="problem-form-tags">
            {props.knownTags.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
          <Button type="button" variant="outline" onClick={pushTag} data-testid="form-tag-add">
            <FormattedMessage id="problems.admin.form.addTag" />
          </Button>
        </div>
      </Section>

      <JudgeSection
        state={state}
        onChange={setState}
        checkerLanguages={props.checkerLanguages}
        gid={props.context.gid}
      />
      {state.isRemote ? null : <CasesSection state={state} onChange={setState} gid={props.context.gid} />}
      <LanguagesSection state={state} onChange={setState} offered={props.offered} />
      <Section title={<FormattedMessage id="problems.admin.form.extraFiles" />}>
        <div className={stackStyle}>
          <ExtraFiles
            title={<FormattedMessage id="problems.admin.form.userExtraFiles" />}
            files={state.userExtraFiles}
            onChange={(userExtraFiles) => set({ userExtraFiles })}
            testId="user-extra-files"
          />
          <ExtraFiles
            title={<FormattedMessage id="problems.admin.form.judgeExtraFiles" />}
            files={state.judgeExtraFiles}
            onChange={(judgeExtraFiles) => set({ judgeExtraFiles, spjCompileOk: false })}
            testId="judge-extra-files"
          />
        </div>
      </Section>

      <div className={actions}>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          <FormattedMessage id="problems.admin.form.cancel" />
        </Button>
        <Button type="submit" loading={props.saving} data-testid="problem-save">
          <FormattedMessage id="problems.admin.form.save" />
        </Button>
      </div>
    </form>
  )
}
