// Contests in the browser (issue 14's done-when), in Chinese and in English, at 1280 px and at 390 px,
// on one platform started as `npm start` starts it. Root creates a private ACM contest through the
// admin form (sealed for its last hour, already sealed; a password), adds A+B and B from the public
// bank and makes it visible; three users enter with the password and submit through the contest's
// problem page while a user's and root's rank tabs follow the board live (the board stream, well
// before the 30 s refresh): users see the sealed tries as pending, root the verdicts. A user prints,
// root marks it printed; the admin helper lists the Accepted runs with first blood and its check
// toggles; the scroll board reveals the final board with its medals; the ICPC event feed is NDJSON.
// An OI contest ranks by the latest score, and by the highest after root switches its setting.
// Each screen is seen in both languages and at both widths (the ACM path in one pairing, the OI path
// and a last round of the contest's screens in the other).

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import {
  e2eRun,
  field,
  type Lang,
  localInput,
  openLoggedIn,
  openPage,
  registerUser,
  shot,
  typeCode,
} from './kit.ts'
import { e2eSite } from './site.ts'

const e2e = e2eRun()
const PASSWORD = 'contest-pass1'
const CONTEST_PASSWORD = 'cup-2026'

const A_PLUS_B =
  '#include <stdio.h>\nint main(void) {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", a + b);\n  return 0;\n}\n'
const WRONG = '#include <stdio.h>\nint main(void) {\n  printf("0\\n");\n  return 0;\n}\n'
/** P1018 (OI, two cases of 50): '6' answers the first case only, '0' neither. */
const prints = (answer: number) =>
  `#include <stdio.h>\nint main(void) {\n  printf("${answer}\\n");\n  return 0;\n}\n`

const TEXT = {
  en: {
    private: 'Private',
    contestPassword: 'Contest Password',
    public: 'Public',
    oi: 'OI',
    highest: 'The highest score',
    register: 'Register',
    accepted: 'Accepted',
    wrong: 'Wrong Answer',
    sent: 'Sent to the printer',
    printed: 'Printed',
    notPrinted: 'Not printed',
    ok: 'OK',
    firstBlood: 'First Blood',
    acAccepted: 'Accepted',
    done: 'Checked',
    notDone: 'Not checked',
    finished: 'Every cell is revealed: the final board',
    saved: 'Saved',
  },
  'zh-CN': {
    private: '私有赛',
    contestPassword: '比赛密码',
    public: '公开赛',
    oi: 'OI',
    highest: '最高得分',
    register: '注册',
    accepted: '答案正确',
    wrong: '答案错误',
    sent: '已发送到打印机',
    printed: '已打印',
    notPrinted: '未打印',
    ok: '完成',
    firstBlood: '一血',
    acAccepted: '通过',
    done: '已处理',
    notDone: '未处理',
    finished: '已全部揭晓：最终榜单',
    saved: '保存成功',
  },
} as const

const site = e2eSite()

const users = { u1: `ca${e2e.run}`, u2: `cb${e2e.run}`, u3: `cc${e2e.run}` } as const
let acmCid = 0
let oiCid = 0

const tagOf = (lang: Lang, width: number) => `${lang === 'en' ? 'en' : 'zh'}${width}`

/**
 * A page of this language and width at `path`, logged in as `username` on the contest list first:
 * a contest's own page opens the login dialog by itself for a visitor (its calls answer 'please
 * login first'), which would race the kit's click on the login button.
 */
const loggedIn = async (lang: Lang, width: number, username: string, path: string) => {
  const page = await openLoggedIn(site, e2e, {
    lang,
    width,
    username,
    password: PASSWORD,
    path: '/contest',
  })
  await page.goto(`${site.url}/oj${path}${path.includes('?') ? '&' : '?'}l=${lang}`)
  return page
}

/** Root's page in the admin area, signed in through the admin sign-in. */
async function adminPage(lang: Lang, width: number): Promise<Page> {
  const page = await openPage(site, e2e, lang, width)
  await page.goto(`${site.url}/oj/admin/login?l=${lang}`)
  await field(page, 'admin-login-form', 'username').fill('root')
  await field(page, 'admin-login-form', 'password').fill(e2e.adminPassword)
  await page.getByTestId('admin-login-submit').click()
  await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/oj\/admin\/dashboard$/)
  return page
}

