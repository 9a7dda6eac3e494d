import { badRequest, RequestContext } from '@oj/sdk/server'
import { Effect } from 'effect'
import svgCaptcha from 'svg-captcha'

import { storeChallenge, takeChallenge } from './challenges.ts'
import { hitRateLimit, RateRules } from './rate-limit.ts'

/** How long a captcha may be answered. */
const CAPTCHA_TTL_MS = 5 * 60_000

/** GET /captcha: an SVG picture of a few characters (as a data URL) and the key to answer it with. */
export const newCaptcha = Effect.gen(function* () {
  const { ip } = yield* RequestContext
  yield* hitRateLimit(RateRules.challengePerIp, ip)
  // Characters that look alike are left out: a person must be able to read it.
  const { data, text } = svgCaptcha.create({ size: 4, noise: 3, color: true, ignoreChars: '0oO1iIlL' })
  const captchaKey = yield* storeChallenge('captcha', text.toLowerCase(), CAPTCHA_TTL_MS)
  return { img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, captchaKey }
})

/** Checks an answer, case-insensitively; the captcha is used up either way. */
export const checkCaptcha = (captchaKey: string, answer: string) =>
  Effect.gen(function* () {
    const expected = yield* takeChallenge('captcha', captchaKey)
    if (expected === undefined || expected !== answer.trim().toLowerCase()) {
      return yield* badRequest('accounts.captcha.wrong', 'The captcha is wrong or has expired')
    }
  })
