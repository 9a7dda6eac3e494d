import {
  type AdminContestInput,
  ContestAuth,
  ContestType,
  OI_RANK_SCORE_TYPES,
  oiRankScoreTypeOf,
  SealOption,
} from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button, Select, TextField } from '@oj/sdk/ui'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { formatDuration } from '../pages/contest-format.ts'
import { AccountRuleFields } from './account-rule-fields.tsx'
import { AwardEditor } from './award-editor.tsx'
import {
  type ContestFormValue,
  defaultSealChoice,
  durationSeconds,
  type FormProblem,
  formProblem,
  type SealChoice,
  sealChoiceDisabled,
  toInput,
  withAwardType,
} from './contest-form-model.ts'
import { Check, Group, rowStyle } from './form-parts.tsx'
import { StarUsers } from './star-users.tsx'

// The contest form of the admin area (and of group contests, through the same component): every
// field of spec 3 §3, the seal options of §4, and §5's checks shown on save in their order.

const form = css({ display: 'grid', gap: '4' })
const actions = css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })
const alert = css({
  color: 'danger.default',
  bg: 'danger.subtle',
  rounded: 'md',
  px: '3',
  py: '2',
  textStyle: 'body',
})
const field = css({ minW: '48', flex: '1' })

export interface ContestFormProps {
  readonly initial: ContestFormValue
  readonly pending?: boolean
  readonly onSave: (input: AdminContestInput) => void
  readonly onCancel?: () => void
}

