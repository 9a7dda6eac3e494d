import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import quickjs, { checkModule } from './index.ts'

describe('JavaScript (QuickJS WASI) plugin', () => {
  it('is available with the installed quickjs-wasi, driven by the quickjs reactor adapter', async () => {
    expect(await quickjs.available()).toMatchObject({
      available: true,
      version: expect.stringMatching(/^quickjs-wasi \d/),
    })
    expect(quickjs.run.reactor).toBe('quickjs')
    expect(quickjs.run.command[1]).toBe(quickjs.source)
  })

  it('accepts the real quickjs.wasm and names what another module lacks', async () => {
    expect(await checkModule(createRequire(import.meta.url).resolve('quickjs-wasi/quickjs.wasm'))).toBeNull()
    const empty = join(mkdtempSync(join(tmpdir(), 'oj-qjs-')), 'empty.wasm')
    writeFileSync(empty, new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]))
    expect(await checkModule(empty)).toMatch(
      /lacks the exports the adapter calls: _initialize, memory, qjs_init/,
    )
    expect(await checkModule(join(empty, 'nope'))).toMatch(/^cannot load/)
  })
})
