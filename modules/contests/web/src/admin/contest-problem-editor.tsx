import { ContestAdminApi, ContestsApi } from '@oj/contests-contract'
import { AdminApi } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, LoadError, Select, TextField } from '@oj/sdk/ui'
import { useApiMutation, useApiQuery } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Check, Group, rowStyle } from './form-parts.tsx'
import {
  type CaseDraft,
  emptyProblemForm,
  fromProblem,
  type JudgeMode,
  type ProblemForm,
  type TextPair,
  toBody,
} from './problem-form-model.ts'

// A contest's own problem (POST/PUT /admin/contest/problem): the statement, samples, limits, typed-in
// test cases and the judge mode. A new one is contest-only and joins the contest under its display id.

const grid = css({ display: 'grid', gap: '3' })
const pair = css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', md: '1fr 1fr auto' } })
const oiPair = css({
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr 6rem auto' },
})

interface Contest {
  readonly cid: number
  /** 0 ACM, 1 OI */
  readonly type: number
}

/** Creating (no `pid`) or editing a contest's own problem. */
export function ContestProblemEditor(props: {
  readonly contest: Contest
  readonly pid?: number
  /** A new problem's suggested display id. */
  readonly displayId?: string
  readonly onDone: () => void
}): ReactNode {
  const editing = props.pid !== undefined
  const stored = useApiQuery(ContestAdminApi.ownProblem, { pid: props.pid ?? 0 }, { enabled: editing })
  const cases = useApiQuery(AdminApi.problemCases, { pid: props.pid ?? 0 }, { enabled: editing })
  if (editing && (stored.error || cases.error))
    return <LoadError onRetry={() => void Promise.all([stored.refetch(), cases.refetch()])} />
  if (editing && (!stored.data || !cases.data)) return <p aria-busy="true" />
  const initial =
    stored.data && cases.data
      ? fromProblem(stored.data, cases.data)
      : emptyProblemForm(props.displayId ?? 'A')
  return <ProblemFormView {...props} initial={initial} />
}

