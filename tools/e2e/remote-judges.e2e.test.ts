// Remote judges in the browser (issue 37's "Done when"): with the adapters' fake sites running, root
// adds the sites' accounts and imports CF-1A and HDU-1000 on the admin page; a user submits to each
// and sees the remote verdict; a refused submission shows Submitted Failed and resubmits; in both
// languages, at 1280 and 390 px. A platform of the file's own: it needs the fakes' addresses and the
// accounts' key in its environment.
import type { FakeSite } from '@oj/sdk/judge/kit'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakes } from '../remote-judges/fakes.ts'
import {
  e2eRun,
  field,
  type Lang,
  loginToken,
  openLoggedIn,
  openPage,
  registerUser,
  shot,
  typeCode,
} from './kit.ts'
import { e2eSite } from './site.ts'

let fakes: Awaited<ReturnType<typeof startFakes>> | undefined
const site = e2eSite(async () => {
  fakes = await startFakes(['CF', 'HDU'])
  return {
    ...fakes.env,
    OJ_REMOTE_JUDGE_KEY: 'the e2e key',
    OJ_REMOTE_POLL_MS: '200',
    OJ_REMOTE_SUBMIT_INTERVAL_MS: '0',
  }
})
const e2e = e2eRun()
afterAll(() => fakes?.close())
// The platform is the file's own: no wait between a user's submissions outside contests (the site's
// default interval would have each submission wait for the one before), so the walk submits at once.
beforeAll(async () => {
  const reply = await fetch(`${site.url}/ojapi/admin/switch/update`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      ...site.headers,
      Authorization: await loginToken(site, 'root', e2e.adminPassword),
    },
    body: JSON.stringify({ defaultSubmitInterval: 0 }),
  })
  expect(((await reply.json()) as { status: number }).status).toBe(200)
})

const fake = (id: string) => fakes?.sites.get(id) as FakeSite
const PASSWORD = 'remote-e2e-pass'
const CODE = '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); }\n'

const TEXT = {
  en: { wa: 'Wrong Answer', ac: 'Accepted', sf: 'Submitted Failed' },
  'zh-CN': { wa: '答案错误', ac: '答案正确', sf: '提交失败' },
} as const

async function adminPage(lang: Lang, width: number): Promise<Page> {
  const page = await openPage(site, e2e, lang, width)
  await page.goto(`${site.url}/oj/admin/login?l=${lang}`)
  await field(page, 'admin-login-form', 'username').fill('root')
  await field(page, 'admin-login-form', 'password').fill(e2e.adminPassword)
  await page.getByTestId('admin-login-submit').click()
  await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/oj\/admin\/dashboard$/)
  await page.goto(`${site.url}/oj/admin/remote-judge?l=${lang}`)
  await expect.poll(() => page.getByTestId('remote-import-form').count(), { timeout: 20_000 }).toBe(1)
  return page
}

/** Submits CODE on a problem's page and answers the status the page shows once final. */
async function submitOn(page: Page, problemId: string, language: string, lang: Lang): Promise<string> {
  await page.goto(`${site.url}/oj/problem/${problemId}?l=${lang}`)
  await expect.poll(() => page.getByTestId('problem-editor-pane').count(), { timeout: 30_000 }).toBe(1)
  const picker = page.getByTestId('problem-editor-pane').getByRole('combobox').first()
  await expect.poll(() => picker.innerText(), { timeout: 20_000 }).not.toBe('')
  if (!(await picker.innerText()).includes(language)) {
    await picker.click()
    await page.getByRole('option', { name: language, exact: true }).click()
  }
  await typeCode(page, CODE)
  await page.getByTestId('submit-code').click()
  const status = page.getByTestId('submit-status-link')
  const finals = Object.values(TEXT).flatMap((t) => Object.values(t))
  await expect
    .poll(async () => ((await status.count()) ? await status.innerText() : ''), { timeout: 60_000 })
    .toSatisfy((text: string) => finals.some((f) => text.includes(f)))
  return status.innerText()
}

