// Opens every story of the built storybook (storybook-static) in headless Chromium, in both
// locales, and fails on any console error, page error or storybook error screen. A passing
// `storybook build` alone proves little: a misconfigured builder still builds, then fails in the page.
// Usage: node tools/storybook/smoke.ts [--shots <dir>]   (after `npm run build-storybook -w @oj/sdk`)
// The pages share one browser context, whose cache keeps the built files (the server lets it), and
// two stories load at a time: every story still gets a page of its own.
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { launchChromium } from '../lib/chromium.ts'

const root = path.resolve(import.meta.dirname, '../../sdk/storybook-static')
const shotsArg = process.argv.indexOf('--shots')
const shots = shotsArg > 0 ? process.argv[shotsArg + 1] : undefined
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

const index = JSON.parse(await readFile(path.join(root, 'index.json'), 'utf8')) as {
  entries: Record<string, { type: string; id: string }>
}
const ids = Object.values(index.entries)
  .filter((e) => e.type === 'story')
  .map((e) => e.id)

const browser = await launchChromium()
const context = await browser.newContext({ viewport: { width: 1000, height: 700 } })
let failures = 0

async function open(id: string, locale: string): Promise<void> {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(e.message))
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=locale:${locale}`)
  await page
    .waitForSelector('#storybook-root > *', { timeout: 15_000 })
    .catch(() => problems.push('nothing rendered'))
  await page.waitForTimeout(300)
  if (await page.locator('.sb-show-errordisplay').count()) problems.push('storybook shows an error')
  if (shots) await page.screenshot({ path: path.join(shots, `${id}.${locale}.png`) })
  if (problems.length) failures++
  console.log(
    `${problems.length ? 'FAIL' : 'ok  '} ${id} (${locale})${problems.length ? `: ${problems.join(' | ')}` : ''}`,
  )
  await page.close()
}

const queue = ids.flatMap((id) => ['zh-CN', 'en'].map((locale) => ({ id, locale })))
const LOADS_AT_ONCE = 2
await Promise.all(
  Array.from({ length: LOADS_AT_ONCE }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await open(next.id, next.locale)
  }),
)
await browser.close()
server.close()
console.log(`${ids.length} stories, ${failures} failures`)
process.exitCode = failures ? 1 : 0
