import { isFinalStatus, JudgeStatus } from '@oj/sdk'
import { type FinalReport, type JudgeReport, type ProgressReport } from '@oj/sdk/server'

const STATUSES: ReadonlySet<number> = new Set(Object.values(JudgeStatus))
const int = (u: unknown): u is number => typeof u === 'number' && Number.isSafeInteger(u)
const num = (u: unknown): u is number => typeof u === 'number' && Number.isFinite(u)

const targetOk = (r: Partial<JudgeReport>): boolean =>
  typeof r.taskId === 'string' &&
  int(r.attempt) &&
  r.attempt >= 1 &&
  ((int(r.submitId) && r.submitId > 0) || (typeof r.testKey === 'string' && r.testKey.length > 0))

const caseOk = (c: unknown): boolean => {
  const x = c as Record<string, unknown> | null
  return (
    typeof x === 'object' &&
    x !== null &&
    int(x['index']) &&
    int(x['status']) &&
    STATUSES.has(x['status']) &&
    num(x['time']) &&
    num(x['memory'])
  )
}

/**
 * Whether a message from the results lane is a report we can apply. Workers are ours but the bus is
 * shared: a malformed message is dropped (acked and logged), never retried forever.
 */
export function asReport(u: unknown): JudgeReport | undefined {
  const r = u as Partial<JudgeReport> | null
  if (typeof r !== 'object' || r === null || !targetOk(r)) return undefined
  if (r.kind === 'progress') {
    const p = r as Partial<ProgressReport>
    return (p.status === 6 || p.status === 7) && int(p.done) && int(p.total)
      ? (r as ProgressReport)
      : undefined
  }
  if (r.kind === 'final') {
    const f = r as Partial<FinalReport>
    const ok =
      int(f.status) &&
      STATUSES.has(f.status) &&
      isFinalStatus(f.status) &&
      (f.score === null || f.score === undefined || num(f.score)) &&
      Array.isArray(f.cases) &&
      f.cases.every(caseOk)
    return ok ? (r as FinalReport) : undefined
  }
  return undefined
}
