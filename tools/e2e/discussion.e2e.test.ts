// Discussions in the browser (spec 2 §2, spec 3 §2.11, issue 15's done-when), in English and in Chinese,
// at 1280 px and at 390 px, on one platform started as `npm start` starts it: a visitor finds the seeded
// discussions through the nav entry; a user posts a discussion on a problem; a second user comments on
// it, mentions the first in a reply and likes it, and reports it; the first user sees the three messages
// in the message center as the unread counts move; the admin signs in through the admin area and finds
// the report under /admin/discussion-report (a user without an admin role is sent back to the admin
// sign-in). Last, root turns public discussion off in the admin area's switches: the nav entry goes and
// the discussion calls answer 'No Access'.

import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'

import { e2eRun, field, type Lang, loginToken, openLoggedIn, openPage, registerUser, shot } from './kit.ts'
import { e2eSite } from './site.ts'

const e2e = e2eRun()
const PASSWORD = 'forum-pass1'

const TEXT = {
  en: {
    nav: 'Discussion',
    training: 'Training',
    comment: 'Comment',
    reply: 'Reply',
    send: 'Send',
    like: 'Like · 0',
    liked: 'Liked · 1',
    spam: 'Spam or advertising',
    loginFirst: 'Please login first',
    adminAccount: 'Please login again with the administrator account',
    noAccess: 'No Access',
  },
  'zh-CN': {
    nav: '讨论',
    training: '训练',
    comment: '评论',
    reply: '回复',
    send: '发送',
    like: '点赞 · 0',
    liked: '已点赞 · 1',
    spam: '垃圾广告',
    loginFirst: '请先登录',
    adminAccount: '请使用管理员账号重新登录',
    noAccess: '无访问权限',
  },
} as const

const site = e2eSite()

// The platform is shared with the other files: public discussion goes back on, whatever happened here.
afterAll(async () => {
  const reply = await fetch(`${site.url}/ojapi/admin/switch/update`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      ...site.headers,
      Authorization: await loginToken(site, 'root', e2e.adminPassword),
    },
    body: JSON.stringify({ openPublicDiscussion: true }),
  })
  expect(((await reply.json()) as { status: number }).status).toBe(200)
})

const rows = (page: Page) => page.locator('[data-testid="discussion-list"] > li')

/** The caller's unread counts per message box, read with the page's own session. */
const unread = (page: Page) =>
  page.evaluate(async () => {
    const reply = await fetch('/ojapi/msg/unread', {
      headers: { Authorization: localStorage.getItem('token') ?? '' },
    })
    return ((await reply.json()) as { data: Record<string, number> }).data
  })

/** A call of the discussion module as a visitor of this language: its status and message. */
async function discussionCall(lang: Lang, path: string): Promise<{ status: number; msg: string }> {
  const reply = await fetch(`${site.url}/ojapi${path}`, { headers: { Cookie: `Web_Language=${lang}` } })
  const body = (await reply.json()) as { msg?: string }
  return { status: reply.status, msg: body.msg ?? '' }
}

/** Goes to a page of the admin area through its side menu (behind the Menu button at a phone's width). */
async function adminMenu(page: Page, width: number, id: string): Promise<void> {
  if (width < 768) {
    await page.getByTestId('admin-menu-open').click()
    await page.getByTestId('admin-menu-drawer').getByTestId(`admin-menu-${id}`).click()
  } else {
    await page.getByTestId('admin-menu').getByTestId(`admin-menu-${id}`).click()
  }
}

