import { Schema } from 'effect'

// Input fields the platform's schemas share. Their messages are message ids of the platform's server
// catalogue: a failed check answers that text in the caller's language, naming no schema detail.
// Imported by the `*.schemas.ts` modules only (the descriptors load them lazily).

type Check = Parameters<typeof Schema.String.check>[0]

/** A required text field: missing, not a text or empty all say `required`; then its own checks. */
const requiredText = (required: string, ...checks: Array<Check>) =>
  Schema.String.annotate({ message: required }).pipe(
    Schema.check(Schema.isNonEmpty({ message: required }), ...checks),
    Schema.annotateKey({ messageMissingKey: required }),
  )

/** Spec 1 §5: at most 20; no spaces around it nor control characters (it is shown and linked everywhere). */
export const Username = requiredText(
  'accounts.login.usernameRequired',
  Schema.isMaxLength(20, { message: 'accounts.login.usernameTooLong' }),
  Schema.isPattern(/^[^\s\p{Cc}](?:[^\p{Cc}]*[^\s\p{Cc}])?$/u, {
    message: 'accounts.register.usernameInvalid',
  }),
)

/** A login names an existing account: only required and at most 20 (older names are not re-checked). */
export const LoginName = requiredText(
  'accounts.login.usernameRequired',
  Schema.isMaxLength(20, { message: 'accounts.login.usernameTooLong' }),
)

/** A login's password: 6 to 25 (generated accounts may have up to 25, spec 3 §5; others 6 to 20). */
export const LoginPassword = requiredText(
  'accounts.login.passwordRequired',
  Schema.isBetweenLength(6, 25, { message: 'accounts.login.signInPasswordLength' }),
)

/** Spec 1 §5: 6 to 20. */
export const Password = requiredText(
  'accounts.login.passwordRequired',
  Schema.isBetweenLength(6, 20, { message: 'accounts.login.passwordLength' }),
)

export const NewPassword = requiredText(
  'accounts.settings.newPasswordRequired',
  Schema.isBetweenLength(6, 20, { message: 'accounts.login.passwordLength' }),
)

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export const Email = requiredText(
  'accounts.email.required',
  Schema.isMaxLength(100, { message: 'accounts.email.invalid' }),
  Schema.isPattern(EMAIL, { message: 'accounts.email.invalid' }),
)

/** Spec 1 §5: the e-mail code is exactly 6 characters. */
export const EmailCode = requiredText(
  'accounts.code.required',
  Schema.isBetweenLength(6, 6, { message: 'accounts.code.length' }),
)

/** Spec 1 §9: a captcha answer is 1 to 8 characters. */
export const CaptchaAnswer = requiredText(
  'accounts.captcha.required',
  Schema.isMaxLength(8, { message: 'accounts.captcha.length' }),
)

/** Keys and link codes the server made: required, and never longer than the server makes them. */
export const ServerToken = (required: string) =>
  requiredText(required, Schema.isMaxLength(100, { message: required }))

/**
 * A required text of at most `max` characters (spec 2 §5: "<field> is required", "<field> Can not
 * exceed 255/65535"): missing, not a text, empty or blank all say `required`.
 */
export const RequiredText = (required: string, max: number, tooLong: string) =>
  Schema.String.annotate({ message: required }).pipe(
    Schema.check(
      Schema.isPattern(/\S/, { message: required }),
      Schema.isMaxLength(max, { message: tooLong }),
    ),
    Schema.annotateKey({ messageMissingKey: required }),
  )

export const TITLE_MAX = 255
export const CONTENT_MAX = 65_535

/** An uploaded file (multipart/form-data), required with the given message. */
export const Upload = (missing: string) =>
  Schema.instanceOf(File)
    .annotate({ message: missing, description: 'A file, sent as multipart/form-data' })
    .pipe(Schema.annotateKey({ messageMissingKey: missing }))

/** A text column that may be empty (HOJ's nullable String). */
export const Text = Schema.NullOr(Schema.String)

/** A date-time as HOJ's JSON carries it (ISO 8601). */
export const DateTime = Schema.String.annotate({ description: 'An ISO 8601 date-time' })
