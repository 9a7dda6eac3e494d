import { Schema, SchemaTransformation } from 'effect'

import { IntFromQuery, PagingQuery } from '../shared/paging.ts'
import { Flag, optionalParam, PageOf } from '../shared/schema-kit.ts'
import { DateTime, Text, Username } from './fields.ts'

// Schemas of the super admin's user management (hoj-wire.txt: admin/AdminUserController,
// file/UserFileController). The texts are message ids of the platform's catalogue.
export { Json } from '../shared/schema-kit.ts'

export const Nothing = Schema.Null

export const UserListQuery = Schema.Struct({
  ...PagingQuery,
  /** Only the users holding root, admin or problem_admin. */
  onlyAdmin: optionalParam(Flag),
  /** Part of the username, real name, nickname or e-mail (any case). */
  keyword: optionalParam(Schema.String.check(Schema.isMaxLength(100))),
})

/** HOJ's Role. */
const Role = Schema.Struct({
  id: Schema.Int,
  role: Schema.String,
  description: Schema.String,
  status: Schema.Int,
  gmtCreate: DateTime,
  gmtModified: DateTime,
}).annotate({ identifier: 'Role' })

/** HOJ's UserRolesVO, without the password hash (never sent). */
export const UserRoles = Schema.Struct({
  uid: Schema.String,
  username: Schema.String,
  nickname: Text,
  school: Text,
  /** HOJ's course; this platform keeps none, so always null. */
  course: Text,
  number: Text,
  gender: Text,
  realname: Text,
  cfUsername: Text,
  github: Text,
  blog: Text,
  email: Text,
  avatar: Text,
  titleName: Text,
  titleColor: Text,
  signature: Text,
  /** 0 normal, 1 disabled (cannot log in). */
  status: Schema.Int,
  gmtCreate: DateTime,
  gmtModified: DateTime,
  roles: Schema.Array(Role),
}).annotate({ identifier: 'UserRolesVO' })
export const UserPage = PageOf(UserRoles)

/** Text that may be left out, null or blank (all three: not set). */
const Blankable = (
  max: number,
  tooLong: string,
  ...checks: Array<Parameters<typeof Schema.String.check>[0]>
) =>
  Schema.optionalKey(
    Schema.NullOr(Schema.String)
      .annotate({ message: 'admin.user.notText' })
      .pipe(
        Schema.decodeTo(
          Schema.NullOr(Schema.String.check(Schema.isMaxLength(max, { message: tooLong }), ...checks)),
          SchemaTransformation.transform({
            decode: (v) => (v === null || v.trim() === '' ? null : v.trim()),
            encode: (v) => v,
          }),
        ),
      ),
  )

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
/** '#rgb', '#rrggbb', '#rrggbbaa', or rgb()/rgba() as a colour picker gives it. */
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i

const RoleId = IntFromQuery.pipe(
  Schema.check(Schema.isBetween({ minimum: 1000, maximum: 1008 }, { message: 'admin.user.badRole' })),
).annotate({ message: 'admin.user.badRole' })
const UserStatus = Schema.Literals([0, 1]).annotate({ message: 'admin.user.badStatus' })

/**
 * HOJ's AdminEditUserDTO. `password` counts only with `setNewPwd`; e-mail, real name and title may
 * be cleared with null or blank.
 */
export const EditUser = Schema.Struct({
  uid: Schema.String.annotate({ message: 'admin.user.uidRequired' }).pipe(
    Schema.check(Schema.isNonEmpty({ message: 'admin.user.uidRequired' })),
    Schema.annotateKey({ messageMissingKey: 'admin.user.uidRequired' }),
  ),
  username: Username,
  realname: Blankable(50, 'accounts.profile.realnameTooLong'),
  email: Blankable(
    100,
    'accounts.email.invalid',
    Schema.isPattern(EMAIL, { message: 'accounts.email.invalid' }),
  ),
  setNewPwd: Schema.optionalKey(Flag),
  password: optionalParam(Schema.String),
  /** The role id, 1000-1008 (spec 1 §3). */
  type: RoleId.pipe(Schema.annotateKey({ messageMissingKey: 'admin.user.badRole' })),
  status: UserStatus.pipe(Schema.annotateKey({ messageMissingKey: 'admin.user.badStatus' })),
  titleName: Blankable(20, 'admin.user.titleTooLong'),
  titleColor: Blankable(
    40,
    'admin.user.badColour',
    Schema.isPattern(COLOUR, { message: 'admin.user.badColour' }),
  ),
})

