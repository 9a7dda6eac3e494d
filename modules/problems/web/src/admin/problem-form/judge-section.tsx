import { BankApi, ScopedProblemsApi } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, ConfirmDialog, Dialog, Select, TextField } from '@oj/sdk/ui'
import { ApiCallError, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Check, monoArea, rowStyle, Section } from './form-bits.tsx'
import {
  caseModesFor,
  type JudgeCaseMode,
  type JudgeMode,
  type ProblemFormState,
  setChecker,
} from './model.ts'

// How the problem is judged: the judge mode (a change asks first, §4), the case mode for its type,
// the special judge or interactor with its language and the compile button (a compile error shows
// the compiler's message), and the output comparison.

const pre = css({
  fontFamily: 'mono',
  fontSize: 'sm',
  whiteSpace: 'pre-wrap',
  maxHeight: '60vh',
  overflow: 'auto',
  bg: 'bg.subtle',
  p: '3',
  borderRadius: 'md',
})

export function JudgeSection(props: {
  readonly state: ProblemFormState
  readonly onChange: (next: ProblemFormState) => void
  /** Languages a checker may be written in. */
  readonly checkerLanguages: ReadonlyArray<string>
  /** A group's problem: compiled through the group's calls. */
  readonly gid?: number | undefined
}): ReactNode {
  const { state, onChange, gid } = props
  const intl = useIntl()
  const platform = usePlatform()
  const text = (id: string) => intl.formatMessage({ id })
  const [pendingMode, setPendingMode] = useState<JudgeMode | undefined>()
  const [compiling, setCompiling] = useState(false)
  const [compileError, setCompileError] = useState<string | undefined>()
  const set = (patch: Partial<ProblemFormState>) => onChange({ ...state, ...patch })

  const compile = async () => {
    setCompiling(true)
    try {
      const interactive = state.judgeMode === 'interactive'
      const body = {
        code: state.spjCode,
        language: state.spjLanguage,
        ...(state.id === undefined ? {} : { pid: state.id }),
        extraFiles: { ...state.judgeExtraFiles },
      }
      // A group's problem compiles through the group's call (its admins may use it).
      if (gid === undefined) {
        await platform.api.call(interactive ? BankApi.compileInteractive : BankApi.compileSpj, body, {
          quiet: true,
        })
      } else {
        const scoped = interactive ? ScopedProblemsApi.compileInteractive : ScopedProblemsApi.compileSpj
        await platform.api.call(scoped, { ...body, gid }, { quiet: true })
      }
      onChange({ ...state, spjCompileOk: true })
      platform.toast('success', text('problems.admin.form.compiled'))
    } catch (error) {
      onChange({ ...state, spjCompileOk: false })
      setCompileError(error instanceof ApiCallError || error instanceof Error ? error.message : String(error))
    } finally {
      setCompiling(false)
    }
  }

  const modes: ReadonlyArray<JudgeMode> = ['default', 'spj', 'interactive']
  const checkerOptions = [...new Set([...props.checkerLanguages, state.spjLanguage])].filter(Boolean)
  return (
    <Section title={<FormattedMessage id="problems.admin.form.judging" />} testId="judge-section">
      <div className={rowStyle}>
        <Select
          label={<FormattedMessage id="problems.admin.form.judgeMode" />}
          value={state.judgeMode}
          onValueChange={(v) => v !== state.judgeMode && setPendingMode(v as JudgeMode)}
          options={modes.map((m) => ({ value: m, label: text(`problems.admin.form.mode.${m}`) }))}
        />
        <Select
          label={<FormattedMessage id="problems.admin.form.caseMode" />}
          value={state.judgeCaseMode}
          onValueChange={(v) => set({ judgeCaseMode: v as JudgeCaseMode })}
          options={caseModesFor(state.type).map((m) => ({
            value: m,
            label: text(`problems.admin.form.caseMode.${m}`),
          }))}
        />
      </div>
      {state.judgeMode === 'default' ? null : (
        <>
          <div className={rowStyle}>
            <Select
              label={<FormattedMessage id="problems.admin.form.spjLanguage" />}
              value={state.spjLanguage}
              onValueChange={(v) => onChange(setChecker(state, { spjLanguage: v }))}
              options={checkerOptions.map((l) => ({ value: l, label: l }))}
            />
            <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <Button
                type="button"
                variant="outline"
                loading={compiling}
                onClick={() => void compile()}
                data-testid="spj-compile"
              >
                <FormattedMessage id="problems.admin.form.compile" />
              </Button>
              {state.spjCompileOk ? (
                <span
                  className={css({ color: 'success.default', textStyle: 'caption' })}
                  data-testid="spj-compiled"
                >
                  <FormattedMessage id="problems.admin.form.compiled" />
                </span>
              ) : null}
            </div>
          </div>
          <TextField
            label={
              <FormattedMessage
                id={
                  state.judgeMode === 'interactive'
                    ? 'problems.admin.form.interactorCode'
                    : 'problems.admin.form.spjCode'
                }
              />
            }
            value={state.spjCode}
            multiline
            rows={12}
            className={monoArea}
            spellCheck={false}
            onChange={(e) => onChange(setChecker(state, { spjCode: e.target.value }))}
            data-testid="spj-code"
          />
        </>
      )}
      <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
        <Check checked={state.isRemoveEndBlank} onChange={(on) => set({ isRemoveEndBlank: on })}>
          <FormattedMessage id="problems.admin.form.removeEndBlank" />
        </Check>
        <Check checked={state.openCaseResult} onChange={(on) => set({ openCaseResult: on })}>
          <FormattedMessage id="problems.admin.form.openCaseResult" />
        </Check>
      </div>
      <ConfirmDialog
        open={pendingMode !== undefined}
        onOpenChange={(open) => (open ? undefined : setPendingMode(undefined))}
        title={<FormattedMessage id="problems.admin.form.judgeModeChange" />}
        confirmTestId="judge-mode-confirm"
        text={<FormattedMessage id="problems.admin.form.judgeModeChangeText" />}
        onConfirm={() => {
          if (pendingMode) set({ judgeMode: pendingMode, spjCompileOk: false })
          setPendingMode(undefined)
        }}
      />
      <Dialog
        open={compileError !== undefined}
        onOpenChange={(open) => (open ? undefined : setCompileError(undefined))}
        title={<FormattedMessage id="problems.admin.form.compileError" />}
        role="alertdialog"
      >
        <pre className={pre} data-testid="compile-error">
          {compileError}
        </pre>
      </Dialog>
    </Section>
  )
}
