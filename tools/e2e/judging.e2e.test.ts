// The judging path in the browser (issue: problem bank, problem page, submissions, ranks): root opens
// P1000, whose statement has math, writes A+B in C, runs it on custom input, submits and watches it go
// to Accepted, opens the detail with its case results and shares it; a visitor then sees the code; root
// rejudges it; the ACM rank lists root. The platform runs as `npm start` runs it.
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchChromium } from '../lib/chromium.ts'
import { type Running, startPlatform } from '../lib/platform-process.ts'
import { e2eRun, logIn, openPage, shot, typeCode } from './kit.ts'

const repo = resolve(import.meta.dirname, '..', '..')
const e2e = e2eRun('judging')
const A_PLUS_B =
  '#include <stdio.h>\nint main(void) {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", a + b);\n  return 0;\n}\n'

let browser: Browser
let platform: Running | undefined

beforeAll(async () => {
  browser = await launchChromium()
  platform = await startPlatform(repo, e2e.env, 120_000)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await platform?.stop()
  rmSync(e2e.work, { recursive: true, force: true })
})

describe('judging in the browser', () => {
  it('runs, submits, reaches Accepted, shows the cases, shares, rejudges and ranks', async () => {
    const url = platform?.url ?? ''
    const page = await openPage(browser, e2e, 'en')
    await page.goto(`${url}/oj/problem/P1000?l=en`)
    await expect.poll(() => page.getByTestId('problem-description').count(), { timeout: 15_000 }).toBe(1)
    // The statement's math is typeset by KaTeX.
    await expect
      .poll(() => page.locator('[data-testid="problem-description"] .katex').count(), { timeout: 15_000 })
      .toBeGreaterThan(0)

    await page.getByTestId('login-button').click()
    await logIn(page, 'root', e2e.adminPassword)
    await typeCode(page, A_PLUS_B)

    // Online test with custom input.
    await page.getByTestId('online-test-toggle').click()
    await page.getByTestId('test-input').fill('3 4')
    await page.getByTestId('run-test').click()
    await expect.poll(() => page.getByTestId('test-result').innerText(), { timeout: 60_000 }).toContain('7')

    // Submit and watch the verdict.
    await page.getByTestId('submit-code').click()
    await expect
      .poll(() => page.getByTestId('submit-status').innerText(), { timeout: 90_000, interval: 500 })
      .toMatch(/Accepted/)
    await shot(page, 'problem-accepted-en-1280')
    await page.getByTestId('submit-status-link').click()
    await expect.poll(() => page.getByTestId('submission-detail').count(), { timeout: 15_000 }).toBe(1)
    await expect
      .poll(() => page.getByTestId('case-results').locator('tbody tr').count(), { timeout: 15_000 })
      .toBeGreaterThan(0)
    const detailUrl = page.url()

    // Shared: a visitor sees the code.
    await page.getByTestId('share-toggle').click()
    await expect
      .poll(() => page.getByText('Shared successfully').count(), { timeout: 10_000 })
      .toBeGreaterThan(0)
    await shot(page, 'submission-detail-en-1280', { fullPage: true })
    const visitor = await openPage(browser, e2e, 'en')
    await visitor.goto(detailUrl)
    await expect
      .poll(() => visitor.getByTestId('submission-code').innerText(), { timeout: 15_000 })
      .toContain('scanf')
    await visitor.close()

    // Root rejudges; the verdict comes back.
    await page.getByTestId('submission-admin-actions').getByRole('button', { name: 'Rejudge' }).click()
    await expect
      .poll(() => page.getByText('Rejudge successfully').count(), { timeout: 10_000 })
      .toBeGreaterThan(0)
    await expect
      .poll(() => page.getByTestId('submission-info').innerText(), { timeout: 90_000, interval: 500 })
      .toMatch(/Accepted/)

    // The ACM rank lists root with one problem solved.
    await page.goto(`${url}/oj/acm-rank`)
    await expect.poll(() => page.getByTestId('rank-table').innerText(), { timeout: 15_000 }).toMatch(/root/)
    await shot(page, 'acm-rank-en-1280')
    await page.close()
  })

  it('had no console errors', () => {
    expect(e2e.consoleErrors).toEqual([])
  })
})
