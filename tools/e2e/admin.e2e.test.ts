// The admin area in the browser (issue 40's "done when"): root imports users from a CSV (a bad row
// is shown and nothing is imported until it is fixed), generates 30 accounts and downloads their
// xlsx (one of them logs in), sets the site's name and footer and sees them on the home page at
// once, sets SMTP to a test server here and sends a test mail that arrives, posts an announcement
// seen on the home page and a notice seen in a user's message center, sees the judge servers on the
// dashboard; a problem admin cannot open the super admin's pages. In Chinese, then in English; the
// pages also at 390 px. Screenshots go to OJ_E2E_SCREENSHOTS when it is set.
import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { strFromU8, unzipSync } from 'fflate'
import type { Page } from 'playwright-core'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { e2eRun, field, type Lang, loginToken, openLoggedIn, openPage as open, shot } from './kit.ts'
import { e2eSite } from './site.ts'

const e2e = e2eRun()
const { run, adminPassword } = e2e
// A platform of its own: the walk changes the site's name, switches and mail settings, which the other
// files (on the shared platform) must not see.
const site = e2eSite(async () => ({}), { clientAddress: true })
const openPage = (lang: Lang, width = 1280) => open(site, e2e, lang, width)

// A real SMTP server the test listens on, which keeps what it receives.
const received: Array<{ to: string[]; data: string }> = []
let smtp: SMTPServer | undefined
let smtpPort = 0
beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'oj' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString(),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve))
  smtpPort = (smtp.server.address() as { port: number }).port
})
afterAll(() => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve())))

/** Signed in to the admin area as root at `path` (under /admin). */
async function adminPage(lang: Lang, path: string, width = 1280): Promise<Page> {
  const page = await openPage(lang, width)
  await page.goto(`${site.url}/oj/admin/login?l=${lang}`)
  await field(page, 'admin-login-form', 'username').fill('root')
  await field(page, 'admin-login-form', 'password').fill(adminPassword)
  await page.getByTestId('admin-login-submit').click()
  await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/admin/dashboard')
  await expect.poll(() => page.getByTestId('admin-area').count(), { timeout: 15_000 }).toBe(1)
  await page.goto(`${site.url}/oj/admin/${path}?l=${lang}`)
  await expect.poll(() => page.getByTestId('admin-area').count(), { timeout: 15_000 }).toBe(1)
  return page
}

/**
 * Root's API session, signed in once for the file: the site allows an account 20 sign-ins a minute,
 * and this file's pages sign root in too.
 */
let rootSession: Promise<string> | undefined
const rootToken = () => (rootSession ??= loginToken(site, 'root', adminPassword))

