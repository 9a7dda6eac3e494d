import { Dialog, judgeStatus } from '@oj/sdk/ui'
import { type ReactNode, useEffect, useMemo, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import type { PieInput } from './pie-charts.ts'
import { passRate, passSlices, verdictSlices } from './statistics.ts'
import type { ProblemCount } from './types.ts'

// Slice colours by the status colour names of the ui kit.
const COLORS: Readonly<Record<string, string>> = {
  green: '#22c55e',
  red: '#ef4444',
  orange: '#f97316',
  yellow: '#eab308',
  purple: '#a855f7',
  teal: '#14b8a6',
  gray: '#9ca3af',
}

function Pie({ pie, testId }: { readonly pie: PieInput; readonly testId: string }): ReactNode {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let dispose: (() => void) | undefined
    let live = true
    void import('./pie-charts.ts').then(({ drawPie }) => {
      if (live && ref.current) dispose = drawPie(ref.current, pie)
    })
    return () => {
      live = false
      dispose?.()
    }
  }, [pie])
  return <div ref={ref} className="oj-problem-pie" data-testid={testId} />
}

export interface StatisticDialogProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly count: ProblemCount
}

/** Pass count, submit count and pass rate, with pies of accepted vs. the rest and of the verdicts. */
export function StatisticDialog({ open, onOpenChange, count }: StatisticDialogProps): ReactNode {
  const intl = useIntl()
  // Stable inputs: a pie is redrawn only when the counts or the language change.
  const passPie = useMemo<PieInput>(() => {
    const pass = passSlices(count)
    return {
      title: intl.formatMessage({ id: 'problems.detail.stat.passPie' }),
      slices: [
        { name: 'AC', value: pass.ac, color: COLORS['green'] ?? '' },
        {
          name: intl.formatMessage({ id: 'problems.detail.stat.other' }),
          value: pass.other,
          color: COLORS['red'] ?? '',
        },
      ],
    }
  }, [count, intl])
  const verdictPie = useMemo<PieInput>(
    () => ({
      title: intl.formatMessage({ id: 'problems.detail.stat.verdictPie' }),
      slices: verdictSlices(count).map((s) => {
        const info = judgeStatus(s.code)
        const color = COLORS[info.color]
        return { name: info.abbr, value: s.value, ...(color ? { color } : {}) }
      }),
    }),
    [count, intl],
  )
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={<FormattedMessage id="problems.detail.tab.statistic" />}
    >
      <dl className="oj-problem-stat-numbers" data-testid="problem-statistic">
        <div>
          <dt>
            <FormattedMessage id="problems.detail.stat.ac" />
          </dt>
          <dd>{count.ac}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="problems.detail.stat.total" />
          </dt>
          <dd>{count.total}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="problems.detail.stat.rate" />
          </dt>
          <dd>{passRate(count)}%</dd>
        </div>
      </dl>
      {count.total > 0 && open ? (
        <div className="oj-problem-pies">
          <Pie pie={passPie} testId="problem-pass-pie" />
          <Pie pie={verdictPie} testId="problem-verdict-pie" />
        </div>
      ) : (
        <p className="oj-problem-muted">
          <FormattedMessage id="problems.detail.stat.none" />
        </p>
      )}
    </Dialog>
  )
}
