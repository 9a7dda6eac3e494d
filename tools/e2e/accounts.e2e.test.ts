// Accounts in the browser (spec 1 §2, §5): a newcomer registers with the code read from the mail
// outbox, logs in and out, asks for a password reset with the captcha, follows the mailed link, sets
// a new password and logs in with it; in Chinese, then in English. The platform runs as `npm start`
// runs it (built assets; PGlite and the in-process bus, as npm start serves).
// Screenshots of the three dialog views and the reset page go to OJ_E2E_SCREENSHOTS when it is set.
import { describe, expect, it } from 'vitest'

import { readCaptcha } from './captcha-reader.ts'
import { e2eRun, field, type Lang, logIn, mailed as mailedIn, openPage as open, shot } from './kit.ts'
import { e2eSite } from './site.ts'

const e2e = e2eRun()
const { run, consoleErrors } = e2e

/** The texts the test looks for, as spec 1 words them. */
const TEXT = {
  'zh-CN': {
    usernameExists: '用户名已存在',
    usernameMissing: '用户名不存在',
    mismatch: '两次输入的密码不一致',
    registered: '感谢注册',
    resetDone: '您的密码已重置',
    resendIn: /\d+ 秒后重发/,
    logout: '退出登录',
  },
  en: {
    usernameExists: 'The username already exists',
    usernameMissing: 'The username does not exist',
    mismatch: 'Password does not match',
    registered: 'Thanks for registering',
    resetDone: 'Your password has been reset',
    resendIn: /Resend in \d+ s/,
    logout: 'Logout',
  },
} as const

const site = e2eSite()
const openPage = (lang: Lang, width = 1280) => open(site, e2e, lang, width)
const mailed = (to: string, pattern: RegExp) => mailedIn(site.dataDir, to, pattern)

