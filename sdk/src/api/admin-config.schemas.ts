import { Schema, SchemaTransformation } from 'effect'

import { IntFromQuery } from '../shared/paging.ts'
import { Flag, optionalParam } from '../shared/schema-kit.ts'
import { Email, Text } from './fields.ts'

// Schemas of the super admin's system configuration (hoj-wire.txt: admin/ConfigController,
// admin/SwitchController). The texts are message ids of the platform's catalogue.
export { NoInput } from '../shared/schema-kit.ts'

export const Nothing = Schema.Null

/** HOJ's WebConfigDTO: the site's name, footer and registration switch. */
export const WebConfig = Schema.Struct({
  baseUrl: Schema.String,
  name: Schema.String,
  shortName: Schema.String,
  description: Schema.String,
  register: Schema.Boolean,
  recordName: Schema.String,
  recordUrl: Schema.String,
  projectName: Schema.String,
  projectUrl: Schema.String,
  /** The site's contact address (ours; '' until set). */
  email: Schema.String,
}).annotate({ identifier: 'WebConfigDTO' })

type Check = Parameters<typeof Schema.String.check>[0]
/** A text setting: trimmed, at most `max`; '' clears it (the frame then shows its own). */
const Setting = (max: number, tooLong: string, ...checks: Array<Check>) =>
  optionalParam(
    Schema.String.annotate({ message: 'admin.config.notText' }).pipe(
      Schema.decodeTo(
        Schema.String.check(Schema.isMaxLength(max, { message: tooLong }), ...checks),
        SchemaTransformation.trim(),
      ),
    ),
  )
/** A link shown on every page: a web address or a path of the site, never a script. */
const LINK = /^(|https?:\/\/[^\s<>"]+|\/[^\s<>"]*)$/i
const Link = (max: number) =>
  Setting(max, 'admin.config.linkInvalid', Schema.isPattern(LINK, { message: 'admin.config.linkInvalid' }))

/**
 * HOJ's WebConfigDTO as set-web-config takes it: a field left out stays as it was, '' clears it
 * (HOJ keeps an empty field as it was; its client sends back every field it read).
 */
