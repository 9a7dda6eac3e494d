import {
  type AdminContestInput,
  type AdminContestView,
  type AwardConfigItem,
  AwardType,
  ContestAuth,
  ContestType,
  DEFAULT_AWARD_CONFIG,
  formatAccountRule,
  type OiRankScoreType,
  oiRankScoreTypeOf,
  parseAccountRule,
  SEAL_HALF_HOUR_S,
  SEAL_ONE_HOUR_S,
  SealOption,
} from '@oj/contests-contract'

// The contest form's state and its pure rules (spec 3 §4, §5): the seal options, the default awards,
// the checks shown on save in the spec's order, and the call's body.

/** 0 half an hour before the end, 1 an hour before, 2 the whole contest; 'custom' a stored time none of these. */
export type SealChoice = 0 | 1 | 2 | 'custom'

export interface AccountRuleValue {
  readonly prefix: string
  readonly suffix: string
  readonly start: string
  readonly end: string
  /** More allowed usernames, one a line or separated by spaces. */
  readonly extra: string
}

export interface ContestFormValue {
  readonly id?: number
  readonly title: string
  readonly description: string
  readonly type: number
  readonly auth: number
  readonly pwd: string
  /** `datetime-local` values (the viewer's time zone). */
  readonly startTime: string
  readonly endTime: string
  readonly sealRank: boolean
  readonly sealChoice: SealChoice
  /** The stored seal time when it is none of the options (ISO 8601). */
  readonly customSealTime: string | null
  readonly autoRealRank: boolean
  readonly visible: boolean
  readonly openPrint: boolean
  readonly openRank: boolean
  readonly allowEndSubmit: boolean
  readonly rankShowName: 'username' | 'nickname' | 'realname'
  readonly oiRankScoreType: OiRankScoreType
  readonly starAccount: ReadonlyArray<string>
  readonly awardType: number
  readonly awardConfigList: ReadonlyArray<AwardConfigItem>
  readonly openAccountLimit: boolean
  readonly accountRule: AccountRuleValue
}

export const emptyAccountRule: AccountRuleValue = { prefix: '', suffix: '', start: '0', end: '10', extra: '' }

export const emptyContestForm: ContestFormValue = {
  title: '',
  description: '',
  type: ContestType.acm,
  auth: ContestAuth.public,
  pwd: '',
  startTime: '',
  endTime: '',
  sealRank: false,
  sealChoice: SealOption.oneHour,
  customSealTime: null,
  autoRealRank: true,
  visible: true,
  openPrint: false,
  openRank: false,
  allowEndSubmit: false,
  rankShowName: 'username',
  oiRankScoreType: 'Recent',
  starAccount: [],
  awardType: AwardType.none,
  awardConfigList: [],
  openAccountLimit: false,
  accountRule: emptyAccountRule,
}

const pad = (n: number) => String(n).padStart(2, '0')

/** An instant as a `datetime-local` value in the viewer's zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

const ms = (local: string): number | undefined => {
  if (!local) return undefined
  const t = new Date(local).getTime()
  return Number.isNaN(t) ? undefined : t
}

/** The contest's length in seconds (0 when a time is missing or the end is not after the start). */
export function durationSeconds(v: Pick<ContestFormValue, 'startTime' | 'endTime'>): number {
  const start = ms(v.startTime)
  const end = ms(v.endTime)
  if (start === undefined || end === undefined || end <= start) return 0
  return Math.floor((end - start) / 1000)
}

/** Which seal options a duration allows (spec 3 §4: half an hour needs 1800 s, an hour 3600 s). */
export const sealChoiceDisabled = (choice: SealChoice, duration: number): boolean =>
  (choice === SealOption.halfHour && duration < SEAL_HALF_HOUR_S) ||
  (choice === SealOption.oneHour && duration < SEAL_ONE_HOUR_S)

/** Turning the seal on: the whole contest unless ACM and at least an hour long, then the last hour. */
export const defaultSealChoice = (type: number, duration: number): SealChoice =>
  type !== ContestType.acm || duration < SEAL_ONE_HOUR_S ? SealOption.whole : SealOption.oneHour

/** Changing the award type away from none with no awards brings the default three back. */
export function withAwardType(v: ContestFormValue, awardType: number): ContestFormValue {
  const awardConfigList =
    awardType !== AwardType.none && v.awardConfigList.length === 0
      ? DEFAULT_AWARD_CONFIG.map((a) => ({ ...a }))
      : v.awardConfigList
  return { ...v, awardType, awardConfigList }
}

/** Adds a star user: trimmed, an empty one ignored; a duplicate answers 'duplicate' and changes nothing. */
export function addStar(v: ContestFormValue, name: string): ContestFormValue | 'duplicate' {
  const trimmed = name.trim()
  if (trimmed === '') return v
  if (v.starAccount.includes(trimmed)) return 'duplicate'
  return { ...v, starAccount: [...v.starAccount, trimmed] }
}

/** A message id (with values) shown on save, or undefined when the form may be sent. */
export interface FormProblem {
  readonly id: string
  readonly values?: Readonly<Record<string, string>>
}

const required = (field: string): FormProblem => ({ id: 'contests.admin.form.required', values: { field } })

/**
 * The first problem of the form, in spec 3 §5's order: title, description, start time, end time
 * ('{field} is required'), the duration, the password of a non-public contest; then the awards and
 * the account rule. `field` values are message ids of the field names.
 */