describe.each(['zh-CN', 'en'] as const)('accounts in the browser (%s)', (lang) => {
  const text = TEXT[lang]
  const username = `new${lang === 'en' ? 'en' : 'zh'}${run}`
  const email = `${username}@example.com`
  const tag = lang === 'en' ? 'en' : 'zh'

  it('registers with the mailed code, logs in, logs out, resets the password', async () => {
    const page = await openPage(lang)
    const { url } = site
    await page.goto(`${url}/oj/home?l=${lang}`)
    await page.getByTestId('login-button').click()
    await expect.poll(() => page.getByTestId('login-form').count(), { timeout: 10_000 }).toBe(1)
    await shot(page, `login-${tag}-1280`)
    // A click outside does not close the dialog.
    await page.mouse.click(30, 700)
    await page.waitForTimeout(300)
    expect(await page.getByTestId('login-form').count()).toBe(1)

    // Register: the existence check on blur, then the code with its countdown.
    await page.getByTestId('switch-register').click()
    await field(page, 'register-form', 'username').fill('root')
    await field(page, 'register-form', 'email').click()
    await expect.poll(() => page.getByText(text.usernameExists).count()).toBe(1)
    await field(page, 'register-form', 'username').fill(username)
    await field(page, 'register-form', 'email').fill(email)
    await page.getByTestId('send-code').click()
    await expect.poll(() => page.getByTestId('send-code').innerText()).toMatch(text.resendIn)
    const code = await mailed(email, /\b(\d{6})\b/)
    await field(page, 'register-form', 'password').fill('first-pass')
    await field(page, 'register-form', 'passwordAgain').fill('first-pasz')
    await field(page, 'register-form', 'code').fill(code)
    await page.getByTestId('register-submit').click()
    await expect.poll(() => page.getByText(text.mismatch).count()).toBe(1)
    await shot(page, `register-${tag}-1280`)

    // The countdown runs on while the user is on another view.
    await page.getByTestId('switch-login').click()
    await page.getByTestId('switch-register').click()
    expect(await page.getByTestId('send-code').isDisabled()).toBe(true)
    await expect.poll(() => page.getByTestId('send-code').innerText()).toMatch(text.resendIn)

    for (const [name, value] of [
      ['username', username],
      ['email', email],
      ['password', 'first-pass'],
      ['passwordAgain', 'first-pass'],
      ['code', code],
    ] as const)
      await field(page, 'register-form', name).fill(value)
    await page.getByTestId('register-submit').click()
    await expect.poll(() => page.getByText(text.registered).count(), { timeout: 10_000 }).toBe(1)
    await expect.poll(() => page.getByTestId('login-form').count()).toBe(1)

    await logIn(page, username, 'first-pass')
    await page.goto(`${url}/oj/logout`)
    await expect.poll(() => page.getByTestId('login-button').count(), { timeout: 10_000 }).toBe(1)

    // Reset: captcha (a click draws a new one), then the mailed link.
    await page.getByTestId('login-button').click()
    await page.getByTestId('switch-reset').click()
    const picture = page.getByTestId('captcha-image').locator('img')
    await expect.poll(() => picture.count(), { timeout: 10_000 }).toBe(1)
    const first = await picture.getAttribute('src')
    await page.getByTestId('captcha-image').click()
    await expect.poll(() => picture.getAttribute('src')).not.toBe(first)
    await field(page, 'reset-request-form', 'email').fill(email)
    await field(page, 'reset-request-form', 'captcha').fill(
      readCaptcha((await picture.getAttribute('src')) ?? ''),
    )
    await shot(page, `reset-${tag}-1280`)
    await page.getByTestId('reset-request-submit').click()
    await expect.poll(() => page.getByTestId('reset-request-submit').innerText()).toMatch(text.resendIn)
    const link = new URL(await mailed(email, /(https?:\/\/\S+\/oj\/reset-password\?\S+)/))
    expect(link.searchParams.get('username')).toBe(username)

    await page.keyboard.press('Escape')
    await page.goto(`${url}${link.pathname}${link.search}`)
    const form = page.getByTestId('reset-password-page')
    await expect.poll(() => form.count(), { timeout: 10_000 }).toBe(1)
    expect(await form.locator('[name="username"]').inputValue()).toBe(username)
    expect(await form.locator('[name="username"]').isDisabled()).toBe(true)
    await form.locator('[name="password"]').fill('second-pass')
    await form.locator('[name="passwordAgain"]').fill('second-pasz')
    await page.getByTestId('reset-password-submit').click()
    await expect.poll(() => page.getByText(text.mismatch).count()).toBe(1)
    await form.locator('[name="passwordAgain"]').fill('second-pass')
    await shot(page, `reset-page-${tag}-1280`)
    await page.getByTestId('reset-password-submit').click()
    await expect.poll(() => page.getByText(text.resetDone).count(), { timeout: 10_000 }).toBe(1)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/oj/home')
    await expect.poll(() => page.getByTestId('login-form').count()).toBe(1)
    await logIn(page, username, 'second-pass')
    await page.close()
  })

  it('fits a 390 px wide screen', async () => {
    const page = await openPage(lang, 390)
    const { url } = site
    await page.goto(`${url}/oj/home?l=${lang}`)
    await page.getByTestId('login-button').click()
    await expect.poll(() => page.getByTestId('login-form').count(), { timeout: 10_000 }).toBe(1)
    await shot(page, `login-${tag}-390`)
    for (const view of ['register', 'reset'] as const) {
      await page.getByTestId(`switch-${view}`).click()
      const form = page.getByTestId(view === 'register' ? 'register-form' : 'reset-request-form')
      await expect.poll(() => form.count()).toBe(1)
      // Nothing sticks out sideways.
      const box = await form.boundingBox()
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true)
      await shot(page, `${view}-${tag}-390`)
      await page.getByTestId('switch-login').click()
    }
    await page.goto(`${url}/oj/reset-password?username=${username}&code=${'x'.repeat(24)}&l=${lang}`)
    await expect.poll(() => page.getByTestId('reset-password-page').count(), { timeout: 10_000 }).toBe(1)
    await shot(page, `reset-page-${tag}-390`)
    expect(await page.getByText(text.usernameMissing).count()).toBe(0)
    // A link naming nobody says so (spec 1 §5).
    await page.goto(`${url}/oj/reset-password?username=nobody${run}&code=${'x'.repeat(24)}&l=${lang}`)
    await expect.poll(() => page.getByText(text.usernameMissing).count(), { timeout: 10_000 }).toBe(1)
    await page.close()
  })
})

describe('the accounts pages', () => {
  it('had no console errors', () => {
    expect(consoleErrors).toEqual([])
  })
})
