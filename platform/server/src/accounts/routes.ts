import { AccountsApi } from '@oj/sdk/api'
import { defineServerModule } from '@oj/sdk/server'
import { Effect } from 'effect'

import { HttpExchange } from '../http/exchange.ts'
import { currentCaller } from './caller.ts'
import { newCaptcha } from './guards/captcha.ts'
import { checkSlidePuzzle, newSlidePuzzle } from './guards/slide-puzzle.ts'
import { accountsMessages } from './messages.ts'
import { checkUsernameOrEmail, register, sendRegisterCode } from './registration/register.ts'
import { applyResetPassword, resetPassword } from './registration/reset.ts'
import { serveAvatar, uploadAvatar } from './settings/avatar.ts'
import { changeProfile, ownProfile } from './settings/profile.ts'
import { changeEmail, changePassword, sendChangeEmailCode } from './settings/settings.ts'
import { login } from './sign-in/login.ts'
import { revokeSession } from './sign-in/sessions.ts'

const logout = Effect.gen(function* () {
  const { token } = yield* HttpExchange
  if (token) yield* revokeSession(token).pipe(Effect.orDie)
  return null
})

// The frame calls this after a 403 to refresh roles: the caller's are read with its session on
// every request, so they are fresh.
const userAuthInfo = Effect.map(currentCaller, ({ roles, permissions }) => ({ roles, permissions }))

/** The built-in accounts plugin: sign-up, sign-in, reset, settings, avatar, the caller's roles. */
export const accountsModule = defineServerModule<HttpExchange>({
  id: 'accounts',
  requires: [],
  messages: accountsMessages,
  routes: (api) => {
    api.handle(AccountsApi.login, { auth: 'anon', handler: login })
    api.handle(AccountsApi.logout, { auth: 'login', handler: () => logout })
    api.handle(AccountsApi.authInfo, { auth: 'login', handler: () => userAuthInfo })

    api.handle(AccountsApi.registerCode, { auth: 'anon', handler: sendRegisterCode })
    api.handle(AccountsApi.checkUsernameOrEmail, { auth: 'anon', handler: checkUsernameOrEmail })
    api.handle(AccountsApi.register, { auth: 'anon', handler: register })
    api.handle(AccountsApi.captcha, { auth: 'anon', handler: () => newCaptcha })
    api.handle(AccountsApi.slidePuzzle, { auth: 'anon', handler: () => newSlidePuzzle })
    api.handle(AccountsApi.checkSlidePuzzle, { auth: 'anon', handler: checkSlidePuzzle })
    api.handle(AccountsApi.applyResetPassword, { auth: 'anon', handler: applyResetPassword })
    api.handle(AccountsApi.resetPassword, { auth: 'anon', handler: resetPassword })

    api.handle(AccountsApi.changePassword, { auth: 'login', handler: changePassword })
    api.handle(AccountsApi.changeEmailCode, { auth: 'login', handler: sendChangeEmailCode })
    api.handle(AccountsApi.changeEmail, { auth: 'login', handler: changeEmail })
    api.handle(AccountsApi.changeProfile, { auth: 'login', handler: changeProfile })
    api.handle(AccountsApi.ownProfile, { auth: 'login', handler: () => ownProfile })
    api.handle(AccountsApi.uploadAvatar, { auth: 'login', handler: uploadAvatar })
    api.handle(AccountsApi.avatar, { auth: 'anon', handler: serveAvatar })
  },
})
