import { execFile } from 'node:child_process'
import { existsSync, realpathSync } from 'node:fs'

import type { Availability } from './language.ts'

/** How a language plugin checks that this machine has its toolchain. */
export interface ProbeSpec {
  /** A program and its arguments that print a version (e.g. ['/usr/bin/gcc', '--version']). */
  readonly command?: ReadonlyArray<string>
  readonly env?: Readonly<Record<string, string>>
  /** Default 10 s (a JVM takes its time to answer). */
  readonly timeoutMs?: number
  /** Files that must exist: a sysroot, an interpreter's module. */
  readonly files?: ReadonlyArray<string>
  /** The command must really live under this folder (e.g. '/usr/': what the sandbox binds). */
  readonly within?: string
  /** Said after "not available:" when the command or a file is missing, e.g. 'apt-get install gcc'. */
  readonly hint?: string
  /** The version from what the command printed, stdout then stderr (default: the first line). */
  readonly version?: (printed: string) => string
  /** A last check on what was printed: why the toolchain will not do, or null when it will. */
  readonly check?: (printed: string) => string | null | Promise<string | null>
}

const run = (argv: ReadonlyArray<string>, spec: ProbeSpec): Promise<string> =>
  new Promise((resolve, reject) => {
    const [file, ...args] = argv
    if (!file) return reject(new Error('an empty command'))
    execFile(
      file,
      args,
      { timeout: spec.timeoutMs ?? 10_000, ...(spec.env ? { env: { ...spec.env } } : {}) },
      (error, stdout, stderr) => (error ? reject(error) : resolve(`${stdout}${stderr}`)),
    )
  })

const firstLine = (printed: string): string =>
  printed
    .split('\n')
    .find((l) => l.trim() !== '')
    ?.trim() ?? ''
const why = (error: unknown): string => (error instanceof Error ? error.message : String(error))

async function check(spec: ProbeSpec): Promise<Availability> {
  const hint = spec.hint ? ` (${spec.hint})` : ''
  const missing = (spec.files ?? []).find((file) => !existsSync(file))
  if (missing !== undefined) return { available: false, reason: `${missing} is missing${hint}` }
  const file = spec.command?.[0]
  if (file !== undefined && spec.within !== undefined) {
    let real: string
    try {
      real = realpathSync(file)
    } catch {
      return { available: false, reason: `${file} is not installed${hint}` }
    }
    if (!real.startsWith(spec.within))
      return { available: false, reason: `${file} leads to ${real}, outside ${spec.within}` }
  }
  let printed = ''
  if (spec.command) {
    try {
      printed = await run(spec.command, spec)
    } catch (error) {
      return { available: false, reason: `${spec.command.join(' ')} failed: ${why(error)}${hint}` }
    }
  }
  const refused = await spec.check?.(printed)
  if (refused) return { available: false, reason: refused }
  const version = spec.version ? spec.version(printed) : firstLine(printed)
  return { available: true, version: version || file || 'available' }
}

/**
 * A language's `available()`: checks the toolchain once (files, where the command lives, what it
 * prints), remembers the answer, and never throws: a failure is `{ available: false, reason }`.
 */
export function probe(spec: ProbeSpec): () => Promise<Availability> {
  let answer: Promise<Availability> | undefined
  return () =>
    (answer ??= check(spec).catch((error: unknown) => ({ available: false as const, reason: why(error) })))
}
