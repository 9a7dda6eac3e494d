import { type AwardConfigItem, AwardType } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button, Input, Select, Table } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

// The awards of a contest (spec 3 §3): none, by proportion (per cent of the ranked rows) or by count,
// each award with its priority, name, colours and number; the default gold, silver and bronze
// (10/20/30) come back when awards are turned on with none.

/** A colour input's value (#rrggbb) of an award colour (#rgb grows, anything else falls back). */
export const colorInputValue = (c: string, fallback: string): string => {
  if (/^#[0-9a-fA-F]{6}$/.test(c)) return c.toLowerCase()
  const short = /^#([0-9a-fA-F])([0-9a-fA-F])([0-9a-fA-F])$/.exec(c)
  return short
    ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase()
    : fallback
}

const swatch = css({ display: 'inline-block', px: '2', py: '0.5', rounded: 'sm', fontSize: 'sm' })

export interface AwardEditorProps {
  readonly awardType: number
  readonly items: ReadonlyArray<AwardConfigItem>
  readonly onTypeChange: (awardType: number) => void
  readonly onItemsChange: (items: ReadonlyArray<AwardConfigItem>) => void
}

export function AwardEditor({ awardType, items, onTypeChange, onItemsChange }: AwardEditorProps): ReactNode {
  const intl = useIntl()
  const set = (i: number, patch: Partial<AwardConfigItem>) =>
    onItemsChange(items.map((a, j) => (j === i ? { ...a, ...patch } : a)))
  const label = (id: string) => intl.formatMessage({ id })
  const unit = awardType === AwardType.proportion ? '%' : ''
  const total = items.reduce((sum, a) => sum + a.num, 0)
  return (
    <div className={css({ display: 'grid', gap: '2' })} data-testid="award-editor">
      <Select
        className={css({ justifySelf: 'start' })}
        label={<FormattedMessage id="contests.admin.award.type" />}
        value={String(awardType)}
        onValueChange={(v) => onTypeChange(Number(v))}
        options={[
          { value: '0', label: label('contests.admin.award.none') },
          { value: '1', label: label('contests.admin.award.proportion') },
          { value: '2', label: label('contests.admin.award.count') },
        ]}
      />
      {awardType === AwardType.none ? null : (
        <>
          <Table<AwardConfigItem & { readonly index: number }>
            minWidth="36rem"
            columns={[
              {
                key: 'priority',
                header: <FormattedMessage id="contests.admin.award.priority" />,
                width: '6rem',
                cell: (a) => (
                  <Input
                    type="number"
                    min={0}
                    value={String(a.priority)}
                    aria-label={label('contests.admin.award.priority')}
                    onChange={(e) => set(a.index, { priority: Number(e.target.value) || 0 })}
                  />
                ),
              },
              {
                key: 'name',
                header: <FormattedMessage id="contests.admin.award.name" />,
                cell: (a) => (
                  <Input
                    value={a.name}
                    maxLength={50}
                    aria-label={label('contests.admin.award.name')}
                    onChange={(e) => set(a.index, { name: e.target.value })}
                  />
                ),
              },
              {
                key: 'colors',
                header: <FormattedMessage id="contests.admin.award.colors" />,
                width: '11rem',
                cell: (a) => (
                  <span className={css({ display: 'inline-flex', gap: '1', alignItems: 'center' })}>
                    <input
                      type="color"
                      value={colorInputValue(a.background, '#ffffff')}
                      aria-label={label('contests.admin.award.background')}
                      onChange={(e) => set(a.index, { background: e.target.value })}
                    />
                    <input
                      type="color"
                      value={colorInputValue(a.color, '#000000')}
                      aria-label={label('contests.admin.award.color')}
                      onChange={(e) => set(a.index, { color: e.target.value })}
                    />
                    <span className={swatch} style={{ background: a.background, color: a.color }}>
                      {a.name || '—'}
                    </span>
                  </span>
                ),
              },
              {
                key: 'num',
                header: (
                  <FormattedMessage
                    id={
                      awardType === AwardType.proportion
                        ? 'contests.admin.award.numProportion'
                        : 'contests.admin.award.numCount'
                    }
                  />
                ),
                width: '7rem',
                cell: (a) => (
                  <Input
                    type="number"
                    min={1}
                    value={String(a.num)}
                    aria-label={label('contests.admin.award.num')}
                    onChange={(e) => set(a.index, { num: Number(e.target.value) || 0 })}
                  />
                ),
              },
              {
                key: 'remove',
                header: '',
                width: '5rem',
                cell: (a) => (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    tone="danger"
                    onClick={() => onItemsChange(items.filter((_, j) => j !== a.index))}
                  >
                    <FormattedMessage id="contests.admin.remove" />
                  </Button>
                ),
              },
            ]}
            rows={items.map((a, index) => ({ ...a, index }))}
            rowKey={(a) => a.index}
          />
          <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() =>
                onItemsChange([
                  ...items,
                  {
                    priority: items.reduce((max, a) => Math.max(max, a.priority), 0) + 1,
                    name: '',
                    background: '#2db7f5',
                    color: '#ffffff',
                    num: 1,
                  },
                ])
              }
            >
              <FormattedMessage id="contests.admin.award.add" />
            </Button>
            <span className={css({ textStyle: 'caption', color: 'fg.muted' })}>
              <FormattedMessage id="contests.admin.award.total" values={{ total: `${total}${unit}` }} />
            </span>
          </div>
        </>
      )}
    </div>
  )
}
