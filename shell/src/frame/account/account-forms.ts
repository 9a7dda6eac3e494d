// Client-side rules of spec 1 §5 for the register form, the reset request of the dialog and the
// reset-password page. The server checks the same rules; these only spare a round trip. Each error
// is a message id of the frame's catalogue.
import { validateLogin } from './login-form.ts'

export type FieldErrors<K extends string> = Partial<Record<K, string>>

export const EMAIL_CODE_LENGTH = 6
export const CAPTCHA_MAX_LENGTH = 8
/** Spec 1 §9: seconds between two register codes, and between two reset mails. */
export const REGISTER_COOLDOWN_S = 60
export const RESET_COOLDOWN_S = 90

// Something@something.tld with no spaces: the server holds the exact rule.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function emailError(email: string): string | undefined {
  const value = email.trim()
  if (!value) return 'frame.account.emailRequired'
  if (!EMAIL_SHAPE.test(value)) return 'frame.account.emailFormat'
  return undefined
}

function passwordErrors(password: string, again: string): FieldErrors<'password' | 'passwordAgain'> {
  const errors: FieldErrors<'password' | 'passwordAgain'> = {}
  const password_ = validateLogin({ username: 'x', password }).password
  if (password_) errors.password = password_
  if (!again) errors.passwordAgain = 'frame.account.passwordAgainRequired'
  else if (again !== password) errors.passwordAgain = 'frame.account.passwordMismatch'
  return errors
}

export interface RegisterFields {
  readonly username: string
  readonly email: string
  readonly password: string
  readonly passwordAgain: string
  readonly code: string
}
export type RegisterErrors = FieldErrors<keyof RegisterFields>

export function validateRegister(form: RegisterFields): RegisterErrors {
  const errors: RegisterErrors = { ...passwordErrors(form.password, form.passwordAgain) }
  const username = validateLogin({ username: form.username, password: 'xxxxxx' }).username
  if (username) errors.username = username
  const email = emailError(form.email)
  if (email) errors.email = email
  const code = form.code.trim()
  if (!code) errors.code = 'frame.account.codeRequired'
  else if (code.length !== EMAIL_CODE_LENGTH) errors.code = 'frame.account.codeLength'
  return errors
}

export interface ResetRequestFields {
  readonly email: string
  readonly captcha: string
}
export type ResetRequestErrors = FieldErrors<keyof ResetRequestFields>

export function validateResetRequest(form: ResetRequestFields): ResetRequestErrors {
  const errors: ResetRequestErrors = {}
  const email = emailError(form.email)
  if (email) errors.email = email
  const captcha = form.captcha.trim()
  if (!captcha) errors.captcha = 'frame.account.captchaRequired'
  else if (captcha.length > CAPTCHA_MAX_LENGTH) errors.captcha = 'frame.account.captchaLength'
  return errors
}

export interface ResetPasswordFields {
  readonly password: string
  readonly passwordAgain: string
}
export type ResetPasswordErrors = FieldErrors<keyof ResetPasswordFields>

export function validateResetPassword(form: ResetPasswordFields): ResetPasswordErrors {
  return passwordErrors(form.password, form.passwordAgain)
}

export function anyError(errors: Readonly<Record<string, string | undefined>>): boolean {
  return Object.values(errors).some(Boolean)
}

/** The seconds in a 429 reply's message ('Please wait 42 s …' / '… 42 秒后再试'), if any. */
export function waitSeconds(message: string): number | undefined {
  const found = /(\d+)/.exec(message)
  return found ? Number(found[1]) : undefined
}