export const WebConfigChange = Schema.Struct({
  baseUrl: Setting(
    255,
    'admin.config.baseUrlInvalid',
    Schema.isPattern(/^(|https?:\/\/[^\s<>"]+)$/i, {
      message: 'admin.config.baseUrlInvalid',
    }),
  ),
  name: Setting(100, 'admin.config.nameTooLong'),
  shortName: Setting(20, 'admin.config.shortNameTooLong'),
  description: Setting(500, 'admin.config.descriptionTooLong'),
  register: optionalParam(Flag),
  recordName: Setting(200, 'admin.config.recordNameTooLong'),
  recordUrl: Link(255),
  projectName: Setting(100, 'admin.config.projectNameTooLong'),
  projectUrl: Link(255),
  email: optionalParam(
    Schema.String.pipe(
      Schema.check(
        Schema.isMaxLength(100, { message: 'accounts.email.invalid' }),
        Schema.isPattern(/^(|[^\s@]+@[^\s@.]+(\.[^\s@.]+)+)$/, { message: 'accounts.email.invalid' }),
      ),
    ),
  ),
})

/**
 * HOJ's EmailConfigDTO: the SMTP server mail goes through. The password is never sent back (''),
 * `hasPassword` says whether one is kept; `source` where the mailer's setting comes from now:
 * 'settings' (this page), 'environment' (OJ_SMTP_URL at start) or 'outbox' (no SMTP server: mail
 * is kept in the embedded outbox the admin area shows).
 */
export const EmailConfig = Schema.Struct({
  emailHost: Schema.String,
  emailPassword: Schema.String,
  emailPort: Schema.NullOr(Schema.Int),
  emailUsername: Schema.String,
  emailBGImg: Schema.String,
  emailSsl: Schema.Boolean,
  /** The sender address (ours; the username when blank). */
  emailFrom: Schema.String,
  hasPassword: Schema.Boolean,
  source: Schema.Literals(['settings', 'environment', 'outbox']),
}).annotate({ identifier: 'EmailConfigDTO' })

const Port = IntFromQuery.pipe(
  Schema.check(Schema.isBetween({ minimum: 1, maximum: 65_535 }, { message: 'admin.email.badPort' })),
).annotate({ message: 'admin.email.badPort' })

/**
 * set-email-config: a field left out or '' stays as it was (HOJ's rule, so its client never wipes the
 * password it was not shown); `clear: true` forgets the SMTP server, and mail goes to the outbox.
 */
export const EmailConfigChange = Schema.Struct({
  emailHost: Setting(
    255,
    'admin.email.badHost',
    Schema.isPattern(/^[A-Za-z0-9.:[\]-]*$/, { message: 'admin.email.badHost' }),
  ),
  emailPassword: optionalParam(
    Schema.String.check(Schema.isMaxLength(255, { message: 'admin.email.tooLong' })),
  ),
  emailPort: optionalParam(Port),
  emailUsername: Setting(255, 'admin.email.tooLong'),
  emailBGImg: Link(500),
  emailSsl: optionalParam(Flag),
  emailFrom: optionalParam(
    Schema.String.check(
      Schema.isMaxLength(100, { message: 'accounts.email.invalid' }),
      Schema.isPattern(/^(|[^\s@]+@[^\s@.]+(\.[^\s@.]+)+)$/, { message: 'accounts.email.invalid' }),
    ),
  ),
  clear: optionalParam(Flag),
})

/** HOJ's TestEmailDTO: where the test mail goes. */
export const TestEmail = Schema.Struct({ email: Email })

/**
 * HOJ's DBAndRedisConfigDTO, as things are: the database this server uses (the embedded PGlite in
 * the data folder, or Postgres from DATABASE_URL, its password never shown), and no Redis (this
 * platform keeps no cache server: the Redis fields are null). `database`, `cache` and `bus` say so in
 * words a page can show.
 */
export const DbConfig = Schema.Struct({
  dbName: Text,
  dbHost: Text,
  dbPort: Schema.NullOr(Schema.Int),
  dbUsername: Text,
  /** Never sent: '' (or null without a password). */
  dbPassword: Text,
  redisHost: Text,
  redisPort: Schema.NullOr(Schema.Int),
  redisPassword: Text,
  database: Schema.Struct({
    kind: Schema.Literals(['pglite', 'postgres']),
    version: Schema.String,
    /** The PGlite folder, or the Postgres address without its password. */
    location: Schema.String,
    sizeBytes: Schema.NullOr(Schema.Number),
  }),
  /** What plays Redis's part here: nothing is cached outside the server processes. */
  cache: Schema.Literals(['none']),
  bus: Schema.Struct({
    kind: Schema.Literals(['memory', 'nats']),
    /** The NATS address without credentials; '' for the in-process bus. */
    location: Schema.String,
  }),
}).annotate({ identifier: 'DBAndRedisConfigDTO' })

/** HOJ sends a DBAndRedisConfigDTO; this server refuses it (its database is set where it starts). */
export const DbConfigChange = Schema.Struct({})

const SWITCH_BOOLEANS = [
  'openPublicDiscussion',
  'openGroupDiscussion',
  'openContestComment',
  'openPublicJudge',
  'openGroupJudge',
  'openContestJudge',
  'hideNonContestSubmissionCode',
] as const
const SWITCH_INTEGERS = [
  'defaultSubmitInterval',
  'defaultCreateGroupDailyLimit',
  'defaultCreateGroupLimit',
  'defaultCreateGroupACInitValue',
  'defaultCreateDiscussionDailyLimit',
  'defaultCreateDiscussionACInitValue',
  'defaultCreateCommentACInitValue',
] as const
const REMOTE_ACCOUNTS = ['hdu', 'cf', 'poj', 'atcoder', 'spoj', 'libreoj'].flatMap((oj) => [
  `${oj}UsernameList`,
  `${oj}PasswordList`,
])

/**
 * HOJ's SwitchConfigDTO as switch/info answers it: the switches the enabled modules own, each with its
 * value (a switch of a module that is off, or of none, is left out). The remote judges' account
 * lists are answered empty: no remote judge here takes accounts from this page.
 */
export const SwitchConfig = Schema.Struct({
  ...Object.fromEntries(SWITCH_BOOLEANS.map((k) => [k, Schema.optionalKey(Schema.Boolean)])),
  ...Object.fromEntries(SWITCH_INTEGERS.map((k) => [k, Schema.optionalKey(Schema.Int)])),
  ...Object.fromEntries(REMOTE_ACCOUNTS.map((k) => [k, Schema.Array(Schema.String)])),
}).annotate({ identifier: 'SwitchConfigDTO' })

const SwitchFlag = optionalParam(Flag.annotate({ message: 'admin.switch.notBoolean' }))
const SwitchInt = optionalParam(IntFromQuery.annotate({ message: 'admin.switch.notInteger' }))

/**
 * HOJ's SwitchConfigDTO as switch/update takes it: the fields given are set when an enabled module
 * owns them (each checked against its range); others, and the remote judges' lists, are ignored.
 */
export const SwitchUpdate = Schema.Struct({
  openPublicDiscussion: SwitchFlag,
  openGroupDiscussion: SwitchFlag,
  openContestComment: SwitchFlag,
  openPublicJudge: SwitchFlag,
  openGroupJudge: SwitchFlag,
  openContestJudge: SwitchFlag,
  hideNonContestSubmissionCode: SwitchFlag,
  defaultSubmitInterval: SwitchInt,
  defaultCreateGroupDailyLimit: SwitchInt,
  defaultCreateGroupLimit: SwitchInt,
  defaultCreateGroupACInitValue: SwitchInt,
  defaultCreateDiscussionDailyLimit: SwitchInt,
  defaultCreateDiscussionACInitValue: SwitchInt,
  defaultCreateCommentACInitValue: SwitchInt,
})

const LocalText = Schema.Struct({ 'zh-CN': Schema.String, en: Schema.String })

/** One switch of the page (ours): its module, kind, range, value and texts in both languages. */
export const SwitchField = Schema.Struct({
  key: Schema.String,
  module: Schema.String,
  kind: Schema.Literals(['boolean', 'integer']),
  value: Schema.Union([Schema.Boolean, Schema.Int]),
  default: Schema.Union([Schema.Boolean, Schema.Int]),
  min: Schema.optionalKey(Schema.Int),
  max: Schema.optionalKey(Schema.Int),
  label: LocalText,
  help: Schema.optionalKey(LocalText),
  unit: Schema.optionalKey(LocalText),
}).annotate({ identifier: 'SwitchField' })
export const SwitchFields = Schema.Array(SwitchField)
