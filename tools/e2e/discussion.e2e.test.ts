// Discussions in the browser (spec 2 §2, issue 15): a visitor finds the seeded discussions through the
// module's nav entry; root logs in, posts a discussion on a problem through the dialog, comments on it,
// likes it, and opens the report dialog; at a phone's width the detail page and its comments still show.
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchChromium } from '../lib/chromium.ts'
import { type Running, startPlatform } from '../lib/platform-process.ts'
import { e2eRun, logIn, openPage, shot } from './kit.ts'

const repo = resolve(import.meta.dirname, '..', '..')
const e2e = e2eRun('discussion')

let browser: Browser
let platform: Running | undefined

beforeAll(async () => {
  browser = await launchChromium()
  platform = await startPlatform(repo, e2e.env, 180_000)
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await platform?.stop()
  rmSync(e2e.work, { recursive: true, force: true })
})

const rows = (page: import('playwright-core').Page) => page.locator('[data-testid="discussion-list"] > li')

describe('discussions in the browser', () => {
  it('shows the seeded discussions to a visitor through the nav entry', async () => {
    const page = await openPage(browser, e2e, 'zh-CN')
    await page.goto(`${platform?.url}/oj/`)
    await page.getByRole('link', { name: '讨论', exact: true }).first().click()
    await expect.poll(() => page.url()).toContain('/oj/discussion')
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(3)
    expect(await rows(page).first().innerText()).toContain('置顶')
    await shot(page, 'discussion-list-zh')
    await page.goto(`${platform?.url}/oj/discussion/P1000`)
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(1)
    await rows(page).first().getByRole('link').click()
    await expect.poll(() => page.url()).toMatch(/\/oj\/discussion-detail\/\d+$/)
    await expect.poll(() => page.getByTestId('discussion-comment').count(), { timeout: 20_000 }).toBe(1)
    await page.close()
  })

  it('lets root post on a problem, comment, like and open the report dialog', async () => {
    const page = await openPage(browser, e2e, 'en')
    await page.goto(`${platform?.url}/oj/discussion/P1000`)
    await page.getByTestId('login-button').click()
    await logIn(page, 'root', e2e.adminPassword)
    await page.getByTestId('discussion-post').click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('[name="title"]').fill('Overflow in A+B')
    await dialog.locator('[name="description"]').fill('Use long long')
    await dialog.getByTestId('discussion-post-submit').click()
    await expect.poll(() => dialog.getByRole('alert').innerText()).toContain('Category is required')
    await dialog.getByRole('button', { name: 'Chat' }).click()
    await dialog.locator('[name="content"]').fill('Sums can exceed **2^31**.')
    await dialog.getByTestId('discussion-post-submit').click()
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/oj\/discussion-detail\/\d+$/)
    await expect.poll(() => page.locator('h1').innerText()).toBe('[P1000] Overflow in A+B')
    const area = page.getByTestId('discussion-comments')
    await area.getByRole('textbox').first().fill('Thanks @root')
    await area.getByRole('button', { name: 'Comment' }).click()
    await expect.poll(() => page.getByTestId('discussion-comment').count(), { timeout: 20_000 }).toBe(1)
    await page.getByRole('button', { name: 'Like · 0' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Liked · 1' }).count()).toBe(1)
    await page.getByTestId('discussion-report').click()
    await page.getByTestId('discussion-report-send').click()
    await expect
      .poll(() => page.getByRole('dialog').getByRole('alert').innerText())
      .toBe('The report label and reason cannot be empty')
    await page.getByRole('dialog').getByRole('button', { name: 'Spam or advertising' }).click()
    await page.getByTestId('discussion-report-send').click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await shot(page, 'discussion-detail-en', { fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await shot(page, 'discussion-detail-en-390', { fullPage: true })
    expect(await page.getByTestId('discussion-comment').isVisible()).toBe(true)
    await page.close()
  })

  it('keeps the console clean', () => {
    expect(e2e.consoleErrors).toEqual([])
  })
})
