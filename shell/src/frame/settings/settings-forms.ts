// Client-side rules of spec 1 §5 Settings. The server (accounts/settings/settings.ts, profile.ts) checks the
// same rules; these only spare a round trip. Each error is a message id of the frame's catalogue.
import { EMAIL_CODE_LENGTH, emailError, type FieldErrors } from '../account/account-forms.ts'

/** Spec 1 §9: seconds between two change-e-mail codes (the server's cooldown too). */
export const CHANGE_EMAIL_COOLDOWN_S = 60

const PASSWORD_MIN = 6
const PASSWORD_MAX = 20

function passwordError(password: string, required: string): string | undefined {
  if (!password) return required
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'frame.login.passwordLength'
  return undefined
}

export interface ChangePasswordFields {
  readonly oldPassword: string
  readonly newPassword: string
  readonly newPasswordAgain: string
}
export type ChangePasswordErrors = FieldErrors<keyof ChangePasswordFields>

export function validateChangePassword(form: ChangePasswordFields): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {}
  const old = passwordError(form.oldPassword, 'frame.settings.oldPasswordRequired')
  if (old) errors.oldPassword = old
  const fresh = passwordError(form.newPassword, 'frame.settings.newPasswordRequired')
  if (fresh) errors.newPassword = fresh
  else if (form.newPassword === form.oldPassword) errors.newPassword = 'frame.settings.samePassword'
  if (!form.newPasswordAgain) errors.newPasswordAgain = 'frame.account.passwordAgainRequired'
  else if (form.newPasswordAgain !== form.newPassword)
    errors.newPasswordAgain = 'frame.account.passwordMismatch'
  return errors
}

/** The new address: well formed and not the current one (compared without case, as the server does). */
export function newEmailError(email: string, oldEmail: string | null | undefined): string | undefined {
  const shape = emailError(email)
  if (shape) return shape
  if (oldEmail && email.trim().toLowerCase() === oldEmail.trim().toLowerCase())
    return 'frame.settings.sameEmail'
  return undefined
}

export interface ChangeEmailFields {
  readonly password: string
  readonly newEmail: string
  readonly code: string
}
export type ChangeEmailErrors = FieldErrors<keyof ChangeEmailFields>

export function validateChangeEmail(
  form: ChangeEmailFields,
  oldEmail: string | null | undefined,
): ChangeEmailErrors {
  const errors: ChangeEmailErrors = {}
  const password = passwordError(form.password, 'frame.login.passwordRequired')
  if (password) errors.password = password
  const email = newEmailError(form.newEmail, oldEmail)
  if (email) errors.newEmail = email
  const code = form.code.trim()
  if (!code) errors.code = 'frame.account.codeRequired'
  else if (code.length !== EMAIL_CODE_LENGTH) errors.code = 'frame.account.codeLength'
  return errors
}

/** The fields POST /change-userInfo takes, all texts but gender. */
const PROFILE_TEXT_FIELDS = [
  'nickname',
  'realname',
  'cfUsername',
  'school',
  'number',
  'blog',
  'github',
  'signature',
] as const
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number]
export type Gender = 'male' | 'female' | 'secrecy'
export const GENDERS: ReadonlyArray<Gender> = ['male', 'female', 'secrecy']

export type ProfileFields = Readonly<Record<ProfileTextField, string>> & { readonly gender: Gender }
export type ProfileErrors = FieldErrors<ProfileTextField>

/** The server's length limits (accounts/settings/profile.ts). */
export const PROFILE_MAX: Readonly<Record<ProfileTextField, number>> = {
  nickname: 20,
  realname: 50,
  cfUsername: 24,
  school: 50,
  number: 20,
  blog: 200,
  github: 50,
  signature: 1000,
}

const WEB_ADDRESS = /^https?:\/\/\S+$/i

export function validateProfile(form: ProfileFields): ProfileErrors {
  const errors: ProfileErrors = {}
  for (const field of PROFILE_TEXT_FIELDS) {
    if (form[field].trim().length > PROFILE_MAX[field]) errors[field] = 'frame.settings.tooLong'
  }
  const blog = form.blog.trim()
  if (blog && !WEB_ADDRESS.test(blog)) errors.blog = 'frame.settings.blogInvalid'
  return errors
}

/** The form as the server's profile reply fills it (null → ''; an unknown gender → secrecy). */
export function profileForm(reply: Readonly<Record<string, unknown>> | null | undefined): ProfileFields {
  const text = (key: string) => {
    const value = reply?.[key]
    return typeof value === 'string' ? value : ''
  }
  const gender = GENDERS.find((g) => g === reply?.['gender']) ?? 'secrecy'
  const fields = Object.fromEntries(PROFILE_TEXT_FIELDS.map((f) => [f, text(f)]))
  return { ...(fields as Record<ProfileTextField, string>), gender }
}

/** The body of POST /change-userInfo: every field trimmed; an empty text clears the field. */
export function profilePayload(form: ProfileFields): Record<ProfileTextField, string> & { gender: Gender } {
  const fields = Object.fromEntries(PROFILE_TEXT_FIELDS.map((f) => [f, form[f].trim()]))
  return { ...(fields as Record<ProfileTextField, string>), gender: form.gender }
}

/** A phone number as people write it (the server's rule): digits, a leading +, spaces or dashes between. */
const MOBILE = /^\+?\d[\d -]{4,18}\d$/

/** The mobile number of the account section: empty (clears it) or a number. */
export function mobileError(mobile: string): string | undefined {
  const value = mobile.trim()
  return value === '' || MOBILE.test(value) ? undefined : 'frame.settings.mobileInvalid'
}
