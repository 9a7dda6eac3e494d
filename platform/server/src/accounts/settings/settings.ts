import { badRequest, RequestContext } from '@oj/sdk/server'
import { and, eq, ne } from 'drizzle-orm'
import { Effect, Schema } from 'effect'

import { isUniqueViolation, query, refuse, transact } from '../../db/run.ts'
import { HttpExchange } from '../../http/exchange.ts'
import { currentUser } from '../caller.ts'
import { Email, EmailCode, NewPassword, Password } from '../fields.ts'
import { hitRateLimit, RateRules } from '../guards/rate-limit.ts'
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

/** The caller's password must be right; guesses through a stolen session are rate limited. */
const confirmPassword = (uid: string, stored: string, password: string) =>
  Effect.gen(function* () {
    yield* hitRateLimit(RateRules.passwordPerAccount, uid)
    if (!(yield* Effect.promise(() => verifyPassword(stored, password)))) return yield* wrongOldPassword()
  })

export const ChangePasswordInput = Schema.Struct({ oldPassword: Password, newPassword: NewPassword })

/** POST /change-password: the old one right, the new one different; other sessions end. */
export const changePassword = (input: typeof ChangePasswordInput.Type) =>
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
    yield* transact(async (tx) => {
      await tx.update(userInfo).set({ password, gmtModified: new Date() }).where(eq(userInfo.uuid, user.uuid))
      const others = token ? ne(sessions.tokenHash, hashToken(token)) : undefined
      await tx.delete(sessions).where(and(eq(sessions.uid, user.uuid), others))
    })
    return null
  })

const sameEmail = () =>
  badRequest('accounts.settings.sameEmail', 'The new email must be different from the old one')

export const ChangeEmailCodeQuery = Schema.Struct({ email: Email })

/** GET /get-change-email-code: a 6-digit code to the new address (once a minute). */
export const sendChangeEmailCode = ({ email }: typeof ChangeEmailCodeQuery.Type) =>
  Effect.gen(function* () {
    const { user } = yield* currentUser
    const { ip, locale } = yield* RequestContext
    yield* hitRateLimit(RateRules.codePerIp, ip)
    if (user.email?.toLowerCase() === email.toLowerCase()) return yield* sameEmail()
    if (yield* query((db) => emailExists(db, email))) return yield* emailTaken()
    const purpose = CodePurposes.changeEmail
    const code = yield* issueCode(purpose, user.uuid, email)
    yield* sendAccountMail('changeEmailCode', email, locale, { code, minutes: purpose.ttlMs / 60_000 }).pipe(
      Effect.tapError(() => withdrawCode(purpose, user.uuid)),
    )
    return { email, expire: purpose.ttlMs / 1000 }
  })

export const ChangeEmailInput = Schema.Struct({ password: Password, newEmail: Email, code: EmailCode })

/** POST /change-email: the password, and the code that was mailed to exactly this new address. */
export const changeEmail = (input: typeof ChangeEmailInput.Type) =>
  Effect.gen(function* () {
    const { user } = yield* currentUser
    yield* confirmPassword(user.uuid, user.password, input.password)
    if (user.email?.toLowerCase() === input.newEmail.toLowerCase()) return yield* sameEmail()
    const purpose = CodePurposes.changeEmail
    yield* transact(async (tx) => {
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
    }).pipe(
      Effect.tapError((error) =>
        error.msgId === 'accounts.code.wrong' ? countWrongGuess(purpose, user.uuid) : Effect.void,
      ),
    )
    return { email: input.newEmail }
  })
