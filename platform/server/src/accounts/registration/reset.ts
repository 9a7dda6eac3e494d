import type { EndpointArgs } from '@oj/sdk'
import type { AccountsApi } from '@oj/sdk/api'
import { badRequest, Config, dbQuery, dbTransaction, refuse, RequestContext } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { checkCaptcha } from '../guards/captcha.ts'
import { hitRateLimit, RateRules } from '../guards/rate-limit.ts'
import { emailUnknown } from '../refusals.ts'
import { loginFailures, sessions } from '../sign-in/tables.ts'
import { findUserByEmail } from '../users/lookups.ts'
import { hashPassword } from '../users/passwords.ts'
import { userInfo } from '../users/tables.ts'
import { findUserByName } from '../users/users.ts'
import { CodePurposes, consumeCode, issueCode, withdrawCode } from './codes.ts'
import { sendAccountMail } from './mails.ts'

/**
 * Where the mailed link points: OJ_PUBLIC_URL, else the address the server listens on. The request's
 * Host header is never used: a forged one would send the victim's reset code to the forger's site.
 */
const siteOrigin = Effect.gen(function* () {
  const config = (yield* Config) as {
    readonly port: number
    readonly host?: string
    readonly publicUrl?: string | undefined
  }
  if (config.publicUrl) return config.publicUrl
  const host = !config.host || config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`
})

/** POST /apply-reset-password: the captcha first, then a reset link to the address (once per 90 s). */
export const applyResetPassword = (input: EndpointArgs<typeof AccountsApi.applyResetPassword>) =>
  Effect.gen(function* () {
    const { ip, locale } = yield* RequestContext
    yield* hitRateLimit(RateRules.resetPerIp, ip)
    yield* checkCaptcha(input.captchaKey, input.captcha)
    const user = yield* dbQuery((db) => findUserByEmail(db, input.email))
    if (!user?.email) return yield* emailUnknown()
    const purpose = CodePurposes.reset
    const code = yield* issueCode(purpose, user.uuid, user.email)
    const params = new URLSearchParams({ username: user.username, code })
    const link = `${yield* siteOrigin}/oj/reset-password?${params.toString()}`
    yield* sendAccountMail('resetLink', user.email, locale, {
      username: user.username,
      link,
      minutes: purpose.ttlMs / 60_000,
    }).pipe(Effect.tapError(() => withdrawCode(purpose, user.uuid)))
    return null
  })

const linkInvalid = () =>
  badRequest(
    'accounts.reset.linkInvalid',
    'The reset link is invalid or has expired; please ask for a new one',
  )

/**
 * POST /reset-password: the link's code is used up, the password replaced, every session ended
 * and the failure count cleared, all at once. An unknown user and a wrong code answer alike.
 */
export const resetPassword = (input: EndpointArgs<typeof AccountsApi.resetPassword>) =>
  Effect.gen(function* () {
    const { ip } = yield* RequestContext
    yield* hitRateLimit(RateRules.resetPerIp, ip)
    yield* hitRateLimit(RateRules.resetPerAccount, input.username)
    const password = yield* Effect.promise(() => hashPassword(input.password))
    yield* dbTransaction(async (tx) => {
      const user = await findUserByName(tx, input.username)
      if (!user || !(await consumeCode(tx, CodePurposes.reset, user.uuid, input.code))) refuse(linkInvalid())
      const uid = (user as { uuid: string }).uuid
      await tx.update(userInfo).set({ password, gmtModified: new Date() }).where(eq(userInfo.uuid, uid))
      await tx.delete(sessions).where(eq(sessions.uid, uid))
      await tx.delete(loginFailures).where(eq(loginFailures.username, input.username.toLowerCase()))
    })
    return null
  })