export function ContestForm({ initial, pending, onSave, onCancel }: ContestFormProps): ReactNode {
  const intl = useIntl()
  const [value, setValue] = useState(initial)
  const [problem, setProblem] = useState<FormProblem>()
  const editing = initial.id !== undefined
  const set = (patch: Partial<ContestFormValue>) => setValue((v) => ({ ...v, ...patch }))
  const duration = durationSeconds(value)
  const endBeforeStart = value.startTime !== '' && value.endTime !== '' && duration === 0
  const text = (id: string) => intl.formatMessage({ id })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = formProblem(value)
    setProblem(found)
    if (!found) onSave(toInput(value))
  }
  const problemText = (p: FormProblem) =>
    intl.formatMessage(
      { id: p.id },
      p.values?.['field'] ? { field: intl.formatMessage({ id: p.values['field'] }) } : undefined,
    )
  const sealChoices: ReadonlyArray<SealChoice> = [
    SealOption.halfHour,
    SealOption.oneHour,
    SealOption.whole,
    ...(value.sealChoice === 'custom' ? (['custom'] as const) : []),
  ]
  return (
    <form className={form} onSubmit={submit} noValidate data-testid="contest-form">
      <TextField
        label={<FormattedMessage id="contests.admin.form.title" />}
        value={value.title}
        maxLength={255}
        required
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextField
        label={<FormattedMessage id="contests.admin.form.description" />}
        value={value.description}
        multiline
        rows={6}
        required
        onChange={(e) => set({ description: (e.target as unknown as HTMLTextAreaElement).value })}
      />
      <div className={rowStyle}>
        <TextField
          rootClassName={field}
          type="datetime-local"
          label={<FormattedMessage id="contests.admin.form.startTime" />}
          value={value.startTime}
          required
          onChange={(e) => set({ startTime: e.target.value })}
        />
        <TextField
          rootClassName={field}
          type="datetime-local"
          label={<FormattedMessage id="contests.admin.form.endTime" />}
          value={value.endTime}
          required
          onChange={(e) => set({ endTime: e.target.value })}
        />
        <div className={field} data-testid="contest-duration">
          <FormattedMessage id="contests.admin.form.duration" />
          {': '}
          {endBeforeStart ? (
            <span className={css({ color: 'danger.default' })}>
              <FormattedMessage id="contests.admin.form.timeCheck" />
            </span>
          ) : duration > 0 ? (
            formatDuration(duration)
          ) : (
            '—'
          )}
        </div>
      </div>
      <div className={rowStyle}>
        <Select
          label={<FormattedMessage id="contests.admin.form.type" />}
          value={String(value.type)}
          disabled={editing}
          onValueChange={(v) => set({ type: Number(v) })}
          options={[
            { value: String(ContestType.acm), label: text('contests.rule.acm') },
            { value: String(ContestType.oi), label: text('contests.rule.oi') },
          ]}
        />
        <Select
          label={<FormattedMessage id="contests.admin.form.auth" />}
          value={String(value.auth)}
          onValueChange={(v) => set({ auth: Number(v) })}
          options={[
            { value: String(ContestAuth.public), label: text('contests.auth.public') },
            { value: String(ContestAuth.private), label: text('contests.auth.private') },
            { value: String(ContestAuth.protected), label: text('contests.auth.protected') },
          ]}
        />
        {value.auth === ContestAuth.public ? null : (
          <TextField
            rootClassName={field}
            label={<FormattedMessage id="contests.admin.form.password" />}
            value={value.pwd}
            maxLength={255}
            required
            onChange={(e) => set({ pwd: e.target.value })}
          />
        )}
      </div>

      <Group title={<FormattedMessage id="contests.admin.form.rankGroup" />}>
        <div className={rowStyle}>
          <Check
            checked={value.sealRank}
            testId="seal-rank"
            onChange={(sealRank) =>
              set(
                sealRank && !value.sealRank
                  ? { sealRank, sealChoice: defaultSealChoice(value.type, duration) }
                  : { sealRank },
              )
            }
          >
            <FormattedMessage id="contests.admin.form.sealRank" />
          </Check>
          {value.sealRank ? (
            <Select
              label={<FormattedMessage id="contests.admin.form.sealTime" />}
              value={String(value.sealChoice)}
              onValueChange={(v) =>
                set({ sealChoice: v === 'custom' ? 'custom' : (Number(v) as SealChoice) })
              }
              options={sealChoices.map((c) => ({
                value: String(c),
                label: text(`contests.admin.seal.${c}`),
                disabled: c !== 'custom' && sealChoiceDisabled(c, duration),
              }))}
            />
          ) : null}
          {value.sealRank ? (
            <Check checked={value.autoRealRank} onChange={(autoRealRank) => set({ autoRealRank })}>
              <FormattedMessage id="contests.admin.form.autoRealRank" />
            </Check>
          ) : null}
        </div>
        <div className={rowStyle}>
          <Check checked={value.openRank} onChange={(openRank) => set({ openRank })}>
            <FormattedMessage id="contests.admin.form.openRank" />
          </Check>
          <Select
            label={<FormattedMessage id="contests.admin.form.rankShowName" />}
            value={value.rankShowName}
            onValueChange={(v) => set({ rankShowName: v as ContestFormValue['rankShowName'] })}
            options={(['username', 'nickname', 'realname'] as const).map((n) => ({
              value: n,
              label: text(`contests.admin.showName.${n}`),
            }))}
          />
          {value.type === ContestType.oi ? (
            <Select
              label={<FormattedMessage id="contests.admin.form.oiRankScoreType" />}
              value={value.oiRankScoreType}
              onValueChange={(v) => set({ oiRankScoreType: oiRankScoreTypeOf(v) })}
              options={OI_RANK_SCORE_TYPES.map((t) => ({
                value: t,
                label: text(`contests.admin.oiScore.${t}`),
              }))}
            />
          ) : null}
        </div>
        <div>
          <div className={css({ textStyle: 'label', mb: '1' })}>
            <FormattedMessage id="contests.admin.form.starAccount" />
          </div>
          <StarUsers value={value.starAccount} onChange={(starAccount) => set({ starAccount })} />
        </div>
      </Group>

      <Group title={<FormattedMessage id="contests.admin.form.awardGroup" />}>
        <AwardEditor
          awardType={value.awardType}
          items={value.awardConfigList}
          onTypeChange={(t) => setValue((v) => withAwardType(v, t))}
          onItemsChange={(awardConfigList) => set({ awardConfigList })}
        />
      </Group>

      <Group title={<FormattedMessage id="contests.admin.form.optionGroup" />}>
        <div className={rowStyle}>
          <Check checked={value.visible} onChange={(visible) => set({ visible })}>
            <FormattedMessage id="contests.admin.form.visible" />
          </Check>
          <Check checked={value.openPrint} onChange={(openPrint) => set({ openPrint })}>
            <FormattedMessage id="contests.admin.form.openPrint" />
          </Check>
          <Check checked={value.allowEndSubmit} onChange={(allowEndSubmit) => set({ allowEndSubmit })}>
            <FormattedMessage id="contests.admin.form.allowEndSubmit" />
          </Check>
          <Check
            checked={value.openAccountLimit}
            testId="account-limit"
            onChange={(openAccountLimit) => set({ openAccountLimit })}
          >
            <FormattedMessage id="contests.admin.form.openAccountLimit" />
          </Check>
        </div>
        {value.openAccountLimit ? (
          <AccountRuleFields value={value.accountRule} onChange={(accountRule) => set({ accountRule })} />
        ) : null}
      </Group>

      {problem ? (
        <div className={alert} role="alert" data-testid="contest-form-problem">
          {problemText(problem)}
        </div>
      ) : null}
      <div className={actions}>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            <FormattedMessage id="contests.admin.cancel" />
          </Button>
        ) : null}
        <Button type="submit" loading={pending ?? false} data-testid="contest-save">
          <FormattedMessage id="contests.admin.save" />
        </Button>
      </div>
    </form>
  )
}
