import type { EndpointArgs } from '@oj/sdk'
import type { AccountsApi } from '@oj/sdk/api'
import { badRequest, dbQuery, dbTransaction, isUniqueViolation, refuse, RequestContext } from '@oj/sdk/server'
import { and, eq, ne } from 'drizzle-orm'
import { Effect } from 'effect'

import { HttpExchange } from '../../http/exchange.ts'
import { currentUser } from '../caller.ts'
import { hitRateLimit, RateRules } from '../guards/rate-limit.ts'
import { accountsMessages } from '../messages.ts'
import { emailTaken, wrongOldPassword } from '../refusals.ts'
import {
  CodePurposes,
  consumeCode,
  countWrongGuess,
  issueCode,
  withdrawCode,
  wrongCode,
} from '../registration/codes.ts'
import { sendAccountMail } from '../registration/mails.ts'
import { hashToken } from '../sign-in/sessions.ts'
import { sessions } from '../sign-in/tables.ts'
import { emailExists } from '../users/lookups.ts'
import { hashPassword, verifyPassword } from '../users/passwords.ts'
import { userInfo } from '../users/tables.ts'
import { userInfoVO } from '../users/user-info.ts'
import { rolesAndPermissions } from '../users/users.ts'

/** The caller's password must be right; guesses through a stolen session are rate limited. */
const confirmPassword = (uid: string, stored: string, password: string) =>
  Effect.gen(function* () {
    yield* hitRateLimit(RateRules.passwordPerAccount, uid)
    if (!(yield* Effect.promise(() => verifyPassword(stored, password)))) return yield* wrongOldPassword()
  })

/** HOJ's ChangeAccountVO of a change that went through, its message in the caller's language. */
const changed = (
  msgId: 'accounts.settings.passwordChanged' | 'accounts.settings.emailChanged',
  changedUser: ReturnType<typeof userInfoVO> | null,
) =>
  Effect.gen(function* () {
    const { locale } = yield* RequestContext
    return { code: 200, msg: accountsMessages[locale][msgId] ?? msgId, userInfo: changedUser }
  })

/** POST /change-password: the old one right, the new one different; other sessions end. */
export const changePassword = (input: EndpointArgs<typeof AccountsApi.changePassword>) =>
  Effect.gen(function* () {
    const { user } = yield* currentUser
    const { token } = yield* HttpExchange
    yield* confirmPassword(user.uuid, user.password, input.oldPassword)
    if (input.newPassword === input.oldPassword) {
      return yield* badRequest(
        'accounts.settings.samePassword',
        'The new password must be different from the old one',
      )
    }
    const password = yield* Effect.promise(() => hashPassword(input.newPassword))
    yield* dbTransaction(async (tx) => {
      await tx.update(userInfo).set({ password, gmtModified: new Date() }).where(eq(userInfo.uuid, user.uuid))
      const others = token ? ne(sessions.tokenHash, hashToken(token)) : undefined
      await tx.delete(sessions).where(and(eq(sessions.uid, user.uuid), others))
    })
    return yield* changed('accounts.settings.passwordChanged', null)
  })

const sameEmail = () =>
  badRequest('accounts.settings.sameEmail', 'The new email must be different from the old one')

/** GET /get-change-email-code: a 6-digit code to the new address (once a minute). */
export const sendChangeEmailCode = ({ email }: EndpointArgs<typeof AccountsApi.changeEmailCode>) =>
  Effect.gen(function* () {
    const { user } = yield* currentUser
    const { ip, locale } = yield* RequestContext
    yield* hitRateLimit(RateRules.codePerIp, ip)
    if (user.email?.toLowerCase() === email.toLowerCase()) return yield* sameEmail()
    if (yield* dbQuery((db) => emailExists(db, email))) return yield* emailTaken()
    const purpose = CodePurposes.changeEmail
    const code = yield* issueCode(purpose, user.uuid, email)
    yield* sendAccountMail('changeEmailCode', email, locale, { code, minutes: purpose.ttlMs / 60_000 }).pipe(
      Effect.tapError(() => withdrawCode(purpose, user.uuid)),
    )
    return { email, expire: purpose.ttlMs / 1000 }
  })

/**
 * POST /change-email: the password, and the code that was mailed to exactly this new address;
 * answers the user info with the new address.
 */
export const changeEmail = (input: EndpointArgs<typeof AccountsApi.changeEmail>) =>
  Effect.gen(function* () {
    const { user } = yield* currentUser
    yield* confirmPassword(user.uuid, user.password, input.password)
    if (user.email?.toLowerCase() === input.newEmail.toLowerCase()) return yield* sameEmail()
    const purpose = CodePurposes.changeEmail
    const info = yield* dbTransaction(async (tx) => {
      if (await emailExists(tx, input.newEmail)) refuse(emailTaken())
      const sentTo = await consumeCode(tx, purpose, user.uuid, input.code)
      if (sentTo?.toLowerCase() !== input.newEmail.toLowerCase()) refuse(wrongCode())
      try {
        await tx
          .update(userInfo)
          .set({ email: input.newEmail, gmtModified: new Date() })
          .where(eq(userInfo.uuid, user.uuid))
      } catch (error) {
        if (isUniqueViolation(error, 'user_info_email_key')) refuse(emailTaken())
        throw error
      }
      return userInfoVO({ ...user, email: input.newEmail }, (await rolesAndPermissions(tx, user.uuid)).roles)
    }).pipe(
      Effect.tapError((error) =>
        error.msgId === 'accounts.code.wrong' ? countWrongGuess(purpose, user.uuid) : Effect.void,
      ),
    )
    return yield* changed('accounts.settings.emailChanged', info)
  })
