// Every native language's self-test, compiled and run through the real sandbox. Under CI=true every
// native language but Python 2 must be available (CI installs their Debian packages).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

import type { LanguageDef } from '@oj/sdk/judge'
import { afterAll, describe, expect, it } from 'vitest'

import { installedLanguages } from '../plugins.ts'
import type { Runner } from '../runner.ts'
import { openTestRunner, workspace } from './test-kit.ts'

const ws = workspace()
const opened = await openTestRunner()
const runner = opened as Runner // the tests below run only when it opened
afterAll(async () => {
  await opened?.close()
  ws.dispose()
})

const native = installedLanguages.filter((language) => language.runtime === 'native')
const MUST_EXIST_IN_CI = native.filter((language) => language.name !== 'Python2')

/** Compile as the judge does: writable folder, the compile's own limits and environment. */
async function compile(language: LanguageDef, dir: string): Promise<{ outcome: string; stderr: string }> {
  if (!language.compile) return { outcome: 'ok', stderr: '' }
  const cpuMs = language.compile.timeLimitMs ?? 10_000
  return ws.run(runner, dir, {
    argv: language.compile.command,
    writable: true,
    ...(language.compile.env ? { env: language.compile.env } : {}),
    readOnlyBinds: [...(language.toolchain ?? []), ...(language.compile.toolchain ?? [])],
    limits: {
      cpuMs,
      wallMs: cpuMs * 3,
      memoryKb: (language.compile.memoryLimitMb ?? 1024) * 1024,
      processes: language.compile.processes ?? 64,
      outputBytes: 256 << 20,
    },
  })
}

async function selfTest(language: LanguageDef, name: string, memoryKb?: number) {
  const dir = ws.folder(name)
  writeFileSync(join(dir, language.source), language.selfTest.source)
  const compiled = await compile(language, dir)
  expect(compiled.outcome, compiled.stderr).toBe('ok')
  const factors = language.limits ?? { time: 1, memory: 1 }
  return ws.run(runner, dir, {
    argv: language.run.command,
    input: language.selfTest.input,
    ...(language.run.env ? { env: language.run.env } : {}),
    ...(language.toolchain ? { readOnlyBinds: language.toolchain } : {}),
    limits: {
      cpuMs: 2000 * factors.time,
      wallMs: 5000 * factors.time,
      memoryKb: memoryKb ?? 256 * 1024 * factors.memory,
      stackKb: 128 * 1024,
      processes: language.run.processes ?? 1,
    },
  })
}

describe.skipIf(!opened)('native languages through the sandbox', { timeout: 60_000 }, () => {
  it('has the native languages the API names', () => {
    expect(native.map((language) => language.name).sort()).toEqual(
      ['C', 'C++', 'C++ 17', 'C++ 20', 'Golang', 'Java', 'JavaScript Node', 'Python2', 'Python3'].sort(),
    )
  })

  it.each(native.map((language, i) => [language.name, language, i] as const))(
    '%s passes its self-test (when available)',
    async (name, language, i) => {
      const availability = await language.available()
      if (!availability.available) {
        expect(availability.reason.length).toBeGreaterThan(10)
        if (process.env.CI === 'true' && MUST_EXIST_IN_CI.includes(language))
          throw new Error(`${name} must be available in CI: ${availability.reason}`)
        return
      }
      const result = await selfTest(language, `self-${i}`)
      expect(result.stdout, `${result.message}\n${result.stderr}`).toBe(language.selfTest.output)
      expect(result.outcome).toBe('ok')
    },
    60_000,
  )

  it('reports Python 2 unavailable with a reason where no interpreter exists', async () => {
    const python2 = native.find((language) => language.name === 'Python2')
    const availability = await python2?.available()
    if (availability && !availability.available) expect(availability.reason).toMatch(/python ?2/i)
    else expect(availability?.available).toBe(true)
  })

  it('sizes the JVM from the limit: a 64 MiB array fits 256 MiB, a 300 MiB one does not', async () => {
    const java = native.find((language) => language.name === 'Java')
    if (!java || !(await java.available()).available) return
    const program = (mib: number) =>
      `public class Main { public static void main(String[] a) { int[] x = new int[${mib} * 262144];` +
      ' for (int i = 0; i < x.length; i += 1024) x[i] = i; System.out.println(x.length); } }'
    const fits = await selfTest(
      { ...java, selfTest: { source: program(64), input: '', output: '' } },
      'java-64',
      256 * 1024,
    )
    expect(fits.outcome, fits.stderr).toBe('ok')
    expect(fits.memoryKb).toBeGreaterThan(64 * 1024)
    const over = await selfTest(
      { ...java, selfTest: { source: program(300), input: '', output: '' } },
      'java-300',
      256 * 1024,
    )
    expect(over.outcome).not.toBe('ok')
  }, 60_000)

  it('turns a syntax error into a failed compile', async () => {
    for (const language of native.filter(
      (l) => l.compile && ['C', 'Python3', 'JavaScript Node'].includes(l.name),
    )) {
      const dir = ws.folder(`broken-${language.source}`)
      writeFileSync(join(dir, language.source), 'this is not a program (\n')
      const compiled = await compile(language, dir)
      expect(compiled.outcome, language.name).toBe('exit')
    }
  })
})
