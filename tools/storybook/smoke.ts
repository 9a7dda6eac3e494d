// Opens every story of the built storybook (storybook-static) in headless Chromium, in both
// locales, and fails on any console error, page error or storybook error screen. A passing
// `storybook build` alone proves little: a misconfigured builder still builds, then fails in the page.
// Usage: node tools/storybook/smoke.ts [--shots <dir>]   (after `npm run build-storybook -w @oj/sdk`)
//
// Loading the preview costs most of a story's time, so each page loads it once and then switches
// stories the way storybook's own manager does (the preview's channel: setCurrentStory, then wait for
// storyRendered or an error event), a page per locale and share of the stories. A story counts as done
// when it has rendered and the page has no request in flight. A story that fails this way is opened
// again in a page of its own, with the story before it (a late error may be the earlier story's): the
// failure stands when it fails there too.
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import type { BrowserContext, Page } from 'playwright-core'

import { launchChromium } from '../lib/chromium.ts'

const root = path.resolve(import.meta.dirname, '../../sdk/storybook-static')
const shotsArg = process.argv.indexOf('--shots')
const shots = shotsArg > 0 ? process.argv[shotsArg + 1] : undefined
const LOCALES = ['zh-CN', 'en'] as const
/** Pages per locale: the preview is mostly waiting on the page's own work, two cores keep four busy. */
const PAGES_PER_LOCALE = 2
const RENDER_TIMEOUT_MS = 15_000
const IDLE_CAP_MS = 3_000
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

const server = http.createServer((req, res) => {
  const p = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
  const file = path.join(root, path.normalize(p === '/' ? '/index.html' : p))
  if (!file.startsWith(root)) return void res.writeHead(403).end()
  readFile(file).then(
    (data) =>
      res
        .writeHead(200, {
          'content-type': types[path.extname(file)] ?? 'application/octet-stream',
          // a build's files do not change while it is served
          'cache-control': 'max-age=3600',
        })
        .end(data),
    () => res.writeHead(p === '/favicon.ico' ? 204 : 404).end(),
  )
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const storyUrl = (id: string, locale: string) =>
  `${base}/iframe.html?id=${id}&viewMode=story&globals=locale:${locale}`

const index = JSON.parse(await readFile(path.join(root, 'index.json'), 'utf8')) as {
  entries: Record<string, { type: string; id: string }>
}
const ids = Object.values(index.entries)
  .filter((e) => e.type === 'story')
  .map((e) => e.id)

/** A page that records what goes wrong in it and how many requests it has in flight. */
interface Watched {
  readonly page: Page
  /** Problems seen since the last call, which clears them. */
  take(): string[]
  idle(): Promise<void>
}

async function watched(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage()
  let problems: string[] = []
  let inFlight = 0
  let wakeIdle: (() => void) | undefined
  const settle = () => {
    if (inFlight === 0) wakeIdle?.()
  }
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(e.message))
  page.on('request', () => inFlight++)
  const ended = () => {
    inFlight--
    settle()
  }
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    page,
    take: () => {
      const seen = problems
      problems = []
      return seen
    },
    // a request that never ends (a stream) does not hold the smoke up for longer than IDLE_CAP_MS
    idle: () =>
      inFlight === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const cap = setTimeout(resolve, IDLE_CAP_MS)
            wakeIdle = () => {
              clearTimeout(cap)
              resolve()
            }
          }),
  }
}

/** Checks the story now shown, after it rendered: something is there, and no error screen. */
async function inspect(w: Watched, id: string, locale: string): Promise<string[]> {
  await w.idle()
  // two turns of the page's task queue: React's effects that the last response started have run (not
  // animation frames, which come slowly to pages that share the machine)
  await w.page.evaluate(() => new Promise<void>((r) => setTimeout(() => setTimeout(r, 0), 0)))
  const problems = w.take()
  const state = await w.page.evaluate(() => ({
    rendered: document.querySelector('#storybook-root > *') !== null,
    errorScreen: document.body.classList.contains('sb-show-errordisplay'),
  }))
  if (!state.rendered) problems.push('nothing rendered')
  if (state.errorScreen) problems.push('storybook shows an error')
  if (shots) await w.page.screenshot({ path: path.join(shots, `${id}.${locale}.png`) })
  return problems
}

