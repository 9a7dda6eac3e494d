// The wasmtime runner wherever the judge is installed (issue 39, item 1). Its hosts run in the native
// sandbox as the work user (nobody when the judge is root), and bubblewrap binds what they read as
// that user: a clone in root's home (/root is 0700) was out of its reach, so every host died and
// C, C++ and Python on WASI were System Errors. Here the judge's files sit in such a closed folder.
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Runner } from '../../runner.ts'
import { openNativeRunner } from '../../sandbox/index.ts'
import { makePrivateDir } from '../../sandbox/work-dir.ts'
import { openWasmtimeRunner } from '../index.ts'
import { LIMITS, tinyModule } from '../test-kit.ts'
import { HOST_SCRIPT } from './host.ts'
import { findWasmtimePy } from './install.ts'
import { WasmtimeRunner } from './runner.ts'

const py = findWasmtimePy()
const skip =
  typeof py === 'string'
    ? py
    : process.geteuid?.() !== 0
      ? 'not root: the hosts run as the judge user, who reaches its own folders'
      : null
if (skip) console.warn(`wasmtime install path tests skipped: ${skip}`)

describe.skipIf(skip)('the wasmtime runner, installed in a folder closed to the work user', () => {
  let sandbox: Runner
  let closed: string
  beforeAll(async () => {
    sandbox = await openNativeRunner()
    // like /root: only its owner (root) may enter
    closed = mkdtempSync(join(tmpdir(), 'oj-home-'))
    chmodSync(closed, 0o700)
  }, 60_000)
  afterAll(async () => {
    await sandbox?.close()
    rmSync(closed, { recursive: true, force: true })
  })

  it('runs programs: its hosts never read the judge’s install folder', { timeout: 60_000 }, async () => {
    if (typeof py === 'string') return
    const install = join(closed, 'oj', 'platform')
    mkdirSync(install, { recursive: true })
    const script = join(install, 'host.py')
    copyFileSync(HOST_SCRIPT, script)
    const runner = new WasmtimeRunner(sandbox, py, makePrivateDir(tmpdir(), 'oj-wasmtime-test-'), 1, script)
    const work = makePrivateDir(tmpdir(), 'oj-wasmtime-work-')
    try {
      const program = join(work, 'program')
      mkdirSync(program)
      writeFileSync(join(program, 'main.wasm'), tinyModule(0))
      const out = join(work, 'out')
      const result = await runner.spawn({
        argv: ['main.wasm'],
        workDir: program,
        writable: false,
        stdin: 'ignore',
        stdout: { file: out },
        stderr: 'ignore',
        limits: LIMITS,
      }).result
      expect(result.outcome, result.message).toBe('ok')
    } finally {
      await runner.close()
      rmSync(work, { recursive: true, force: true })
    }
  })

  it('is not opened on an embedding its hosts cannot reach, and says why', async () => {
    if (typeof py === 'string') return
    const embedding = join(closed, 'wasmtime-py')
    symlinkSync(py.dir, embedding)
    const before = process.env['OJ_WASMTIME_PY']
    process.env['OJ_WASMTIME_PY'] = embedding
    const said: string[] = []
    try {
      const runner = await openWasmtimeRunner(1, (m) => said.push(m))
      await runner?.close()
      expect(runner).toBeNull()
    } finally {
      if (before === undefined) delete process.env['OJ_WASMTIME_PY']
      else process.env['OJ_WASMTIME_PY'] = before
    }
    expect(said.join('\n')).toContain(`${closed} is closed to uid 65534`)
  })
})
