import { type FinalReport, judgeText } from '@oj/sdk/judge'

import { systemError, type TaskTarget } from './report.ts'

const CUT = '\n... (truncated)'

/** Text cut to at most `max` characters, the cut said at its end. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text
  if (max <= CUT.length) return text.slice(0, max)
  return text.slice(0, max - CUT.length) + CUT
}

/** How much of each text a report keeps, from the most to the least. */
const LEVELS = [
  // What the server keeps anyway: nothing is lost.
  { text: 64 * 1024, userOutput: 1024, message: 4096 },
  { text: 16 * 1024, userOutput: 256, message: 512 },
  { text: 4 * 1024, userOutput: 0, message: 64 },
] as const

const sizeOf = (report: FinalReport) => new TextEncoder().encode(JSON.stringify(report)).length

function atLevel(report: FinalReport, level: (typeof LEVELS)[number]): FinalReport {
  return {
    ...report,
    errorMessage: cut(report.errorMessage, level.text),
    ...(report.stdout !== undefined ? { stdout: cut(report.stdout, level.text) } : {}),
    ...(report.stderr !== undefined ? { stderr: cut(report.stderr, level.text) } : {}),
    cases: report.cases.map((c) => ({
      ...c,
      userOutput: cut(c.userOutput, level.userOutput),
      message: cut(c.message, level.message),
    })),
  }
}

/**
 * A final report that fits in `maxBytes` of JSON: its texts (compile output, each case's output and
 * checker message, a test run's streams) cut, with a marker, first to what the server keeps, then
 * shorter while it is still too large. A report that does not fit even then (a great many cases) is
 * replaced by a System Error saying so: a report the bus refuses would have its task judged again.
 */
export function capReport(task: TaskTarget, report: FinalReport, maxBytes: number): FinalReport {
  let size = 0
  for (const level of LEVELS) {
    const capped = atLevel(report, level)
    size = sizeOf(capped)
    if (size <= maxBytes) return capped
  }
  return systemError(task, report.judger, judgeText('judge.system.reportTooLarge', { size, limit: maxBytes }))
}
