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

export function hasErrors(errors: LoginErrors): boolean {
  return Boolean(errors.username || errors.password)
}
