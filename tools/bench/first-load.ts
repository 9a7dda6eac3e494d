// First-load JavaScript in KiB gzip (node:zlib gzipSync, level 9, of each response body) as headless
// Chromium fetches it until the network is idle: the problem list /oj/problem, and the problem page
// /oj/problem/{id} without Monaco (files whose URL contains "monaco", and Monaco's workers), with the
// Monaco part printed apart. Top 10 files of each.
// With --check (CI, after a build) it ends non-zero when a part exceeds its CI ceiling (CEILINGS),
// naming the part, its ceiling, its total and its largest files; each part's goal (GOALS, issue 38)
// is printed beside it as met or not.
// Floors, measured in the same run and printed beside each goal (a goal below its floor cannot be
// met by trimming our code):
// - the architecture: a minimal bundle (an empty React root mounted by single-spa behind the Module
//   Federation host runtime, react shared as ours), built now by ./first-load-floors.ts;
// - Monaco's: a bundle of `monaco-editor/esm/vs/editor/editor.api` alone creating an editor.
// The two floor builds take ~20 s: --check (CI) skips them unless --floors is given.
// Beside them, always measured (one page load) and not a floor: the shell alone, the first load of a
// page no module serves (the frame's 404, no remote loaded). It is our own code (the shell, the SDK's
// kit, the shared libraries), so it tells how much of a page is the frame, not what a page cannot go
// below.
// Usage: node tools/bench/first-load.ts [--problem P1000] [--check] [--floors]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

import type { Browser } from 'playwright-core'

import { launchChromium } from '../lib/chromium.ts'
import { startPlatform } from '../lib/platform-process.ts'
import { buildFloors, FLOOR_READY, serveFolder } from './first-load-floors.ts'

const repo = resolve(import.meta.dirname, '..', '..')
const problemArg = process.argv.indexOf('--problem')
const problemId = problemArg > 0 ? process.argv[problemArg + 1] : 'P1000'
const check = process.argv.includes('--check')
const withFloors = !check || process.argv.includes('--floors')

/** Goals in KiB gzip (issue 38): the list, the problem page without Monaco, Monaco alone. */
const GOALS = { list: 200, detail: 300, monaco: 450 } as const
/**
 * What CI lets through, in KiB gzip: the figures measured after the kit's parts became on-demand
 * (ADR 0016, second amendment: 233.0, 389.0, 770.4) and about 2.5 % more, so a change that grows a
 * page fails CI by name. The goals above are not met: the list and the problem page are above the
 * architecture's floor (what is left is our code and its libraries), Monaco's goal is below
 * editor.api alone (the floor this script prints). Lower a ceiling when a page gets smaller, never
 * raise it without saying why in the ADR.
 */
const CEILINGS = { list: 239, detail: 399, monaco: 790 } as const

interface Script {
  readonly url: string
  readonly path: string
  readonly raw: number
  readonly gz: number
  monaco: boolean
}

const kib = (n: number) => (n / 1024).toFixed(1)

