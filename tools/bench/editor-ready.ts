// /oj/problem/{id} in headless Chromium, cold (a new browser context, so an empty cache, per load):
// navigation start → the statement is shown ([data-testid="problem-description"], the statement itself;
// [data-testid="problem-detail"] in builds before it; at the next frame), and
// navigation start → the code editor is ready ([data-testid="code-editor"] with data-ready="true",
// set once Monaco holds the code). Median of 5 loads.
// Usage: node tools/bench/editor-ready.ts [--loads 5] [--problem P1000] [--timeout 30000]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { launchChromium } from '../lib/chromium.ts'
import { quantile, startPlatform } from '../lib/platform-process.ts'

const repo = resolve(import.meta.dirname, '..', '..')
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}
const loads = Number(arg('--loads') ?? 5)
const problemId = arg('--problem') ?? 'P1000'
const timeout = Number(arg('--timeout') ?? 30_000)

const STATEMENT = '[data-testid="problem-description"], [data-testid="problem-detail"]'

/**
 * Runs in the page before its own scripts: notes performance.now() (milliseconds since navigation
 * start) at the first animation frame after each element appears.
 */
const probe = `
  const STATEMENT = ${JSON.stringify(STATEMENT)}
  window.__ojBench = {}
  const marks = [['statement', STATEMENT],
                 ['editor', '[data-testid="code-editor"][data-ready="true"]']]
  const check = () => {
    for (const [name, selector] of marks) {
      if (window.__ojBench[name] === undefined && window.__ojBench[name + 'Seen'] === undefined &&
          document.querySelector(selector)) {
        window.__ojBench[name + 'Seen'] = performance.now()
        requestAnimationFrame(() => { window.__ojBench[name] = performance.now() })
      }
    }
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true,
    attributeFilter: ['data-ready', 'data-testid'] })
`

const work = mkdtempSync(join(tmpdir(), 'oj-bench-editor-'))
const platform = await startPlatform(repo, {
  OJ_DATA_DIR: join(work, 'data'),
  OJ_ADMIN_PASSWORD: 'bench-admin-pw',
  OJ_SKIP_BUILD: '1',
  DATABASE_URL: '',
  NATS_URL: '',
})
const browser = await launchChromium()
const statement: Array<number> = []
const editor: Array<number> = []
let failure: string | undefined
try {
  const url = `${platform.url}/oj/problem/${problemId}`
  for (let i = 0; i < loads && failure === undefined; i++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.addInitScript(probe)
    await page.goto(url)
    const mark = (name: string) =>
      page.waitForFunction(
        (n) => (window as unknown as { __ojBench: Record<string, number> }).__ojBench[n],
        name,
        {
          timeout,
        },
      )
    try {
      statement.push(Number(await (await mark('statement')).jsonValue()))
    } catch {
      failure = `the statement (${STATEMENT}) did not appear within ${timeout} ms on ${url}`
    }
    if (failure === undefined) {
      try {
        editor.push(Number(await (await mark('editor')).jsonValue()))
      } catch {
        const present = await page.locator('[data-testid="code-editor"]').count()
        failure =
          `the code editor did not become ready within ${timeout} ms on ${url}: ` +
          (present > 0
            ? '[data-testid="code-editor"] is there but never got data-ready="true" (Monaco not loaded or not holding the code)'
            : 'there is no [data-testid="code-editor"] on the page (this build has no Monaco editor yet?)')
      }
    }
    await context.close()
  }
} finally {
  await browser.close()
  await platform.stop()
  rmSync(work, { recursive: true, force: true })
}

const median = (xs: Array<number>) =>
  quantile(
    [...xs].sort((a, b) => a - b),
    0.5,
  )
const list = (xs: Array<number>) => xs.map((x) => x.toFixed(0)).join(', ')
if (statement.length > 0) {
  console.log(
    `/oj/problem/${problemId} navigation start → statement shown: median ${median(statement).toFixed(0)} ms ` +
      `(cold loads: ${list(statement)})`,
  )
}
if (editor.length > 0) {
  console.log(
    `/oj/problem/${problemId} navigation start → code editor ready: median ${median(editor).toFixed(0)} ms ` +
      `(cold loads: ${list(editor)})`,
  )
}
if (failure !== undefined) {
  console.error(`editor-ready: ${failure}`)
  process.exit(1)
}