/** Goes to a path of the app inside the page (the platform's router: the page keeps its stream and state). */
const go = async (page: Page, path: string) => {
  await page.goto(`${site.url}/oj${path}`)
}

/** Picks an option of the form's n-th select (Ark's listbox). */
async function choose(page: Page, index: number, option: string): Promise<void> {
  await page.getByTestId('contest-form').getByRole('combobox').nth(index).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect.poll(() => page.getByRole('listbox').isVisible()).toBe(false)
}

/** Fills the admin contest form (title, description, times, rule, access) and saves it. */
async function createContest(
  page: Page,
  lang: Lang,
  input: { title: string; oi: boolean; start: number; end: number; extra: (page: Page) => Promise<void> },
): Promise<number> {
  const t = TEXT[lang]
  await page.getByTestId('contest-create').click()
  const form = page.getByTestId('contest-form')
  await expect.poll(() => form.isVisible(), { timeout: 20_000 }).toBe(true)
  await form.locator('input').first().fill(input.title)
  await form.locator('textarea').first().fill(`${input.title}: an end-to-end contest.`)
  await form.locator('input[type="datetime-local"]').nth(0).fill(localInput(input.start))
  await form.locator('input[type="datetime-local"]').nth(1).fill(localInput(input.end))
  if (input.oi) await choose(page, 0, t.oi)
  await input.extra(page)
  await shot(page, `contest-form-${input.oi ? 'oi' : 'acm'}-${lang}`, { fullPage: true })
  await page.getByTestId('contest-save').click()
  await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/oj\/admin\/contest$/)
  const row = page.getByTestId('contest-admin-list').locator('tbody tr').filter({ hasText: input.title })
  await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1)
  return Number(await row.locator('td').first().innerText())
}

/** Adds problems of the public bank to a contest through its admin problems page. */
async function addProblems(page: Page, cid: number, problemIds: ReadonlyArray<string>): Promise<void> {
  const row = page
    .getByTestId('contest-admin-list')
    .locator('tbody tr')
    .filter({ hasText: String(cid) })
  // The list's buttons: edit, problems, announcements, clone, delete.
  await row.first().getByRole('button').nth(1).click()
  await expect
    .poll(() => page.url(), { timeout: 20_000 })
    .toMatch(new RegExp(`/admin/contest/${cid}/problems$`))
  for (const [i, problemId] of problemIds.entries()) {
    await page.getByTestId('contest-add-problem').click()
    const bank = page.getByTestId('public-bank')
    await bank.getByRole('searchbox').fill(problemId)
    await bank.getByRole('searchbox').press('Enter')
    const line = bank.locator('tbody tr').filter({ hasText: problemId })
    await expect.poll(() => line.count(), { timeout: 20_000 }).toBe(1)
    await expect.poll(() => line.getByRole('textbox').inputValue()).toBe(String.fromCharCode(65 + i))
    if (i === problemIds.length - 1) await shot(page, `contest-admin-bank-${cid}`)
    await line.getByRole('button').click()
    await page.keyboard.press('Escape')
    const placed = page.getByTestId('contest-admin-problems').locator('tbody tr')
    await expect.poll(() => placed.count(), { timeout: 20_000 }).toBe(i + 1)
  }
}

/** The rows of a board (the rank tab's table) naming a user. */
const boardRow = (page: Page, username: string) =>
  page.locator('table tbody tr').filter({ hasText: username })

/** The text of a user's cell of problem `column` (0: the first problem) on the rank tab, as shown. */
async function cellText(page: Page, username: string, column: number): Promise<string> {
  // Rank, user, solved/score, penalty/time (hidden at a phone's width but present), then the problems.
  const text = await boardRow(page, username)
    .first()
    .locator('td')
    .nth(4 + column)
    .innerText()
  return text.replace(/\s+/g, ' ').trim()
}

