import type { EndpointArgs } from '@oj/sdk'
import type { AccountsApi } from '@oj/sdk/api'
import { dbQuery, dbTransaction, isUniqueViolation, refuse, RequestContext } from '@oj/sdk/server'
import { Effect } from 'effect'

import { readWebsiteConfig } from '../../site/website-config.ts'
import { hitRateLimit, RateRules } from '../guards/rate-limit.ts'
import { emailTaken, registrationClosed, usernameTaken } from '../refusals.ts'
import { emailExists, usernameExists } from '../users/lookups.ts'
import { createUser } from '../users/users.ts'
import { CodePurposes, consumeCode, countWrongGuess, issueCode, withdrawCode, wrongCode } from './codes.ts'
import { sendAccountMail } from './mails.ts'

const requireOpenRegistration = Effect.gen(function* () {
  const config = yield* readWebsiteConfig
  if (!config.register) return yield* registrationClosed()
})

/** GET /get-register-code: a 6-digit code to the address, at most once a minute per address. */
export const sendRegisterCode = ({ email }: EndpointArgs<typeof AccountsApi.registerCode>) =>
  Effect.gen(function* () {
    const { ip, locale } = yield* RequestContext
    yield* requireOpenRegistration
    yield* hitRateLimit(RateRules.codePerIp, ip)
    if (yield* dbQuery((db) => emailExists(db, email))) return yield* emailTaken()
    const purpose = CodePurposes.register
    const code = yield* issueCode(purpose, email.toLowerCase(), email)
    yield* sendAccountMail('registerCode', email, locale, { code, minutes: purpose.ttlMs / 60_000 }).pipe(
      Effect.tapError(() => withdrawCode(purpose, email.toLowerCase())),
    )
    return { email, expire: purpose.ttlMs / 1000 }
  })

/** POST /check-username-or-email: whether each given one is already taken (false when not given). */
export const checkUsernameOrEmail = (input: EndpointArgs<typeof AccountsApi.checkUsernameOrEmail>) =>
  Effect.gen(function* () {
    const { ip } = yield* RequestContext
    yield* hitRateLimit(RateRules.checkPerIp, ip)
    return yield* dbQuery(async (db) => ({
      username: input.username ? await usernameExists(db, input.username.trim()) : false,
      email: input.email ? await emailExists(db, input.email.trim()) : false,
    }))
  })

/** POST /register: the rules of spec 1 §5, all checked here; the code is used up with the insert. */
export const register = (input: EndpointArgs<typeof AccountsApi.register>) =>
  Effect.gen(function* () {
    const { ip } = yield* RequestContext
    yield* requireOpenRegistration
    yield* hitRateLimit(RateRules.registerPerIp, ip)
    const target = input.email.toLowerCase()
    yield* dbTransaction(async (tx) => {
      if (await usernameExists(tx, input.username)) refuse(usernameTaken())
      if (await emailExists(tx, input.email)) refuse(emailTaken())
      if (!(await consumeCode(tx, CodePurposes.register, target, input.code))) refuse(wrongCode())
      try {
        await createUser(tx, { username: input.username, password: input.password, email: input.email })
      } catch (error) {
        // Someone took the name or address a moment ago.
        if (isUniqueViolation(error, 'user_info_username_key')) refuse(usernameTaken())
        if (isUniqueViolation(error, 'user_info_email_key')) refuse(emailTaken())
        throw error
      }
    }).pipe(
      Effect.tapError((error) =>
        error.msgId === 'accounts.code.wrong' ? countWrongGuess(CodePurposes.register, target) : Effect.void,
      ),
    )
    return null
  })
