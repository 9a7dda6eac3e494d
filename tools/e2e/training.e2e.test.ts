// Trainings in the browser (issue 15), in English and in Chinese, at 1280 px and at 390 px: a student
// finds the private training in the list, registers with its password, opens a problem of the public
// training, submits A+B to Accepted, and sees the progress circle and the rank move.
// The platform runs as `npm start` runs it (its demo trainings: 'Getting started' with P1000, and the
// private 'Class of 2026' whose password is 'demo').

import { describe, expect, it } from 'vitest'

import { e2eRun, type Lang, openLoggedIn, registerUser, shot, typeCode } from './kit.ts'
import { e2eSite } from './site.ts'

const e2e = e2eRun()
const A_PLUS_B =
  '#include <stdio.h>\nint main(void) {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", a + b);\n  return 0;\n}\n'
const PASSWORD = 'student-pass1'

const TEXT = {
  en: { register: 'Register', registered: 'Register training successfully', accepted: 'Accepted' },
  'zh-CN': { register: '注册', registered: '注册训练成功', accepted: '答案正确' },
} as const

const site = e2eSite()

const register = (username: string) => registerUser(site, username, PASSWORD)

const loggedIn = (lang: Lang, width: number, username: string, path: string) =>
  openLoggedIn(site, e2e, { lang, width, username, password: PASSWORD, path })

const tidOf = async (title: string): Promise<number> => {
  const reply = (await (
    await fetch(`${site.url}/ojapi/get-training-list?keyword=${encodeURIComponent(title)}`)
  ).json()) as {
    data: { records: Array<{ id: number }> }
  }
  return reply.data.records[0]!.id
}

describe('a student in trainings', { timeout: 300_000 }, () => {
  const runs = [
    ['en', 1280],
    ['zh-CN', 390],
  ] as const
  it.each(runs)(
    'registers for the private training, solves a problem, and sees progress and rank move (%s, %i px)',
    async (lang, width) => {
      const text = TEXT[lang]
      const student = `tr${e2e.run}${lang === 'en' ? 'e' : 'z'}`
      await register(student)
      const page = await loggedIn(lang, width, student, '/training')
      await expect.poll(() => page.getByTestId('training-card').count(), { timeout: 30_000 }).toBe(2)
      await shot(page, `training-list-${lang}-${width}`)
      await page.goto(`${site.url}/oj/training?auth=Private&l=${lang}`)
      await expect.poll(() => page.getByTestId('training-card').count(), { timeout: 15_000 }).toBe(1)

      // The private training asks for its password; the right one opens its problems.
      await page.getByTestId('training-card').filter({ hasText: 'Class of 2026' }).click()
      await expect.poll(() => page.getByTestId('training-password').count(), { timeout: 15_000 }).toBe(1)
      await page.getByTestId('training-password').locator('input[type=password]').fill('demo')
      await page.getByTestId('training-password').getByRole('button', { name: text.register }).click()
      await expect.poll(() => page.getByText(text.registered).count(), { timeout: 10_000 }).toBeGreaterThan(0)
      await expect.poll(() => page.getByTestId('training-password').count()).toBe(0)
      const privateTid = await tidOf('Class of 2026')
      await page.goto(`${site.url}/oj/training/${privateTid}/problems?l=${lang}`)
      await expect.poll(() => page.getByText('P1005').count(), { timeout: 15_000 }).toBeGreaterThan(0)
      await shot(page, `training-private-problems-${lang}-${width}`)

      // A+B in the public training, submitted in its scope.
      const tid = await tidOf('Getting started')
      await page.goto(`${site.url}/oj/training/${tid}?l=${lang}`)
      const circle = page.getByTestId('training-progress')
      await expect.poll(() => circle.getAttribute('aria-valuenow'), { timeout: 15_000 }).toBe('0')
      await page.goto(`${site.url}/oj/training/${tid}/problem/P1000?l=${lang}`)
      await typeCode(page, A_PLUS_B)
      await page.getByTestId('submit-code').click()
      await expect
        .poll(() => page.getByTestId('submit-status').innerText(), { timeout: 120_000, interval: 500 })
        .toContain(text.accepted)
      // The training's submissions list it, through the problems module's list in the training's scope.
      await page.goto(`${site.url}/oj/training/${tid}/submissions?l=${lang}`)
      const row = page.locator('table tbody tr').filter({ hasText: student })
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1)
      await expect.poll(() => row.innerText()).toContain(text.accepted)
      await shot(page, `training-submissions-${lang}-${width}`)
      await page.goto(`${site.url}/oj/training/${tid}?l=${lang}`)
      await expect.poll(() => circle.getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('20')
      await shot(page, `training-detail-${lang}-${width}`)
      await page.goto(`${site.url}/oj/training/${tid}/rank?l=${lang}`)
      const line = page.locator('table tbody tr').filter({ hasText: student })
      await expect.poll(() => line.count(), { timeout: 15_000 }).toBe(1)
      // One problem solved: the AC column says 1.
      await expect.poll(() => line.locator('td').nth(2).innerText()).toBe('1')
      await shot(page, `training-rank-${lang}-${width}`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.close()
    },
  )

  it('logs no errors in the console', () => {
    expect(e2e.consoleErrors).toEqual([])
  })
})
