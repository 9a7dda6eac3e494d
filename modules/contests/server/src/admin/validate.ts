import {
  type AdminContestInput,
  AwardType,
  ContestAuth,
  DEFAULT_AWARD_CONFIG,
  parseAccountRule,
  TITLE_MAX_LENGTH,
} from '@oj/contests-contract'
import type { ApiError } from '@oj/sdk/server'

import type { ContestRow } from '../contest/policy.ts'
import type { AwardConfig } from '../rules/standings.ts'
import { AdminErrors } from './errors.ts'

// The contest form's checks, pure (spec 3 §5 "Contest save", in its order): title, description,
// start time, end time (each required), a duration above 0, a password unless public; then what the
// form's other parts must hold (seal time, star users, awards, the account-limit rule). An edit
// checks the stored contest with the given fields over it (HOJ's update leaves null fields alone).

const DESCRIPTION_MAX_LENGTH = 65_535

/** The stored columns the form decides. */
export interface ContestFields {
  readonly title: string
  readonly type: number
  readonly description: string
  readonly source: number
  readonly auth: number
  readonly pwd: string | null
  readonly startTime: Date
  readonly endTime: Date
  readonly sealRank: boolean
  readonly sealRankTime: Date | null
  readonly autoRealRank: boolean
  readonly visible: boolean
  readonly openPrint: boolean
  readonly openRank: boolean
  readonly openAccountLimit: boolean
  readonly accountLimitRule: string | null
  readonly rankShowName: string
  readonly starAccount: string[]
  readonly oiRankScoreType: string
  readonly awardType: number
  readonly awardConfig: AwardConfig[]
  readonly allowEndSubmit: boolean
}

export type Checked = { readonly ok: ContestFields } | { readonly error: ApiError }

const given = <T>(v: T | null | undefined, stored: T): T => (v === undefined || v === null ? stored : v)

/** A time without a zone is HOJ's server time, GMT+8 (its Jackson date format `yyyy-MM-dd HH:mm:ss`). */
const ZONELESS = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/

const toDate = (s: string): Date | undefined => {
  const text = s.trim()
  const d = new Date(ZONELESS.test(text) ? `${text.replace(' ', 'T')}+08:00` : text)
  return Number.isNaN(d.getTime()) ? undefined : d
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString())

/** The values an edit starts from (the stored contest), or a create (the defaults). */
interface Base {
  readonly title: string | null
  readonly type: number
  readonly description: string | null
  readonly source: number
  readonly auth: number
  readonly pwd: string | null
  readonly startTime: string | null
  readonly endTime: string | null
  readonly sealRank: boolean
  readonly sealRankTime: string | null
  readonly autoRealRank: boolean
  readonly visible: boolean
  readonly openPrint: boolean
  readonly openRank: boolean
  readonly openAccountLimit: boolean
  readonly accountLimitRule: string | null
  readonly rankShowName: string
  readonly starAccount: ReadonlyArray<string>
  readonly oiRankScoreType: string
  readonly awardType: number
  readonly awardConfig: ReadonlyArray<AwardConfig>
  readonly allowEndSubmit: boolean
}

const blank: Base = {
  title: null,
  type: 0,
  description: null,
  source: 0,
  auth: ContestAuth.public,
  pwd: null,
  startTime: null,
  endTime: null,
  sealRank: false,
  sealRankTime: null,
  autoRealRank: true,
  visible: true,
  openPrint: false,
  openRank: false,
  openAccountLimit: false,
  accountLimitRule: null,
  rankShowName: 'username',
  starAccount: [],
  oiRankScoreType: 'Recent',
  awardType: AwardType.none,
  awardConfig: [],
  allowEndSubmit: false,
}

const baseOf = (row: ContestRow): Base => ({
  ...row,
  startTime: iso(row.startTime),
  endTime: iso(row.endTime),
  sealRankTime: iso(row.sealRankTime),
})

