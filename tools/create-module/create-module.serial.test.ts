// The module scaffold end to end, as a newcomer uses it: `create-module` writes a module into this
// repository and wires it in; its remote is built, the platform started as `npm start` starts it, and
// Chromium sees its page, its nav entry, its area tab and its home widget, and its endpoint answers.
// Then the module is removed again. Serial (npm test runs it after the rest): it changes the tree.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchChromium } from '../lib/chromium.ts'
import { type Running, startPlatform } from '../lib/platform-process.ts'
import { createModule, removeModule } from './create-module.ts'
import { namesOf } from './names.ts'

const root = resolve(import.meta.dirname, '..', '..')
const n = namesOf('scaffold-probe')
const work = mkdtempSync(join(tmpdir(), 'oj-scaffold-'))
let platform: Running | undefined
let browser: Browser | undefined

beforeAll(async () => {
  if (existsSync(join(root, 'modules', n.id))) removeModule(n)
  createModule(n)
  const built = spawnSync(join(root, 'node_modules', '.bin', 'rspack'), ['build'], {
    cwd: join(root, 'modules', n.id, 'web'),
    stdio: 'inherit',
    // As `npm start` builds it (vitest's NODE_ENV=test would make a development build beside a production shell).
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (built.status !== 0) throw new Error('the scaffolded remote does not build')
  platform = await startPlatform(
    root,
    { OJ_DATA_DIR: join(work, 'data'), OJ_ADMIN_PASSWORD: 'scaffold-root', OJ_SKIP_BUILD: '1' },
    180_000,
  )
  browser = await launchChromium()
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await platform?.stop()
  removeModule(n)
  rmSync(work, { recursive: true, force: true })
}, 300_000)

describe('npm run create-module', () => {
  it('gives a module the platform serves: its endpoint, descriptor and docs', async () => {
    const url = platform!.url
    const notes = (await (await fetch(`${url}/ojapi/${n.id}/notes`)).json()) as {
      data: { records: Array<{ title: string }> }
    }
    expect(notes.data.records.map((r) => r.title)).toEqual([`Welcome to ${n.title}`])
    const modules = (await (await fetch(`${url}/ojapi/modules`)).json()) as {
      data: Array<{ id: string; nav: unknown[]; areas: unknown[]; slots: string[] }>
    }
    const mine = modules.data.find((m) => m.id === n.id)
    expect(mine?.slots).toEqual(['home.widgets'])
    expect(mine?.areas).toHaveLength(1)
    const doc = (await (await fetch(`${url}/ojapi/openapi.json`)).json()) as {
      paths: Record<string, unknown>
    }
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([`/ojapi/${n.id}/notes`, `/ojapi/${n.id}/note`]),
    )
  })

  it.each(['en', 'zh-CN'] as const)(
    'shows its page, nav entry, area tab and home widget (%s)',
    async (lang) => {
      const page = await browser!.newPage({ viewport: { width: 1280, height: 900 }, locale: lang })
      const errors: Array<string> = []
      page.on('pageerror', (e) => errors.push(e.message))
      page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined))
      const url = platform!.url
      await page.goto(`${url}/oj/${n.id}?l=${lang}`)
      await expect.poll(() => page.getByText(`Welcome to ${n.title}`).count(), { timeout: 30_000 }).toBe(1)
      await expect.poll(() => page.getByRole('navigation').getByText(n.title).count()).toBeGreaterThan(0)
      await page.getByText(`Welcome to ${n.title}`).click()
      await page.waitForURL(`**/oj/${n.id}/1`)
      const notesTab = lang === 'en' ? 'Notes' : '笔记'
      await expect
        .poll(() => page.getByRole('link', { name: notesTab, exact: true }).count(), { timeout: 15_000 })
        .toBeGreaterThan(0)
      await page.goto(`${url}/oj/home`)
      const widget = lang === 'en' ? 'Latest notes' : '最新笔记'
      await expect.poll(() => page.getByText(widget).count(), { timeout: 30_000 }).toBe(1)
      expect(errors).toEqual([])
      await page.close()
    },
  )
})
