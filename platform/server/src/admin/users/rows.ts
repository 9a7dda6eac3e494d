// The rows of a user import (spec 3 §5: 7 columns, username and password required; e-mail, real
// name, gender, nickname and school optional; gender male/0 or female/1, else secrecy), checked
// one by one and against each other: pure functions, the database's part comes in as `existing`.

/** A row made ready to store. */
export interface ImportedUser {
  readonly username: string
  readonly password: string
  readonly email: string | null
  readonly realname: string | null
  readonly gender: 'male' | 'female' | 'secrecy'
  readonly nickname: string | null
  readonly school: string | null
}

export interface RowVerdict {
  readonly index: number
  readonly username: string
  /** The row's e-mail as given (trimmed, any case), to find it twice; '' when none. */
  readonly email: string
  /** Message ids of the platform's catalogue; empty when the row is good. */
  readonly problems: ReadonlyArray<string>
  readonly user?: ImportedUser
}

const COLUMNS = 7
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
// As the sign-up's username rule: no spaces around it, no control characters.
const USERNAME = /^[^\s\p{Cc}](?:[^\p{Cc}]*[^\s\p{Cc}])?$/u
const CONTROL = /\p{Cc}/u

const cell = (row: ReadonlyArray<string | null>, i: number) => (row[i] ?? '').trim()
const optional = (text: string) => (text === '' ? null : text)

/** What is wrong with one row by itself (not yet against the others or the database). */
export function checkRow(row: ReadonlyArray<string | null>, index: number): RowVerdict {
  const problems: Array<string> = []
  // A spreadsheet's trailing empty cells are no extra column.
  let width = row.length
  while (width > COLUMNS && cell(row, width - 1) === '') width--
  if (width > COLUMNS) problems.push('admin.import.tooManyColumns')
  const username = cell(row, 0)
  // The password as typed: spaces inside or around it are part of it.
  const password = row[1] ?? ''
  const email = cell(row, 2)
  const realname = cell(row, 3)
  const gender = cell(row, 4).toLowerCase()
  const nickname = cell(row, 5)
  const school = cell(row, 6)

  if (username === '') problems.push('accounts.login.usernameRequired')
  else if (username.length > 20) problems.push('accounts.login.usernameTooLong')
  else if (!USERNAME.test(username)) problems.push('accounts.register.usernameInvalid')
  if (password === '') problems.push('accounts.login.passwordRequired')
  else if (password.length < 6 || password.length > 20 || CONTROL.test(password))
    problems.push('accounts.login.passwordLength')
  if (email !== '' && (email.length > 100 || !EMAIL.test(email))) problems.push('accounts.email.invalid')
  if (realname.length > 50) problems.push('accounts.profile.realnameTooLong')
  if (nickname.length > 20) problems.push('accounts.profile.nicknameTooLong')
  if (school.length > 50) problems.push('accounts.profile.schoolTooLong')
  const genderOf: Record<string, ImportedUser['gender']> = {
    '': 'secrecy',
    male: 'male',
    '0': 'male',
    female: 'female',
    '1': 'female',
    secrecy: 'secrecy',
  }
  const sex = genderOf[gender]
  if (sex === undefined) problems.push('admin.import.badGender')
  if (problems.length > 0 || sex === undefined) return { index, username, email, problems }
  return {
    index,
    username,
    email,
    problems,
    user: {
      username,
      password,
      email: optional(email),
      realname: optional(realname),
      gender: sex,
      nickname: optional(nickname),
      school: optional(school),
    },
  }
}

/**
 * Every row's verdict: its own problems, a username or e-mail given twice in the file (both rows
 * marked), and one an account holds already (`existing`: lower-cased names and addresses taken).
 */
export function checkRows(
  rows: ReadonlyArray<ReadonlyArray<string | null>>,
  existing: { readonly usernames: ReadonlySet<string>; readonly emails: ReadonlySet<string> },
): Array<RowVerdict> {
  const verdicts = rows.map(checkRow)
  const count = (key: (v: RowVerdict) => string | undefined) => {
    const seen = new Map<string, number>()
    for (const v of verdicts) {
      const k = key(v)
      if (k) seen.set(k, (seen.get(k) ?? 0) + 1)
    }
    return seen
  }
  const nameOf = (v: RowVerdict) => (v.username === '' ? undefined : v.username.toLowerCase())
  const emailOf = (v: RowVerdict) => (v.email === '' ? undefined : v.email.toLowerCase())
  const names = count(nameOf)
  const emails = count(emailOf)
  return verdicts.map((v) => {
    const more: Array<string> = []
    const name = nameOf(v)
    const email = emailOf(v)
    if (name && (names.get(name) ?? 0) > 1) more.push('admin.import.duplicateUsername')
    if (email && (emails.get(email) ?? 0) > 1) more.push('admin.import.duplicateEmail')
    if (name && existing.usernames.has(name)) more.push('accounts.register.usernameExists')
    if (email && existing.emails.has(email)) more.push('accounts.register.emailExists')
    if (more.length === 0) return v
    const { user: _good, ...rest } = v
    return { ...rest, problems: [...v.problems, ...more] }
  })
}