/** Checks a create (no stored row) or an edit (the stored row) and answers the columns to store. */
export function checkContest(input: AdminContestInput, stored?: ContestRow): Checked {
  const fail = (error: ApiError): Checked => ({ error })
  const base: Base = stored ? baseOf(stored) : blank
  // 1-4: the required fields, in the form's order.
  const title = given(input.title, base.title)?.trim() ?? ''
  if (title === '') return fail(AdminErrors.titleRequired())
  if (title.length > TITLE_MAX_LENGTH) return fail(AdminErrors.titleTooLong())
  const description = given(input.description, base.description) ?? ''
  if (description.trim() === '') return fail(AdminErrors.descriptionRequired())
  if (description.length > DESCRIPTION_MAX_LENGTH) return fail(AdminErrors.descriptionTooLong())
  const startText = given(input.startTime, base.startTime) ?? ''
  if (startText.trim() === '') return fail(AdminErrors.startRequired())
  const startTime = toDate(startText)
  if (!startTime) return fail(AdminErrors.badTime())
  const endText = given(input.endTime, base.endTime) ?? ''
  if (endText.trim() === '') return fail(AdminErrors.endRequired())
  const endTime = toDate(endText)
  if (!endTime) return fail(AdminErrors.badTime())
  // 5: a duration above 0 (HOJ's form sends 0 when the end is before the start).
  const duration = input.duration ?? undefined
  if (endTime.getTime() <= startTime.getTime() || (duration !== undefined && !(duration > 0)))
    return fail(AdminErrors.durationCheck())
  // 6: a password unless public.
  const auth = given(input.auth, base.auth)
  const pwd = given(input.pwd, base.pwd) ?? ''
  if (auth !== ContestAuth.public && pwd === '') return fail(AdminErrors.pwdRequired())
  const type = given(input.type, base.type)
  if (stored && type !== stored.type) return fail(AdminErrors.typeLocked())

  // The seal: from a time between the start and the end.
  const sealRank = given(input.sealRank, base.sealRank)
  let sealRankTime: Date | null = null
  if (sealRank) {
    const sealText = given(input.sealRankTime, base.sealRankTime) ?? ''
    if (sealText.trim() === '') return fail(AdminErrors.sealTimeRequired())
    const seal = toDate(sealText)
    if (!seal) return fail(AdminErrors.badTime())
    if (seal.getTime() < startTime.getTime() || seal.getTime() > endTime.getTime())
      return fail(AdminErrors.sealTimeRange())
    sealRankTime = seal
  }

  // Star users: trimmed, empty ones ignored, a duplicate refused.
  const starAccount: string[] = []
  for (const name of given(input.starAccount, base.starAccount)) {
    const trimmed = name.trim()
    if (trimmed === '') continue
    if (starAccount.includes(trimmed)) return fail(AdminErrors.starDuplicate(trimmed))
    starAccount.push(trimmed)
  }

  // Awards: none, or a list (the default three when empty) sorted by priority.
  const awardType = given(input.awardType, base.awardType)
  let awardConfig: AwardConfig[] = []
  if (awardType !== AwardType.none) {
    const list: ReadonlyArray<AwardConfig> = given(input.awardConfigList, base.awardConfig)
    const items = list.length ? list : DEFAULT_AWARD_CONFIG
    for (const a of items) {
      if (a.name.trim() === '') return fail(AdminErrors.awardNameRequired())
      if (!(a.num > 0)) return fail(AdminErrors.awardNum())
    }
    if (awardType === AwardType.proportion && items.reduce((sum, a) => sum + a.num, 0) > 100)
      return fail(AdminErrors.awardProportion())
    awardConfig = items.map((a) => ({ ...a, name: a.name.trim() })).sort((a, b) => a.priority - b.priority)
  }

  // The account limit: a rule that parses, its end number not below its start.
  const openAccountLimit = given(input.openAccountLimit, base.openAccountLimit)
  const ruleText = given(input.accountLimitRule, base.accountLimitRule)
  if (openAccountLimit) {
    if (!ruleText || ruleText.trim() === '') return fail(AdminErrors.accountRuleRequired())
    const rule = parseAccountRule(ruleText)
    if (!rule) return fail(AdminErrors.accountRuleBad())
    if (rule.end < rule.start) return fail(AdminErrors.accountRuleRange())
  }

  return {
    ok: {
      title,
      type,
      description,
      source: given(input.source, base.source),
      auth,
      pwd: pwd === '' ? null : pwd,
      startTime,
      endTime,
      sealRank,
      sealRankTime,
      autoRealRank: given(input.autoRealRank, base.autoRealRank),
      visible: given(input.visible, base.visible),
      openPrint: given(input.openPrint, base.openPrint),
      openRank: given(input.openRank, base.openRank),
      openAccountLimit,
      accountLimitRule: ruleText && ruleText.trim() !== '' ? ruleText : null,
      rankShowName: given(input.rankShowName, base.rankShowName),
      starAccount,
      oiRankScoreType: given(input.oiRankScoreType, base.oiRankScoreType),
      awardType,
      awardConfig,
      allowEndSubmit: given(input.allowEndSubmit, base.allowEndSubmit),
    },
  }
}

const sameTime = (a: Date | string | null, b: Date | string | null) => iso(a) === iso(b)

/** Whether an edit changes what a board shows (its cells, ranks, stars or awards): then it is rebuilt. */
export function changesBoard(before: ContestRow, after: ContestFields): boolean {
  return (
    before.type !== after.type ||
    !sameTime(before.startTime, after.startTime) ||
    !sameTime(before.endTime, after.endTime) ||
    before.sealRank !== after.sealRank ||
    !sameTime(before.sealRankTime, after.sealRankTime) ||
    before.oiRankScoreType !== after.oiRankScoreType ||
    JSON.stringify(before.starAccount) !== JSON.stringify(after.starAccount) ||
    before.awardType !== after.awardType ||
    JSON.stringify(before.awardConfig) !== JSON.stringify(after.awardConfig) ||
    before.rankShowName !== after.rankShowName
  )
}