export function formProblem(v: ContestFormValue): FormProblem | undefined {
  if (v.title.trim() === '') return required('contests.admin.form.title')
  if (v.description.trim() === '') return required('contests.admin.form.description')
  if (!ms(v.startTime)) return required('contests.admin.form.startTime')
  if (!ms(v.endTime)) return required('contests.admin.form.endTime')
  if (durationSeconds(v) <= 0) return { id: 'contests.admin.form.durationCheck' }
  if (v.auth !== ContestAuth.public && v.pwd === '') return required('contests.admin.form.password')
  if (v.awardType !== AwardType.none) {
    if (v.awardConfigList.some((a) => a.name.trim() === ''))
      return { id: 'contests.admin.award.nameRequired' }
    if (v.awardConfigList.some((a) => !(a.num > 0))) return { id: 'contests.admin.award.numCheck' }
    if (v.awardType === AwardType.proportion && v.awardConfigList.reduce((sum, a) => sum + a.num, 0) > 100)
      return { id: 'contests.admin.award.proportionCheck' }
  }
  if (v.openAccountLimit) {
    const { start, end } = v.accountRule
    if (!/^\d+$/.test(start) || !/^\d+$/.test(end)) return { id: 'contests.admin.account.numbersRequired' }
    if (Number(end) < Number(start)) return { id: 'contests.admin.account.rangeCheck' }
  }
  return undefined
}

const splitNames = (text: string) => text.split(/[\s,]+/).filter((s) => s !== '')

/** The stored rule string of the form's fields. */
const accountRuleText = (r: AccountRuleValue): string =>
  formatAccountRule({
    prefix: r.prefix,
    suffix: r.suffix,
    start: Number(r.start) || 0,
    end: Number(r.end) || 0,
    extra: splitNames(r.extra),
  })

const iso = (local: string) => new Date(local).toISOString()

/** The seal's start for the chosen option. */
function sealTime(v: ContestFormValue): string | null {
  if (!v.sealRank) return null
  const start = ms(v.startTime)
  const end = ms(v.endTime)
  if (start === undefined || end === undefined) return null
  switch (v.sealChoice) {
    case SealOption.halfHour:
      return new Date(end - SEAL_HALF_HOUR_S * 1000).toISOString()
    case SealOption.oneHour:
      return new Date(end - SEAL_ONE_HOUR_S * 1000).toISOString()
    case SealOption.whole:
      return new Date(start).toISOString()
    default:
      return v.customSealTime
  }
}

/** The body of POST or PUT /admin/contest. */
export function toInput(v: ContestFormValue): AdminContestInput {
  return {
    ...(v.id ? { id: v.id } : {}),
    title: v.title.trim(),
    description: v.description,
    type: v.type,
    auth: v.auth,
    pwd: v.auth === ContestAuth.public ? '' : v.pwd,
    startTime: iso(v.startTime),
    endTime: iso(v.endTime),
    duration: durationSeconds(v),
    sealRank: v.sealRank,
    sealRankTime: sealTime(v),
    autoRealRank: v.autoRealRank,
    visible: v.visible,
    openPrint: v.openPrint,
    openRank: v.openRank,
    allowEndSubmit: v.allowEndSubmit,
    rankShowName: v.rankShowName,
    oiRankScoreType: v.oiRankScoreType,
    starAccount: v.starAccount,
    awardType: v.awardType,
    awardConfigList: v.awardType === AwardType.none ? [] : v.awardConfigList,
    openAccountLimit: v.openAccountLimit,
    accountLimitRule: v.openAccountLimit ? accountRuleText(v.accountRule) : '',
  }
}

const sealChoiceOf = (view: AdminContestView): SealChoice => {
  if (!view.sealRankTime) return defaultSealChoice(view.type, view.duration)
  const seal = new Date(view.sealRankTime).getTime()
  const end = new Date(view.endTime).getTime()
  if (seal === end - SEAL_HALF_HOUR_S * 1000) return SealOption.halfHour
  if (seal === end - SEAL_ONE_HOUR_S * 1000) return SealOption.oneHour
  if (seal === new Date(view.startTime).getTime()) return SealOption.whole
  return 'custom'
}

/** The form of a stored contest (GET /admin/contest). */
export function fromView(view: AdminContestView): ContestFormValue {
  const rule = parseAccountRule(view.accountLimitRule)
  return {
    id: view.id,
    title: view.title,
    description: view.description ?? '',
    type: view.type,
    auth: view.auth,
    pwd: view.pwd ?? '',
    startTime: toLocalInput(view.startTime),
    endTime: toLocalInput(view.endTime),
    sealRank: view.sealRank,
    sealChoice: sealChoiceOf(view),
    customSealTime: view.sealRankTime,
    autoRealRank: view.autoRealRank,
    visible: view.visible,
    openPrint: view.openPrint,
    openRank: view.openRank,
    allowEndSubmit: view.allowEndSubmit,
    rankShowName:
      view.rankShowName === 'nickname' || view.rankShowName === 'realname' ? view.rankShowName : 'username',
    oiRankScoreType: oiRankScoreTypeOf(view.oiRankScoreType),
    starAccount: view.starAccount,
    awardType: view.awardType,
    awardConfigList: view.awardConfigList,
    openAccountLimit: view.openAccountLimit,
    accountRule: rule
      ? {
          prefix: rule.prefix,
          suffix: rule.suffix,
          start: String(rule.start),
          end: String(rule.end),
          extra: rule.extra.join('\n'),
        }
      : emptyAccountRule,
  }
}
