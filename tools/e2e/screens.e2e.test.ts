// Screens of issue 39 in the browser, in Chinese and in English, at 1280 px and at 390 px: the home
// page's recent contests (a block of the contests module), a visitor who opens a contest (a warning
// and the login dialog, nothing else), a contest's typeset description, its rank counting each
// participant once, its focus mode, the reason an OI contest greys ACM problems, the training rank
// and admin list, the problem page's tabs on a phone, and the settings' mobile number.

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { e2eRun, field, type Lang, loginToken, openLoggedIn, openPage, registerUser, shot } from './kit.ts'
import { e2eSite } from './site.ts'

const e2e = e2eRun()
const PASSWORD = 'screens-pass1'
const A_PLUS_B =
  '#include <stdio.h>\nint main(void) {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", a + b);\n  return 0;\n}\n'

const TEXT = {
  en: {
    loginFirst: 'Please login first',
    recent: 'Recent contests',
    participants: '1 participant',
    typeNote: 'An OI contest takes OI problems only: the others cannot be added.',
    author: 'Author',
    mobile: 'Mobile number',
  },
  'zh-CN': {
    loginFirst: '请先登录',
    recent: '近期比赛',
    participants: '共 1 人',
    typeNote: 'OI 比赛只能添加 OI 题目，其他赛制的题目不能添加。',
    author: '作者',
    mobile: '手机号',
  },
} as const

const site = e2eSite()
const student = `sc${e2e.run}`
const title = `Screens ${e2e.run}`
let acmCid = 0
let tid = 0
let oiCid = 0

const PAIRS = [
  ['zh-CN', 1280],
  ['en', 390],
  ['en', 1280],
  ['zh-CN', 390],
] as const
const tag = (lang: Lang, width: number) => `${lang === 'en' ? 'en' : 'zh'}${width}`

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${site.url}/ojapi${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: token, ...site.headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const reply = (await response.json()) as { status: number; msg: string; data: T }
  if (reply.status !== 200) throw new Error(`${method} ${path}: ${reply.status} ${reply.msg}`)
  return reply.data
}

/** A visible public contest running for two more hours, made by root through the admin calls. */
async function contest(root: string, name: string, type: 0 | 1, description: string): Promise<number> {
  const now = Date.now()
  await api(root, 'POST', '/admin/contest', {
    title: name,
    type,
    description,
    auth: 0,
    startTime: new Date(now - 3_600_000).toISOString(),
    endTime: new Date(now + 2 * 3_600_000).toISOString(),
    duration: 3 * 3600,
    sealRank: false,
    openRank: true,
    visible: true,
    rankShowName: 'username',
  })
  const page = await api<{ records: Array<{ id: number; title: string }> }>(
    root,
    'GET',
    `/admin/contest/get-contest-list?currentPage=1&limit=10&keyword=${encodeURIComponent(name)}`,
  )
  const found = page.records.find((c) => c.title === name)
  if (!found) throw new Error(`contest ${name} not made`)
  return found.id
}

const visitorPage = async (lang: Lang, width: number, path: string): Promise<Page> => {
  const page = await openPage(site, e2e, lang, width)
  await page.goto(`${site.url}/oj${path}${path.includes('?') ? '&' : '?'}l=${lang}`)
  return page
}

/**
 * The student's page at `path`, logged in on the home page first: a contest's page opens the login
 * dialog by itself for a visitor, which would race the kit's click on the login button.
 */
const studentPage = async (lang: Lang, width: number, path: string): Promise<Page> => {
  const page = await openLoggedIn(site, e2e, {
    lang,
    width,
    username: student,
    password: PASSWORD,
    path: '/home',
  })
  await page.goto(`${site.url}/oj${path}${path.includes('?') ? '&' : '?'}l=${lang}`)
  return page
}

/** Whether nothing of the page is wider than the window. */
const fits = (page: Page, width: number) =>
  page.evaluate((w) => document.documentElement.scrollWidth <= w, width)

