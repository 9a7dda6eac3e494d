import { Id, NoInput, optionalParam } from '@oj/sdk'
import { Schema, SchemaTransformation } from 'effect'

import { REMOTE_JUDGE_IDS } from './constants.ts'

// Checks that fail with a message id (remote-judge.error.*) are shown to the caller as that
// message, in their language (the server module's messages hold both).
export { NoInput }

export const Site = Schema.Struct({
  /** HDU, CF, ... */
  oj: Schema.String,
  name: Schema.String,
  /** Where this server reaches it. */
  baseUrl: Schema.String,
  languages: Schema.Array(Schema.String),
  accounts: Schema.Number,
})
export const Sites = Schema.Struct({
  sites: Schema.Array(Site),
  /** Whether OJ_REMOTE_JUDGE_KEY is set (accounts can be stored). */
  keySet: Schema.Boolean,
})
export type Sites = typeof Sites.Type
export type Site = typeof Site.Type

export const Account = Schema.Struct({
  id: Schema.Number,
  oj: Schema.String,
  username: Schema.String,
  gmtCreate: Schema.String,
  gmtModified: Schema.String,
})
export type Account = typeof Account.Type
export const Accounts = Schema.Array(Account)

/** A remote judge's id, as typed (the server reads it upper-cased). */
const Oj = Schema.String.check(
  Schema.makeFilter((s: string) =>
    (REMOTE_JUDGE_IDS as ReadonlyArray<string>).includes(s.trim().toUpperCase())
      ? undefined
      : 'remote-judge.error.unknownJudge',
  ),
)

const Text = (max: number, required: string, tooLong: string) =>
  Schema.String.pipe(
    Schema.decodeTo(
      Schema.String.check(
        Schema.isNonEmpty({ message: required }),
        Schema.isMaxLength(max, { message: tooLong }),
      ),
      SchemaTransformation.trim(),
    ),
  )
const Username = Text(255, 'remote-judge.error.usernameRequired', 'remote-judge.error.usernameTooLong')
/** Passwords are kept as typed (spaces count), at most 255 characters. */
const Password = Schema.String.check(
  Schema.isNonEmpty({ message: 'remote-judge.error.passwordRequired' }),
  Schema.isMaxLength(255, { message: 'remote-judge.error.passwordTooLong' }),
)

export const AccountsQuery = Schema.Struct({ oj: Oj })
export const NewAccount = Schema.Struct({ oj: Oj, username: Username, password: Password })
export type NewAccount = typeof NewAccount.Type
export const AccountChange = Schema.Struct({
  id: Id,
  username: optionalParam(Username),
  password: optionalParam(Password),
})
export type AccountChange = typeof AccountChange.Type
export const AccountQuery = Schema.Struct({ id: Id })
export const Nothing = Schema.Null
