import type { AwardConfigItem } from './admin-schemas.ts'

// Limits and defaults of the contest admin calls and form (spec 3 §3, §4, §9).

export const PASSWORD_MAX_LENGTH = 255
export const CONTEST_DESCRIPTION_MAX_LENGTH = 65_535
export const ACCOUNT_RULE_MAX_LENGTH = 10_000
export const DISPLAY_ID_MAX_LENGTH = 20
export const STAR_MAX_USERS = 1_000
export const STAR_USERNAME_MAX_LENGTH = 64
export const AWARD_MAX_ITEMS = 20
/** The admin lists' page size (spec 3 §9). */
export const ADMIN_CONTEST_PAGE_SIZE = 10

/** Contest.awardType */
export const AwardType = { none: 0, proportion: 1, count: 2 } as const

/** Spec 3 §3: gold 10, silver 20, bronze 30 (per cent, or rows when counting). */
export const DEFAULT_AWARD_CONFIG: ReadonlyArray<AwardConfigItem> = [
  { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 10 },
  { priority: 2, name: 'Silver', background: '#e6e6e6', color: '#000', num: 20 },
  { priority: 3, name: 'Bronze', background: '#c37e5e', color: '#fff', num: 30 },
]

/** Seal time options (spec 3 §4): 30 minutes before the end, 1 hour before the end, the whole contest. */
export const SealOption = { halfHour: 0, oneHour: 1, whole: 2 } as const
export const SEAL_HALF_HOUR_S = 1_800
export const SEAL_ONE_HOUR_S = 3_600
