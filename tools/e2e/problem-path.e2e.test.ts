// The problem path in the browser (issue: problem bank, problem page, submissions, ranks), in English
// and in Chinese, at 1280 px and at 390 px: a student filters the problem list, opens A+B (math and
// highlighted code in its statement), writes A+B in the Monaco editor, runs it on custom input,
// submits and watches it go to Accepted, opens the detail with its case results; a second student
// cannot see that submission's code until the owner shares it; root rejudges it; the ACM rank
// counts the student. The same two students go through every language and width.
// The platform runs as `npm start` runs it.

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { e2eRun, type Lang, openLoggedIn, registerUser, shot, typeCode } from './kit.ts'
import { e2eSite } from './site.ts'

const e2e = e2eRun()
const A_PLUS_B =
  '#include <stdio.h>\nint main(void) {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", a + b);\n  return 0;\n}\n'
const PASSWORD = 'student-pass1'

/** What the pages say, per language (the catalogues' texts, as a person reads them). */
const TEXT = {
  en: {
    accepted: 'Accepted',
    shared: 'Shared successfully',
    rejudge: 'Rejudge',
    rejudged: 'Rejudge successfully',
  },
  'zh-CN': { accepted: '答案正确', shared: '分享成功', rejudge: '重判', rejudged: '重判成功' },
} as const

const site = e2eSite()
const owner = `pp${e2e.run}a`
const other = `pp${e2e.run}b`
/** The owner's submissions so far (each run submits one; rejudges add none). */
let submitted = 0

const register = (username: string) => registerUser(site, username, PASSWORD)

/** A page of this language and width, logged in as `username` through the login dialog. */
const loggedIn = (lang: Lang, width: number, username: string, password: string, path: string) =>
  openLoggedIn(site, e2e, { lang, width, username, password, path })

async function noSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

describe('two students', () => {
  // The same two for every run below: registering is limited per address (10 an hour).
  it('register with the mailed codes', async () => {
    await register(owner)
    await register(other)
  })
})

for (const [lang, width] of [
  ['en', 1280],
  ['zh-CN', 390],
  ['zh-CN', 1280],
  ['en', 390],
] as const) {
  describe(`the problem path in ${lang} at ${width} px`, () => {
    const tag = `${lang}-${width}`
    const text = TEXT[lang]
    let detailPath = ''

    it('filters the list, opens A+B, runs and submits to Accepted, sees the cases', async () => {
      const page = await loggedIn(lang, width, owner, PASSWORD, '/problem')

      // The list filtered by keyword keeps the filter in the URL and shows A+B.
      const table = page.getByTestId('problem-table')
      await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(1)
      const search = page.getByRole('searchbox').or(page.getByRole('textbox')).first()
      await search.fill('A+B')
      await search.press('Enter')
      await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe('A+B')
      await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1)
      await noSidewaysScroll(page, width)
      await shot(page, `problem-list-filtered-${tag}`)
      await table.getByRole('link', { name: 'A+B Problem' }).click()

      // The statement: KaTeX math and highlighted C.
      await expect.poll(() => page.getByTestId('problem-description').count(), { timeout: 15_000 }).toBe(1)
      const statement = page.getByTestId('problem-description')
      await expect.poll(() => statement.locator('.katex').count(), { timeout: 15_000 }).toBeGreaterThan(0)
      await expect
        .poll(() => statement.locator('code .hljs-keyword, code .hljs-type').count())
        .toBeGreaterThan(0)

      // Monaco: A+B in C, run on custom input.
      await typeCode(page, A_PLUS_B)
      await page.getByTestId('online-test-toggle').click()
      await page.getByTestId('test-input').fill('3 4')
      await page.getByTestId('run-test').click()
      await expect.poll(() => page.getByTestId('test-result').innerText(), { timeout: 60_000 }).toContain('7')

      // Submit and watch the verdict arrive.
      await page.getByTestId('submit-code').click()
      await expect
        .poll(() => page.getByTestId('submit-status').innerText(), { timeout: 90_000, interval: 500 })
        .toContain(text.accepted)
      submitted += 1
      await noSidewaysScroll(page, width)
      await shot(page, `problem-accepted-${tag}`)

      // The detail with its case results.
      await page.getByTestId('submit-status-link').click()
      await expect.poll(() => page.getByTestId('submission-detail').count(), { timeout: 15_000 }).toBe(1)
      await expect
        .poll(() => page.getByTestId('case-results').locator('tbody tr').count(), { timeout: 15_000 })
        .toBeGreaterThan(0)
      await expect.poll(() => page.getByTestId('submission-code').innerText()).toContain('scanf')
      detailPath = new URL(page.url()).pathname.replace(/^\/oj/, '')
      await noSidewaysScroll(page, width)
      await shot(page, `submission-detail-${tag}`, { fullPage: true })
      await page.close()
    })

    it('shows the code to another student only once it is shared', async () => {
      expect(detailPath).toMatch(/^\/submission-detail\/\d+$/)
      const stranger = await loggedIn(lang, width, other, PASSWORD, detailPath)
      await expect.poll(() => stranger.getByTestId('submission-info').count(), { timeout: 15_000 }).toBe(1)
      expect(await stranger.getByTestId('submission-code').count()).toBe(0)
      expect(await stranger.getByTestId('share-toggle').count()).toBe(0)

      const page = await loggedIn(lang, width, owner, PASSWORD, detailPath)
      await page.getByTestId('share-toggle').click()
      await expect.poll(() => page.getByText(text.shared).count(), { timeout: 10_000 }).toBeGreaterThan(0)
      await page.close()

      await stranger.reload()
      await expect
        .poll(() => stranger.getByTestId('submission-code').innerText(), { timeout: 15_000 })
        .toContain('scanf')
      await stranger.close()
    })

    it('lets root rejudge it back to Accepted, and the ACM rank counts the student', async () => {
      const page = await loggedIn(lang, width, 'root', e2e.adminPassword, detailPath)
      await page.getByTestId('submission-admin-actions').getByRole('button', { name: text.rejudge }).click()
      await expect.poll(() => page.getByText(text.rejudged).count(), { timeout: 10_000 }).toBeGreaterThan(0)
      await expect
        .poll(() => page.getByTestId('submission-info').innerText(), { timeout: 90_000, interval: 500 })
        .toContain(text.accepted)

      // Searched for: on the shared platform, other files' users may fill the rank's first page.
      await page.goto(`${site.url}/oj/acm-rank?searchUser=${owner}&l=${lang}`)
      const row = page.getByTestId('rank-table').locator('tr', { hasText: owner })
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1)
      // One problem accepted, out of every submission so far (a rejudge moves the counts, adds none).
      expect(await row.locator('.oj-rank-col-ac').innerText()).toBe('1')
      expect(await row.locator('.oj-rank-col-total').innerText()).toBe(String(submitted))
      await noSidewaysScroll(page, width)
      await shot(page, `acm-rank-${tag}`)
      await page.close()
    })
  })
}

describe('the console', () => {
  it('had no errors', () => {
    expect(e2e.consoleErrors).toEqual([])
  })
})
