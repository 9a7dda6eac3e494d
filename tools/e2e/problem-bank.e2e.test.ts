// The problem bank's admin side in the browser (issue 35's "done when"): root creates a problem in
// the admin area (math in its statement, a sample, a zip of test data uploaded through the form, a
// special judge whose broken version shows the compiler's message and whose fixed one compiles); a
// user solves it in the bank; root exports it, deletes it (confirmed) and imports it back unchanged;
// imports an FPS XML file, a Kattis package and a Polygon package, each judging a known solution
// right; a problem admin creates, renames and deletes a tag; a plain user gets 403 from every admin
// call of the problems module's role table. The steps go in English at 1280 px and in Chinese at
// 390 px; the main screens are shot in all four combinations (OJ_E2E_SCREENSHOTS).
import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import {
  e2eRun,
  field,
  type Lang,
  loginToken,
  openLoggedIn,
  openPage as open,
  registerUser,
  shot,
  typeCode,
} from './kit.ts'
import { e2eSite } from './site.ts'

const e2e = e2eRun()
const { run, adminPassword } = e2e
const site = e2eSite()
const openPage = (lang: Lang, width: number) => open(site, e2e, lang, width)

const TEXT = {
  en: { spj: 'Special judge', accepted: 'Accepted', confirm: 'Confirm', edit: 'Edit' },
  'zh-CN': { spj: '特殊判题', accepted: '答案正确', confirm: '确定', edit: '编辑' },
} as const
const FORMAT = {
  en: { fps: 'FPS XML', kattis: 'ICPC / Kattis package', polygon: 'Polygon package' },
  'zh-CN': { fps: 'FPS XML', kattis: 'ICPC / Kattis 题目包', polygon: 'Polygon 题目包' },
} as const

const CASES = [
  { input: '1 2\n', output: '3\n' },
  { input: '10 20\n', output: '30\n' },
  { input: '-5 5\n', output: '0\n' },
]
const zipOf = (files: Record<string, string>): Uint8Array =>
  zipSync(Object.fromEntries(Object.entries(files).map(([n, c]) => [n, strToU8(c)])))
const file = (name: string, bytes: Uint8Array | string): string => {
  const path = join(tmpdir(), `bank-${run}-${name}`)
  writeFileSync(path, bytes)
  return path
}

/** A checker of the judge's protocol (`checker input user_out answer`, exit 0 accepted). */
const CHECKER = `#include <stdio.h>
int main(int argc, char* argv[]) {
  FILE* out = fopen(argv[2], "r");
  FILE* ans = fopen(argv[3], "r");
  long long a, b;
  if (fscanf(out, "%lld", &a) != 1) return 1;
  if (fscanf(ans, "%lld", &b) != 1) return 1;
  return a == b ? 0 : 1;
}
`
/** HUSTOJ's special judge order (`spj input answer user_output`), as FPS files carry it. */
const HUSTOJ_SPJ = CHECKER.replace(
  'argv[2], "r");\n  FILE* ans = fopen(argv[3]',
  'argv[3], "r");\n  FILE* ans = fopen(argv[2]',
)
const A_PLUS_B_C =
  '#include <stdio.h>\nint main(void) {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", a + b);\n  return 0;\n}\n'
const A_PLUS_B_CPP =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n'

