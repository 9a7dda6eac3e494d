// What the browser tests share: a run's id for unique names, pages that collect console errors,
// screenshots on demand, the mail outbox, and the login dialog. Chromium and the platform: site.ts.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { Page } from 'playwright-core'
import { expect } from 'vitest'

import { ADMIN_PASSWORD } from './global-setup.ts'
import type { E2eSite } from './site.ts'

export type Lang = 'zh-CN' | 'en'

export interface E2eRun {
  /** Unique per file and run: the platform is shared by the files (and kept between a file's tests). */
  readonly run: string
  readonly adminPassword: string
  /** Console errors and page errors of every page opened by `openPage`. */
  readonly consoleErrors: string[]
}

export function e2eRun(): E2eRun {
  return {
    run: randomBytes(4).readUInt32BE().toString(36).slice(-5),
    adminPassword: ADMIN_PASSWORD,
    consoleErrors: [],
  }
}

/** A page of `width` px in `lang`; its console errors (other than expected 4xx refusals) are kept. */
export async function openPage(site: E2eSite, e2e: E2eRun, lang: Lang, width = 1280): Promise<Page> {
  const page = await site.browser.newPage({
    viewport: { width, height: 900 },
    locale: lang,
    extraHTTPHeaders: site.headers,
  })
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 4\d\d/.test(m.text()))
      e2e.consoleErrors.push(`${page.url()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => e2e.consoleErrors.push(`${page.url()}: ${e.message}`))
  return page
}

/** Saves a screenshot to OJ_E2E_SCREENSHOTS when that is set. */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.OJ_E2E_SCREENSHOTS
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  // Let entry animations and toasts settle.
  await page.waitForTimeout(400)
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: options.fullPage ?? false })
}

/** The text of the last mail the embedded mailer wrote to an address. */
function lastMailTo(dataDir: string, to: string): string | undefined {
  const dir = join(dataDir, 'outbox')
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => e.name)
    .sort()
  const mails = names.map(
    (n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as { to: string; text: string },
  )
  return mails.filter((m) => m.to === to).at(-1)?.text
}

/** Waits for a mail to `to` whose text matches `pattern`, and answers the pattern's first group. */
export async function mailed(dataDir: string, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined
  await expect
    .poll(() => (found = pattern.exec(lastMailTo(dataDir, to) ?? '')?.[1]), { timeout: 10_000 })
    .toBeTruthy()
  return found ?? ''
}

/** A named input of a form marked with data-testid. */
export const field = (page: Page, form: string, name: string) =>
  page.locator(`[data-testid="${form}"] [name="${name}"]`)

/** Logs in through the open login dialog and waits until the login button is gone. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await field(page, 'login-form', 'username').fill(username)
  await field(page, 'login-form', 'password').fill(password)
  await page.getByTestId('login-submit').click()
  await expect.poll(() => page.getByTestId('login-button').count(), { timeout: 10_000 }).toBe(0)
}

/**
 * Puts `code` into the problem page's editor: waits for Monaco (data-ready), selects everything and
 * pastes the text (a paste is taken as it is: typed text would be auto-indented and auto-closed), then
 * checks that Monaco holds exactly it.
 */
export async function typeCode(page: Page, code: string): Promise<void> {
  const editor = page.getByTestId('code-editor')
  await expect.poll(() => editor.getAttribute('data-ready'), { timeout: 30_000 }).toBe('true')
  await editor.locator('.monaco-editor .view-lines').click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.evaluate((text) => {
    const data = new DataTransfer()
    data.setData('text/plain', text)
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
    document.activeElement?.dispatchEvent(event)
  }, code)
  await expect
    .poll(() => editor.evaluate((node) => (node as HTMLElement & { ojValue?: string }).ojValue), {
      timeout: 5_000,
    })
    .toBe(code)
}

/**
 * Registers `username` (mail `<username>@example.com`) through the public calls, with the code the
 * embedded mailer wrote to the site's outbox.
 */
export async function registerUser(site: E2eSite, username: string, password: string): Promise<void> {
  const email = `${username}@example.com`
  const sent = await fetch(`${site.url}/ojapi/get-register-code?email=${encodeURIComponent(email)}`, {
    headers: site.headers,
  })
  expect(sent.status).toBe(200)
  const code = await mailed(site.dataDir, email, /\b(\d{6})\b/)
  const reply = await fetch(`${site.url}/ojapi/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...site.headers },
    body: JSON.stringify({ username, password, email, code }),
  })
  expect(reply.status).toBe(200)
}

/** A page of this language and width at `path` (under /oj), logged in through the login dialog. */
export async function openLoggedIn(
  site: E2eSite,
  e2e: E2eRun,
  target: {
    readonly lang: Lang
    readonly width: number
    readonly username: string
    readonly password: string
    readonly path: string
  },
): Promise<Page> {
  const page = await openPage(site, e2e, target.lang, target.width)
  const { path, lang } = target
  await page.goto(`${site.url}/oj${path}${path.includes('?') ? '&' : '?'}l=${lang}`)
  await page.getByTestId('login-button').click()
  await logIn(page, target.username, target.password)
  return page
}

/** A session token of `username`, logged in through the API as a script would. */
export async function loginToken(site: E2eSite, username: string, password: string): Promise<string> {
  const response = await fetch(`${site.url}/ojapi/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...site.headers },
    body: JSON.stringify({ username, password }),
  })
  const token = response.headers.get('Authorization')
  if (!token) throw new Error(`login of ${username} failed: ${response.status}`)
  return token
}

/** A `datetime-local` value of an instant in the browser's (and this process's) zone. */
export function localInput(at: number): string {
  const d = new Date(at)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`
}
