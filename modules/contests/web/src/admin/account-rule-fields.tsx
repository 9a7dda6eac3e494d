import { previewAccounts } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { TextField } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import type { AccountRuleValue } from './contest-form-model.ts'
import { rowStyle } from './form-parts.tsx'

// The account-limit rule (spec 3 §3): prefix, suffix, start and end numbers, extra accounts, and a
// preview of the accounts it allows.

const preview = css({ color: 'danger.default', textStyle: 'body', py: '2' })

export function AccountRuleFields(props: {
  readonly value: AccountRuleValue
  readonly onChange: (value: AccountRuleValue) => void
}): ReactNode {
  const { value, onChange } = props
  const set = (patch: Partial<AccountRuleValue>) => onChange({ ...value, ...patch })
  const start = Number(value.start)
  const end = Number(value.end)
  const valid = /^\d+$/.test(value.start) && /^\d+$/.test(value.end) && start <= end
  const extra = value.extra.split(/[\s,]+/).filter((s) => s !== '')
  return (
    <div className={css({ display: 'grid', gap: '2' })} data-testid="account-rule">
      <div className={rowStyle}>
        <TextField
          rootClassName={css({ maxW: '40' })}
          label={<FormattedMessage id="contests.admin.account.prefix" />}
          value={value.prefix}
          maxLength={50}
          onChange={(e) => set({ prefix: e.target.value })}
        />
        <TextField
          rootClassName={css({ maxW: '40' })}
          label={<FormattedMessage id="contests.admin.account.suffix" />}
          value={value.suffix}
          maxLength={50}
          onChange={(e) => set({ suffix: e.target.value })}
        />
        <TextField
          rootClassName={css({ maxW: '32' })}
          type="number"
          min={0}
          label={<FormattedMessage id="contests.admin.account.start" />}
          value={value.start}
          onChange={(e) => set({ start: e.target.value })}
        />
        <TextField
          rootClassName={css({ maxW: '32' })}
          type="number"
          min={0}
          label={<FormattedMessage id="contests.admin.account.end" />}
          value={value.end}
          onChange={(e) => set({ end: e.target.value })}
        />
      </div>
      <TextField
        multiline
        rows={2}
        label={<FormattedMessage id="contests.admin.account.extra" />}
        hint={<FormattedMessage id="contests.admin.account.extraHint" />}
        value={value.extra}
        onChange={(e) => set({ extra: (e.target as unknown as HTMLTextAreaElement).value })}
      />
      <div className={preview} data-testid="account-preview">
        {valid ? (
          <FormattedMessage
            id="contests.admin.account.preview"
            values={{
              accounts: previewAccounts({
                prefix: value.prefix,
                suffix: value.suffix,
                start,
                end,
                extra,
              }).join(', '),
            }}
          />
        ) : (
          <FormattedMessage id="contests.admin.account.rangeCheck" />
        )}
      </div>
    </div>
  )
}
