// The account-limit rule (spec 3 §3): HOJ keeps it as one tagged string
// `<prefix>…</prefix><suffix>…</suffix><start>N</start><end>M</end>` and this module adds
// `<extra>…</extra>` (more allowed usernames, separated by white space or commas).

export interface AccountRule {
  readonly prefix: string
  readonly suffix: string
  readonly start: number
  readonly end: number
  readonly extra: ReadonlyArray<string>
}

const tag = (text: string, name: string): string | undefined => {
  const open = `<${name}>`
  const close = `</${name}>`
  const from = text.indexOf(open)
  if (from < 0) return undefined
  const to = text.indexOf(close, from + open.length)
  if (to < 0) return undefined
  return text.slice(from + open.length, to)
}

const splitNames = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '')

/** The rule of a stored string, or undefined when it is not one (a missing tag, numbers that are not). */
export function parseAccountRule(text: string | null | undefined): AccountRule | undefined {
  if (!text) return undefined
  const prefix = tag(text, 'prefix')
  const suffix = tag(text, 'suffix')
  const start = tag(text, 'start')
  const end = tag(text, 'end')
  if (prefix === undefined || suffix === undefined || start === undefined || end === undefined)
    return undefined
  if (!/^\d{1,9}$/.test(start.trim()) || !/^\d{1,9}$/.test(end.trim())) return undefined
  return {
    prefix,
    suffix,
    start: Number(start),
    end: Number(end),
    extra: splitNames(tag(text, 'extra') ?? ''),
  }
}

/** The stored string of a rule. */
export const formatAccountRule = (r: AccountRule): string =>
  `<prefix>${r.prefix}</prefix><suffix>${r.suffix}</suffix><start>${r.start}</start><end>${r.end}</end>` +
  (r.extra.length ? `<extra>${r.extra.join(' ')}</extra>` : '')

/** Whether a username is allowed by the rule: prefix + number in [start, end] + suffix, or an extra one. */
export function accountAllowed(r: AccountRule, username: string): boolean {
  if (r.extra.includes(username)) return true
  if (!username.startsWith(r.prefix) || !username.endsWith(r.suffix)) return false
  const middle = username.slice(r.prefix.length, username.length - r.suffix.length)
  if (!/^\d+$/.test(middle)) return false
  const n = Number(middle)
  return n >= r.start && n <= r.end
}

/** The first allowed accounts, for the form's preview (at most `max`, then '…'). */
export function previewAccounts(r: AccountRule, max = 3): string[] {
  const out: string[] = []
  for (let n = r.start; n <= r.end && out.length < max; n++) out.push(`${r.prefix}${n}${r.suffix}`)
  if (r.end - r.start + 1 > max) out.push('…', `${r.prefix}${r.end}${r.suffix}`)
  return [...out, ...r.extra]
}