/** Scripts (and worker scripts) one cold load of `url` fetches until the network is idle. */
async function scriptsOf(browser: Browser, url: string, readySelector: string, settle?: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const workers = new Set<string>()
  page.on('worker', (w) => workers.add(w.url()))
  const pending: Array<Promise<Script | undefined>> = []
  context.on('response', (response) => {
    const type = response.request().resourceType()
    const u = response.url()
    if (type !== 'script' && !/\.m?js(\?|$)/.test(new URL(u).pathname)) return
    pending.push(
      response.body().then(
        (body): Script => ({
          url: u,
          path: new URL(u).pathname,
          raw: body.length,
          gz: gzipSync(body, { level: 9 }).length,
          monaco: u.toLowerCase().includes('monaco') || /worker/i.test(new URL(u).pathname),
        }),
        () => undefined, // a redirect or aborted response has no body
      ),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForSelector(readySelector, { timeout: 30_000 })
  let note = ''
  if (settle) {
    // The lazy parts (Monaco) load after the first render: wait for them, then for the network again.
    try {
      await page.waitForSelector(settle, { timeout: 30_000 })
    } catch {
      note = `  (note: ${settle} did not appear within 30 s; Monaco may not be in this build)`
    }
    await page.waitForLoadState('networkidle')
  }
  const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== undefined)
  for (const s of scripts) if (workers.has(s.url)) s.monaco = true
  await context.close()
  return { scripts, note }
}

const total = (scripts: ReadonlyArray<Script>) => scripts.reduce((a, s) => a + s.gz, 0)

/** A part's total beside its goal and its floors: met, not met (above every floor), or below a floor. */
function versusFloors(
  label: string,
  gz: number,
  goal: number,
  floors: ReadonlyArray<readonly [name: string, gz: number | undefined]>,
): string {
  const known = floors.filter((f): f is readonly [string, number] => f[1] !== undefined)
  const shown = known.map(([name, n]) => `floor (${name}) ${kib(n)} KiB`).join('; ')
  const below = known.filter(([, n]) => goal * 1024 < n).map(([name]) => name)
  const verdict =
    gz <= goal * 1024
      ? 'goal met'
      : below.length > 0
        ? `goal below the floor (${below.join(', ')})`
        : known.length < floors.length
          ? 'goal not met (not every floor measured)'
          : 'goal not met, above every floor'
  return `${label}: ${kib(gz)} KiB; goal ${goal}; ${shown || 'floor not measured (--check)'}: ${verdict}`
}

const largest = (scripts: ReadonlyArray<Script>, n: number) =>
  [...scripts].sort((a, b) => b.gz - a.gz).slice(0, n)

function print(label: string, scripts: ReadonlyArray<Script>): void {
  const gz = scripts.reduce((a, s) => a + s.gz, 0)
  const raw = scripts.reduce((a, s) => a + s.raw, 0)
  console.log(`${label}: ${kib(gz)} KiB gzip (${kib(raw)} KiB raw) in ${scripts.length} files`)
  for (const s of largest(scripts, 10)) console.log(`  ${kib(s.gz).padStart(7)} KiB gz  ${s.path}`)
}

/** The over-ceiling message of one part, or undefined within its ceiling; prints the part's goal. */
function overBudget(label: string, scripts: ReadonlyArray<Script>, part: keyof typeof GOALS) {
  const gz = scripts.reduce((a, s) => a + s.gz, 0)
  const goal = GOALS[part]
  console.log(
    `${label}: goal ${goal} KiB ${gz <= goal * 1024 ? 'met' : `not met (${(gz / 1024 / goal).toFixed(2)} of it)`}, CI ceiling ${CEILINGS[part]} KiB`,
  )
  if (gz <= CEILINGS[part] * 1024) return undefined
  const files = largest(scripts, 5).map((s) => `    ${kib(s.gz).padStart(7)} KiB gz  ${s.path}`)
  return [
    `${label}: ${kib(gz)} KiB gzip in ${scripts.length} files, over its CI ceiling of ${CEILINGS[part]} KiB`,
    '  largest files:',
    ...files,
  ].join('\n')
}

const work = mkdtempSync(join(tmpdir(), 'oj-bench-js-'))
const platform = await startPlatform(repo, {
  OJ_DATA_DIR: join(work, 'data'),
  OJ_ADMIN_PASSWORD: 'bench-admin-pw',
  OJ_SKIP_BUILD: '1',
  DATABASE_URL: '',
  NATS_URL: '',
})
const browser = await launchChromium()
const failures: Array<string> = []
try {
  const list = await scriptsOf(browser, `${platform.url}/oj/problem`, '[data-testid="problem-table"]')
  print('first-load JS of /oj/problem', list.scripts)
  failures.push(overBudget('/oj/problem', list.scripts, 'list') ?? '')

  const detail = await scriptsOf(
    browser,
    `${platform.url}/oj/problem/${problemId}`,
    '[data-testid="problem-description"], [data-testid="problem-detail"]',
    '[data-testid="code-editor"][data-ready="true"]',
  )
  print(
    `first-load JS of /oj/problem/${problemId} without Monaco`,
    detail.scripts.filter((s) => !s.monaco),
  )
  print(
    `Monaco part of /oj/problem/${problemId} (URL has "monaco", or a worker)`,
    detail.scripts.filter((s) => s.monaco),
  )
  if (detail.note) console.log(detail.note)
  console.log('(gzip: node:zlib gzipSync level 9 of each decoded response body)')
  failures.push(
    overBudget(
      `/oj/problem/${problemId} without Monaco`,
      detail.scripts.filter((s) => !s.monaco),
      'detail',
    ) ?? '',
    overBudget(
      `Monaco part of /oj/problem/${problemId}`,
      detail.scripts.filter((s) => s.monaco),
      'monaco',
    ) ?? '',
  )
  // Without Monaco the check would pass on a page that lost its editor: that is a failure too.
  if (detail.note) failures.push(`/oj/problem/${problemId}: ${detail.note.trim()}`)

  // Floors (see the head of this file).
  const shell = await scriptsOf(browser, `${platform.url}/oj/no-such-page`, '[data-testid="not-found"]')
  print("the shell alone, not a floor (/oj/no-such-page, the frame's 404, no remote)", shell.scripts)
  const floors: { architecture?: number; monaco?: number } = {}
  if (withFloors) {
    const built = await buildFloors(join(work, 'floors'))
    for (const name of ['architecture', 'monaco'] as const) {
      const server = await serveFolder(built[name])
      try {
        const floor = await scriptsOf(browser, server.url, FLOOR_READY[name])
        floors[name] = total(floor.scripts)
        print(
          name === 'architecture'
            ? 'floor: the architecture (empty React root, single-spa, federation host runtime)'
            : "floor: Monaco's editor.api alone, creating an editor",
          floor.scripts,
        )
      } finally {
        await server.stop()
      }
    }
  }
  const pageFloors = [['architecture', floors.architecture]] as const
  console.log('\ngoals beside their floors (KiB gzip):')
  console.log(`the shell alone (our code, not a floor): ${kib(total(shell.scripts))} KiB`)
  console.log(versusFloors('/oj/problem', total(list.scripts), GOALS.list, pageFloors))
  console.log(
    versusFloors(
      `/oj/problem/${problemId} without Monaco`,
      total(detail.scripts.filter((s) => !s.monaco)),
      GOALS.detail,
      pageFloors,
    ),
  )
  console.log(
    versusFloors('Monaco part', total(detail.scripts.filter((s) => s.monaco)), GOALS.monaco, [
      ['editor.api alone', floors.monaco],
    ]),
  )
} finally {
  await browser.close()
  await platform.stop()
  rmSync(work, { recursive: true, force: true })
}
const over = failures.filter(Boolean)
if (check && over.length > 0) {
  console.error(`\nfirst-load size check failed:\n${over.join('\n')}`)
  process.exit(1)
}
if (check) console.log('first-load size check: every page within its CI ceiling')
