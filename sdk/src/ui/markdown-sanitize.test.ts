// DOMPurify needs a DOM, so the sanitizer settings are checked in headless Chromium (skipped where
// there is none): KaTeX's markup must survive them, script must not.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

import katex from 'katex'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PURIFY_CONFIG } from './markdown-render.ts'

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'
const purifyScript = createRequire(import.meta.url).resolve('dompurify/dist/purify.min.js')

describe.skipIf(!existsSync(CHROMIUM))('sanitizing KaTeX output', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
  })
  afterAll(async () => {
    await browser?.close()
  })

  async function sanitizeInBrowser(html: string): Promise<string> {
    const page = await browser.newPage()
    try {
      await page.addScriptTag({ path: purifyScript })
      return await page.evaluate(
        ([dirty, config]) =>
          (
            globalThis as unknown as { DOMPurify: { sanitize(h: string, c: unknown): string } }
          ).DOMPurify.sanitize(dirty, config),
        [html, PURIFY_CONFIG] as const,
      )
    } finally {
      await page.close()
    }
  }

  it('keeps a formula and drops script', async () => {
    const formula = katex.renderToString('\\frac{a}{b} + \\sqrt{x^2}', { displayMode: true })
    const hostile =
      '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>'
    const clean = await sanitizeInBrowser(formula + hostile)
    expect(clean).toContain('class="katex-display"')
    expect(clean).toContain('<mfrac>')
    expect(clean).toContain(
      '<annotation encoding="application/x-tex">\\frac{a}{b} + \\sqrt{x^2}</annotation>',
    )
    expect(clean).toMatch(/style="height:[^"]+"/)
    expect(clean).toContain('class="mord sqrt"')
    expect(clean).toContain('<path d="M95,702')
    expect(clean).not.toContain('<script')
    expect(clean).not.toContain('onerror')
    expect(clean).not.toContain('javascript:')
  }, 60_000)
})
