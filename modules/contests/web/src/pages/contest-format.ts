import { type ContestView, oiRankScoreTypeOf } from '@oj/contests-contract'

// Small pure helpers of the contest screens (tested beside them).

/** Message ids of a contest's status (-1 scheduled, 0 running, 1 ended). */
export const statusMessage = (status: number) =>
  status < 0
    ? 'contests.status.scheduled'
    : status === 0
      ? 'contests.status.running'
      : 'contests.status.ended'

export const statusColor = (status: number): 'blue' | 'green' | 'gray' =>
  status < 0 ? 'blue' : status === 0 ? 'green' : 'gray'

export const ruleMessage = (type: number) => (type === 1 ? 'contests.rule.oi' : 'contests.rule.acm')

/** The rule's tooltip of an OI contest: what a problem's score on its board is (none for ACM). */
export const ruleTipMessage = (c: Pick<ContestView, 'type' | 'oiRankScoreType'>) =>
  c.type === 1 ? `contests.ruleTip.${oiRankScoreTypeOf(c.oiRankScoreType)}` : undefined

export const authMessage = (auth: number) =>
  auth === 1 ? 'contests.auth.private' : auth === 2 ? 'contests.auth.protected' : 'contests.auth.public'

/** '5:00:00' style, or days first ('2d 03:00:00'). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const days = Math.floor(s / 86_400)
  const hh = Math.floor((s % 86_400) / 3600)
  const mm = Math.floor((s % 3600) / 60)
  const ss = s % 60
  const clock = `${hh}:${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`
  return days > 0 ? `${days}d ${clock}` : clock
}

/** Spec 2 §9: 0 before the start, elapsed over duration while running, 100 after. */
export function progress(contest: Pick<ContestView, 'startTime' | 'endTime'>, now: number): number {
  const start = new Date(contest.startTime).getTime()
  const end = new Date(contest.endTime).getTime()
  if (now <= start) return 0
  if (now >= end || end <= start) return 100
  return Math.floor(((now - start) / (end - start)) * 100)
}

/** Seconds to the next moment that matters: the start while scheduled, the end while running. */
export function countdown(contest: Pick<ContestView, 'startTime' | 'endTime'>, now: number): number {
  const start = new Date(contest.startTime).getTime()
  const end = new Date(contest.endTime).getTime()
  return Math.max(0, Math.floor(((now < start ? start : end) - now) / 1000))
}
