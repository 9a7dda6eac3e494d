// A newcomer's first visit in the browser (issue: accounts, home and frame): registers with the mailed
// code, logs in, solves A+B, changes the password and the avatar, sees the home page with the stats
// card and the user home with its charts, reads a system notice the super admin sent, logs out and
// back in with the new password; in Chinese, then in English; then the frame's pages at 390 px.
// Screenshots go to OJ_E2E_SCREENSHOTS when it is set.
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { e2eRun, field, type Lang, logIn, loginToken, mailed, openPage as open, shot } from './kit.ts'
import { e2eSite } from './site.ts'

const e2e = e2eRun()

const TEXT = {
  'zh-CN': {
    registered: '感谢注册',
    updated: '修改成功',
    noticeTitle: '欢迎新同学',
    siteName: '在线评测系统',
    siteDescription: '练习编程题，参加比赛，一起训练。',
  },
  en: {
    registered: 'Thanks for registering',
    updated: 'Update successfully',
    noticeTitle: 'Welcome aboard',
    siteName: 'Online Judge',
    siteDescription: 'Solve programming problems, join contests and train together.',
  },
} as const

const site = e2eSite()
let rootToken = ''

/** A call to the platform's API as a script would make it. */
async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${site.url}/ojapi${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...site.headers,
      ...(token ? { Authorization: token } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const reply = (await response.json()) as { status: number; msg: string; data: T }
  if (reply.status !== 200) throw new Error(`${method} ${path}: ${reply.status} ${reply.msg}`)
  return reply.data
}

beforeAll(async () => {
  rootToken = await loginToken(site, 'root', e2e.adminPassword)
})

const openPage = (lang: Lang, width = 1280) => open(site, e2e, lang, width)
const visible = (page: Page, testId: string, timeout = 15_000) =>
  expect.poll(() => page.getByTestId(testId).first().isVisible(), { timeout }).toBe(true)

/** A 400×300 picture to crop, made here so no image file is checked in. */
const picture = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer()

describe.each(['zh-CN', 'en'] as const)('a newcomer (%s)', (lang) => {
  const text = TEXT[lang]
  const tag = lang === 'en' ? 'en' : 'zh'
  const username = `nc${tag}${e2e.run}`
  const email = `${username}@example.com`

  it('registers, solves A+B, changes password and avatar, reads a notice, logs out', async () => {
    const page = await openPage(lang)
    await page.goto(`${site.url}/oj/home?l=${lang}`)
    await visible(page, 'home-page')
    // No name or description set yet: the frame's own, in the page's language.
    const footer = page.getByTestId('footer')
    await expect.poll(() => footer.innerText()).toContain(text.siteName)
    expect(await footer.innerText()).toContain(text.siteDescription)
    expect(await page.title()).toBe(text.siteName)

    // Register with the mailed code, then log in.
    await page.getByTestId('login-button').click()
    await page.getByTestId('switch-register').click()
    await field(page, 'register-form', 'username').fill(username)
    await field(page, 'register-form', 'email').fill(email)
    await page.getByTestId('send-code').click()
    const code = await mailed(site.dataDir, email, /\b(\d{6})\b/)
    await field(page, 'register-form', 'password').fill('first-pass')
    await field(page, 'register-form', 'passwordAgain').fill('first-pass')
    await field(page, 'register-form', 'code').fill(code)
    await page.getByTestId('register-submit').click()
    await expect.poll(() => page.getByText(text.registered).count(), { timeout: 10_000 }).toBe(1)
    await logIn(page, username, 'first-pass')

    // Solve A+B through the API with the browser's session, so the stats and charts have data.
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '')
    const { submitId } = await call<{ submitId: number }>('POST', '/submit-problem-judge', token, {
      pid: 'P1000',
      language: 'Python3',
      code: 'a, b = map(int, input().split())\nprint(a + b)\n',
      cid: 0,
      tid: 0,
      gid: null,
    })
    await expect
      .poll(
        async () =>
          (
            await call<{ submission: { status: number } }>(
              'GET',
              `/get-submission-detail?submitId=${submitId}`,
              token,
            )
          ).submission.status,
        { timeout: 60_000, interval: 500 },
      )
      .toBe(0)

    // The super admin sends this user a system notice.
    await call('POST', '/admin/msg/notice', rootToken, {
      title: text.noticeTitle,
      content: `**${username}**, read the [rules](/oj/introduction) first.`,
      type: 'Single',
      recipients: [username],
    })

    // Home: the stats card and heat grid are for logged-in users.
    await page.goto(`${site.url}/oj/home`)
    await visible(page, 'home-stats')
    await visible(page, 'home-heat-grid')
    await expect
      .poll(() => page.getByTestId('home-stats').innerText(), { timeout: 10_000 })
      .toMatch(/100(\.00)?\s*%/)
    await shot(page, `home-${tag}-1280`, { fullPage: true })

    // Settings: a new password, then an avatar cropped to 200×200.
    await page.goto(`${site.url}/oj/setting`)
    await visible(page, 'setting-page')
    await field(page, 'change-password-form', 'oldPassword').fill('first-pass')
    await field(page, 'change-password-form', 'newPassword').fill('second-pass')
    await field(page, 'change-password-form', 'newPasswordAgain').fill('second-pass')
    await page.getByTestId('change-password-submit').click()
    await expect.poll(() => page.getByText(text.updated).count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await page.getByTestId('avatar-file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await picture(),
    })
    await visible(page, 'crop-dialog')
    // The cropper itself, not the box shown while its chunk loads: react-easy-crop draws its crop
    // area once the picture has loaded, and the first area chosen enables the upload.
    await visible(page, 'cropper')
    await expect.poll(() => page.getByTestId('crop-upload').isEnabled(), { timeout: 15_000 }).toBe(true)
    await shot(page, `crop-${tag}-1280`)
    await page.getByTestId('crop-upload').click()
    await expect
      .poll(() => page.getByTestId('avatar-picture').getAttribute('src'), { timeout: 10_000 })
      .toMatch(/\/ojapi\/public\/avatar\/[0-9a-f]{64}\.png/)
    const avatar = await page.getByTestId('avatar-picture').getAttribute('src')
    const served = await fetch(new URL(avatar ?? '', site.url))
    expect(served.headers.get('content-type')).toBe('image/png')
    const size = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([size.width, size.height]).toEqual([200, 200])
    await shot(page, `setting-${tag}-1280`, { fullPage: true })

    // User home: the figures, the solved list and both charts (ECharts draws on canvas).
    await page.goto(`${site.url}/oj/user-home`)
    await visible(page, 'user-home-page')
    await expect
      .poll(() => page.getByTestId('user-home-solved-list').innerText(), { timeout: 10_000 })
      .toContain('P1000')
    await expect
      .poll(() => page.getByTestId('user-home-calendar').locator('canvas').count(), { timeout: 15_000 })
      .toBeGreaterThan(0)
    await expect
      .poll(() => page.getByTestId('user-home-difficulty').locator('canvas').count(), { timeout: 15_000 })
      .toBeGreaterThan(0)
    await shot(page, `user-home-${tag}-1280`, { fullPage: true })

    // The message menu shows the unread notice; the system box shows it, rendered.
    await page.goto(`${site.url}/oj/home`)
    await visible(page, 'unread-dot')
    await page.goto(`${site.url}/oj/message/sys`)
    await visible(page, 'message-item')
    await expect.poll(() => page.getByTestId('message-item').first().innerText()).toContain(text.noticeTitle)
    expect(await page.getByTestId('message-item').first().locator('strong').innerText()).toBe(username)
    await shot(page, `message-sys-${tag}-1280`)

    // Log out, and back in with the new password.
    await page.goto(`${site.url}/oj/logout`)
    await visible(page, 'login-button')
    await page.getByTestId('login-button').click()
    await logIn(page, username, 'second-pass')
    await page.close()
  })

  it('fits a 390 px wide screen', async () => {
    const page = await openPage(lang, 390)
    await page.goto(`${site.url}/oj/home?l=${lang}`)
    await visible(page, 'home-page')
    await page.getByTestId('login-button').click()
    await logIn(page, username, 'second-pass')
    for (const [path, testId] of [
      ['/home', 'home-stats'],
      ['/user-home', 'user-home-page'],
      ['/setting', 'setting-page'],
      ['/message/sys', 'message-item'],
      ['/introduction', 'introduction-page'],
      ['/developer', 'developer-page'],
    ] as const) {
      await page.goto(`${site.url}/oj${path}`)
      await visible(page, testId)
      // Nothing makes the page scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await shot(page, `${path.slice(1).replace('/', '-')}-${tag}-390`, { fullPage: true })
    }
    await page.close()
  })
})

describe('the newcomer pages', () => {
  it('had no console errors', () => {
    expect(e2e.consoleErrors).toEqual([])
  })
})
