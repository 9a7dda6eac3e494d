// Login form rules of spec 1 §5: username required, at most 20; password required, 6 to 20.
export interface LoginFields {
  readonly username: string
  readonly password: string
}

export interface LoginErrors {
  /** Message ids. */
  readonly username?: string
  readonly password?: string
}

export function validateLogin(form: LoginFields): LoginErrors {
  const username = form.username.trim()
  const errors: { username?: string; password?: string } = {}
  if (!username) errors.username = 'frame.login.usernameRequired'
  else if (username.length > 20) errors.username = 'frame.login.usernameTooLong'
  if (!form.password) errors.password = 'frame.login.passwordRequired'
  else if (form.password.length < 6 || form.password.length > 20)
    errors.password = 'frame.login.passwordLength'
  return errors
}

/**
 * The sign-in's own rule: as `validateLogin`, but a password of up to 25 characters (accounts an
 * administrator generates may have 21 to 25, spec 3 §5; sign-up and new passwords stay 6 to 20).
 */
export function validateSignIn(form: LoginFields): LoginErrors {
  const errors = validateLogin(form)
  if (errors.password !== 'frame.login.passwordLength' || form.password.length < 6) return errors
  const { password: _tooLongFor20, ...rest } = errors
  return form.password.length > 25 ? { ...rest, password: 'frame.login.signInPasswordLength' } : rest
}

export function hasErrors(errors: LoginErrors): boolean {
  return Boolean(errors.username || errors.password)
}
