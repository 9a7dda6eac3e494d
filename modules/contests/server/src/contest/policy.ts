import {
  accountAllowed,
  ContestAuth,
  ContestStatus,
  ContestType,
  parseAccountRule,
} from '@oj/contests-contract'
import type { Caller } from '@oj/sdk/server'

import type { BoardClock } from '../rules/records.ts'
import type { contest } from '../tables.ts'

// Who may do what in a contest, and when (spec 2 §4 and §6): pure, from the row, the caller and the clock.

export type ContestRow = typeof contest.$inferSelect

const ms = (at: Date | string) => new Date(at).getTime()

/** -1 scheduled, 0 running, 1 ended. */
export function statusAt(row: Pick<ContestRow, 'startTime' | 'endTime'>, now: number): number {
  if (now < ms(row.startTime)) return ContestStatus.scheduled
  if (now < ms(row.endTime)) return ContestStatus.running
  return ContestStatus.ended
}

export const clockOf = (row: ContestRow): BoardClock => ({
  start: ms(row.startTime),
  end: ms(row.endTime),
  sealTime: row.sealRank && row.sealRankTime ? ms(row.sealRankTime) : null,
})

/**
 * The contest's author or a super admin (spec 2 §6): the part of its admins the row and the caller
 * tell; a group contest adds the group's root (access.ts's contestAdmin asks the group).
 */
export const isContestAdmin = (caller: Caller | undefined, row: ContestRow): boolean =>
  !!caller && (caller.uid === row.uid || caller.roles.includes('root'))

/**
 * Non-admins (`admin`: the caller is the contest's, contestAdmin) see the board as sealed from the
 * seal time until the end (and after, without auto real rank).
 */
export function sealedFor(admin: boolean, row: ContestRow, now: number): boolean {
  const clock = clockOf(row)
  if (clock.sealTime === null || now < clock.sealTime) return false
  if (now >= clock.end && row.autoRealRank) return false
  return !admin
}

/** The rule's board view: ACM or OI. */
export const isAcm = (row: ContestRow) => row.type === ContestType.acm

/** A private contest needs a registration to enter; public and protected ones do not. */
export const needsRegistrationToEnter = (row: ContestRow) => row.auth === ContestAuth.private
/** Private and protected contests need a registration to submit. */
export const needsRegistrationToSubmit = (row: ContestRow) => row.auth !== ContestAuth.public

/** With the account limit on, only usernames its rule allows take part (an unreadable rule allows none). */
export function accountLimitAllows(row: ContestRow, username: string): boolean {
  if (!row.openAccountLimit) return true
  const rule = parseAccountRule(row.accountLimitRule)
  return !!rule && accountAllowed(rule, username)
}
