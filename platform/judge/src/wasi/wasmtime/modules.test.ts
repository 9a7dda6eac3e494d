// The wasmtime runner's module files: a submission's goes once no run needs it, all at close.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { openNativeRunner } from '../../sandbox/index.ts'
import { makePrivateDir } from '../../sandbox/work-dir.ts'
import { LIMITS, tinyModule } from '../test-kit.ts'
import { findWasmtimePy } from './install.ts'
import { WasmtimeRunner } from './runner.ts'

const py = findWasmtimePy()
if (typeof py === 'string') console.warn(`wasmtime module tests skipped: ${py}`)

describe.skipIf(typeof py === 'string')('wasmtime runner: module files', () => {
  it(
    'keeps few idle submissions’ modules and leaves nothing behind when closed',
    { timeout: 120_000 },
    async () => {
      if (typeof py === 'string') return
      const sandbox = await openNativeRunner()
      const dir = makePrivateDir(tmpdir(), 'oj-wasmtime-test-')
      const runner = new WasmtimeRunner(sandbox, py, dir, 1)
      try {
        const work = makePrivateDir(tmpdir(), 'oj-wasmtime-work-')
        for (let n = 0; n < 12; n++) {
          const program = join(work, `p${n}`)
          mkdirSync(program)
          writeFileSync(join(program, 'main.wasm'), tinyModule(n))
          const result = await runner.spawn({
            argv: ['main.wasm'],
            workDir: program,
            writable: false,
            stdin: 'ignore',
            stdout: { file: join(work, `p${n}.out`) },
            stderr: { file: join(work, `p${n}.err`) },
            limits: LIMITS,
          }).result
          expect(result.outcome, result.message).toBe('ok')
        }
        await new Promise((resolve) => setTimeout(resolve, 200)) // the last removal is not awaited
        const files = readdirSync(join(dir, 'modules')).filter((f) => f.endsWith('.wasm'))
        expect(files.length).toBeLessThanOrEqual(8)
      } finally {
        await runner.close()
        await sandbox.close()
      }
      expect(existsSync(dir)).toBe(false)
    },
  )
})