const cdata = (text: string) => `<![CDATA[${text}]]>`
const fpsXml = (title: string) => `<?xml version="1.0" encoding="UTF-8"?>
<fps version="1.2"><item>
  <title>${cdata(title)}</title>
  <time_limit unit="s">${cdata('1')}</time_limit>
  <memory_limit unit="mb">${cdata('64')}</memory_limit>
  <description>${cdata('<p>Add them.</p>')}</description>
  <input>${cdata('Two integers')}</input><output>${cdata('Their sum')}</output>
  <sample_input>${cdata('1 2')}</sample_input><sample_output>${cdata('3')}</sample_output>
  ${CASES.map((c) => `<test_input>${cdata(c.input)}</test_input><test_output>${cdata(c.output)}</test_output>`).join('')}
  <spj language="C">${cdata(HUSTOJ_SPJ)}</spj>
</item></fps>`
const kattisPackage = (title: string) =>
  zipOf({
    [`k${run}/problem.yaml`]: `name:\n  en: ${title}\nlimits:\n  time_limit: 2\n  memory: 256\nvalidation: custom\n`,
    [`k${run}/statement/problem.en.md`]: 'Add $a$ and $b$.',
    [`k${run}/data/sample/1.in`]: CASES[0]!.input,
    [`k${run}/data/sample/1.ans`]: CASES[0]!.output,
    [`k${run}/data/secret/2.in`]: CASES[1]!.input,
    [`k${run}/data/secret/2.ans`]: CASES[1]!.output,
    [`k${run}/output_validators/check/validate.cpp`]:
      '#include <cstdio>\n#include <fstream>\nint main(int argc, char** argv) {\n  std::ifstream answer(argv[2]);\n  long long want, got;\n  answer >> want;\n  if (std::scanf("%lld", &got) != 1) return 43;\n  return got == want ? 42 : 43;\n}\n',
  })
const polygonPackage = (title: string) => {
  const tests = CASES.map((_, i) => `<test method="manual"${i === 0 ? ' sample="true"' : ''}/>`).join('')
  const files: Record<string, string> = {
    'problem.xml': `<?xml version="1.0" encoding="utf-8"?>
<problem revision="1" short-name="p${run}">
  <names><name language="english" value="${title}"/></names>
  <judging><testset name="tests">
    <time-limit>1000</time-limit><memory-limit>268435456</memory-limit><test-count>3</test-count>
    <input-path-pattern>tests/%02d</input-path-pattern><answer-path-pattern>tests/%02d.a</answer-path-pattern>
    <tests>${tests}</tests>
  </testset></judging>
  <assets><checker type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker></assets>
</problem>`,
    'files/check.cpp': CHECKER,
    'statement-sections/english/legend.tex': 'Add $a$ and $b$.',
    'statement-sections/english/input.tex': 'Two integers.',
    'statement-sections/english/output.tex': 'Their sum.',
  }
  CASES.forEach((c, i) => {
    files[`tests/0${i + 1}`] = c.input
    files[`tests/0${i + 1}.a`] = c.output
  })
  return zipOf(files)
}

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
  const body = (await response.json()) as { status: number; msg: string; data: T }
  return { ...body, httpStatus: response.status }
}

/** Signed in to the admin area as `username` at `path` (under /admin). */
async function adminPage(
  lang: Lang,
  width: number,
  path: string,
  username = 'root',
  password = adminPassword,
): Promise<Page> {
  const page = await openPage(lang, width)
  await page.goto(`${site.url}/oj/admin/login?l=${lang}`)
  await field(page, 'admin-login-form', 'username').fill(username)
  await field(page, 'admin-login-form', 'password').fill(password)
  await page.getByTestId('admin-login-submit').click()
  await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/admin/dashboard')
  await goAdmin(page, lang, path)
  return page
}
async function goAdmin(page: Page, lang: Lang, path: string): Promise<void> {
  await page.goto(`${site.url}/oj/admin/${path}?l=${lang}`)
  await expect.poll(() => page.getByTestId('admin-area').count(), { timeout: 15_000 }).toBe(1)
}

async function noSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

/** The verdict of a submission once the judge is done with it. */
async function verdict(token: string, submitId: number): Promise<number> {
  let status = 5
  await expect
    .poll(
      async () => {
        const detail = await api<{ submission: { status: number } }>(
          `/get-submission-detail?submitId=${submitId}`,
          { token },
        )
        status = detail.data.submission.status
        return [5, 6, 7].includes(status)
      },
      { timeout: 90_000, interval: 500 },
    )
    .toBe(false)
  return status
}

/** The stored problem as the editor reads it, with its cases. */
async function stored(token: string, pid: number) {
  const problem = await api<Record<string, unknown>>(`/admin/problem?pid=${pid}`, { token })
  const cases = await api<unknown[]>(`/admin/problem/get-problem-cases?pid=${pid}`, { token })
  const p = problem.data
  return {
    problemId: p.problemId,
    title: p.title,
    description: p.description,
    examples: p.examples,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    judgeMode: p.judgeMode,
    spjLanguage: p.spjLanguage,
    spjCode: p.spjCode,
    cases: cases.data.length,
  }
}

