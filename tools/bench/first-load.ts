// First-load JavaScript of /oj/problem in KiB gzip (shell + shared + problems remote), as the
// browser fetches it, measured in headless Chromium.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

import { launchChromium } from '../lib/chromium.ts'
import { startPlatform } from '../lib/platform-process.ts'

const repo = resolve(import.meta.dirname, '..', '..')
const work = mkdtempSync(join(tmpdir(), 'oj-bench-js-'))
const platform = await startPlatform(repo, {
  OJ_DATA_DIR: join(work, 'data'),
  OJ_ADMIN_PASSWORD: 'bench-admin-pw',
  OJ_SKIP_BUILD: '1',
  DATABASE_URL: '',
  NATS_URL: '',
})
const browser = await launchChromium()
try {
  const page = await browser.newPage()
  const scripts = new Map<string, number>()
  page.on('response', async (response) => {
    const type = response.request().resourceType()
    if (type !== 'script') return
    try {
      const body = await response.body()
      scripts.set(response.url(), body.length)
    } catch {
      // a redirect or aborted response has no body
    }
  })
  await page.goto(`${platform.url}/oj/problem`, { waitUntil: 'networkidle' })
  await page.waitForSelector('[data-testid="problem-table"]', { timeout: 30_000 })
  let raw = 0
  let gz = 0
  const rows: Array<[string, number]> = []
  for (const url of scripts.keys()) {
    const res = await fetch(url)
    const bytes = Buffer.from(await res.arrayBuffer())
    const z = gzipSync(bytes, { level: 9 }).length
    raw += bytes.length
    gz += z
    rows.push([new URL(url).pathname, z])
  }
  rows.sort((a, b) => b[1] - a[1])
  for (const [p, z] of rows.slice(0, 8)) console.log(`  ${(z / 1024).toFixed(1).padStart(7)} KiB gz  ${p}`)
  console.log(
    `first-load JS of /oj/problem: ${(gz / 1024).toFixed(1)} KiB gzip (${(raw / 1024).toFixed(1)} KiB raw) in ${scripts.size} files`,
  )
} finally {
  await browser.close()
  await platform.stop()
  rmSync(work, { recursive: true, force: true })
}