const api = async <T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${site.url}/ojapi${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...site.headers,
      ...(init.token ? { Authorization: init.token } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  return (await response.json()) as { status: number; msg: string; data: T }
}

describe.each(['zh-CN', 'en'] as const)('the admin area (%s)', (lang) => {
  const tag = lang === 'en' ? 'en' : 'zh'
  const prefix = `${tag}${run}`

  it('imports users from a CSV: a bad row is shown and nothing imported until it is fixed', async () => {
    const page = await adminPage(lang, 'user')
    await expect.poll(() => page.getByTestId('admin-users').count()).toBe(1)
    await shot(page, `admin-users-${tag}-1280`)
    const csv = join(tmpdir(), `users-${prefix}.csv`)
    const rows = (bad: boolean) =>
      [
        'username,password,email,realname,gender,nickname,school',
        `${prefix}a,pass-a-123,${prefix}a@example.com,张三,male,,No. 1 School`,
        `${prefix}b,${bad ? '123' : 'pass-b-123'},,李四,female,,`,
        `${prefix}c,pass-c-123,,,0,cc,`,
      ].join('\n')
    writeFileSync(csv, rows(true))
    await page.getByTestId('admin-users-import').click()
    await page.getByTestId('admin-import-file').setInputFiles(csv)
    await expect.poll(() => page.getByTestId('admin-import-problems').count(), { timeout: 15_000 }).toBe(1)
    expect(await page.getByTestId('admin-import-go').isDisabled()).toBe(true)
    await shot(page, `admin-import-bad-${tag}-1280`)
    const before = await api<{ total: number }>(`/admin/user/get-user-list?keyword=${prefix}`, {
      token: await rootToken(),
    })
    expect(before.data.total).toBe(0)
    writeFileSync(csv, rows(false))
    await page.getByTestId('admin-import-file').setInputFiles(csv)
    await expect.poll(() => page.getByTestId('admin-import-problems').count(), { timeout: 15_000 }).toBe(0)
    await page.getByTestId('admin-import-go').click()
    await expect
      .poll(
        async () =>
          (
            await api<{ total: number }>(`/admin/user/get-user-list?keyword=${prefix}`, {
              token: await rootToken(),
            })
          ).data.total,
        { timeout: 30_000 },
      )
      .toBe(3)
    await page.close()
  })

  it('generates 30 accounts, downloads their xlsx, and one of them logs in', async () => {
    const page = await adminPage(lang, 'user')
    await page.getByTestId('admin-users-generate').click()
    await field(page, 'admin-generate', 'prefix').fill(`g${prefix}`)
    await field(page, 'admin-generate', 'from').fill('1')
    await field(page, 'admin-generate', 'to').fill('30')
    await shot(page, `admin-generate-${tag}-1280`)
    await page.getByTestId('admin-generate-go').click()
    await expect.poll(() => page.getByTestId('admin-generate-done').count(), { timeout: 60_000 }).toBe(1)
    const download = page.waitForEvent('download')
    await page.getByTestId('admin-generate-download').click()
    // The browser runs elsewhere (a Chromium server): the file is copied here.
    const file = join(tmpdir(), `accounts-${prefix}.xlsx`)
    await (await download).saveAs(file)
    const zip = unzipSync(new Uint8Array(readFileSync(file)))
    const text = Object.values(zip)
      .map((bytes) => strFromU8(bytes))
      .join('')
    expect(text).toContain(`g${prefix}1`)
    expect(text).toContain(`g${prefix}30`)
    const password = new RegExp(`g${prefix}7</t>.*?<t[^>]*>([A-Za-z0-9]{8})</t>`, 's').exec(text)?.[1]
    expect(password).toBeDefined()
    expect(await loginToken(site, `g${prefix}7`, password!)).toBeTruthy()
    await page.close()
  })

  it("sets the site's name and footer and the home page shows them at once", async () => {
    const page = await adminPage(lang, 'conf')
    const name = `OJ ${prefix}`
    await field(page, 'admin-web-form', 'name').fill(name)
    await field(page, 'admin-web-form', 'recordName').fill(`© footer ${prefix}`)
    await page.getByTestId('admin-web-save').click()
    await shot(page, `admin-conf-${tag}-1280`, { fullPage: true })
    await page.goto(`${site.url}/oj/home?l=${lang}`)
    await expect
      .poll(() => page.getByTestId('footer').innerText(), { timeout: 10_000 })
      .toContain(`footer ${prefix}`)
    await expect.poll(() => page.title()).toContain(name)
    await shot(page, `home-after-conf-${tag}-1280`)
    await page.close()
  })

  it('sets SMTP to the test server and sends a test mail that arrives', async () => {
    const page = await adminPage(lang, 'conf')
    await field(page, 'admin-email-form', 'emailHost').fill('127.0.0.1')
    await field(page, 'admin-email-form', 'emailPort').fill(String(smtpPort))
    await field(page, 'admin-email-form', 'emailFrom').fill('noreply@oj.example')
    await page.getByTestId('admin-email-save').click()
    await page.locator('[name="testTo"]').fill(`${prefix}@example.com`)
    await page.getByTestId('admin-email-test').click()
    await expect
      .poll(() => received.some((m) => m.to.includes(`${prefix}@example.com`)), { timeout: 20_000 })
      .toBe(true)
    await expect.poll(() => page.getByTestId('admin-email-test-result').count()).toBe(1)
    await page.getByTestId('admin-email-test-result').scrollIntoViewIfNeeded()
    await shot(page, `admin-email-${tag}-1280`)
    // Back to the outbox, for the other files' registrations.
    await page.getByTestId('admin-email-clear').click()
    await page.close()
  })

  it('posts an announcement seen on the home page and a notice seen in a user’s message center', async () => {
    const page = await adminPage(lang, 'announcement')
    await page.getByTestId('admin-announcement-new').click()
    await field(page, 'admin-announcement-form', 'title').fill(`News ${prefix}`)
    await field(page, 'admin-announcement-form', 'content').fill(`Hello **${prefix}**`)
    await page.getByTestId('admin-announcement-save').click()
    await expect.poll(() => page.getByText(`News ${prefix}`).count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await shot(page, `admin-announcements-${tag}-1280`)
    await page.goto(`${site.url}/oj/admin/notice?l=${lang}`)
    await page.getByTestId('admin-notice-new').click()
    await field(page, 'admin-notice-form', 'title').fill(`Notice ${prefix}`)
    await field(page, 'admin-notice-form', 'content').fill('Read me')
    await page.getByTestId('admin-notice-save').click()
    await expect
      .poll(() => page.getByText(`Notice ${prefix}`).count(), { timeout: 10_000 })
      .toBeGreaterThan(0)
    await shot(page, `admin-notices-${tag}-1280`)
    await page.goto(`${site.url}/oj/home?l=${lang}`)
    await expect
      .poll(() => page.getByTestId('home-announcements').innerText(), { timeout: 10_000 })
      .toContain(`News ${prefix}`)
    await shot(page, `home-announcement-${tag}-1280`)
    await page.close()
    // One of the imported users reads it in their message center.
    const reader = await openLoggedIn(site, e2e, {
      lang,
      width: 1280,
      username: `${prefix}a`,
      password: 'pass-a-123',
      path: '/home',
    })
    await reader.goto(`${site.url}/oj/message/sys?l=${lang}`)
    await expect
      .poll(() => reader.getByText(`Notice ${prefix}`).count(), { timeout: 15_000 })
      .toBeGreaterThan(0)
    await shot(reader, `message-sys-${tag}-1280`)
    await reader.close()
  })

  it('shows the judge servers on the dashboard, and every page at 390 px', async () => {
    const page = await adminPage(lang, 'dashboard')
    await expect
      .poll(() => page.getByTestId('dashboard-workers').innerText(), { timeout: 30_000 })
      .toMatch(/\d+ \/ \d+/)
    await shot(page, `admin-dashboard-${tag}-1280`, { fullPage: true })
    await page.close()
    // One session per width, going from page to page as an administrator would.
    const pages = {
      390: ['dashboard', 'user', 'announcement', 'notice', 'conf', 'switch', 'mail', 'plagiarism'],
      1280: ['switch', 'mail', 'plagiarism'],
    }
    for (const [width, paths] of Object.entries(pages)) {
      const session = await adminPage(lang, 'dashboard', Number(width))
      for (const path of paths) {
        await session.goto(`${site.url}/oj/admin/${path}?l=${lang}`)
        await expect.poll(() => session.getByTestId('admin-area').count(), { timeout: 15_000 }).toBe(1)
        await session.waitForTimeout(800)
        await shot(session, `admin-${path}-${tag}-${width}`, { fullPage: true })
      }
      await session.close()
    }
  })

  it('checks A+B for plagiarism in the background and shows the copied pair side by side', async () => {
    // Two of the imported users solve A+B, the second with a renamed, reformatted copy. Each
    // language's run has a program of its own shape: the check of the second run reads the first
    // run's too, and what four submissions share is the template everybody starts from, not a copy.
    const solutions =
      lang === 'zh-CN'
        ? [
            'a, b = map(int, input().split())\nresult = a + b\nif result >= 0:\n    print(result)\nelse:\n    print(result)\n',
            'x,y = map(int,input().split())   # mine\ntotal=x+y\nif total>=0:\n  print(total)\nelse:\n  print(total)\n',
          ]
        : [
            'a, b = map(int, input().split())\nparts = [a, b]\ntotal = 0\nfor p in parts:\n    total += p\nwhile total < -10**18:\n    total += 1\nprint(total)\n',
            'x,y=map(int,input().split())\nitems=[x,y]   # mine\ns=0\nfor i in items:\n  s+=i\nwhile s<-10**18:\n  s+=1\nprint(s)\n',
          ]
    for (const [i, who] of ['a', 'c'].entries()) {
      const token = await loginToken(site, `${prefix}${who}`, `pass-${who}-123`)
      const sent = await api<{ submitId: number }>('/submit-problem-judge', {
        method: 'POST',
        token,
        body: { pid: 'P1000', language: 'Python3', code: solutions[i], cid: 0, tid: 0, gid: null },
      })
      await expect
        .poll(
          async () =>
            (
              await api<{ submission: { status: number } }>(
                `/get-submission-detail?submitId=${sent.data.submitId}`,
                { token },
              )
            ).data.submission.status,
          { timeout: 90_000, interval: 500 },
        )
        .toBe(0)
    }
    // The checks before this one (the other language's run may have left one).
    const root = await rootToken()
    const before = await api<{ records: Array<{ id: number }> }>('/admin/plagiarism/checks', { token: root })
    const lastBefore = Math.max(0, ...before.data.records.map((c) => c.id))
    const page = await adminPage(lang, 'plagiarism')
    await page.getByTestId('admin-plagiarism-new').getByRole('combobox').first().click()
    await page.getByRole('option', { name: lang === 'en' ? 'A problem' : '题目', exact: true }).click()
    await field(page, 'admin-plagiarism-new', 'target').fill('P1000')
    await page.getByTestId('admin-plagiarism-start').click()
    // This run's check (the one made after those) ends; the list, read again, has it first.
    const checks = async () =>
      (
        await api<{ records: Array<{ id: number; status: string }> }>('/admin/plagiarism/checks', {
          token: root,
        })
      ).data.records
    await expect
      .poll(async () => (await checks()).find((c) => c.id > lastBefore)?.status, { timeout: 60_000 })
      .toBe('done')
    const mine = Math.max(...(await checks()).map((c) => c.id))
    await page.reload()
    const newest = page.getByTestId('admin-plagiarism-checks').locator('tbody tr').first()
    await expect.poll(() => newest.getByTestId('admin-plagiarism-open').count(), { timeout: 15_000 }).toBe(1)
    await shot(page, `admin-plagiarism-done-${tag}-1280`)
    await newest.getByTestId('admin-plagiarism-open').click()
    await expect
      .poll(() => page.getByTestId('admin-plagiarism-pairs').locator('h2').first().innerText(), {
        timeout: 15_000,
      })
      .toMatch(new RegExp(`\\D${mine}\\s*[:：]`))
    // Its pairs: this run's copy among them.
    const copied = page
      .getByTestId('admin-plagiarism-pairs')
      .locator('tr')
      .filter({ hasText: `${prefix}a` })
      .filter({ hasText: `${prefix}c` })
    await expect.poll(() => copied.count(), { timeout: 15_000 }).toBeGreaterThan(0)
    await shot(page, `admin-plagiarism-pairs-${tag}-1280`)
    await copied.first().getByTestId('admin-plagiarism-compare').click()
    await expect
      .poll(() => page.getByTestId('admin-plagiarism-code-b').locator('mark').count(), { timeout: 15_000 })
      .toBeGreaterThan(0)
    await shot(page, `admin-plagiarism-side-${tag}-1280`)
    await page.setViewportSize({ width: 390, height: 900 })
    await shot(page, `admin-plagiarism-side-${tag}-390`)
    await page.close()
  })

  it('keeps a problem admin out of the super admin’s pages', async () => {
    const root = await rootToken()
    const name = `pa${prefix}`
    await api('/admin/user/insert-batch-user', {
      method: 'POST',
      token: root,
      body: { users: [[name, 'pa-pass-123']] },
    })
    const list = await api<{ records: Array<{ uid: string }> }>(`/admin/user/get-user-list?keyword=${name}`, {
      token: root,
    })
    const uid = list.data.records[0]!.uid
    await api('/admin/user/edit-user', {
      method: 'PUT',
      token: root,
      body: { uid, username: name, type: 1008, status: 0, setNewPwd: false },
    })
    const page = await openPage(lang)
    await page.goto(`${site.url}/oj/admin/login?l=${lang}`)
    await field(page, 'admin-login-form', 'username').fill(name)
    await field(page, 'admin-login-form', 'password').fill('pa-pass-123')
    await page.getByTestId('admin-login-submit').click()
    // Signed in, the sign-in page goes on to the dashboard: wait for it, or it would come after the next page.
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/admin/dashboard')
    await expect.poll(() => page.getByTestId('admin-area').count(), { timeout: 15_000 }).toBe(1)
    expect(await page.getByTestId('admin-menu-user').count()).toBe(0)
    await page.goto(`${site.url}/oj/admin/user?l=${lang}`)
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('reason=admin-account')
    // the sign-in page stays (with its warning), for an account that may open the page
    await expect.poll(() => page.getByTestId('admin-login-form').count(), { timeout: 10_000 }).toBe(1)
    expect(page.url()).toContain('reason=admin-account')
    await shot(page, `admin-refused-${tag}-1280`)
    await page.close()
  })
})
