import { defineServerModule } from '@oj/sdk/server'
import { Effect } from 'effect'

import { dbFailureIsDefect, query } from '../db/run.ts'
import { HttpExchange } from '../http/exchange.ts'
import { currentCaller } from './caller.ts'
import { newCaptcha } from './guards/captcha.ts'
import { checkSlidePuzzle, newSlidePuzzle, SlideAnswer } from './guards/slide-puzzle.ts'
import { accountsMessages } from './messages.ts'
import {
  CheckQuery,
  checkUsernameOrEmail,
  register,
  RegisterCodeQuery,
  RegisterInput,
  sendRegisterCode,
} from './registration/register.ts'
import { ApplyResetInput, applyResetPassword, ResetInput, resetPassword } from './registration/reset.ts'
import { AVATAR_ROUTE, AvatarName, AvatarUpload, serveAvatar, uploadAvatar } from './settings/avatar.ts'
import { changeProfile, ownProfile, ProfileInput } from './settings/profile.ts'
import {
  changeEmail,
  ChangeEmailCodeQuery,
  ChangeEmailInput,
  changePassword,
  ChangePasswordInput,
  sendChangeEmailCode,
} from './settings/settings.ts'
import { login, LoginInput } from './sign-in/login.ts'
import { revokeSession } from './sign-in/sessions.ts'
import { rolesAndPermissions } from './users/users.ts'

const logout = Effect.gen(function* () {
  const { token } = yield* HttpExchange
  if (token) yield* revokeSession(token).pipe(Effect.orDie)
  return null
})

// Read afresh rather than from the session: the frame calls this after a 403 to refresh roles.
const userAuthInfo = Effect.gen(function* () {
  const caller = yield* currentCaller
  return yield* query((db) => rolesAndPermissions(db, caller.uid))
})

/** The built-in accounts plugin: sign-up, sign-in, reset, settings, avatar, the caller's roles. */
export const accountsModule = defineServerModule<HttpExchange>({
  id: 'accounts',
  requires: [],
  messages: accountsMessages,
  routes: (api) => {
    api.post('/login', {
      auth: 'anon',
      input: LoginInput,
      handler: (input) => login(input).pipe(dbFailureIsDefect),
    })
    api.any('/logout', { auth: 'login', handler: () => logout })
    api.get('/get-user-auth-info', { auth: 'login', handler: () => userAuthInfo })

    api.get('/get-register-code', { auth: 'anon', input: RegisterCodeQuery, handler: sendRegisterCode })
    api.post('/check-username-or-email', { auth: 'anon', input: CheckQuery, handler: checkUsernameOrEmail })
    api.post('/register', { auth: 'anon', input: RegisterInput, handler: register })
    api.get('/captcha', { auth: 'anon', handler: () => newCaptcha })
    api.get('/get-slide-puzzle', { auth: 'anon', handler: () => newSlidePuzzle })
    api.post('/check-slide-puzzle', { auth: 'anon', input: SlideAnswer, handler: checkSlidePuzzle })
    api.post('/apply-reset-password', { auth: 'anon', input: ApplyResetInput, handler: applyResetPassword })
    api.post('/reset-password', { auth: 'anon', input: ResetInput, handler: resetPassword })

    api.post('/change-password', { auth: 'login', input: ChangePasswordInput, handler: changePassword })
    api.get('/get-change-email-code', {
      auth: 'login',
      input: ChangeEmailCodeQuery,
      handler: sendChangeEmailCode,
    })
    api.post('/change-email', { auth: 'login', input: ChangeEmailInput, handler: changeEmail })
    api.post('/change-userInfo', { auth: 'login', input: ProfileInput, handler: changeProfile })
    api.get('/get-user-info', { auth: 'login', handler: () => ownProfile })
    api.post('/file/upload-avatar', { auth: 'login', input: AvatarUpload, handler: uploadAvatar })
    api.get(`${AVATAR_ROUTE}/:name`, { auth: 'anon', input: AvatarName, handler: serveAvatar })
  },
})