describe('the screens of issue 39', { timeout: 300_000 }, () => {
  it('makes two running contests and one participant (root, through the calls)', async () => {
    const root = await loginToken(site, 'root', e2e.adminPassword)
    acmCid = await contest(root, title, 0, 'Print $a+b$ for each pair, with $|a|, |b| \\le 10^9$.')
    oiCid = await contest(root, `${title} OI`, 1, 'An OI round.')
    const bank = await api<{ records: Array<{ pid: number; problemId: string }> }>(
      root,
      'GET',
      '/get-problem-list?currentPage=1&limit=30',
    )
    const pidOf = (problemId: string) => bank.records.find((p) => p.problemId === problemId)?.pid
    await api(root, 'POST', '/admin/contest/add-problem-from-public', {
      cid: acmCid,
      pid: pidOf('P1000'),
      displayId: 'A',
    })
    await api(root, 'POST', '/admin/contest/add-problem-from-public', {
      cid: acmCid,
      pid: pidOf('P1001'),
      displayId: 'B',
    })
    // One participant: the student's Accepted A+B, in the contest and in the demo training.
    await registerUser(site, student, PASSWORD)
    const token = await loginToken(site, student, PASSWORD)
    const training = (await (await fetch(`${site.url}/ojapi/get-training-list?keyword=Getting`)).json()) as {
      data: { records: Array<{ id: number }> }
    }
    tid = training.data.records[0]?.id ?? 0
    const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))
    for (const scope of [
      { tid, pid: 'P1000' },
      { cid: acmCid, pid: 'A' },
    ]) {
      // Asked again until the submit interval since the last one has passed.
      let submitId = 0
      for (const end = Date.now() + 30_000; submitId === 0; await sleep(1000)) {
        const body = { ...scope, language: 'C', code: A_PLUS_B }
        submitId = await api<{ submitId: number }>(token, 'POST', '/submit-problem-judge', body).then(
          (reply) => reply.submitId,
          (error: unknown) => {
            if (Date.now() > end) throw error
            return 0
          },
        )
      }
      const status = async () =>
        (
          await api<{ submission: { status: number } }>(
            token,
            'GET',
            `/get-submission-detail?submitId=${submitId}`,
          )
        ).submission.status
      await expect.poll(status, { timeout: 120_000, interval: 500 }).toBe(0)
    }
  }, 240_000)

  it.each(PAIRS)(
    'the home page lists the recent contests; a visitor is asked to log in (%s, %i px)',
    async (lang, width) => {
      const t = TEXT[lang]
      const page = await visitorPage(lang, width, '/home')
      const block = page.getByTestId('home-recent-contests')
      await expect.poll(() => block.innerText(), { timeout: 30_000 }).toContain(title)
      expect(await block.innerText()).toContain(t.recent)
      await block.scrollIntoViewIfNeeded()
      await shot(page, `screens-home-${tag(lang, width)}`)
      await block.getByRole('link', { name: title, exact: true }).click()
      await expect.poll(() => page.getByTestId('login-form').isVisible(), { timeout: 10_000 }).toBe(true)
      await expect.poll(() => page.getByText(t.loginFirst, { exact: true }).count()).toBe(1)
      expect(page.url()).toMatch(/\/oj\/home/)
      await shot(page, `screens-home-login-${tag(lang, width)}`)
      expect(await fits(page, width)).toBe(true)
      await page.close()
    },
  )

  it.each(PAIRS)(
    'a visitor at a contest is warned once and gets the login dialog (%s, %i px)',
    async (lang, width) => {
      const t = TEXT[lang]
      const page = await visitorPage(lang, width, `/contest/${acmCid}`)
      await expect.poll(() => page.getByTestId('login-form').isVisible(), { timeout: 20_000 }).toBe(true)
      await expect.poll(() => page.getByTestId('contest-login-first').count()).toBe(1)
      await page.waitForTimeout(500)
      expect(await page.getByText(t.loginFirst, { exact: true }).count()).toBe(1)
      expect(await page.getByText(lang === 'en' ? /failed to load/i : '加载失败').count()).toBe(0)
      await shot(page, `screens-contest-visitor-${tag(lang, width)}`)
      // After the login the contest opens where the visitor was.
      await field(page, 'login-form', 'username').fill(student)
      await field(page, 'login-form', 'password').fill(PASSWORD)
      await page.getByTestId('login-submit').click()
      await expect.poll(() => page.locator('.katex').count(), { timeout: 20_000 }).toBeGreaterThan(0)
      await page.close()
    },
  )

  it.each(PAIRS)(
    'a contest typesets its description, counts its rank once, and has a focus mode (%s, %i px)',
    async (lang, width) => {
      const t = TEXT[lang]
      const page = await studentPage(lang, width, `/contest/${acmCid}`)
      await expect.poll(() => page.locator('.katex').count(), { timeout: 20_000 }).toBeGreaterThan(1)
      expect(await page.locator('main').innerText()).not.toContain('$a+b$')
      await shot(page, `screens-contest-overview-${tag(lang, width)}`)

      await page.goto(`${site.url}/oj/contest/${acmCid}/rank?l=${lang}`)
      await expect
        .poll(() => page.getByTestId('board-total').innerText(), { timeout: 20_000 })
        .toBe(t.participants)
      await expect.poll(() => page.locator('table tbody tr').filter({ hasText: student }).count()).toBe(2)
      await shot(page, `screens-contest-rank-${tag(lang, width)}`)
      await page.goto(`${site.url}/oj/contest/acm-scoreboard/${acmCid}?l=${lang}`)
      await expect
        .poll(() => page.getByTestId('board-total').innerText(), { timeout: 20_000 })
        .toBe(t.participants)
      await shot(page, `screens-contest-scoreboard-${tag(lang, width)}`)

      await page.goto(`${site.url}/oj/contest/${acmCid}/problem/A/full-screen?l=${lang}`)
      const problem = page.getByTestId('problem-page')
      await expect.poll(() => problem.getAttribute('data-focus'), { timeout: 30_000 }).toBe('true')
      await expect.poll(() => page.getByTestId('problem-strip').count(), { timeout: 20_000 }).toBe(1)
      expect(await page.getByTestId('contest-tabs').count()).toBe(0)
      await shot(page, `screens-contest-focus-${tag(lang, width)}`)
      await page.close()
    },
  )

  it.each(PAIRS)('an OI contest says why ACM problems cannot be added (%s, %i px)', async (lang, width) => {
    const t = TEXT[lang]
    const page = await openPage(site, e2e, lang, width)
    await page.goto(`${site.url}/oj/admin/login?l=${lang}`)
    await field(page, 'admin-login-form', 'username').fill('root')
    await field(page, 'admin-login-form', 'password').fill(e2e.adminPassword)
    await page.getByTestId('admin-login-submit').click()
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/oj\/admin\/dashboard$/)
    await page.goto(`${site.url}/oj/admin/contest/${oiCid}/problems?l=${lang}`)
    await page.getByTestId('contest-add-problem').click()
    const bank = page.getByTestId('public-bank')
    await expect
      .poll(() => bank.getByTestId('bank-type-note').innerText(), { timeout: 20_000 })
      .toBe(t.typeNote)
    await shot(page, `screens-oi-bank-${tag(lang, width)}`)
    await page.close()
  })

  it.each(PAIRS)(
    'trainings: the rank once headed and aligned, the admin list in its language (%s, %i px)',
    async (lang, width) => {
      const t = TEXT[lang]
      const page = await studentPage(lang, width, `/training/${tid}/rank`)
      const row = page.locator('table tbody tr').filter({ hasText: student })
      await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1)
      expect(await page.locator('caption').count()).toBe(0)
      // Each header is aligned as its column's cells (the shown ones: a phone hides the problems).
      // The problem columns come with the training's problems: wait for them (5 problems).
      const shown = page.locator('table thead th:visible')
      await expect.poll(() => shown.count(), { timeout: 20_000 }).toBe(width < 768 ? 4 : 9)
      const aligned = await page.evaluate(() => {
        const visible = (el: Element) => getComputedStyle(el).display !== 'none'
        const heads = [...document.querySelectorAll('table thead th')].filter(visible)
        const cells = [...(document.querySelector('table tbody tr')?.querySelectorAll('td') ?? [])].filter(
          visible,
        )
        return {
          heads: heads.map((th) => getComputedStyle(th).textAlign),
          cells: cells.map((td) => getComputedStyle(td).textAlign),
        }
      })
      // e.g. left, left, right, right, then center for each problem (as computed)
      expect(aligned.heads).toEqual(aligned.cells)
      expect(aligned.heads).toContain('right')
      await shot(page, `screens-training-rank-${tag(lang, width)}`)
      await page.close()

      const admin = await openPage(site, e2e, lang, width)
      await admin.goto(`${site.url}/oj/admin/login?l=${lang}`)
      await field(admin, 'admin-login-form', 'username').fill('root')
      await field(admin, 'admin-login-form', 'password').fill(e2e.adminPassword)
      await admin.getByTestId('admin-login-submit').click()
      await expect.poll(() => admin.url(), { timeout: 20_000 }).toMatch(/\/oj\/admin\/dashboard$/)
      await admin.goto(`${site.url}/oj/admin/training?l=${lang}`)
      const head = admin.locator('table thead')
      await expect.poll(() => head.count(), { timeout: 20_000 }).toBeGreaterThan(0)
      if (width >= 768) expect(await head.first().innerText()).toContain(t.author)
      if (lang === 'zh-CN') expect(await head.first().innerText()).not.toContain('Author')
      await shot(admin, `screens-admin-training-${tag(lang, width)}`)
      await admin.close()
    },
  )

  it.each(PAIRS)(
    'the problem page keeps its tabs in the window, settings have the mobile number (%s, %i px)',
    async (lang, width) => {
      const t = TEXT[lang]
      const page = await studentPage(lang, width, '/problem/P1000')
      await expect.poll(() => page.getByTestId('problem-tab-mine').count(), { timeout: 30_000 }).toBe(1)
      const inside = await page.evaluate((w) => {
        const tabs = [...document.querySelectorAll('.oj-problem-tabbar .oj-problem-tab')]
        return tabs.every((el) => {
          const box = el.getBoundingClientRect()
          return box.width === 0 || (box.left >= 0 && box.right <= w)
        })
      }, width)
      expect(inside).toBe(true)
      await shot(page, `screens-problem-tabs-${tag(lang, width)}`)

      await page.goto(`${site.url}/oj/setting?l=${lang}`)
      const form = page.getByTestId('change-mobile-form')
      await expect.poll(() => form.count(), { timeout: 20_000 }).toBe(1)
      expect(await form.innerText()).toContain(t.mobile)
      const number = `139${String(Date.now()).slice(-8)}`
      await form.locator('input[name="mobile"]').fill(number)
      await page.getByTestId('change-mobile-submit').click()
      await expect
        .poll(() => form.getByTestId('current-mobile').innerText(), { timeout: 10_000 })
        .toContain(number)
      await form.scrollIntoViewIfNeeded()
      await shot(page, `screens-settings-mobile-${tag(lang, width)}`)
      await page.close()
    },
  )

  it('logs no errors in the console', () => {
    expect(e2e.consoleErrors).toEqual([])
  })
})