function ProblemFormView(props: {
  readonly contest: Contest
  readonly pid?: number
  readonly initial: ProblemForm
  readonly onDone: () => void
}): ReactNode {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  const [form, setForm] = useState(props.initial)
  const set = (patch: Partial<ProblemForm>) => setForm((f) => ({ ...f, ...patch }))
  const invalidates = [ContestAdminApi.problems, ContestAdminApi.ownProblem, ContestsApi.problems]
  const create = useApiMutation(ContestAdminApi.createProblem, { invalidates, onSuccess: props.onDone })
  const update = useApiMutation(ContestAdminApi.updateProblem, { invalidates, onSuccess: props.onDone })
  const oi = props.contest.type === 1
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = toBody(form, props.contest, props.pid)
    // The server checks the body by the problems module's rules; the types are its.
    if (props.pid === undefined) create.mutate(body as Parameters<typeof create.mutate>[0])
    else update.mutate(body as Parameters<typeof update.mutate>[0])
  }
  return (
    <form onSubmit={submit} className={grid} data-testid="contest-problem-form">
      <div className={rowStyle}>
        <TextField
          label={<FormattedMessage id="contests.admin.ownProblem.problemId" />}
          value={form.problemId}
          maxLength={100}
          required
          onChange={(e) => set({ problemId: e.target.value })}
        />
        {props.pid === undefined ? (
          <TextField
            label={<FormattedMessage id="contests.admin.problem.displayId" />}
            value={form.displayId}
            maxLength={20}
            required
            onChange={(e) => set({ displayId: e.target.value })}
          />
        ) : null}
      </div>
      <TextField
        label={<FormattedMessage id="contests.admin.ownProblem.title" />}
        value={form.title}
        maxLength={255}
        required
        onChange={(e) => set({ title: e.target.value })}
      />
      {(['description', 'input', 'output', 'hint'] as const).map((field) => (
        <TextField
          key={field}
          label={<FormattedMessage id={`contests.admin.ownProblem.${field}`} />}
          value={form[field]}
          multiline
          rows={field === 'description' ? 6 : 3}
          onChange={(e) => set({ [field]: e.target.value })}
        />
      ))}
      <Group title={<FormattedMessage id="contests.admin.ownProblem.examples" />}>
        <Pairs
          rows={form.examples}
          onChange={(examples) => set({ examples })}
          blank={{ input: '', output: '' }}
          testId="example"
        />
      </Group>
      <Group title={<FormattedMessage id="contests.admin.ownProblem.limits" />}>
        <div className={rowStyle}>
          <TextField
            label={<FormattedMessage id="contests.admin.ownProblem.timeLimit" />}
            type="number"
            min={1}
            max={60000}
            value={form.timeLimit}
            onChange={(e) => set({ timeLimit: e.target.value })}
          />
          <TextField
            label={<FormattedMessage id="contests.admin.ownProblem.memoryLimit" />}
            type="number"
            min={1}
            max={8192}
            value={form.memoryLimit}
            onChange={(e) => set({ memoryLimit: e.target.value })}
          />
        </div>
      </Group>
      <Group title={<FormattedMessage id="contests.admin.ownProblem.cases" />}>
        {form.uploadedCases ? (
          <p>
            <FormattedMessage id="contests.admin.ownProblem.uploadedCases" />
          </p>
        ) : (
          <Pairs<CaseDraft>
            rows={form.cases}
            onChange={(cases) => set({ cases })}
            blank={{ input: '', output: '', score: '' }}
            withScore={oi}
            testId="case"
          />
        )}
        <Check checked={form.isRemoveEndBlank} onChange={(isRemoveEndBlank) => set({ isRemoveEndBlank })}>
          <FormattedMessage id="contests.admin.ownProblem.removeEndBlank" />
        </Check>
      </Group>
      <Group title={<FormattedMessage id="contests.admin.ownProblem.judgeMode" />}>
        <Select
          aria-label={text('contests.admin.ownProblem.judgeMode')}
          value={form.judgeMode}
          onValueChange={(v) => set({ judgeMode: v as JudgeMode })}
          options={[
            { value: 'default', label: text('contests.admin.ownProblem.mode.default') },
            { value: 'spj', label: text('contests.admin.ownProblem.mode.spj') },
            { value: 'interactive', label: text('contests.admin.ownProblem.mode.interactive') },
          ]}
        />
        {form.judgeMode === 'default' ? null : (
          <>
            <TextField
              label={<FormattedMessage id="contests.admin.ownProblem.spjLanguage" />}
              value={form.spjLanguage}
              maxLength={100}
              onChange={(e) => set({ spjLanguage: e.target.value })}
            />
            <TextField
              label={<FormattedMessage id="contests.admin.ownProblem.spjCode" />}
              value={form.spjCode}
              multiline
              rows={8}
              required
              onChange={(e) => set({ spjCode: e.target.value })}
            />
          </>
        )}
      </Group>
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
        <Button type="button" variant="ghost" onClick={props.onDone}>
          <FormattedMessage id="contests.admin.cancel" />
        </Button>
        <Button
          type="submit"
          loading={create.isPending || update.isPending}
          data-testid="contest-problem-save"
        >
          <FormattedMessage id="contests.admin.save" />
        </Button>
      </div>
    </form>
  )
}

/** Rows of input/output text (and, for OI cases, a score), with add and remove. */
function Pairs<T extends TextPair>(props: {
  readonly rows: ReadonlyArray<T>
  readonly onChange: (rows: ReadonlyArray<T>) => void
  readonly blank: T
  readonly withScore?: boolean
  readonly testId: string
}): ReactNode {
  const change = (i: number, patch: Partial<T>) =>
    props.onChange(props.rows.map((r, j) => (j === i ? { ...r, ...patch } : r)))
  return (
    <div className={grid}>
      {props.rows.map((row, i) => (
        <div key={i} className={props.withScore ? oiPair : pair} data-testid={`${props.testId}-${i}`}>
          <TextField
            label={<FormattedMessage id="contests.admin.ownProblem.pairInput" values={{ n: i + 1 }} />}
            value={row.input}
            multiline
            rows={2}
            onChange={(e) => change(i, { input: e.target.value } as Partial<T>)}
          />
          <TextField
            label={<FormattedMessage id="contests.admin.ownProblem.pairOutput" values={{ n: i + 1 }} />}
            value={row.output}
            multiline
            rows={2}
            onChange={(e) => change(i, { output: e.target.value } as Partial<T>)}
          />
          {props.withScore && 'score' in row ? (
            <TextField
              label={<FormattedMessage id="contests.admin.ownProblem.score" />}
              type="number"
              min={0}
              value={String(row.score)}
              onChange={(e) => change(i, { score: e.target.value } as unknown as Partial<T>)}
            />
          ) : null}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            tone="danger"
            onClick={() => props.onChange(props.rows.filter((_, j) => j !== i))}
          >
            <FormattedMessage id="contests.admin.remove" />
          </Button>
        </div>
      ))}
      <div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => props.onChange([...props.rows, props.blank])}
          data-testid={`${props.testId}-add`}
        >
          <FormattedMessage id="contests.admin.ownProblem.addRow" />
        </Button>
      </div>
    </div>
  )
}
