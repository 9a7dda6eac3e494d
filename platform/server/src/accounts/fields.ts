import { Schema } from 'effect'

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