describe('discussions in the browser', { timeout: 300_000 }, () => {
  it('shows the seeded discussions to a visitor through the nav entry', async () => {
    const page = await openPage(site, e2e, 'zh-CN')
    await page.goto(`${site.url}/oj/`)
    await page.getByRole('link', { name: '讨论', exact: true }).first().click()
    await expect.poll(() => page.url()).toContain('/oj/discussion')
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(3)
    expect(await rows(page).first().innerText()).toContain('置顶')
    await shot(page, 'discussion-list-zh')
    await page.goto(`${site.url}/oj/discussion/P1000`)
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(1)
    await rows(page).first().getByRole('link').click()
    await expect.poll(() => page.url()).toMatch(/\/oj\/discussion-detail\/\d+$/)
    await expect.poll(() => page.getByTestId('discussion-comment').count(), { timeout: 20_000 }).toBe(1)
    await page.close()
  })

  const runs = [
    ['en', 1280],
    ['zh-CN', 390],
  ] as const
  it.each(runs)(
    'a post, its comment, mention, like and report reach the author and the admin (%s, %i px)',
    async (lang, width) => {
      const t = TEXT[lang]
      const tag = `${lang === 'en' ? 'en' : 'zh'}${width}`
      const author = `au${e2e.run}${tag}`
      const reader = `rd${e2e.run}${tag}`
      await registerUser(site, author, PASSWORD)
      await registerUser(site, reader, PASSWORD)

      // The author posts a discussion on P1000 through the dialog.
      const mine = await openLoggedIn(site, e2e, {
        lang,
        width,
        username: author,
        password: PASSWORD,
        path: '/discussion/P1000',
      })
      await mine.getByTestId('discussion-post').click()
      const dialog = mine.getByRole('dialog')
      const title = `Overflow in A+B ${tag}`
      await dialog.locator('[name="title"]').fill(title)
      await dialog.locator('[name="description"]').fill('Use long long')
      await dialog.getByRole('button', { name: 'Chat' }).click()
      await dialog.locator('[name="content"]').fill('Sums can exceed **2^31**.')
      await dialog.getByTestId('discussion-post-submit').click()
      await expect.poll(() => mine.url(), { timeout: 20_000 }).toMatch(/\/oj\/discussion-detail\/\d+$/)
      const detailPath = new URL(mine.url()).pathname.replace(/^\/oj/, '')
      await expect.poll(() => mine.locator('h1').innerText()).toBe(`[P1000] ${title}`)
      const before = await unread(mine)
      expect(before).toMatchObject({ comment: 0, reply: 0, like: 0 })
      expect(await mine.getByTestId('unread-dot').count()).toBe(0)

      // The reader comments, mentions the author in a reply to that comment, likes it and reports it.
      const other = await openLoggedIn(site, e2e, {
        lang,
        width,
        username: reader,
        password: PASSWORD,
        path: detailPath,
      })
      const area = other.getByTestId('discussion-comments')
      await area.getByRole('textbox').first().fill('Nice catch')
      await area.getByRole('button', { name: t.comment, exact: true }).click()
      const comment = other.getByTestId('discussion-comment')
      await expect.poll(() => comment.count(), { timeout: 20_000 }).toBe(1)
      const commented = Date.now()
      await other.getByRole('button', { name: t.like }).click()
      await expect.poll(() => other.getByRole('button', { name: t.liked }).count()).toBe(1)
      await other.getByTestId('discussion-report').click()
      await other.getByRole('dialog').getByRole('button', { name: t.spam }).click()
      await other.getByTestId('discussion-report-send').click()
      await expect.poll(() => other.getByRole('dialog').count()).toBe(0)
      // Comments and replies share one post per 10 s (issue 15 §5): the mention waits for it.
      await other.waitForTimeout(Math.max(0, commented + 10_500 - Date.now()))
      await comment.getByRole('button', { name: t.reply, exact: true }).first().click()
      await comment.getByRole('textbox').fill(`@${author} see the note on overflow`)
      await comment.getByRole('button', { name: t.send, exact: true }).click()
      await expect.poll(() => other.getByTestId('discussion-reply').count(), { timeout: 20_000 }).toBe(1)
      await shot(other, `discussion-detail-${tag}`, { fullPage: true })

      // A user without an admin role is sent from the admin area to its sign-in.
      await other.goto(`${site.url}/oj/admin/discussion-report`)
      await expect
        .poll(() => other.url(), { timeout: 20_000 })
        .toContain('/oj/admin/login?reason=admin-account')
      await expect
        .poll(() => other.getByTestId('admin-login-notice').innerText(), { timeout: 20_000 })
        .toBe(t.adminAccount)
      await shot(other, `admin-login-refused-${tag}`)
      await other.close()

      // The author's counts move: one comment, one reply (the mention), one like; the bell shows a dot.
      await expect
        .poll(() => unread(mine), { timeout: 10_000 })
        .toMatchObject({ comment: 1, reply: 1, like: 1 })
      await mine.reload()
      await expect.poll(() => mine.getByTestId('unread-dot').count(), { timeout: 10_000 }).toBe(1)
      for (const [route, box] of [
        ['discuss', 'comment'],
        ['reply', 'reply'],
        ['like', 'like'],
      ] as const) {
        await mine.goto(`${site.url}/oj/message/${route}`)
        const items = mine.getByTestId(`message-list-${box}`).getByTestId('message-item')
        await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(1)
        expect(await items.first().innerText()).toContain(reader)
        if (route === 'reply') await shot(mine, `message-reply-${tag}`, { fullPage: true })
      }
      await expect.poll(() => unread(mine)).toMatchObject({ comment: 0, reply: 0, like: 0 })
      await mine.close()

      // The admin: a visitor at /admin is sent to the admin sign-in, signs in, and finds the report.
      const admin = await openPage(site, e2e, lang, width)
      await admin.goto(`${site.url}/oj/admin?l=${lang}`)
      await expect
        .poll(() => admin.url(), { timeout: 20_000 })
        .toContain('/oj/admin/login?reason=login-first')
      await expect
        .poll(() => admin.getByTestId('admin-login-notice').innerText(), { timeout: 20_000 })
        .toBe(t.loginFirst)
      await field(admin, 'admin-login-form', 'username').fill('root')
      await field(admin, 'admin-login-form', 'password').fill(e2e.adminPassword)
      await admin.getByTestId('admin-login-submit').click()
      await expect.poll(() => admin.url(), { timeout: 20_000 }).toMatch(/\/oj\/admin\/dashboard$/)
      await expect
        .poll(() => admin.getByTestId('dashboard-users').innerText(), { timeout: 20_000 })
        .toMatch(/^\d+/)
      await shot(admin, `admin-dashboard-${tag}`, { fullPage: true })
      await adminMenu(admin, width, 'discussion-report')
      await expect.poll(() => admin.url(), { timeout: 20_000 }).toMatch(/\/oj\/admin\/discussion-report$/)
      const report = admin.getByRole('row').filter({ hasText: title })
      await expect.poll(() => report.count(), { timeout: 20_000 }).toBe(1)
      expect(await report.innerText()).toContain(reader)
      // The label as the reader chose it, in their language (HOJ's '#label#').
      expect(await report.innerText()).toContain(`#${t.spam}#`)
      await shot(admin, `admin-reports-${tag}`, { fullPage: true })
      if (width < 768) {
        await admin.getByTestId('admin-menu-open').click()
        await expect.poll(() => admin.getByTestId('admin-menu-drawer').isVisible()).toBe(true)
        await shot(admin, `admin-menu-drawer-${tag}`)
        await admin.keyboard.press('Escape')
      }
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await admin.close()
    },
  )

  it('turning public discussion off hides the nav entry and closes the calls', async () => {
    const before = await discussionCall('en', '/get-discussion-list')
    expect(before.status).toBe(200)
    const admin = await openPage(site, e2e, 'en', 1280)
    await admin.goto(`${site.url}/oj/admin/login?l=en`)
    await field(admin, 'admin-login-form', 'username').fill('root')
    await field(admin, 'admin-login-form', 'password').fill(e2e.adminPassword)
    await admin.getByTestId('admin-login-submit').click()
    await expect.poll(() => admin.url(), { timeout: 20_000 }).toMatch(/\/oj\/admin\/dashboard$/)
    await expect
      .poll(() => admin.getByRole('link', { name: 'Discussion', exact: true }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0)
    await adminMenu(admin, 1280, 'switch')
    const box = admin.locator('input[name="openPublicDiscussion"]')
    await expect.poll(() => box.isChecked(), { timeout: 20_000 }).toBe(true)
    await box.uncheck()
    await admin.getByTestId('admin-switch-save').click()
    // The frame's nav follows at once.
    await expect
      .poll(() => admin.getByRole('link', { name: 'Discussion', exact: true }).count(), { timeout: 10_000 })
      .toBe(0)
    await shot(admin, 'admin-switch-off-en1280')
    await admin.close()

    for (const lang of ['en', 'zh-CN'] as const) {
      const t = TEXT[lang]
      for (const path of ['/get-discussion-list', '/get-discussion-detail?did=1', '/comments?did=1']) {
        const reply = await discussionCall(lang, path)
        expect(reply.status, path).toBe(403)
        expect(reply.msg, path).toContain(t.noAccess)
      }
      for (const width of [1280, 390]) {
        const page = await openPage(site, e2e, lang, width)
        await page.goto(`${site.url}/oj/home?l=${lang}`)
        // The top bar's links, or under 992 px the drawer's buttons: the other modules' entries show,
        // the discussion's is gone.
        const role = width < 992 ? 'button' : 'link'
        const nav = width < 992 ? page.getByRole('dialog') : page.getByRole('navigation', { name: 'main' })
        if (width < 992) await page.getByTestId('drawer-button').click()
        await expect
          .poll(() => nav.getByRole(role, { name: t.training, exact: true }).isVisible(), { timeout: 20_000 })
          .toBe(true)
        expect(await nav.getByRole(role, { name: t.nav, exact: true }).count()).toBe(0)
        await shot(page, `discussion-off-${lang === 'en' ? 'en' : 'zh'}${width}`)
        await page.close()
      }
    }
  })

  it('keeps the console clean', () => {
    expect(e2e.consoleErrors).toEqual([])
  })
})
