import { ContestType } from '@oj/contests-contract'

import { clockOf, type ContestRow } from '../contest/policy.ts'
import { acmCell } from '../rules/acm.ts'
import { ioiCell, oiCell, type OiScoreRule } from '../rules/oi.ts'
import type { BoardRecord } from '../rules/records.ts'
import type { boardCell, contestRecord } from '../tables.ts'

type RecordRow = typeof contestRecord.$inferSelect
export type CellViews = Pick<typeof boardCell.$inferInsert, 'live' | 'sealed' | 'withEnd'>

const toBoardRecord = (r: RecordRow): BoardRecord => ({
  submitId: r.submitId,
  uid: r.uid,
  displayId: r.displayId,
  status: r.status,
  score: r.score,
  useTime: r.useTime,
  submitTime: new Date(r.submitTime).getTime(),
  ...(r.subtasks ? { subtasks: r.subtasks } : {}),
})

/** A user's cell on one problem in each board view, from their records on it. */
export function cellViews(row: ContestRow, records: ReadonlyArray<RecordRow>): CellViews {
  const clock = clockOf(row)
  const rs = records.map(toBoardRecord)
  if (row.type === ContestType.acm) {
    return {
      live: acmCell(rs, clock, { sealed: false, containsEnd: false }),
      sealed: acmCell(rs, clock, { sealed: true, containsEnd: false }),
      withEnd: acmCell(rs, clock, { sealed: false, containsEnd: true }),
    }
  }
  if (row.oiRankScoreType === 'Subtask') {
    return {
      live: ioiCell(rs, clock, { sealed: false, containsEnd: false }),
      sealed: ioiCell(rs, clock, { sealed: true, containsEnd: false }),
      withEnd: ioiCell(rs, clock, { sealed: false, containsEnd: true }),
    }
  }
  const rule: OiScoreRule = row.oiRankScoreType === 'Highest' ? 'Highest' : 'Recent'
  return {
    live: oiCell(rs, clock, { rule, sealed: false, containsEnd: false }),
    sealed: oiCell(rs, clock, { rule, sealed: true, containsEnd: false }),
    withEnd: oiCell(rs, clock, { rule, sealed: false, containsEnd: true }),
  }
}
