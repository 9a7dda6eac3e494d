// Helpers of the sandbox's tests: C programs compiled on the host (trusted test code), run through
// the real sandbox.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { RunLimits, Runner, RunResult, RunSpec } from '../runner.ts'
import { openNativeRunner } from './index.ts'

const LIMITS: RunLimits = {
  cpuMs: 1000,
  wallMs: 3000,
  memoryKb: 128 * 1024,
  processes: 1,
  outputBytes: 1 << 20,
}

type RunOptions = Partial<Omit<RunSpec, 'limits'>> & { limits?: Partial<RunLimits>; input?: string }

export interface Workspace {
  /** A fresh work folder (host path). */
  folder(name: string): string
  /** Compiles C source into `<folder>/main`, returns the folder. */
  compileC(name: string, source: string): string
  /**
   * The spec of a run of `<folder>/main`: its input written to `<folder>.in`, its output to
   * `<folder>.out` and `<folder>.err`, the test limits under the options'.
   */
  spec(folder: string, options?: RunOptions): RunSpec
  run(
    runner: Runner,
    folder: string,
    options?: RunOptions,
  ): Promise<RunResult & { stdout: string; stderr: string }>
  dispose(): void
}

export function workspace(): Workspace {
  const root = mkdtempSync(join(tmpdir(), 'oj-sandbox-test-'))
  execFileSync('chmod', ['711', root])
  return {
    folder(name) {
      // a fresh one each time: a test file may run its tests once per run mode
      let dir = join(root, name)
      for (let n = 2; existsSync(dir); n++) dir = join(root, `${name}-${n}`)
      mkdirSync(dir)
      return dir
    },
    compileC(name, source) {
      const dir = this.folder(name)
      writeFileSync(join(dir, 'main.c'), source)
      execFileSync('gcc', ['-O1', '-w', '-o', join(dir, 'main'), join(dir, 'main.c')])
      return dir
    },
    spec(folder, options = {}) {
      const { limits, input, ...rest } = options
      const inFile = `${folder}.in`
      writeFileSync(inFile, input ?? '')
      return {
        argv: ['./main'],
        workDir: folder,
        writable: false,
        stdin: { file: inFile },
        stdout: { file: `${folder}.out` },
        stderr: { file: `${folder}.err` },
        ...rest,
        limits: { ...LIMITS, ...limits },
      }
    },
    async run(runner, folder, options = {}) {
      const spec = this.spec(folder, options)
      const result = await runner.spawn(spec).result
      const read = (file: string): string => {
        try {
          return readFileSync(file, 'utf8')
        } catch {
          return ''
        }
      }
      return { ...result, stdout: read(`${folder}.out`), stderr: read(`${folder}.err`) }
    },
    dispose() {
      rmSync(root, { recursive: true, force: true })
    },
  }
}

/**
 * The sandbox of a test file. Under CI=true it must open (CI runs as root with bubblewrap and
 * cgroups); elsewhere (no root, no cgroups) the file's tests are skipped, saying why.
 */
export async function openTestRunner(): Promise<Runner | null> {
  try {
    return await openNativeRunner()
  } catch (error) {
    if (process.env.CI === 'true') throw error
    console.warn(`native sandbox tests skipped: ${(error as Error).message}`)
    return null
  }
}

/**
 * The ways a test file runs its programs: cold (a sandbox per run) and warm (one task's runs sharing
 * sandboxes, session.ts). Under CI=true the warm one must be there (CI machines have a C compiler).
 */
export function runModes(opened: Runner | null): Array<[string, Runner]> {
  if (!opened) return [['cold', null as unknown as Runner]]
  const session = opened.session?.()
  if (!session && process.env.CI === 'true') throw new Error('the native runner offers no warm sandboxes')
  return session
    ? [
        ['cold', opened],
        ['warm', session],
      ]
    : [['cold', opened]]
}
