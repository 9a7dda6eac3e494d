// Independent deployment (issue 11): a module team builds its remote alone and serves it from its own
// server; the platform is only told where the manifest is (OJ_REMOTE_<ID>_URL). The remote's styles
// must come with it: its page uses panda classes the shell's CSS has never seen (a colour nobody
// else uses, a breakpoint over a display the shell also sets), and the page must look as written,
// at both widths. The platform runs as `npm start` runs it, with the shell as built.
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { e2eRun, openPage, shot } from './kit.ts'
import { e2eSite } from './site.ts'
import { buildTinyRemote, serveStatic, type TinyRemote } from './tiny-remote.ts'

const e2e = e2eRun()

// `display: flex` is a class the shell has too; only the remote knows `lg:` → grid. Had the remote's
// sheet repeated the shell's class names, the shell's `d_flex` would decide at every width.
const PAGE = `import { css } from '@oj/sdk/css'

export default function Page() {
  return (
    <p data-testid="tint" className={css({ color: '#13579b', display: 'flex', lg: { display: 'grid' } })}>
      A page of a remote served alone
    </p>
  )
}
`

let remote: TinyRemote | undefined
let served: Awaited<ReturnType<typeof serveStatic>> | undefined

// A platform of its own: the shared one serves the problems module's own remote to the other files.
const site = e2eSite(async () => {
  remote = buildTinyRemote('problems', '/problem', PAGE)
  served = await serveStatic(join(remote.dir, 'dist'))
  return { OJ_REMOTE_PROBLEMS_URL: `${served.url}/mf-manifest.json` }
})

afterAll(async () => {
  await served?.close()
  if (remote) rmSync(remote.dir, { recursive: true, force: true })
})

describe('a remote built and served alone', () => {
  it('ships only its own classes: no reset, tokens or global styles of its own', () => {
    const dist = join(remote?.dir ?? '', 'dist')
    const css = readdirSync(dist)
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(join(dist, name), 'utf8'))
      .join('\n')
    expect(css).toContain('#13579b')
    expect(css).not.toMatch(/@layer\s+(remote\.)?(reset|base|tokens)\s*\{/)
    expect(css).not.toMatch(/@keyframes/)
  })

  it.each([
    [1280, 'grid'],
    [390, 'flex'],
  ])('is styled by its own CSS at %i px', async (width, display) => {
    const page = await openPage(site, e2e, 'en', width)
    const fromRemote: string[] = []
    page.on('response', (r) => {
      if (r.url().startsWith(served?.url ?? '-') && r.ok()) fromRemote.push(r.url())
    })
    await page.goto(`${site.url}/oj/problem?l=en`)
    const tint = page.getByTestId('tint')
    await tint.waitFor({ timeout: 20_000 })
    const style = await tint.evaluate((node) => {
      const computed = getComputedStyle(node)
      return { color: computed.color, display: computed.display }
    })
    expect(style).toEqual({ color: 'rgb(19, 87, 155)', display })
    // Its chunks and its sheet came from its own server, not from the platform's copy.
    expect(fromRemote.some((url) => url.endsWith('.css'))).toBe(true)
    // The frame around it is still the shell's, styled by the shell's CSS.
    const bar = await page.locator('header nav').evaluate((node) => getComputedStyle(node).alignItems)
    expect(bar).toBe('center')
    await shot(page, `remote-alone-${width}`)
    await page.close()
  })

  it('logs no error in the console', () => {
    expect(e2e.consoleErrors).toEqual([])
  })
})
