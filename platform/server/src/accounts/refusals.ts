import { badRequest, forbidden } from '@oj/sdk/server'

// The refusals shared by several accounts calls, with the wording of spec 1 §5 and §8.
export const usernameTaken = () =>
  badRequest('accounts.register.usernameExists', 'The username already exists')
export const emailTaken = () => badRequest('accounts.register.emailExists', 'The email already exists')
export const emailUnknown = () => badRequest('accounts.reset.emailUnknown', 'The email does not exist')
export const registrationClosed = () =>
  forbidden('accounts.register.closed', 'Registration is closed on this site at the moment')
export const wrongOldPassword = () => badRequest('accounts.settings.wrongPassword', 'The password is wrong')