async function pidOf(token: string, problemId: string): Promise<number | undefined> {
  const list = await api<{ records: Array<{ id: number; problemId: string }> }>(
    `/admin/problem/get-problem-list?keyword=${encodeURIComponent(problemId)}&limit=10`,
    { token },
  )
  return list.data.records.find((r) => r.problemId === problemId)?.id
}

const problemId = `BK${run}`.toUpperCase()
const title = `Bank walk ${run}`
const student = `bk${run}u`
const STUDENT_PASSWORD = 'student-pass1'
let pid = 0

describe('the problem bank’s admin side', () => {
  it('root creates a problem with math, a sample, a zip of cases and a special judge (en, 1280)', async () => {
    const page = await adminPage('en', 1280, 'problem/create')
    await page.getByTestId('form-problem-id').fill(problemId)
    await page.getByTestId('form-title').fill(title)
    await page.getByTestId('form-description').locator('textarea').fill('Print $a+b$ for two integers.')
    await page.getByTestId('form-input').locator('textarea').fill('Two integers $a$ and $b$.')
    await page.getByTestId('form-output').locator('textarea').fill('Their sum.')
    const sample = page.getByTestId('example-0').locator('textarea')
    await sample.nth(0).fill('1 2')
    await sample.nth(1).fill('3')
    await page.getByTestId('form-description-preview').click()
    await expect
      .poll(() => page.getByTestId('form-description').locator('.katex').count(), { timeout: 10_000 })
      .toBeGreaterThan(0)

    // The special judge: the mode change asks first; a broken checker shows the compiler's words.
    const judge = page.getByTestId('judge-section')
    await judge.getByRole('combobox').first().click()
    await page.getByRole('option', { name: TEXT.en.spj, exact: true }).click()
    await page.getByTestId('judge-mode-confirm').click()
    await page.getByTestId('spj-code').fill('int main( {')
    await page.getByTestId('spj-compile').click()
    await expect
      .poll(() => page.getByTestId('compile-error').innerText(), { timeout: 60_000 })
      .toMatch(/error/i)
    await shot(page, 'bank-spj-error-en-1280')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('compile-error').count()).toBe(0)
    await page.getByTestId('spj-code').fill(CHECKER)
    await page.getByTestId('spj-compile').click()
    await expect.poll(() => page.getByTestId('spj-compiled').count(), { timeout: 60_000 }).toBe(1)

    // The test data as a zip, uploaded through the form.
    const zip = Object.fromEntries(
      CASES.flatMap((c, i) => [
        [`${i + 1}.in`, c.input],
        [`${i + 1}.out`, c.output],
      ]),
    )
    await page.getByTestId('cases-zip').setInputFiles(file('cases.zip', zipOf(zip)))
    await expect
      .poll(() => page.getByTestId('cases-section').locator('tbody tr').count(), { timeout: 30_000 })
      .toBe(3)
    await shot(page, 'bank-create-en-1280', { fullPage: true })
    await page.getByTestId('problem-save').click()
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/admin/problems')
    const token = await loginToken(site, 'root', adminPassword)
    pid = (await pidOf(token, problemId)) ?? 0
    expect(pid).toBeGreaterThan(0)
    expect(await stored(token, pid)).toMatchObject({ title, judgeMode: 'spj', spjLanguage: 'C', cases: 3 })
    await page.close()
  })

  it('a user solves it in the bank (zh-CN, 390)', async () => {
    await registerUser(site, student, STUDENT_PASSWORD)
    const page = await openLoggedIn(site, e2e, {
      lang: 'zh-CN',
      width: 390,
      username: student,
      password: STUDENT_PASSWORD,
      path: `/problem/${problemId}`,
    })
    const statement = page.getByTestId('problem-description')
    await expect.poll(() => statement.locator('.katex').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    await typeCode(page, A_PLUS_B_C)
    await page.getByTestId('submit-code').click()
    await expect
      .poll(() => page.getByTestId('submit-status').innerText(), { timeout: 90_000, interval: 500 })
      .toContain(TEXT['zh-CN'].accepted)
    await noSidewaysScroll(page, 390)
    await shot(page, 'bank-solved-zh-CN-390')
    await page.close()
  })

  it('root exports it, deletes it (confirmed) and imports it back unchanged (en, 1280)', async () => {
    const token = await loginToken(site, 'root', adminPassword)
    const before = await stored(token, pid)
    const page = await adminPage('en', 1280, 'problems')
    await page.getByTestId('admin-problem-keyword').fill(problemId)
    await page.getByTestId('admin-problem-keyword').press('Enter')
    await expect
      .poll(() => page.getByTestId(`admin-problem-export-${pid}`).count(), { timeout: 15_000 })
      .toBe(1)
    await shot(page, 'bank-list-en-1280')
    const download = page.waitForEvent('download')
    await page.getByTestId(`admin-problem-export-${pid}`).click()
    const exported = join(tmpdir(), `bank-${run}-export.zip`)
    await (await download).saveAs(exported)
    const entries = unzipSync(new Uint8Array(readFileSync(exported)))
    const json = Object.entries(entries).find(([n]) => n.endsWith('.json'))
    expect(strFromU8(json?.[1] ?? new Uint8Array())).toContain(title)
    expect(Object.keys(entries).filter((n) => n.endsWith('.in'))).toHaveLength(3)

    await page.getByTestId(`admin-problem-delete-${pid}`).click()
    await page.getByTestId('admin-problem-delete-confirm').click()
    await expect.poll(() => pidOf(token, problemId), { timeout: 15_000 }).toBeUndefined()

    await goAdmin(page, 'en', 'problem/batch-operation')
    const reply = page.waitForResponse((r) => r.url().includes('/file/import-problem'))
    await page.getByTestId('import-file').setInputFiles(exported)
    const imported = (await (await reply).json()) as { data: { problems: Array<{ pid: number }> } }
    const again = imported.data.problems[0]!.pid
    expect(await stored(token, again)).toEqual(before)
    pid = again
    await expect.poll(() => page.getByText(problemId).count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await shot(page, 'bank-imported-en-1280')
    await page.close()
  })

  it('imports FPS, Kattis and Polygon packages, each judging a known solution right (zh-CN, 390)', async () => {
    const page = await adminPage('zh-CN', 390, 'problem/batch-operation')
    const packages = [
      { format: 'fps', path: 'import-fps-problem', name: 'fps.xml', bytes: fpsXml(`FPS ${run}`) },
      {
        format: 'kattis',
        path: 'import-kattis-problem',
        name: 'kattis.zip',
        bytes: kattisPackage(`Kattis ${run}`),
      },
      {
        format: 'polygon',
        path: 'import-polygon-problem',
        name: 'polygon.zip',
        bytes: polygonPackage(`Polygon ${run}`),
      },
    ] as const
    const ids: string[] = []
    for (const p of packages) {
      await page.getByRole('combobox').first().click()
      await page.getByRole('option', { name: FORMAT['zh-CN'][p.format], exact: true }).click()
      const reply = page.waitForResponse((r) => r.url().includes(`/file/${p.path}`))
      await page.getByTestId('import-file').setInputFiles(file(p.name, p.bytes))
      const body = (await (await reply).json()) as {
        status: number
        msg: string
        data: { problems: Array<{ problemId: string }> }
      }
      expect(body.msg, p.name).toBe('success')
      ids.push(body.data.problems[0]!.problemId)
    }
    await noSidewaysScroll(page, 390)
    await shot(page, 'bank-imports-zh-CN-390', { fullPage: true })
    await page.close()
    const token = await loginToken(site, 'root', adminPassword)
    const verdicts = await Promise.all(
      ids.map(async (id) => {
        const sent = await api<{ submitId: number }>('/submit-problem-judge', {
          method: 'POST',
          token,
          body: { pid: id, language: 'C++', code: A_PLUS_B_CPP, cid: 0, tid: 0, gid: null },
        })
        expect(sent.msg, id).toBe('success')
        return verdict(token, sent.data.submitId)
      }),
    )
    expect(verdicts).toEqual([0, 0, 0])
  })

  it('a problem admin creates, renames and deletes a tag (zh-CN, 390)', async () => {
    const root = await loginToken(site, 'root', adminPassword)
    const name = `pa${run}`
    await api('/admin/user/insert-batch-user', {
      method: 'POST',
      token: root,
      body: { users: [[name, 'pa-pass-123']] },
    })
    const list = await api<{ records: Array<{ uid: string }> }>(`/admin/user/get-user-list?keyword=${name}`, {
      token: root,
    })
    await api('/admin/user/edit-user', {
      method: 'PUT',
      token: root,
      body: { uid: list.data.records[0]!.uid, username: name, type: 1008, status: 0, setNewPwd: false },
    })
    const page = await adminPage('zh-CN', 390, 'problem/tag', name, 'pa-pass-123')
    const tag = `tag${run}`
    await page.getByTestId('tag-add').click()
    await page.getByTestId('tag-name').fill(tag)
    await page.getByTestId('tag-save').click()
    const row = (text: string) => page.locator('tr', { hasText: text })
    await expect.poll(() => row(tag).count(), { timeout: 10_000 }).toBe(1)
    await row(tag).getByRole('button', { name: TEXT['zh-CN'].edit }).click()
    await page.getByTestId('tag-name').fill(`${tag}x`)
    await page.getByTestId('tag-save').click()
    await expect.poll(() => row(`${tag}x`).count(), { timeout: 10_000 }).toBe(1)
    await noSidewaysScroll(page, 390)
    await shot(page, 'bank-tags-zh-CN-390', { fullPage: true })
    await row(`${tag}x`).locator('[data-testid^="tag-delete-"]').click()
    await page.getByRole('alertdialog').getByRole('button', { name: TEXT['zh-CN'].confirm }).click()
    await expect.poll(() => row(`${tag}x`).count(), { timeout: 10_000 }).toBe(0)
    const tags = await api<Array<{ name: string }>>('/get-all-problem-tags?oj=ME')
    expect(tags.data.map((t) => t.name)).not.toContain(`${tag}x`)
    await page.close()
  })

  it('a plain user gets 403 from every admin call of the role table', async () => {
    const table = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../modules/problems/server/access-table.json'), 'utf8'),
    ) as { routes: Record<string, Record<string, string | number>> }
    const closed = Object.entries(table.routes)
      .filter(([, roles]) => (roles.user ?? roles['*']) === 403)
      .map(([route]) => route.split(' ') as [string, string])
    expect(closed.length).toBeGreaterThan(20)
    const token = await loginToken(site, student, STUDENT_PASSWORD)
    const answers = await Promise.all(
      closed.map(async ([method, path]) => {
        const reply = await api(path, { method, token, ...(method === 'GET' ? {} : { body: {} }) })
        return `${method} ${path} ${reply.httpStatus}`
      }),
    )
    expect(answers).toEqual(closed.map(([method, path]) => `${method} ${path} 403`))
  })

  it('shows the main screens in both languages at both widths', async () => {
    // One session per language, going from screen to screen; each screen is shot at both widths.
    const screens = ['problems', 'problem/create', 'problem/batch-operation', 'problem/tag']
    for (const lang of ['en', 'zh-CN'] as const) {
      const page = await adminPage(lang, 1280, 'problems')
      const both = async (name: string) => {
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 })
          if (width === 390) await noSidewaysScroll(page, width)
          await shot(page, `bank-${name}-${lang}-${width}`, { fullPage: true })
        }
      }
      for (const path of screens) {
        await page.setViewportSize({ width: 1280, height: 900 })
        await goAdmin(page, lang, path)
        await expect.poll(() => page.locator('h2').count(), { timeout: 15_000 }).toBeGreaterThan(0)
        await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0)
        await both(`admin-${path.replaceAll('/', '-')}`)
      }
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(`${site.url}/oj/problem/${problemId}?l=${lang}`)
      await expect.poll(() => page.getByTestId('problem-description').count(), { timeout: 15_000 }).toBe(1)
      await expect
        .poll(() => page.getByTestId('problem-description').locator('.katex').count())
        .toBeGreaterThan(0)
      await both('problem')
      await page.close()
    }
  })

  it('had no console errors', () => {
    expect(e2e.consoleErrors).toEqual([])
  })
})
