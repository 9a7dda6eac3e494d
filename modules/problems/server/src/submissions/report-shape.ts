import { decodeJudgeReport, type JudgeReport } from '@oj/sdk/server'

/**
 * Whether a message from the results lane is a report we can apply (the protocol's schema decides).
 * Workers are ours but the bus is shared: a malformed message is dropped (acked and logged, with the
 * reason `onReject` is told), never retried forever and never a crash.
 */
export function asReport(u: unknown, onReject?: (why: string) => void): JudgeReport | undefined {
  const decoded = decodeJudgeReport(u)
  if ('report' in decoded) return decoded.report
  onReject?.(decoded.error)
  return undefined
}