/** One uid or several: HOJ sends `{ids: [...]}`; a query string carries one as text. */
const Uids = Schema.Union([Schema.Array(Schema.String), Schema.String])
  .annotate({ message: 'admin.user.idsRequired' })
  .pipe(
    Schema.decodeTo(
      Schema.Array(Schema.String).check(
        Schema.isMinLength(1, { message: 'admin.user.idsRequired' }),
        Schema.isMaxLength(1000, { message: 'admin.user.tooMany' }),
      ),
      SchemaTransformation.transform({
        decode: (v) => (typeof v === 'string' ? [v] : v),
        encode: (v) => v,
      }),
    ),
  )
export const DeleteUsers = Schema.Struct({
  ids: Uids.pipe(Schema.annotateKey({ messageMissingKey: 'admin.user.idsRequired' })),
})

/** The most rows one import takes. */
export const IMPORT_MAX_ROWS = 5000

/**
 * HOJ's insert-batch-user body: `users`, rows of spec 3 §5's seven columns (username, password,
 * e-mail, real name, gender, nickname, school), as text. Each row's cells are checked by the
 * server (check-batch-user answers them row by row); any bad row refuses the whole import.
 */
export const ImportUsers = Schema.Struct({
  users: Schema.Array(Schema.Array(Schema.NullOr(Schema.String)).annotate({ message: 'admin.import.badRow' }))
    .annotate({ message: 'admin.import.empty' })
    .pipe(
      Schema.check(
        Schema.isMinLength(1, { message: 'admin.import.empty' }),
        Schema.isMaxLength(IMPORT_MAX_ROWS, { message: 'admin.import.tooMany' }),
      ),
      Schema.annotateKey({ messageMissingKey: 'admin.import.empty' }),
    ),
})

/** What is wrong with one row: message ids of the platform's catalogue, in the reader's language. */
export const RowCheck = Schema.Struct({
  /** The row's place in `users`, from 0. */
  index: Schema.Int,
  username: Schema.String,
  /** Empty when the row can be imported. */
  problems: Schema.Array(Schema.String),
})
/** The verdict on every row (check-batch-user), and the refusal's data of a bad import. */
export const ImportCheck = Schema.Struct({
  rows: Schema.Array(RowCheck),
  valid: Schema.Int,
  invalid: Schema.Int,
})

const Count = (message: string) =>
  IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 999_999_999 }, { message })))

/**
 * HOJ's generate-user body: usernames prefix + number + suffix for each number of the range, with
 * random passwords of `password_length` characters (6-25).
 */
export const GenerateUsers = Schema.Struct({
  prefix: optionalParam(Schema.String.check(Schema.isMaxLength(20, { message: 'admin.generate.tooLong' }))),
  suffix: optionalParam(Schema.String.check(Schema.isMaxLength(20, { message: 'admin.generate.tooLong' }))),
  number_from: Count('admin.generate.fromRequired').pipe(
    Schema.annotateKey({ messageMissingKey: 'admin.generate.fromRequired' }),
  ),
  number_to: Count('admin.generate.toRequired').pipe(
    Schema.annotateKey({ messageMissingKey: 'admin.generate.toRequired' }),
  ),
  password_length: optionalParam(
    IntFromQuery.pipe(
      Schema.check(
        Schema.isBetween({ minimum: 6, maximum: 25 }, { message: 'admin.generate.passwordLength' }),
      ),
    ),
  ),
})
/** Where the accounts' list waits for download (generate-user-excel?key=, for 30 minutes). */
export const Generated = Schema.Struct({ key: Schema.String, count: Schema.Int })

export const ExcelKey = Schema.Struct({
  key: Schema.String.annotate({ message: 'admin.generate.keyInvalid' }).pipe(
    Schema.check(Schema.isBetweenLength(1, 200, { message: 'admin.generate.keyInvalid' })),
    Schema.annotateKey({ messageMissingKey: 'admin.generate.keyInvalid' }),
  ),
})