/** Opens a story in a page of its own (the first of a page, and every retry). */
async function openFresh(context: BrowserContext, id: string, locale: string) {
  const w = await watched(context)
  await w.page.goto(storyUrl(id, locale))
  await w.page.waitForSelector('#storybook-root > *', { timeout: RENDER_TIMEOUT_MS }).catch(() => undefined)
  return { w, problems: await inspect(w, id, locale) }
}

/** Switches an open preview to a story through its channel and waits for the render's outcome. */
async function switchTo(w: Watched, id: string, locale: string): Promise<string[]> {
  const outcome = await w.page.evaluate(
    ({ storyId, timeoutMs }) =>
      new Promise<string>((resolve) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(event: string, f: (arg: unknown) => void): void
              off(event: string, f: (arg: unknown) => void): void
              emit(event: string, arg: unknown): void
            }
          }
        ).__STORYBOOK_ADDONS_CHANNEL__
        const listeners: Array<[string, (arg: unknown) => void]> = []
        const done = (result: string) => {
          for (const [event, f] of listeners) channel.off(event, f)
          clearTimeout(timer)
          resolve(result)
        }
        const listen = (event: string, f: (arg: unknown) => void) => {
          listeners.push([event, f])
          channel.on(event, f)
        }
        listen('storyRendered', (rendered) => {
          if (rendered === storyId) done('')
        })
        for (const event of [
          'storyErrored',
          'storyThrewException',
          'storyMissing',
          'playFunctionThrewException',
        ])
          listen(event, (arg) => done(`${event}: ${JSON.stringify(arg).slice(0, 300)}`))
        const timer = setTimeout(() => done('no storyRendered in time'), timeoutMs)
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' })
      }),
    { storyId: id, timeoutMs: RENDER_TIMEOUT_MS },
  )
  const problems = await inspect(w, id, locale)
  return outcome ? [outcome, ...problems] : problems
}

const browser = await launchChromium()
const context = await browser.newContext({ viewport: { width: 1000, height: 700 } })
let failures = 0
let retried = 0

function report(id: string, locale: string, problems: ReadonlyArray<string>): void {
  if (problems.length) failures++
  console.log(
    `${problems.length ? 'FAIL' : 'ok  '} ${id} (${locale})${problems.length ? `: ${problems.join(' | ')}` : ''}`,
  )
}

/** A failure seen after a switch: both this story and the one before it, each in a page of its own. */
async function confirm(id: string, previous: string, locale: string): Promise<void> {
  retried++
  const earlier = await openFresh(context, previous, locale)
  await earlier.w.page.close()
  if (earlier.problems.length)
    report(previous, locale, ['(after it, in a page of its own)', ...earlier.problems])
  const again = await openFresh(context, id, locale)
  await again.w.page.close()
  report(id, locale, again.problems)
}

async function runShare(share: ReadonlyArray<string>, locale: string): Promise<void> {
  const [first, ...rest] = share
  if (!first) return
  const opened = await openFresh(context, first, locale)
  report(first, locale, opened.problems)
  let previous = first
  for (const id of rest) {
    const problems = await switchTo(opened.w, id, locale)
    if (problems.length) await confirm(id, previous, locale)
    else report(id, locale, problems)
    previous = id
  }
  await opened.w.page.close()
}

const shares = LOCALES.flatMap((locale) =>
  Array.from({ length: PAGES_PER_LOCALE }, (_, k) => ({
    locale,
    ids: ids.filter((_, i) => i % PAGES_PER_LOCALE === k),
  })),
)
await Promise.all(shares.map((s) => runShare(s.ids, s.locale)))
await browser.close()
server.close()
console.log(
  `${ids.length} stories, ${failures} failures${retried ? ` (${retried} opened again in a page of their own)` : ''}`,
)
process.exitCode = failures ? 1 : 0
