// Every WASI language's self-test: compiled natively with its own command (the judge core runs that
// command in the native sandbox; here clang runs directly), then run through the WASI runner.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { LanguageDef } from '@oj/sdk/judge'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { installedLanguages } from '../plugins.ts'
import type { Runner } from '../runner.ts'
import { openWasiRunner } from './index.ts'
import { runCollect } from './test-kit.ts'

const wasi = installedLanguages.filter((language) => language.runtime === 'wasi')

let runner: Runner
beforeAll(async () => {
  runner = await openWasiRunner({ preferWasmtime: false })
})
afterAll(() => runner?.close())

async function selfTest(language: LanguageDef) {
  const dir = mkdtempSync(join(tmpdir(), 'oj-wasi-lang-'))
  writeFileSync(join(dir, language.source), language.selfTest.source)
  writeFileSync(join(dir, 'input.txt'), language.selfTest.input)
  if (language.compile) {
    const [command, ...args] = language.compile.command
    execFileSync(command!, args, { cwd: dir, stdio: 'pipe' })
  }
  const factors = language.limits ?? { time: 1, memory: 1 }
  return runCollect(runner, {
    argv: language.run.command,
    workDir: dir,
    stdin: { file: join(dir, 'input.txt') },
    ...(language.run.env ? { env: language.run.env } : {}),
    ...(language.run.reactor ? { reactor: language.run.reactor } : {}),
    limits: {
      cpuMs: 1000 * factors.time,
      wallMs: 20_000,
      memoryKb: 256 * 1024 * factors.memory,
      processes: 1,
      outputBytes: 1 << 20,
    },
  })
}

describe('WASI languages through the WASI runner', () => {
  it('has the WASI languages of the issue', () => {
    expect(wasi.map((l) => l.name).sort()).toEqual([
      'C (WASI)',
      'C++ (WASI)',
      'JavaScript (QuickJS WASI)',
      'Python3 (WASI)',
    ])
    for (const l of wasi) expect(l.family).toBe('wasi')
  })

  it.each(wasi.map((language) => [language.name, language] as const))(
    '%s passes its self-test (when available)',
    async (name, language) => {
      const availability = await language.available()
      if (!availability.available) {
        expect(availability.reason.length).toBeGreaterThan(10)
        // CI installs clang-19, lld-19 and the wasm32-wasi sysroot (.ci/run): there they must work.
        if (process.env.CI === 'true') {
          throw new Error(`${name} must be available in CI: ${availability.reason}`)
        }
        return
      }
      const { result, stdout, stderr } = await selfTest(language)
      expect(stdout, `${name}: ${result.message}\n${stderr}`).toBe(language.selfTest.output)
      expect(result.outcome).toBe('ok')
    },
    120_000,
  )

  it('QuickJS is available: its quickjs.wasm is the reactor the adapter drives', async () => {
    const quickjs = wasi.find((l) => l.name === 'JavaScript (QuickJS WASI)')!
    expect(quickjs.run.reactor).toBe('quickjs')
    expect(await quickjs.available()).toMatchObject({ available: true })
  })

  it('C++ (WASI) refuses exceptions at compile time (wasm32 libc++ has none)', async () => {
    const cpp = wasi.find((l) => l.name === 'C++ (WASI)')!
    if (!(await cpp.available()).available) return
    const dir = mkdtempSync(join(tmpdir(), 'oj-wasi-lang-'))
    writeFileSync(join(dir, 'main.cpp'), '#include <stdexcept>\nint main(){throw std::runtime_error("x");}\n')
    const [command, ...args] = cpp.compile!.command
    expect(() => execFileSync(command!, args, { cwd: dir, stdio: 'pipe' })).toThrow()
  })
})
