// The foundation's browser test: the platform started as `npm start` starts it (built assets, real
// database and bus of the environment: PGlite and in-process by default, Postgres and NATS in CI),
// driven in Debian's Chromium. A newcomer opens /oj/problem, sees the seeded problems, filters,
// switches the language, logs in as root; then the problems module is switched off by
// configuration alone and its menu entry and routes are gone, with the data kept.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Running, startPlatform } from '../lib/platform-process.ts'
import { e2eBrowser } from './site.ts'

const repo = resolve(import.meta.dirname, '..', '..')
const ADMIN_PASSWORD = 'e2e-root-pass'
const work = mkdtempSync(join(tmpdir(), 'oj-e2e-'))
const env = { OJ_DATA_DIR: join(work, 'data'), OJ_ADMIN_PASSWORD: ADMIN_PASSWORD, OJ_SKIP_BUILD: '1' }

// A platform of its own, unlike the other files': it runs on the environment's database and bus, counts
// the seeded problems exactly, and restarts with the module switched off.
let platform: Running | undefined
const chromium = e2eBrowser()
const consoleErrors: string[] = []

async function openPage(width = 1280): Promise<Page> {
  const page = await chromium.browser.newPage({ viewport: { width, height: 900 }, locale: 'zh-CN' })
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(`${page.url()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => consoleErrors.push(`${page.url()}: ${e.message}`))
  return page
}

const rows = (page: Page) => page.locator('[data-testid="problem-table"] tbody tr')

beforeAll(async () => {
  platform = await startPlatform(repo, env, 120_000)
}, 180_000)

afterAll(async () => {
  await platform?.stop()
  rmSync(work, { recursive: true, force: true })
})

describe('problem list in the browser', () => {
  it('prints the address and the admin login at start', () => {
    expect(platform?.output()).toContain(`${platform?.url}/oj/`)
    expect(platform?.output()).toMatch(/Admin login:\s+root/)
  })

  it('shows the seeded problems, filters them, and switches language', async () => {
    const page = await openPage()
    await page.goto(`${platform?.url}/oj/problem`)
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(21)
    await expect.poll(() => page.locator('h1').innerText()).toContain('题目列表')
    expect(await rows(page).first().innerText()).toContain('A+B Problem')
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN')

    // Difficulty filter: only hard problems, kept in the URL.
    await page.getByRole('group', { name: '难度' }).getByText('困难', { exact: true }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('difficulty')).toBe('2')
    await expect
      .poll(async () => (await rows(page).allInnerTexts()).every((t) => t.includes('困难')))
      .toBe(true)
    const hard = await rows(page).count()
    expect(hard).toBeGreaterThan(0)
    expect(hard).toBeLessThan(21)

    // Keyword search, then reset.
    await page.getByRole('button', { name: '重置' }).click()
    await expect.poll(() => rows(page).count()).toBe(21)
    await page.getByRole('searchbox').or(page.getByRole('textbox')).first().fill('a+b')
    await page.getByRole('button', { name: '搜索' }).click()
    await expect.poll(() => rows(page).count()).toBe(1)
    expect(await rows(page).first().innerText()).toContain('P1000')

    // The filters survive a reload (they live in the URL).
    await page.reload()
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(1)

    // Tag filter.
    await page.getByRole('button', { name: '重置' }).click()
    // DP sits in the Algorithms classification's popover.
    await page
      .getByRole('group', { name: '标签' })
      .getByRole('button', { name: /^Algorithms/ })
      .click()
    await page
      .getByRole('dialog', { name: 'Algorithms' })
      .getByRole('button', { name: 'DP', exact: true })
      .click()
    await expect
      .poll(async () => (await rows(page).allInnerTexts()).every((t) => t.includes('DP')))
      .toBe(true)
    expect(new URL(page.url()).searchParams.get('tagId')).toMatch(/^\[\d+\]$/)

    // English and back, without a reload.
    await page.getByTestId('language-toggle').first().click()
    await expect.poll(() => page.locator('h1').innerText()).toContain('Problem List')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect((await page.context().cookies()).find((c) => c.name === 'Web_Language')?.value).toBe('en')
    await page.getByTestId('language-toggle').first().click()
    await expect.poll(() => page.locator('h1').innerText()).toContain('题目列表')

    // ?l= chooses the language too.
    await page.goto(`${platform?.url}/oj/problem?l=en`)
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 20_000 }).toContain('Problem List')
    await page.close()
  })

  it('lets root log in with the printed password', async () => {
    const page = await openPage()
    await page.goto(`${platform?.url}/oj/problem?l=en`)
    await page.getByTestId('login-button').click()
    await page.getByLabel('Username').fill('root')
    await page.getByLabel('Password').fill(ADMIN_PASSWORD)
    await page.getByTestId('login-submit').click()
    await expect.poll(() => page.getByTestId('login-button').count(), { timeout: 10_000 }).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()
    await page.close()
  })

  it('works at 390 px wide with the drawer', async () => {
    const page = await openPage(390)
    await page.goto(`${platform?.url}/oj/problem?l=en`)
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(21)
    await expect(page.getByTestId('drawer-button').isVisible()).resolves.toBe(true)
    await page.close()
  })

  it('had no console errors', () => {
    expect(consoleErrors).toEqual([])
  })
})

describe('switching the problems module off', () => {
  it('removes its menu entry, routes and remote without a rebuild, and keeps the data', async () => {
    await platform?.stop()
    platform = await startPlatform(repo, { ...env, OJ_MODULES: 'none' }, 120_000)
    const modules = await (await fetch(`${platform.url}/ojapi/modules`)).json()
    expect(modules.data).toEqual([])
    expect((await fetch(`${platform.url}/ojapi/get-problem-list`)).status).toBe(404)
    expect((await fetch(`${platform.url}/oj/remotes/problems/mf-manifest.json`)).status).toBe(404)

    const page = await openPage()
    await page.goto(`${platform.url}/oj/problem`)
    await expect.poll(() => page.getByTestId('not-found').count(), { timeout: 20_000 }).toBe(1)
    expect(await page.getByRole('link', { name: '题目' }).count()).toBe(0)
    await page.close()

    await platform.stop()
    platform = await startPlatform(repo, env, 120_000)
    const list = await (await fetch(`${platform.url}/ojapi/get-problem-list?limit=1`)).json()
    expect(list.data.total).toBe(21)
    // The root account made at the first start still logs in.
    const login = await fetch(`${platform.url}/ojapi/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: ADMIN_PASSWORD }),
    })
    expect((await login.json()).status).toBe(200)
  })
})