/** Enters the contest with its password on its overview, opens problem `displayId` and submits `code`. */
async function submitIn(page: Page, lang: Lang, displayId: string, code: string, verdict: string) {
  await go(page, `/contest/${acmCid}/problem/${displayId}?l=${lang}`)
  await typeCode(page, code)
  await page.getByTestId('submit-code').click()
  await expect
    .poll(() => page.getByTestId('submit-status').innerText(), { timeout: 120_000, interval: 300 })
    .toContain(verdict)
}

async function enter(page: Page, lang: Lang): Promise<void> {
  const t = TEXT[lang]
  const password = page.locator('input[type="password"]')
  await expect.poll(() => password.count(), { timeout: 20_000 }).toBe(1)
  const register = page.getByRole('button', { name: t.register, exact: true })
  // The form comes again when the sign-in refreshes the contest's calls: fill until the button takes it.
  await expect
    .poll(
      async () => {
        await password.fill(CONTEST_PASSWORD)
        await page.waitForTimeout(300)
        return register.isEnabled()
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  await register.click()
  await expect.poll(() => password.count(), { timeout: 20_000 }).toBe(0)
}

const noOverflow = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

/** Opens a tab of the contest page and waits for the tab to be the current one. */
async function tab(page: Page, name: string): Promise<void> {
  const link = page.getByTestId('contest-tabs').getByRole('link', { name, exact: true })
  await link.click()
  await expect.poll(() => link.getAttribute('aria-current')).toBe('page')
}

describe('contests in the browser', { timeout: 300_000 }, () => {
  let admin: Page
  let watcher: Page

  it('root creates a sealed private ACM contest with problems of the bank and makes it visible (zh-CN, 1280 px)', async () => {
    const lang = 'zh-CN'
    const t = TEXT[lang]
    await Promise.all(Object.values(users).map((u) => registerUser(site, u, PASSWORD)))
    admin = await adminPage(lang, 1280)
    await go(admin, `/admin/contest?l=${lang}`)
    // Started 12 minutes ago, 70 minutes long: the last hour is sealed, so the seal began 2 minutes ago.
    const minute = 60_000
    const start = Math.floor(Date.now() / minute) * minute - 12 * minute
    const title = `E2E Cup ${e2e.run}`
    acmCid = await createContest(admin, lang, {
      title,
      oi: false,
      start,
      end: start + 70 * minute,
      extra: async (page) => {
        await choose(page, 1, t.private)
        await page.getByTestId('contest-form').getByLabel(t.contestPassword).fill(CONTEST_PASSWORD)
        // The seal's default for an ACM contest of an hour or more: its last hour.
        await page.getByTestId('seal-rank').check()
        const form = page.getByTestId('contest-form')
        const boxes = form.locator('fieldset').last().locator('input[type="checkbox"]')
        // Options: visible, print, submit after the end, account limit. Hidden first; print on.
        await boxes.nth(0).uncheck()
        await boxes.nth(1).check()
      },
    })
    expect(acmCid).toBeGreaterThan(0)
    const row = admin.getByTestId('contest-admin-list').locator('tbody tr').filter({ hasText: title })
    const visible = row.locator('input[type="checkbox"]')
    expect(await visible.isChecked()).toBe(false)
    // A controlled box: it turns once the list is read again.
    await visible.click()
    await expect.poll(() => visible.isChecked(), { timeout: 10_000 }).toBe(true)
    await shot(admin, 'contest-admin-list-zh1280')
    await addProblems(admin, acmCid, ['P1000', 'P1001'])
    await shot(admin, 'contest-admin-problems-zh1280')
    await noOverflow(admin, 1280)
    // The contest as stored: private with its password, sealed two minutes ago.
    const stored = await admin.evaluate(async (cid) => {
      const reply = await fetch(`/ojapi/admin/contest?cid=${cid}`, {
        headers: { Authorization: localStorage.getItem('token') ?? '' },
      })
      return ((await reply.json()) as { data: Record<string, unknown> }).data
    }, acmCid)
    expect(stored).toMatchObject({ auth: 1, sealRank: true, visible: true, openPrint: true, type: 0 })
    expect(new Date(String(stored['sealRankTime'])).getTime()).toBe(start + 10 * minute)
  })

  it('three users enter with the password and submit; the boards follow live, sealed for users', async () => {
    // u3 (en, 390 px) enters and watches the rank tab; root watches it too (with the verdicts).
    watcher = await loggedIn('en', 390, users.u3, `/contest/${acmCid}`)
    await enter(watcher, 'en')
    await shot(watcher, 'contest-overview-en390')
    const streams: string[] = []
    watcher.on('request', (r) => {
      if (r.url().includes('/contest-rank-stream')) streams.push(r.url())
    })
    await go(watcher, `/contest/${acmCid}/rank?l=en`)
    await go(admin, `/contest/${acmCid}/rank?l=zh-CN`)
    await expect.poll(() => streams.length, { timeout: 10_000 }).toBeGreaterThan(0)
    // The board stream answers root's page too.
    await expect.poll(() => admin.locator('table').count(), { timeout: 20_000 }).toBeGreaterThan(0)

    // u1 (en, 1280 px): Accepted on A.
    const one = await loggedIn('en', 1280, users.u1, `/contest/${acmCid}`)
    await enter(one, 'en')
    await submitIn(one, 'en', 'A', A_PLUS_B, TEXT.en.accepted)
    const judged = Date.now()
    await shot(one, 'contest-problem-en1280')
    // Live, without a reload, well before the 30 s refresh: the user sees a pending try, root the time.
    await expect.poll(() => boardRow(watcher, users.u1).count(), { timeout: 10_000, interval: 200 }).toBe(1)
    await expect.poll(() => boardRow(admin, users.u1).count(), { timeout: 10_000, interval: 200 }).toBe(1)
    const lag = Date.now() - judged
    console.info(`contests e2e: the boards showed the verdict ${lag} ms after the submitter saw it`)
    expect(lag).toBeLessThan(15_000)
    expect(await cellText(watcher, users.u1, 0)).toBe('+1?')
    expect((await boardRow(watcher, users.u1).locator('td').nth(2).innerText()).trim()).toBe('0')
    expect(await cellText(admin, users.u1, 0)).toMatch(/^\d+$/)
    expect((await boardRow(admin, users.u1).locator('td').nth(2).innerText()).trim()).toBe('1')

    // u2 (zh-CN, 390 px): a wrong answer on A; u3 then Accepted on A.
    const two = await loggedIn('zh-CN', 390, users.u2, `/contest/${acmCid}`)
    await enter(two, 'zh-CN')
    await shot(two, 'contest-overview-zh390')
    await submitIn(two, 'zh-CN', 'A', WRONG, TEXT['zh-CN'].wrong)
    await shot(two, 'contest-problem-zh390')
    await noOverflow(two, 390)
    await expect.poll(() => boardRow(admin, users.u2).count(), { timeout: 10_000, interval: 200 }).toBe(1)
    await expect.poll(() => cellText(admin, users.u2, 0), { timeout: 10_000 }).toBe('-1')
    await expect.poll(() => cellText(watcher, users.u2, 0), { timeout: 10_000 }).toBe('+1?')

    const three = await loggedIn('zh-CN', 1280, users.u3, `/contest/${acmCid}`)
    await submitIn(three, 'zh-CN', 'A', A_PLUS_B, TEXT['zh-CN'].accepted)
    await shot(three, 'contest-problem-zh1280')
    await three.close()
    await expect.poll(() => cellText(admin, users.u3, 0), { timeout: 10_000 }).toMatch(/^\d+$/)
    // The viewer's own row comes first, pinned, and again in its place.
    await expect.poll(() => boardRow(watcher, users.u3).count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await expect.poll(() => cellText(watcher, users.u3, 0), { timeout: 10_000 }).toBe('+1?')
    // u1's first Accepted leads root's board; users still see every try as pending.
    const firstRow = admin.locator('table tbody tr').first()
    expect(await firstRow.innerText()).toContain(users.u1)
    await shot(admin, 'contest-rank-admin-zh1280', { fullPage: true })
    await shot(watcher, 'contest-rank-user-en390', { fullPage: true })
    await noOverflow(watcher, 390)

    // Print from u2 (zh-CN, 390 px): the button waits for 50 characters.
    await go(two, `/contest/${acmCid}/print?l=zh-CN`)
    const content = two.locator('textarea')
    await content.fill('short')
    expect(await two.getByTestId('print-submit').isDisabled()).toBe(true)
    await content.fill('#include <stdio.h>\n/* please print my notes for problem A, thank you */\n')
    await two.getByTestId('print-submit').click()
    await expect.poll(() => two.getByText(TEXT['zh-CN'].sent).count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await shot(two, 'contest-print-zh390')
    await noOverflow(two, 390)
    await one.close()
    await two.close()
  })

  it('root marks the print, checks the Accepted runs, and rolls the scroll board to its medals (zh-CN, 1280 px)', async () => {
    const t = TEXT['zh-CN']
    await tab(admin, '管理打印')
    const printRow = admin.locator('table tbody tr').filter({ hasText: users.u2 })
    await expect.poll(() => printRow.count(), { timeout: 20_000 }).toBe(1)
    expect(await printRow.innerText()).toContain(t.notPrinted)
    await printRow.getByRole('button', { name: t.ok, exact: true }).click()
    await expect.poll(() => printRow.innerText(), { timeout: 10_000 }).toContain(t.printed)
    await shot(admin, 'contest-admin-print-zh1280')

    await tab(admin, '管理助手')
    const acRows = admin.locator('table tbody tr')
    await expect.poll(() => acRows.count(), { timeout: 20_000 }).toBe(2)
    // Newest first: u3's Accepted, then u1's first blood.
    expect(await acRows.nth(0).innerText()).toContain(users.u3)
    expect(await acRows.nth(0).innerText()).toContain(t.acAccepted)
    expect(await acRows.nth(1).innerText()).toContain(users.u1)
    expect(await acRows.nth(1).innerText()).toContain(t.firstBlood)
    expect(await acRows.nth(1).innerText()).toContain(t.notDone)
    await acRows.nth(1).getByRole('button').last().click()
    await expect.poll(() => acRows.nth(1).innerText(), { timeout: 10_000 }).toContain(t.done)
    await shot(admin, 'contest-ac-info-zh1280')
    await acRows.nth(1).getByRole('button').last().click()
    await expect.poll(() => acRows.nth(1).innerText(), { timeout: 10_000 }).toContain(t.notDone)

    await tab(admin, '滚榜')
    for (const medal of ['gold', 'silver', 'bronze']) await admin.getByTestId(`medal-${medal}`).fill('1')
    await shot(admin, 'contest-scroll-setup-zh1280')
    const opened = admin.context().waitForEvent('page')
    await admin.getByTestId('scroll-start').click()
    // The contest runs: the board is not final, root confirms.
    await admin.getByTestId('scroll-confirm').click()
    const board = await opened
    await rollToTheEnd(board, 'zh-CN', 1280)
  })

  it('the ICPC event feed of the contest is NDJSON of the spec’s event types', async () => {
    const feed = await admin.evaluate(async (cid) => {
      const reply = await fetch(`/api/contests/${cid}/event-feed?stream=false`, {
        headers: { Authorization: localStorage.getItem('token') ?? '' },
      })
      return { status: reply.status, type: reply.headers.get('content-type') ?? '', text: await reply.text() }
    }, acmCid)
    expect(feed.status).toBe(200)
    expect(feed.type).toContain('application/x-ndjson')
    const events = feed.text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as { type: string; id?: string | null; data: unknown })
    const types = new Set(events.map((e) => e.type))
    for (const type of [
      'contest',
      'judgement-types',
      'languages',
      'problems',
      'teams',
      'submissions',
      'judgements',
      'state',
    ])
      expect(types, type).toContain(type)
    const known = new Set([...types].filter((x) => /^[a-z-]+$/.test(x)))
    expect(known.size).toBe(types.size)
    // Three submissions of three teams, and A and B.
    expect(events.filter((e) => e.type === 'submissions' && e.data !== null).length).toBeGreaterThanOrEqual(3)
    const problems = events
      .filter((e) => e.type === 'problems' && e.data !== null)
      .map((e) => (e.data as { label: string }).label)
    expect(new Set(problems)).toEqual(new Set(['A', 'B']))
    await admin.close()
  })

  it('an OI contest ranks by the latest score, and by the highest once root switches it (en, 390 px)', async () => {
    const lang = 'en'
    const t = TEXT[lang]
    const page = await adminPage(lang, 390)
    await shot(page, 'admin-dashboard-en390')
    await go(page, `/admin/contest?l=${lang}`)
    const minute = 60_000
    const start = Math.floor(Date.now() / minute) * minute - 5 * minute
    const title = `E2E OI ${e2e.run}`
    oiCid = await createContest(page, lang, {
      title,
      oi: true,
      start,
      end: start + 3 * 60 * minute,
      extra: async () => {
        const form = page.getByTestId('contest-form')
        // Open rank (the rank group's second check box after the seal's).
        await form.locator('fieldset').first().locator('input[type="checkbox"]').last().check()
      },
    })
    await shot(page, 'contest-admin-list-en390')
    await noOverflow(page, 390)
    await addProblems(page, oiCid, ['P1018'])
    await shot(page, 'contest-admin-problems-en390')
    await noOverflow(page, 390)

    // u1 (zh-CN, 1280 px): 50 points, then 0.
    const student = await loggedIn('zh-CN', 1280, users.u1, `/contest/${oiCid}/problem/A`)
    await typeCode(student, prints(6))
    await student.getByTestId('submit-code').click()
    await expect
      .poll(() => student.getByTestId('submit-status').innerText(), { timeout: 120_000, interval: 300 })
      .toMatch(/50|部分/)
    await typeCode(student, prints(0))
    // At once: the site's submit interval is for the bank, not for a contest (HOJ's rule).
    await student.getByTestId('submit-code').click()
    await expect
      .poll(() => student.getByTestId('submit-status').innerText(), { timeout: 120_000, interval: 300 })
      .toContain(TEXT['zh-CN'].wrong)
    await go(student, `/contest/${oiCid}/rank?l=zh-CN`)
    // Recent: the latest run's 0.
    await expect.poll(() => cellText(student, users.u1, 0), { timeout: 20_000 }).toMatch(/^0\b/)
    await shot(student, 'contest-rank-oi-recent-zh1280')

    // Root switches the rule to the highest score: the edit rebuilds the board.
    await go(page, `/admin/contest/${oiCid}/edit?l=${lang}`)
    const form = page.getByTestId('contest-form')
    await expect.poll(() => form.isVisible(), { timeout: 20_000 }).toBe(true)
    await choose(page, 3, t.highest)
    await shot(page, 'contest-form-edit-en390', { fullPage: true })
    await page.getByTestId('contest-save').click()
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/oj\/admin\/contest$/)
    await student.reload()
    await expect.poll(() => cellText(student, users.u1, 0), { timeout: 20_000 }).toMatch(/^50\b/)
    await shot(student, 'contest-rank-oi-highest-zh1280')
    await go(page, `/contest/${oiCid}/rank?l=${lang}`)
    await expect.poll(() => cellText(page, users.u1, 0), { timeout: 20_000 }).toMatch(/^50\b/)
    await shot(page, 'contest-rank-oi-en390', { fullPage: true })
    await noOverflow(page, 390)
    await student.close()
    await page.close()
  })

  it('the contest’s screens in the other pairing (en at 390 px, zh-CN at 1280 px)', async () => {
    const t = TEXT.en
    const page = await adminPage('en', 390)
    await go(page, `/contest/${acmCid}/rank?l=en`)
    await expect.poll(() => cellText(page, users.u1, 0), { timeout: 20_000 }).toMatch(/^\d+$/)
    await shot(page, 'contest-rank-admin-en390', { fullPage: true })
    await noOverflow(page, 390)
    for (const [name, check] of [
      ['Admin Print', t.printed],
      ['Admin Helper', t.firstBlood],
    ] as const) {
      await tab(page, name)
      await expect.poll(() => page.locator('table tbody').innerText(), { timeout: 20_000 }).toContain(check)
      await shot(page, `contest-tab-${name.replace(' ', '-').toLowerCase()}-en390`, { fullPage: true })
      await noOverflow(page, 390)
    }
    await tab(page, 'Scroll Board')
    for (const medal of ['gold', 'silver', 'bronze']) await page.getByTestId(`medal-${medal}`).fill('1')
    await shot(page, 'contest-scroll-setup-en390')
    await noOverflow(page, 390)
    const opened = page.context().waitForEvent('page')
    await page.getByTestId('scroll-start').click()
    await page.getByTestId('scroll-confirm').click()
    await rollToTheEnd(await opened, 'en', 390)
    await page.close()

    // u1 at 1280 px in English: the print form; root's admin list in English at 1280 px.
    const one = await loggedIn('en', 1280, users.u1, `/contest/${acmCid}/print`)
    await expect.poll(() => one.getByTestId('print-submit').count(), { timeout: 20_000 }).toBe(1)
    await shot(one, 'contest-print-en1280')
    await go(one, `/contest/${acmCid}/rank?l=en`)
    await expect.poll(() => cellText(one, users.u1, 0), { timeout: 20_000 }).toBe('+1?')
    await shot(one, 'contest-rank-user-en1280')
    // The demo ACM contest of npm start (id 1): its board shows the demo teams' runs.
    await go(one, '/contest/1/rank?l=en')
    await expect.poll(() => cellText(one, 'Demo Alice', 0), { timeout: 20_000 }).toMatch(/^\d+$/)
    expect(await one.locator('table tbody tr').count()).toBe(5)
    await shot(one, 'contest-rank-demo-en1280')
    await one.close()
    const zh = await loggedIn('zh-CN', 390, users.u2, `/contest/${oiCid}/rank`)
    await expect.poll(() => cellText(zh, users.u1, 0), { timeout: 20_000 }).toMatch(/^50\b/)
    await shot(zh, 'contest-rank-oi-zh390', { fullPage: true })
    await noOverflow(zh, 390)
    await zh.close()
  })

  it('keeps the console clean', () => {
    watcher?.close().catch(() => {})
    expect(e2e.consoleErrors).toEqual([])
  })
})

/**
 * Drives the scroll board's reveal (Enter) until its last step: the final board, u1 first with gold,
 * u3 second with silver, u2 (no solved problem) without a medal.
 */
async function rollToTheEnd(board: Page, lang: Lang, width: number): Promise<void> {
  board.on('console', (m) => {
    if (m.type() === 'error' && !/status of 4\d\d/.test(m.text()))
      e2e.consoleErrors.push(`${board.url()}: ${m.text()}`)
  })
  board.on('pageerror', (e) => e2e.consoleErrors.push(`${board.url()}: ${e.message}`))
  await board.setViewportSize({ width, height: 900 })
  expect(board.url()).toContain(`/scrollBoard?cid=${acmCid}`)
  expect(new URL(board.url()).searchParams.getAll('medals')).toEqual(['1', '1', '1'])
  const rows = board.locator('[data-uid]')
  await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(3)
  // Sealed: every try is pending, no medal yet.
  expect(await board.locator('[data-cell="pending"]').count()).toBe(3)
  expect(await board.locator('[data-medal]').count()).toBe(0)
  await shot(board, `scroll-board-sealed-${tagOf(lang, width)}`)
  const finished = board.getByText(TEXT[lang].finished)
  for (let i = 0; i < 30 && (await finished.count()) === 0; i++) {
    await board.keyboard.press('Enter')
    await board.waitForTimeout(150)
  }
  expect(await finished.count()).toBe(1)
  await board.waitForTimeout(900)
  expect(await board.locator('[data-cell="pending"]').count()).toBe(0)
  const order = await rows.evaluateAll((nodes) =>
    nodes
      .map((n) => ({
        top: parseFloat((n as HTMLElement).style.top),
        name: n.textContent ?? '',
        medal: n.getAttribute('data-medal'),
      }))
      .sort((a, b) => a.top - b.top),
  )
  expect(order.map((o) => o.medal)).toEqual(['gold', 'silver', null])
  expect(order[0]?.name).toContain(users.u1)
  expect(order[1]?.name).toContain(users.u3)
  expect(order[2]?.name).toContain(users.u2)
  await shot(board, `scroll-board-final-${tagOf(lang, width)}`)
  expect(await board.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  await board.close()
}