describe('remote judges in the browser', { timeout: 300_000 }, () => {
  it('root adds the accounts and imports CF-1A and HDU-1000', async () => {
    const page = await adminPage('en', 1280)
    for (const id of ['CF', 'HDU']) {
      const form = page.getByTestId('remote-account-form')
      await page.getByTestId('remote-accounts').getByRole('combobox').click()
      await page
        .getByRole('option', { name: new RegExp(`^${id === 'CF' ? 'Codeforces' : 'HDU'} \\(`) })
        .click()
      await form.locator('[name="username"]').fill(fake(id).account.username)
      await form.locator('[name="password"]').fill(fake(id).account.password)
      await form.getByRole('button').click()
      await expect
        .poll(() => page.getByTestId('remote-accounts').innerText(), { timeout: 10_000 })
        .toContain(fake(id).account.username)
    }
    for (const id of ['CF-1A', 'HDU-1000']) {
      await page.getByTestId('remote-import-form').locator('input').fill(id)
      await page.getByTestId('remote-import-form').getByRole('button').first().click()
      await expect
        .poll(() => page.getByTestId('remote-import-done').innerText(), { timeout: 20_000 })
        .toContain(id)
    }
    await shot(page, 'remote-admin-en-1280', { fullPage: true })
    // An id it has already: a clear message, nothing written twice.
    await page.getByTestId('remote-import-form').locator('input').fill('CF-1A')
    await page.getByTestId('remote-import-form').getByRole('button').first().click()
    await expect
      .poll(() => page.getByTestId('remote-import-form').innerText(), { timeout: 10_000 })
      .toContain('CF-1A is in the problem bank already')
    await page.close()
    for (const [lang, width] of [
      ['zh-CN', 1280],
      ['en', 390],
      ['zh-CN', 390],
    ] as const) {
      const other = await adminPage(lang, width)
      await shot(other, `remote-admin-${lang}-${width}`, { fullPage: true })
      await other.close()
    }
  })

  for (const [lang, width] of [
    ['en', 1280],
    ['zh-CN', 1280],
    ['en', 390],
    ['zh-CN', 390],
  ] as const) {
    it(`a user sees remote verdicts, Submitted Failed and a resubmit (${lang}, ${width} px)`, async () => {
      const username = `rj${e2e.run}${lang === 'en' ? 'e' : 'z'}${width}`
      await registerUser(site, username, PASSWORD)
      const page = await openLoggedIn(site, e2e, {
        lang,
        width,
        username,
        password: PASSWORD,
        path: '/problem',
      })
      fake('CF').judge.judgeNextAs('wrongAnswer')
      expect(await submitOn(page, 'CF-1A', 'GNU G++17 7.3.0', lang)).toContain(TEXT[lang].wa)
      await shot(page, `remote-cf-wa-${lang}-${width}`)
      fake('HDU').judge.judgeNextAs('accepted')
      expect(await submitOn(page, 'HDU-1000', 'G++', lang)).toContain(TEXT[lang].ac)
      await shot(page, `remote-hdu-ac-${lang}-${width}`)
      fake('CF').judge.refuseNext(fake('CF').refusal)
      expect(await submitOn(page, 'CF-1A', 'GNU G++17 7.3.0', lang)).toContain(TEXT[lang].sf)
      await page.getByTestId('submit-status-link').click()
      const detail = page.getByTestId('submission-detail')
      await expect.poll(() => detail.innerText(), { timeout: 20_000 }).toContain(fake('CF').refusal)
      await shot(page, `remote-sf-${lang}-${width}`, { fullPage: true })
      fake('CF').judge.judgeNextAs('accepted')
      await detail.getByRole('button', { name: /Resubmit|重新提交/ }).click()
      await expect.poll(() => detail.innerText(), { timeout: 60_000 }).toContain(TEXT[lang].ac)
      await shot(page, `remote-resubmitted-${lang}-${width}`, { fullPage: true })
      await page.close()
    })
  }

  it('had no console errors', () => {
    expect(e2e.consoleErrors).toEqual([])
  })
})
